/**
 * How request input is checked and how a refusal reads: one Chinese 40001 message naming the
 * field (ARCHITECTURE.md "HTTP contract": "40001 invalid parameter (`msg` names the field)").
 * The server answers `parseRequest`'s message as is; tests assert the same text.
 */
import type { z } from 'zod';

/** Prefix of every 40001 message that names a field. */
export const MSG_INVALID_PARAM_PREFIX = '参数错误：';

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

/**
 * Marks a custom issue whose message is the whole answer (a rule with its own sentence, such as
 * 姓名不能为空), so it is not prefixed with the field.
 */
export const WHOLE_MESSAGE = { whole: true } as const;

/** Turns the first zod issue into the Chinese 40001 message, naming the field. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && issue.params?.whole === true) return issue.message;
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

/** What {@link parseRequest} found: the parsed input, or the 40001 message to answer. */
export type ParsedRequest<T> = { success: true; data: T } | { success: false; msg: string };

/**
 * Checks request input against an endpoint's body or query schema. A missing body counts as
 * `{}`. The whole input is first checked by {@link inputProblem} (depth, NUL, lone surrogates);
 * then the first schema issue becomes the message. The server answers a failure with 40001 and
 * `msg`; nothing is thrown, so the HTTP layer alone knows the envelope.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParsedRequest<z.output<S>> {
  const problem = inputProblem(input);
  if (problem) return { success: false, msg: problem };
  const result = schema.safeParse(input ?? {});
  if (result.success) return { success: true, data: result.data };
  const [issue] = result.error.issues;
  return {
    success: false,
    msg: issue ? issueMessage(issue) : `${MSG_INVALID_PARAM_PREFIX}请求无效`,
  };
}
