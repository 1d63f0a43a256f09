/**
 * Pictures of questions (docs/questionBank.md "Images"): an image the teacher uploaded through
 * `/v1/file/upload` (kind `image`, checked there) as the link the editor inserts, and the
 * pictures of an imported `.docx` stored as the teacher's image files the same way.
 */
import { Code, MSG_QUESTION_IMAGE_INVALID, questionImageMarkup } from '@aita/core';
import { and, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { DomainError } from '../../platform/errors';
import { IntakeError, type FileKind, type ObjectSink } from '../../platform/intake';
import { createFileService, files, intakeTempDir } from '../files';
import type { DocxPicture } from './docx-import';

/** The picture calls of the bank. */
export interface QuestionImages {
  /** The teacher's uploaded image as `{ url, markup }`; anything else → 40001. */
  link(uid: number, fileId: string): Promise<{ url: string; markup: string }>;
  /** A `.docx` picture stored as the teacher's image file; null when it is not an image we take. */
  store(uid: number, picture: DocxPicture): Promise<string | null>;
}

export function createQuestionImages(deps: {
  db: Db;
  sink: ObjectSink;
  dataDir: string;
  maxBytes: Readonly<Record<FileKind, number>>;
}): QuestionImages {
  const { db } = deps;
  const service = createFileService({
    db,
    sink: deps.sink,
    tempDir: intakeTempDir(deps.dataDir),
    maxBytes: deps.maxBytes,
  });
  return {
    async link(uid, fileId) {
      const [row] = await db
        .select({ kind: files.kind, storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerUid, uid)));
      if (!row || row.kind !== 'image')
        throw new DomainError(Code.INVALID_PARAM, MSG_QUESTION_IMAGE_INVALID);
      const url = `/oss/${row.storageKey}`;
      return { url, markup: questionImageMarkup(url) };
    },

    async store(uid, picture) {
      const ext = /\.([a-z0-9]{1,5})$/i.exec(picture.name)?.[1]?.toLowerCase() ?? '';
      if (!['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return null;
      let received;
      try {
        received = await service.receive('image', Readable.from([Buffer.from(picture.bytes)]));
        const row = await service.accept({
          ownerUid: uid,
          kind: 'image',
          name: picture.name,
          ext,
          received,
        });
        return `/oss/${row.storageKey}`;
      } catch (error) {
        await service.discard(received);
        if (error instanceof IntakeError) return null;
        throw error;
      }
    },
  };
}
