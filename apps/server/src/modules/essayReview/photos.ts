/**
 * Essay photos are images the teacher uploaded through file intake (`POST /v1/file/upload`, kind
 * `image`: size, type and content checked there). An essay names them by their public link
 * `/oss/files/<uid>/image/<sha256>.<ext>`; only the teacher's own uploads are read.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import type { PhotoReader } from './mark';

/** The storage key of an essay photo link, or null when it is not an uploaded image. */
export function photoKey(url: string): string | null {
  const m = /^\/oss\/(files\/\d+\/image\/[0-9a-f]{64}\.(?:jpg|jpeg|png|webp|gif))$/.exec(url);
  return m?.[1] ?? null;
}

/** Reads the bytes of the teacher's own uploaded photo; null for anything else. */
export function createPhotoReader(db: Db, sink: ObjectSink): PhotoReader {
  return async (ownerUid, url) => {
    const key = photoKey(url);
    if (!key) return null;
    const [row] = await db
      .select({ mime: files.mime })
      .from(files)
      .where(and(eq(files.ownerUid, ownerUid), eq(files.storageKey, key), eq(files.kind, 'image')));
    if (!row) return null;
    return { bytes: new Uint8Array(await sink.read(key)), mimeType: row.mime };
  };
}
