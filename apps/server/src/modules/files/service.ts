import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  DEFAULT_EXTRACT_LIMITS,
  ExtractError,
  extractText,
  inspectFile,
  receiveToTemp,
  type ExtractLimits,
  type FileKind,
  type Format,
  type ObjectSink,
  type ReceivedFile,
} from '../../platform/intake';
import { randomKeyPart } from '../../platform/storage/object-prefix';
import { MSG_EXTRACT_FAILED } from './messages';
import { files } from './tables';

export type FileRow = typeof files.$inferSelect;

/** The files area's one domain error; the routes turn it into 40004. */
export class FileNotFoundError extends Error {
  constructor() {
    super('file not found');
    this.name = 'FileNotFoundError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where an accepted file is stored (docs/oss.md "Object keys"): `files/<kind>/<128 random
 * bits>/<sha256>.<format>`. No uid: a key says nothing about whose file it is, and knowing one
 * teacher's key (or uid) gives no other. Rows stored before keep their `files/<uid>/…` keys and
 * are read by them as before.
 */
export const fileObjectKey = (kind: FileKind, sha256: string, format: string): string =>
  `files/${kind}/${randomKeyPart()}/${sha256}.${format}`;

/**
 * The storage key behind a same-origin link to a stored file, `/oss/<key>`, with the kind the key
 * names: `files/<kind>/<random>/<sha256>.<ext>`, or `files/<uid>/<kind>/…` from before random
 * keys. Null for any other link. Whose file it is, is for the caller to check on the file's row.
 */
export function fileKeyOfLink(link: string): { key: string; kind: string } | null {
  const m =
    /^\/oss\/(files\/(?:([a-z]+)\/[\w-]{22}|\d+\/([a-z]+))\/[0-9a-f]{64}\.[a-z0-9]{1,8})$/.exec(
      link,
    );
  const key = m?.[1];
  const kind = m?.[2] ?? m?.[3];
  return key && kind ? { key, kind } : null;
}

/** States after which extraction has nothing left to do. */
const SETTLED = new Set(['done', 'needs-ocr', 'none']);

export interface FileService {
  /** Streams an upload to a temp file, refusing it past the kind's limit. */
  receive(kind: FileKind, source: Readable): Promise<ReceivedFile>;
  /**
   * Inspects, stores and records a received file (its temp file is removed whatever happens).
   * The same owner, kind and bytes → the existing row. @throws IntakeError
   */
  accept(input: {
    ownerUid: number;
    kind: FileKind;
    name: string;
    ext: string;
    received: ReceivedFile;
  }): Promise<FileRow>;
  /** Removes a received file that will not be accepted. */
  discard(received: ReceivedFile | undefined): Promise<void>;
  /** The owner's file. @throws FileNotFoundError (also for someone else's file) */
  get(ownerUid: number, id: string): Promise<FileRow>;
  /** Deletes the owner's file: row, then stored object. @throws FileNotFoundError */
  remove(ownerUid: number, id: string): Promise<void>;
  /**
   * Extracts and stores a file's text once: a file already settled is left alone, so running
   * it twice writes the text once. Returns the characters stored. A file that cannot be read
   * is marked `failed` and its Chinese reason returned as `failed`; only cancellation rejects.
   */
  extract(id: string, signal: AbortSignal): Promise<{ chars: number; failed?: string }>;
}

/**
 * The files area (docs/architecture/intake.md "How an area uses a file"): uploads through
 * platform/intake into the object store and the `files` table, and text extraction.
 */
export function createFileService({
  db,
  sink,
  tempDir,
  maxBytes,
  extractLimits = DEFAULT_EXTRACT_LIMITS,
}: {
  db: Db;
  sink: ObjectSink;
  /** Where uploads stream to before they are accepted (under DATA_DIR). */
  tempDir: string;
  maxBytes: Readonly<Record<FileKind, number>>;
  extractLimits?: ExtractLimits;
}): FileService {
  const findOwned = async (ownerUid: number, id: string): Promise<FileRow> => {
    if (!UUID.test(id)) throw new FileNotFoundError();
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerUid, ownerUid)))
      .limit(1);
    if (!row) throw new FileNotFoundError();
    return row;
  };
  const existing = async (ownerUid: number, kind: FileKind, sha256: string) =>
    (
      await db
        .select()
        .from(files)
        .where(and(eq(files.ownerUid, ownerUid), eq(files.kind, kind), eq(files.sha256, sha256)))
        .limit(1)
    )[0];

  return {
    receive: (kind, source) => receiveToTemp(source, { tempDir, maxBytes: maxBytes[kind] }),

    async discard(received) {
      if (received) await rm(received.path, { force: true });
    },

    async accept({ ownerUid, kind, name, ext, received }) {
      try {
        const { format, mime } = await inspectFile(received.path, {
          kind,
          ext,
          size: received.size,
        });
        // One owner's same bytes of one kind are stored once: the owner check is this row's.
        const replay = await existing(ownerUid, kind, received.sha256);
        if (replay) return replay;
        const storageKey = fileObjectKey(kind, received.sha256, format);
        await sink.put(storageKey, received.path, mime);
        try {
          const [row] = await db
            .insert(files)
            .values({
              ownerUid,
              kind,
              name,
              format,
              mime,
              size: received.size,
              sha256: received.sha256,
              storageKey,
            })
            .onConflictDoNothing()
            .returning();
          if (row) return row;
          // A racing replay of the same bytes won: keep its row, drop our copy of the object.
          const kept = await existing(ownerUid, kind, received.sha256);
          if (!kept) throw new Error('files: conflicting row vanished');
          await sink.remove(storageKey);
          return kept;
        } catch (error) {
          await sink.remove(storageKey);
          throw error;
        }
      } finally {
        await rm(received.path, { force: true });
      }
    },

    get: findOwned,

    async remove(ownerUid, id) {
      if (!UUID.test(id)) throw new FileNotFoundError();
      const [row] = await db
        .delete(files)
        .where(and(eq(files.id, id), eq(files.ownerUid, ownerUid)))
        .returning({ storageKey: files.storageKey });
      if (!row) throw new FileNotFoundError();
      await sink.remove(row.storageKey);
    },

    async extract(id, signal) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw new FileNotFoundError();
      if (SETTLED.has(row.extraction)) return { chars: row.text?.length ?? 0 };
      if (row.extraction === 'failed') return { chars: 0, failed: row.extractionError ?? '' };
      const format = row.format as Format;
      try {
        // Images and audio have no text of their own to read: no need to fetch their bytes.
        const bytes =
          row.kind === 'image' || row.kind === 'audio'
            ? Buffer.alloc(0)
            : await sink.read(row.storageKey);
        const result = await extractText({ bytes, format }, { signal, limits: extractLimits });
        const text = result.state === 'done' ? result.text : null;
        await db
          .update(files)
          .set({
            extraction: result.state,
            extractionError: null,
            text,
            textTruncated: result.state === 'done' && result.truncated ? 1 : 0,
          })
          .where(and(eq(files.id, id), eq(files.extraction, row.extraction)));
        return { chars: text?.length ?? 0 };
      } catch (error) {
        if (!(error instanceof ExtractError) || error.reason === 'aborted') throw error;
        const failed = MSG_EXTRACT_FAILED[error.reason];
        await db
          .update(files)
          .set({ extraction: 'failed', extractionError: failed })
          .where(eq(files.id, id));
        // A broken or endless file stays broken: recorded for the teacher, not retried.
        return { chars: 0, failed };
      }
    },
  };
}
