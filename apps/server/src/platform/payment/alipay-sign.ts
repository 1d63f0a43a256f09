import type { KeyObject } from 'node:crypto';
import { rsaSign, rsaVerify } from './wechat-sign';

/**
 * Alipay open platform RSA2 signatures (opendocs.alipay.com "自行实现签名", "异步通知验签"):
 * SHA256withRSA over the parameters sorted by name, `k=v` joined by `&`, empty values left out.
 * Pure functions, shared by the provider and the tests' local Alipay gateway.
 */

/** The signed string of `params` without the names in `leaveOut`. */
export function alipaySignContent(
  params: Record<string, string | undefined>,
  leaveOut: readonly string[],
): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k] ?? ''}`)
    .join('&');
}

/** A request's `sign`: everything but `sign`. */
export const alipaySignRequest = (params: Record<string, string | undefined>, key: KeyObject) =>
  rsaSign(alipaySignContent(params, ['sign']), key);

/** A notification verifies over everything but `sign` and `sign_type`. */
export const alipayVerifyNotification = (
  params: Record<string, string | undefined>,
  key: KeyObject,
): boolean =>
  typeof params.sign === 'string' &&
  rsaVerify(alipaySignContent(params, ['sign', 'sign_type']), params.sign, key);

/**
 * The raw text of the JSON value of `name` in `text` (Alipay signs the `…_response` object as it
 * was sent, so it must not be re-serialised); undefined when absent.
 */
export function rawJsonMember(text: string, name: string): string | undefined {
  const key = `"${name}"`;
  let at = text.indexOf(key);
  if (at === -1) return undefined;
  at = text.indexOf(':', at + key.length);
  if (at === -1) return undefined;
  let start = at + 1;
  while (/\s/.test(text[start] ?? '')) start++;
  if (text[start] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}
