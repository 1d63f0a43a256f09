/**
 * Input fields shared by the assistant and conversation routes (zod, Chinese 40001 messages via
 * platform/http/validate.ts). See docs/assistant.md "Input".
 */
import { z } from 'zod';
import { intField, textField } from '../../platform/http/validate';
import { MAX_TITLE_CHARS } from './conversations.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A conversation id or logId: a UUID string (参数错误：id 无效 otherwise). */
export const uuidField = z
  .unknown()
  .refine((v) => typeof v === 'string' && UUID.test(v), { message: '无效' })
  .transform((v) => (v as string).toLowerCase());

/** `page` (from 1) and `pageSize` (1..100) of a list call. */
export const pageFields = (defaultSize: number) => ({
  page: intField(1, 100_000, 1),
  pageSize: intField(1, 100, defaultSize),
});

/** A conversation title: 1..50 characters after trimming, no line breaks kept. */
export const titleField = textField(1000)
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .refine((v) => v !== '', { message: '不能为空' })
  .refine((v) => Array.from(v).length <= MAX_TITLE_CHARS, {
    message: `不能超过 ${MAX_TITLE_CHARS} 个字符`,
  });

/** A chat uri (`/chat/{uri}`): lower-case ASCII letters, digits and dashes, at most 64. */
export const chatUriField = z
  .unknown()
  .refine((v) => typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(v), {
    message: '无效',
  })
  .transform((v) => v as string);

/**
 * True for an image link the assistant accepts: an absolute http(s) URL, or a same-origin path
 * of the object store (`/oss/…`), without spaces, control characters, backslashes or `..`.
 */
export function isImageLink(value: string): boolean {
  if (value.length === 0 || value.length > 2048) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/oss/')) {
    return !value.split(/[/?#]/).some((segment) => segment === '..' || segment === '.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch (_error) {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
