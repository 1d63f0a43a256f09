/**
 * Field schemas shared by several endpoints. Their messages are the field-less tails that
 * `issueMessage` puts after 参数错误：<field>; ids and numbers are also accepted as decimal strings,
 * as web clients send them.
 */
import {
  CHAT_URI_MAX_LENGTH,
  CONVERSATION_TITLE_MAX_CHARS,
  IMAGE_LINK_MAX_LENGTH,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_MAX,
} from '@aita/core';
import { z } from 'zod';

/**
 * A text field of at most `max` characters. NUL characters are refused (PostgreSQL cannot store
 * them in text), with the message 参数错误：<field> 包含不允许的字符.
 */
export function textField(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: '包含不允许的字符' });
}

/** Largest id a PostgreSQL `integer` holds. */
const MAX_INT = 2147483647;

/**
 * A positive integer id (an app, a product…), also as its decimal string ("12"). Anything else
 * fails with 参数错误：<field> 应为正整数 (40001).
 */
export const positiveIdField = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
  .refine((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT, {
    message: '应为正整数',
  })
  .transform((v) => v as number);

/** An app id as the web app sends it (参数错误：appId 应为正整数 otherwise). */
export const appIdField = positiveIdField;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A conversation id or logId: a UUID string, answered lower-case (参数错误：id 无效 otherwise). */
export const uuidField = z
  .unknown()
  .refine((v) => typeof v === 'string' && UUID.test(v), { message: '无效' })
  .transform((v) => (v as string).toLowerCase());

/** An integer from `min` to `max`, also as a decimal string; `fallback` when absent. */
export const intField = (min: number, max: number, fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v))
    .refine(
      (v) =>
        v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max),
      { message: `应为 ${min} 到 ${max} 的整数` },
    )
    .transform((v) => (v === undefined ? fallback : (v as number)));

/** `page` (from 1) and `pageSize` (1..LIST_PAGE_SIZE_MAX) of a list call. */
export const pageFields = (defaultSize: number) => ({
  page: intField(1, LIST_PAGE_MAX, 1),
  pageSize: intField(1, LIST_PAGE_SIZE_MAX, defaultSize),
});

/** A conversation title: 1..CONVERSATION_TITLE_MAX_CHARS characters after trimming, one line. */
export const titleField = textField(1000)
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .refine((v) => v !== '', { message: '不能为空' })
  .refine((v) => Array.from(v).length <= CONVERSATION_TITLE_MAX_CHARS, {
    message: `不能超过 ${CONVERSATION_TITLE_MAX_CHARS} 个字符`,
  });

const CHAT_URI = new RegExp(`^[a-z0-9][a-z0-9-]{0,${CHAT_URI_MAX_LENGTH - 1}}$`);

/** A chat uri (`/chat/{uri}`): lower-case ASCII letters, digits and dashes, at most 64. */
export const chatUriField = z
  .unknown()
  .refine((v) => typeof v === 'string' && CHAT_URI.test(v), { message: '无效' })
  .transform((v) => v as string);

/** The WHATWG URL parser of the runtime (Node and browsers alike); core's lib has no DOM types. */
const { URL: Url } = globalThis as unknown as {
  URL: new (input: string) => { protocol: string; hostname: string };
};

/**
 * True for an image link the assistant accepts: an absolute http(s) URL, or a same-origin path
 * of the object store (`/oss/…`), without spaces, control characters, backslashes or `..`.
 */
export function isImageLink(value: string): boolean {
  if (value.length === 0 || value.length > IMAGE_LINK_MAX_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/oss/')) {
    return !value.split(/[/?#]/).some((segment) => segment === '..' || segment === '.');
  }
  let url: { protocol: string; hostname: string };
  try {
    url = new Url(value);
  } catch (_error) {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * An on/off flag sent as `on` or 0 (also as a one-digit string), read as a boolean. Anything
 * else: 参数错误：<field> 只能为 <on>（<label>开启）或 0（关闭）.
 */
export const flagField = (on: number, label: string) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v))
    .refine((v) => v === undefined || v === on || v === 0, {
      message: `只能为 ${on}（${label}开启）或 0（关闭）`,
    })
    .transform((v) => v === on);

/** An optional integer from `min` to `max`, also as a decimal string (参数错误：<field> 应为…). */
export const optionalIntField = (min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v))
    .refine(
      (v) =>
        v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max),
      { message: `应为 ${min} 到 ${max} 的整数` },
    )
    .transform((v) => v as number | undefined);
