import { chinaDate as beijingDate, type OssCredential } from '@aita/core';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ossCredentials } from '../../db/schema';
import { sniffImageType, type ImageType } from './image-type';
import type { SecretBox } from './secret-box';
import { canonicalString, parseAuthorization, sameSignature, signV1 } from './sign';

/** The built-in store's one bucket. Named `oss` so that path-style URLs are `/oss/{key}`. */
export const BUILTIN_BUCKET = 'oss';
/** Temporary credentials live 15 minutes. */
export const CREDENTIAL_LIFETIME_MS = 15 * 60 * 1000;
/** Largest upload: 10 MB. */
export const MAX_OBJECT_BYTES = 10 * 1024 * 1024;
/** Largest accepted clock difference of a signed request's date. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/** A refusal in OSS terms: HTTP status, OSS error code, Chinese message (docs/oss.md "Errors"). */
export class OssError extends Error {
  constructor(
    readonly status: number,
    readonly ossCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'OssError';
  }
}

/** The server's Chinese messages for object storage. */
export const OSS_MESSAGES = {
  missingAuth: '缺少上传签名，请重新获取上传凭证',
  unknownKey: '上传凭证无效，请重新获取上传凭证',
  expired: '上传凭证已过期，请重新获取上传凭证',
  badSignature: '上传签名校验失败，请重新获取上传凭证',
  skewed: '请求时间与服务器时间相差过大，请校准设备时间',
  outside: '无权上传到该目录',
  badKey: '文件名不合法',
  tooLarge: '图片过大，请上传不超过10MB的图片',
  notImage: '仅支持上传 JPEG、PNG、WebP 或 GIF 图片',
  empty: '上传内容为空',
  badMd5: '上传内容校验失败（Content-MD5 不匹配）',
  query: '不支持的请求参数',
  notFound: '文件不存在',
  wrongBucket: '存储空间不存在',
  uploadsOff: '本服务器已改用阿里云 OSS 存储，请重新获取上传凭证',
} as const;

