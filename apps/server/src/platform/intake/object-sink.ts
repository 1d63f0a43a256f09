import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type AliOss from 'ali-oss';
import type { AliyunOssSettings } from '../../env';
import { BUILTIN_BUCKET, objectRoot } from '../storage/builtin-store';
import { presignOssGet } from '../storage/sign';

/**
 * Where intake keeps accepted files: the server itself writes, reads and deletes (the browser
 * upload path only ever receives credentials for images). Keys carry no uid (docs/oss.md
 * "Object keys"): `files/<kind>/<random>/…`.
 */
export interface ObjectSink {
  /** Stores the file at `path` under `key` (replacing an object of the same key). */
  put(key: string, path: string, mime: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Bytes `start..end` (inclusive, cut at the object's end) and the object's whole size: a
   * video is seeked, and an uploaded object's type checked, without reading all of it.
   */
  readRange(key: string, start: number, end: number): Promise<{ bytes: Buffer; size: number }>;
  /** Copies an object inside the bucket (the server-side copy of the store). */
  copy(from: string, to: string): Promise<void>;
  /** The object as a stream, read a part at a time (a .zip of many files is never in memory). */
  readStream(key: string): Readable;
  /**
   * A short-lived URL the browser can fetch the object from without this server (Aliyun OSS: a
   * V1 signed URL with `response-*` overrides such as `content-disposition`); undefined for the
   * built-in store, whose bytes this server streams itself. `expires`: Unix seconds.
   */
  signedUrl(
    key: string,
    options: { expires: number; response?: Record<string, string> },
  ): string | undefined;
}

/** Bytes asked of OSS per range GET when an object is streamed through this server. */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

/** The whole size from a `Content-Range: bytes a-b/size` answer. */
const sizeOfRange = (header: unknown): number | undefined => {
  const m = /\/(\d+)$/.exec(String(header ?? ''));
  return m ? Number(m[1]) : undefined;
};

/**
 * The built-in store's bucket on disk (DATA_DIR/oss/oss/<key>, docs/oss.md), written by the
 * server: copied to a `.part` name, then renamed, so a half-written object is never visible.
 * Its `/oss/` GET only serves images, so documents stored here are not public.
 */
export function createBuiltinSink(dataDir: string): ObjectSink {
  const base = resolve(objectRoot(dataDir), BUILTIN_BUCKET);
  const pathOf = (key: string): string => {
    const file = resolve(base, key);
    if (!file.startsWith(base + sep)) throw new Error(`object key outside the bucket: ${key}`);
    return file;
  };
  return {
    async put(key, path) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await copyFile(path, temp);
        await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
    },
    read: (key) => readFile(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async readRange(key, start, end) {
      const handle = await open(pathOf(key), 'r');
      try {
        const size = (await handle.stat()).size;
        const length = Math.max(0, Math.min(end, size - 1) - start + 1);
        const bytes = Buffer.alloc(length);
        if (length > 0) await handle.read(bytes, 0, length, start);
        return { bytes, size };
      } finally {
        await handle.close();
      }
    },
    async copy(from, to) {
      const file = pathOf(to);
      await mkdir(dirname(file), { recursive: true });
      await copyFile(pathOf(from), file);
    },
    readStream: (key) => createReadStream(pathOf(key)),
    signedUrl: () => undefined,
  };
}

/**
 * Aliyun OSS mode: the server puts, reads and deletes objects with the configured RAM user's
 * own key (ALIYUN_OSS_ACCESS_KEY_ID/SECRET), which therefore needs `oss:PutObject`,
 * `oss:GetObject` and `oss:DeleteObject` on `acs:oss:*:*:<bucket>/files/*` beside
 * `sts:AssumeRole` (docs/architecture/intake.md "Aliyun OSS mode"). ali-oss loads on first use.
 */
export function createAliyunSink(
  settings: AliyunOssSettings,
  /** Tests: ali-oss's `urllib` option, to reach a local fake bucket. */
  { urllib = settings.transport }: { urllib?: unknown } = {},
): ObjectSink {
  type Client = {
    putStream(
      key: string,
      stream: Readable,
      options: { mime: string; contentLength: number },
    ): Promise<unknown>;
    get(
      key: string,
      options?: { headers: Record<string, string> },
    ): Promise<{ content: Buffer; res: { status: number; headers: Record<string, unknown> } }>;
    delete(key: string): Promise<unknown>;
    copy(to: string, from: string): Promise<unknown>;
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
  const sink: ObjectSink = {
    async put(key, path, mime) {
      // A stream, so a 200 MB recording is never held in memory.
      await (
        await oss()
      ).putStream(key, createReadStream(path), { mime, contentLength: (await stat(path)).size });
    },
    async read(key) {
      return (await (await oss()).get(key)).content;
    },
    async remove(key) {
      await (await oss()).delete(key).catch((error: { status?: number }) => {
        if (error.status !== 404) throw error;
      });
    },
    async readRange(key, start, end) {
      // OSS's range GET: 206 with `Content-Range: bytes a-b/size`; 200 and the whole object when
      // the range does not apply (e.g. an empty object).
      const { content, res } = await (
        await oss()
      ).get(key, { headers: { Range: `bytes=${start}-${end}` } });
      if (res.status === 206) {
        return { bytes: content, size: sizeOfRange(res.headers['content-range']) ?? 0 };
      }
      return { bytes: content.subarray(start, end + 1), size: content.length };
    },
    async copy(from, to) {
      await (await oss()).copy(to, from);
    },
    readStream(key) {
      // Range GETs of STREAM_PART_BYTES, each asked when the reader wants more (backpressure).
      return Readable.from(
        (async function* parts() {
          for (let start = 0; ;) {
            const { bytes, size } = await sink.readRange(key, start, start + STREAM_PART_BYTES - 1);
            if (bytes.length > 0) yield bytes;
            start += bytes.length;
            if (bytes.length === 0 || start >= size) return;
          }
        })(),
        { objectMode: false },
      );
    },
    signedUrl: (key, options) => presignOssGet(settings, key, options),
  };
  return sink;
}
