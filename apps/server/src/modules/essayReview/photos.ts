/**
 * Essay photos are images the teacher uploaded through file intake (`POST /v1/file/upload`, kind
 * `image`: size, type and content checked there). An essay names them by their link
 * `/oss/files/image/<random>/<sha256>.<ext>` (before random keys: `/oss/files/<uid>/image/…`);
 * only the teacher's own uploads are read: the owner is checked on the file's row, not in the key.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ObjectSink } from '../../platform/intake';
import { fileKeyOfLink, files } from '../files';
import type { PhotoReader } from './mark';

/** The storage key of an essay photo link, or null when it is not an uploaded image. */
export function photoKey(url: string): string | null {
  const file = fileKeyOfLink(url);
  return file?.kind === 'image' && /\.(?:jpg|jpeg|png|webp|gif)$/.test(file.key) ? file.key : null;
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