export interface PutRequest {
  bucket: string;
  /** The object key, percent-decoded. */
  key: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface BuiltinStore {
  /** A new credential for `userId`; URLs under `origin` (default PUBLIC_ORIGIN). */
  issue(userId: number, origin?: string): Promise<OssCredential>;
  /** The configured PUBLIC_ORIGIN. */
  readonly publicOrigin: string;
  /** Verifies and stores an upload. @throws OssError. @returns the ETag (quoted MD5). */
  put(request: PutRequest): Promise<{ etag: string; type: ImageType }>;
  /** A stored object, or undefined. */
  get(bucket: string, key: string): Promise<{ body: Buffer; type: ImageType } | undefined>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const header = (h: PutRequest['headers'], name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** `yyyymmdd` in Beijing time, where the teachers are (core's date helper). */
export function chinaDate(at: Date): string {
  return beijingDate(at, '');
}

/**
 * A credential's own upload directory (docs/oss.md "Token"): `uploads/` and 16 random bytes
 * (base64url, 128 bits), with no uid or date, so one image's link says nothing about the teacher
 * and no other link can be guessed from it. Each credential gets a new one; the server records
 * whose it is (`oss_credentials`, or the Aliyun issuer's cache and its RoleSessionName).
 */
export function newUploadDirectory(): string {
  return `uploads/${randomBytes(16).toString('base64url')}/`;
}

/**
 * A key is accepted when it is inside `directory`, has no empty, `.` or `..` segment, no
 * backslash or control character, and is at most 1023 bytes (the OSS limit).
 */
export function keyInside(key: string, directory: string): boolean {
  if (!key.startsWith(directory) || key.length === directory.length) return false;
  if (Buffer.byteLength(key) > 1023 || key.includes('\\')) return false;
  for (const c of key) {
    const code = c.codePointAt(0) as number;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/**
 * The built-in OSS-compatible store (ARCHITECTURE.md "object storage"; docs/oss.md): temporary
 * credentials in the database (secret sealed, token hashed), objects in DATA_DIR/oss/<bucket>/.
 */
export function createBuiltinStore({
  db,
  dataDir,
  publicOrigin,
  box,
  now = () => new Date(),
}: {
  db: Db;
  dataDir: string;
  publicOrigin: string;
  box: SecretBox;
  now?: () => Date;
}): BuiltinStore {
  const root = resolve(dataDir, 'oss');
  const objectPath = (bucket: string, key: string): string | undefined => {
    const base = resolve(root, bucket);
    const file = resolve(base, key);
    return file.startsWith(base + sep) ? file : undefined;
  };

  return {
    publicOrigin,
    async issue(userId, origin = publicOrigin) {
      const at = now();
      const expiresAt = new Date(at.getTime() + CREDENTIAL_LIFETIME_MS);
      const accessKeyId = `STS.${randomBytes(12).toString('hex')}`;
      const accessKeySecret = randomBytes(24).toString('base64url');
      const rawToken = `aita.${randomBytes(32).toString('base64url')}`;
      const directory = newUploadDirectory();
      // Housekeeping: credentials expired for a day are of no use to anyone.
      await db
        .delete(ossCredentials)
        .where(lt(ossCredentials.expiresAt, new Date(at.getTime() - 24 * 3600 * 1000)));
      await db.insert(ossCredentials).values({
        accessKeyId,
        secretCiphertext: box.seal(accessKeySecret),
        securityTokenHash: sha256(rawToken),
        userId,
        bucket: BUILTIN_BUCKET,
        directory,
        expiresAt,
      });
      const secure = origin.startsWith('https:');
      return {
        accessKeyId,
        accessKeySecret,
        securityToken: Buffer.from(rawToken).toString('base64'),
        bucketName: BUILTIN_BUCKET,
        directory,
        endpoint: origin,
        region: 'aita-builtin',
        cname: false,
        sldEnable: true,
        secure,
        host: `${origin}/${BUILTIN_BUCKET}`,
        expiration: expiresAt.toISOString(),
        maxSize: MAX_OBJECT_BYTES,
      };
    },

    async put({ bucket, key, headers, body }) {
      if (bucket !== BUILTIN_BUCKET) {
        throw new OssError(404, 'NoSuchBucket', OSS_MESSAGES.wrongBucket);
      }
      const auth = parseAuthorization(header(headers, 'authorization'));
      const token = header(headers, 'x-oss-security-token');
      if (!auth || !token) throw new OssError(403, 'AccessDenied', OSS_MESSAGES.missingAuth);
      const [cred] = await db
        .select()
        .from(ossCredentials)
        .where(eq(ossCredentials.accessKeyId, auth.accessKeyId))
        .limit(1);
      if (!cred || !sameSignature(cred.securityTokenHash, sha256(token))) {
        throw new OssError(403, 'InvalidAccessKeyId', OSS_MESSAGES.unknownKey);
      }
      const at = now();
      if (cred.expiresAt.getTime() <= at.getTime()) {
        throw new OssError(403, 'SecurityTokenExpired', OSS_MESSAGES.expired);
      }
      const ossDate = header(headers, 'x-oss-date');
      const httpDate = header(headers, 'date');
      const secret = box.open(cred.secretCiphertext);
      const base = {
        method: 'PUT',
        contentMd5: header(headers, 'content-md5'),
        contentType: header(headers, 'content-type'),
        headers,
        resource: `/${bucket}/${key}`,
      };
      const signedWith = [ossDate, httpDate].find(
        (date) =>
          date !== undefined &&
          sameSignature(signV1(secret, canonicalString({ ...base, date })), auth.signature),
      );
      if (signedWith === undefined) {
        throw new OssError(403, 'SignatureDoesNotMatch', OSS_MESSAGES.badSignature);
      }
      const signedAt = Date.parse(signedWith);
      if (!Number.isFinite(signedAt) || Math.abs(signedAt - at.getTime()) > MAX_CLOCK_SKEW_MS) {
        throw new OssError(403, 'RequestTimeTooSkewed', OSS_MESSAGES.skewed);
      }
      if (!keyInside(key, cred.directory)) {
        throw new OssError(403, 'AccessDenied', OSS_MESSAGES.outside);
      }
      if (body.length === 0) throw new OssError(400, 'InvalidArgument', OSS_MESSAGES.empty);
      if (body.length > MAX_OBJECT_BYTES) {
        throw new OssError(400, 'EntityTooLarge', OSS_MESSAGES.tooLarge);
      }
      const md5 = createHash('md5').update(body);
      const digest = md5.digest();
      if (base.contentMd5 !== undefined && base.contentMd5 !== digest.toString('base64')) {
        throw new OssError(400, 'InvalidDigest', OSS_MESSAGES.badMd5);
      }
      const type = sniffImageType(body);
      if (!type) throw new OssError(400, 'InvalidArgument', OSS_MESSAGES.notImage);
      const file = objectPath(bucket, key);
      if (!file) throw new OssError(400, 'InvalidObjectName', OSS_MESSAGES.badKey);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temp, body);
      await rename(temp, file);
      return { etag: `"${digest.toString('hex').toUpperCase()}"`, type };
    },

    async get(bucket, key) {
      if (bucket !== BUILTIN_BUCKET || key.split('/').some((s) => s === '..' || s === '')) {
        return undefined;
      }
      const file = objectPath(bucket, key);
      if (!file || file.endsWith('.part')) return undefined;
      const body = await readFile(file).catch(() => undefined);
      const type = body && sniffImageType(body);
      return body && type ? { body, type } : undefined;
    },
  };
}

/** The object directory of the built-in store (for tests and operators). */
export const objectRoot = (dataDir: string): string => join(resolve(dataDir), 'oss');
