import { Code } from '@aita/core';
import { z } from 'zod';
import { DomainError } from '../errors';
import { MSG_INVALID_PARAM_PREFIX } from './messages';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  bigint: '整数',
  date: '日期',
};

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
}

/** Turns the first zod issue into the Chinese 40001 message, naming the field. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  if (!field) {
    return `${MSG_INVALID_PARAM_PREFIX}请求体应为 JSON 对象`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `${MSG_INVALID_PARAM_PREFIX}${field} 应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${MSG_INVALID_PARAM_PREFIX}${field} 不能超过 ${issue.maximum} 个字符`
        : `${MSG_INVALID_PARAM_PREFIX}${field} 不能大于 ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? `${MSG_INVALID_PARAM_PREFIX}${field} 不能为空`
          : `${MSG_INVALID_PARAM_PREFIX}${field} 不能少于 ${issue.minimum} 个字符`
        : `${MSG_INVALID_PARAM_PREFIX}${field} 不能小于 ${issue.minimum}`;
    case 'custom':
      return `${MSG_INVALID_PARAM_PREFIX}${field} ${issue.message}`;
    case 'invalid_value':
      return `${MSG_INVALID_PARAM_PREFIX}${field} 取值无效`;
    default:
      return `${MSG_INVALID_PARAM_PREFIX}${field} 无效`;
  }
}

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

const MAX_INT = 2147483647;

/**
 * A positive integer id (an app, a product…), also as its decimal string ("12"), as web clients
 * send them. Anything else fails with 参数错误：<field> 应为正整数 (40001).
 */
export const positiveIdField = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
  .refine((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT, {
    message: '应为正整数',
  })
  .transform((v) => v as number);

/**
 * Deepest nesting of objects and arrays accepted in request input. The deepest field of any
 * schema is 2 levels down; `/v1/report` params are free-form but small. A deeper body would
 * otherwise reach recursive code (JSON.stringify, drivers) and overflow the stack.
 */
export const MAX_INPUT_DEPTH = 16;

// NUL (PostgreSQL stores it in neither text nor jsonb) or a UTF-16 surrogate outside a pair
// (valid in JSON text, but no UTF-8 can carry it: drivers would replace or reject it).
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|\p{Cs}/u;

interface Pending {
  value: unknown;
  path: PropertyKey[];
  depth: number;
}

/**
 * The first thing no field may hold, anywhere in the input (keys included): nesting deeper than
 * MAX_INPUT_DEPTH, or text with NUL or a lone surrogate. Walks with its own stack, so any depth
 * the JSON parser accepted is safe here.
 */
export function inputProblem(input: unknown): string | undefined {
  const stack: Pending[] = [{ value: input, path: [], depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    const problem = (what: string) =>
      `${MSG_INVALID_PARAM_PREFIX}${path.length > 0 ? `${fieldName(path)} ` : '请求体'}${what}`;
    if (typeof value === 'string') {
      if (UNSAFE_TEXT.test(value)) return problem('包含不允许的字符');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return problem('嵌套层级过深');
    const isArray = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      if (!isArray && UNSAFE_TEXT.test(key)) return problem('包含不允许的字符');
      stack.push({ value: child, path: [...path, isArray ? Number(key) : key], depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Validates request input with a zod schema. A missing body counts as `{}`. Before the schema,
 * the whole input is checked by {@link inputProblem} (depth, NUL, lone surrogates).
 * @throws DomainError 40001 with a Chinese message naming the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const problem = inputProblem(input);
  if (problem) throw new DomainError(Code.INVALID_PARAM, problem);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new DomainError(
    Code.INVALID_PARAM,
    issue ? issueMessage(issue) : `${MSG_INVALID_PARAM_PREFIX}请求无效`,
  );
}

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
