/**
 * Where lesson videos live (docs/aiCourse.md "Video delivery"): the built-in object store on disk
 * (DATA_DIR/oss/oss/course/…, served by this server with range requests), or Aliyun OSS, where
 * the browser is sent to a signed URL of the bucket, or of the CDN in front of it (type A URL
 * authentication), so no byte goes through the app server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type AliOss from 'ali-oss';
import type { AliyunOssSettings } from '../../env';
import { signCdnUrlTypeA, type CdnSettings } from '../../platform/cdn/url-auth';
import { BUILTIN_BUCKET, objectRoot } from '../../platform/storage/builtin-store';
import { presignOssGet } from '../../platform/storage/sign';

/** How long a signed video URL is valid (seconds): a lesson is watched within it. */
export const SIGNED_URL_SECONDS = 4 * 60 * 60;

export type VideoLocation =
  { kind: 'file'; root: string; path: string } | { kind: 'url'; url: string };

export interface CourseMedia {
  readonly mode: 'builtin' | 'aliyun';
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Where to read the video from: a file of the built-in store, or a signed URL of the bucket. */
  locate(key: string, mime: string): Promise<VideoLocation>;
}

export function createBuiltinMedia(dataDir: string): CourseMedia {
  const root = resolve(objectRoot(dataDir), BUILTIN_BUCKET);
  const pathOf = (key: string) => {
    const file = resolve(root, key);
    if (!file.startsWith(root + sep)) throw new Error(`object key outside the bucket: ${key}`);
    return file;
  };
  return {
    mode: 'builtin',
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
    },
    exists: async (key) => (await stat(pathOf(key)).catch(() => undefined))?.isFile() === true,
    locate: async (key) => ({ kind: 'file', root, path: pathOf(key).slice(root.length + 1) }),
  };
}

/**
 * Aliyun OSS with the server's RAM key (needs oss:PutObject / GetObject on `course/*`); videos are
 * read from the bucket, or from `cdn` (its origin the bucket) when given.
 */
export function createAliyunMedia(
  settings: AliyunOssSettings,
  {
    urllib = settings.transport,
    cdn,
    clock = () => new Date(),
  }: { urllib?: unknown; cdn?: CdnSettings; clock?: () => Date } = {},
): CourseMedia {
  type Client = {
    put(key: string, body: Buffer, options: { mime: string }): Promise<unknown>;
    get(key: string, options: { headers: Record<string, string> }): Promise<unknown>;
  };
  let client: Promise<Client> | undefined;
  const oss = () =>
    (client ??= import('ali-oss').then(
      ({ default: OSS }) =>
        new OSS({
          region: settings.region,
          bucket: settings.bucket,
          accessKeyId: settings.accessKeyId,
          accessKeySecret: settings.accessKeySecret,
          secure: true,
          ...(urllib ? { urllib } : {}),
        } as AliOss.Options) as unknown as Client,
    ));
  return {
    mode: 'aliyun',
    async put(key, bytes, mime) {
      await (await oss()).put(key, bytes, { mime });
    },
    async exists(key) {
      try {
        // A one-byte range GET (the server's key has GetObject; HEAD needs nothing more, but
        // the range GET is what the disk's reads already use).
        await (await oss()).get(key, { headers: { Range: 'bytes=0-0' } });
        return true;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return false;
        throw error;
      }
    },
    async locate(key, mime) {
      if (cdn) {
        // The CDN serves the object with the type it was put with; its validity (鉴权URL有效时长)
        // is set in its console, SIGNED_URL_SECONDS recommended.
        const timestamp = Math.floor(clock().getTime() / 1000);
        return { kind: 'url', url: signCdnUrlTypeA(cdn, key, { timestamp }) };
      }
      const url = presignOssGet(settings, key, {
        expires: Math.floor(clock().getTime() / 1000) + SIGNED_URL_SECONDS,
        response: { 'content-type': mime },
      });
      return { kind: 'url', url };
    },
  };
}
