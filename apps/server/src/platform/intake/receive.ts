import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IntakeError, tooLargeMessage } from './errors';

/** A file received to disk: where, how many bytes, its SHA-256 (hex). */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Streams `source` into a new file under `tempDir`, counting bytes and hashing on the way. Past
 * `maxBytes` the copy stops at once (the temp file is removed) and an {@link IntakeError}
 * `tooLarge` is thrown, so a 500 MB upload never sits in memory nor fully on disk. A source that
 * fails midway (a cut connection, a malformed multipart body) removes the temp file and rethrows.
 */
export async function receiveToTemp(
  source: Readable,
  { tempDir, maxBytes }: { tempDir: string; maxBytes: number },
): Promise<ReceivedFile> {
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new IntakeError('tooLarge', tooLargeMessage(maxBytes)));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  // Busboy may stop a part at its own fileSize limit by truncating it rather than failing.
  if ((source as Readable & { truncated?: boolean }).truncated) {
    await rm(path, { force: true });
    throw new IntakeError('tooLarge', tooLargeMessage(maxBytes));
  }
  return { path, size, sha256: hash.digest('hex') };
}
