/**
 * Essays that arrive as files (docs/essayReview.md "Submitting"): an uploaded .txt/.docx becomes
 * the essay's text (file intake extracted it), an uploaded photo becomes an essay photo link,
 * and photos become text for the teacher to correct before marking: through the vision model when
 * one is configured (handwriting too), otherwise offline by Tesseract (printed text).
 */
import {
  Code,
  ESSAY_TEXT_MAX_CHARS,
  MSG_ESSAY_FILE_EMPTY,
  MSG_ESSAY_FILE_KIND,
  MSG_ESSAY_FILE_NOT_FOUND,
  MSG_ESSAY_FILE_PENDING,
  MSG_ESSAY_IMAGE_INVALID,
  MSG_ESSAY_PHOTO_UNREADABLE,
  MSG_ESSAY_TOO_LONG,
  parseOcrLines,
} from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { DomainError } from '../../platform/errors';
import { files } from '../files';
import type { PhotoReader } from './mark';
import type { OfflineOcr } from './ocr-offline';
import { OCR_PROMPT } from './prompt';

/** Creates the file and OCR calls of essay marking. */
export function createEssayIntake(deps: {
  db: Db;
  ai: AiProviders;
  readPhoto: PhotoReader;
  offline: OfflineOcr;
}) {
  const { db, ai, readPhoto, offline } = deps;
  return {
    /** An upload as essay material: a document's text, or an image's photo link. */
    async file(uid: number, fileId: string) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerUid, uid)));
      if (!row) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_FILE_NOT_FOUND);
      if (row.kind === 'image') {
        return { kind: 'image' as const, name: row.name, text: '', url: `/oss/${row.storageKey}` };
      }
      if (row.kind !== 'document' || !['txt', 'md', 'docx'].includes(row.format)) {
        throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_FILE_KIND);
      }
      if (row.extraction === 'pending')
        throw new DomainError(Code.CONFLICT, MSG_ESSAY_FILE_PENDING);
      if (row.extraction === 'failed') {
        throw new DomainError(Code.INVALID_PARAM, row.extractionError ?? MSG_ESSAY_FILE_EMPTY);
      }
      const text = (row.text ?? '').trim();
      if (!text) throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_FILE_EMPTY);
      if (text.length > ESSAY_TEXT_MAX_CHARS)
        throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_TOO_LONG);
      return { kind: 'document' as const, name: row.name, text, url: '' };
    },

    /**
     * The text of an essay's photos and its lines with their boxes: read by the vision model, or
     * without one by offline OCR of printed text.
     */
    async recognise(uid: number, imageUrls: string[], signal?: AbortSignal) {
      const images = [];
      for (const url of imageUrls) {
        const photo = await readPhoto(uid, url);
        if (!photo) throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_IMAGE_INVALID);
        images.push(photo);
      }
      if (!ai.capabilities().vision) {
        const answer = await offline.read(images.map((image) => image.bytes));
        const { text, lines } = parseOcrLines(answer, images.length);
        if (!text) throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_PHOTO_UNREADABLE);
        return { text: text.slice(0, ESSAY_TEXT_MAX_CHARS), lines };
      }
      try {
        const answer = await ai.vision.analyze({
          prompt: OCR_PROMPT,
          images,
          detail: 'high',
          signal,
        });
        const { text, lines } = parseOcrLines(answer.text, images.length);
        if (!text) throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_PHOTO_UNREADABLE);
        return { text: text.slice(0, ESSAY_TEXT_MAX_CHARS), lines };
      } catch (error) {
        if (isUpstreamError(error)) throw new DomainError(Code.INTERNAL, error.teacherMessage);
        throw error;
      }
    },
  };
}

/** The file and OCR calls. */
export type EssayIntake = ReturnType<typeof createEssayIntake>;
