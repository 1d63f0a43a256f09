import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Public URL path of stored avatars. */
export const AVATAR_URL_PREFIX = '/files/avatars/';
/** A stored avatar's file name: 24 random bytes base64url and the type's extension. */
export const AVATAR_NAME_PATTERN = /^[A-Za-z0-9_-]{32}\.(?:jpg|png)$/;

export type ImageKind = 'jpg' | 'png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type by content (magic bytes): JPEG starts FF D8 FF, PNG with its 8-byte signature.
 * Anything else (GIF, HTML, SVG…) is undefined.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpg';
  }
  if (bytes.length >= 8 && PNG_MAGIC.equals(Buffer.from(bytes.subarray(0, 8)))) return 'png';
  return undefined;
}

/** Avatar files under `DATA_DIR/files/avatars/` (docs/identity.md "Avatars"). */
export interface AvatarStore {
  /** Writes the image under a fresh random name; returns its URL path. */
  save(bytes: Uint8Array, kind: ImageKind): Promise<string>;
  /** The bytes of a stored avatar, or undefined for a bad or missing name. */
  read(name: string): Promise<Buffer | undefined>;
}

/** Where avatars are stored under DATA_DIR (also swept by housekeeping). */
export const avatarsDir = (dataDir: string): string => join(dataDir, 'files', 'avatars');

export function createAvatarStore({ dataDir }: { dataDir: string }): AvatarStore {
  const dir = avatarsDir(dataDir);
  return {
    async save(bytes, kind) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(24).toString('base64url')}.${kind}`;
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    async read(name) {
      if (!AVATAR_NAME_PATTERN.test(name)) return undefined;
      try {
        return await readFile(join(dir, name));
      } catch {
        return undefined;
      }
    },
  };
}
