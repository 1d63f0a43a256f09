import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OSS header signature V1, as Aliyun OSS and the ali-oss client compute it (docs/oss.md
 * "Signature"; ali-oss lib/common/signUtils.js `buildCanonicalString`):
 *
 * ```
 * VERB \n Content-MD5 \n Content-Type \n Date \n CanonicalizedOSSHeaders CanonicalizedResource
 * ```
 * - `CanonicalizedOSSHeaders`: every `x-oss-*` header, name lower-cased, value trimmed, sorted by
 *   name, one `name:value` line each;
 * - `CanonicalizedResource`: `/{bucket}/{key}` (the key not URL-encoded);
 * - `Date`: ali-oss signs its `x-oss-date` header here; other clients the `Date` header.
 *
 * Signature = base64(HMAC-SHA1(accessKeySecret, canonical string)); the request carries
 * `Authorization: OSS {accessKeyId}:{signature}`.
 */
export function canonicalString(input: {
  method: string;
  contentMd5?: string;
  contentType?: string;
  date: string;
  headers: Record<string, string | string[] | undefined>;
  resource: string;
}): string {
  const oss = Object.entries(input.headers)
    .filter(([name, value]) => name.toLowerCase().startsWith('x-oss-') && value !== undefined)
    .map(([name, value]) => [name.toLowerCase(), String(value).trim()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value}`);
  return [
    input.method.toUpperCase(),
    input.contentMd5 ?? '',
    input.contentType ?? '',
    input.date,
    ...oss,
    input.resource,
  ].join('\n');
}

/** base64(HMAC-SHA1(secret, canonical)). */
export function signV1(secret: string, canonical: string): string {
  return createHmac('sha1', secret).update(canonical, 'utf8').digest('base64');
}

/** `OSS <id>:<signature>` split, or undefined for any other Authorization header. */
export function parseAuthorization(
  header: string | undefined,
): { accessKeyId: string; signature: string } | undefined {
  const match = /^OSS ([A-Za-z0-9._-]{1,128}):([A-Za-z0-9+/=]{1,128})$/.exec(header ?? '');
  return match ? { accessKeyId: match[1] as string, signature: match[2] as string } : undefined;
}

/** Constant-time equality of two base64 signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a V1 signed URL needs: the bucket, its region and the key that signs. */
export interface OssUrlSigner {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/**
 * A GET URL of `key` signed in the query string (OSS signature V1, "在URL中包含签名"; what
 * ali-oss's `signatureUrl` computes): `https://{bucket}.{region}.aliyuncs.com/{key}?
 * OSSAccessKeyId=…&Expires=…&Signature=…` plus `response-*` overrides, which OSS signs as
 * sub-resources (sorted, values not encoded) and applies to its answer's headers:
 *
 * ```
 * GET \n \n \n Expires \n /{bucket}/{key}?response-content-disposition=…&response-content-type=…
 * ```
 * Used where the browser is sent to the bucket instead of the bytes passing through this server
 * (disk downloads, lesson videos). `expires` is a Unix time in seconds.
 */
export function presignOssGet(
  signer: OssUrlSigner,
  key: string,
  { expires, response = {} }: { expires: number; response?: Record<string, string> },
): string {
  const sub = Object.entries(response)
    .map(([name, value]) => [`response-${name.toLowerCase()}`, value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const resource = `/${signer.bucket}/${key}${
    sub.length > 0 ? `?${sub.map(([name, value]) => `${name}=${value}`).join('&')}` : ''
  }`;
  const signature = signV1(
    signer.accessKeySecret,
    canonicalString({ method: 'GET', date: String(expires), headers: {}, resource }),
  );
  const query = [
    ['OSSAccessKeyId', signer.accessKeyId],
    ['Expires', String(expires)],
    ['Signature', signature],
    ...sub,
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  const path = encodeURIComponent(key).replace(/%2F/g, '/');
  return `https://${signer.bucket}.${signer.region}.aliyuncs.com/${path}?${query}`;
}
