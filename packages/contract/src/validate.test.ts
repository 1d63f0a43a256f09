import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { textField } from './fields';
import {
  inputProblem,
  issueMessage,
  MAX_INPUT_DEPTH,
  parseRequest,
  WHOLE_MESSAGE,
} from './validate';

const schema = z.object({
  name: textField(5),
  n: z.number().int().min(1).max(9),
  tags: z.array(z.string()).optional(),
  kind: z.enum(['a', 'b']).optional(),
});

const msg = (input: unknown) => {
  const r = parseRequest(schema, input);
  return r.success ? undefined : r.msg;
};

describe(parseRequest, () => {
  it('accepts valid input and counts a missing body as {}', () => {
    expect(parseRequest(schema, { name: 'ab', n: 3 })).toEqual({
      success: true,
      data: { name: 'ab', n: 3 },
    });
    expect(msg(undefined)).toBe('参数错误：name 应为字符串');
  });

  it('names the field in Chinese for each kind of issue, as the server answers them', () => {
    expect(msg({ name: 1, n: 1 })).toBe('参数错误：name 应为字符串');
    expect(msg({ name: 'abcdef', n: 1 })).toBe('参数错误：name 不能超过 5 个字符');
    expect(msg({ name: 'a', n: 0 })).toBe('参数错误：n 不能小于 1');
    expect(msg({ name: 'a', n: 10 })).toBe('参数错误：n 不能大于 9');
    expect(msg({ name: 'a', n: 1.5 })).toBe('参数错误：n 应为整数');
    expect(msg({ name: 'a', n: 1, tags: [1] })).toBe('参数错误：tags[0] 应为字符串');
    expect(msg({ name: 'a', n: 1, kind: 'c' })).toBe('参数错误：kind 取值无效');
    expect(msg([1])).toBe('参数错误：请求体应为 JSON 对象');
    expect(msg('text')).toBe('参数错误：请求体应为 JSON 对象');
  });

  it('refuses NUL, lone surrogates and deep nesting anywhere, keys included', () => {
    expect(msg({ name: 'a\u0000', n: 1 })).toBe('参数错误：name 包含不允许的字符');
    expect(msg({ name: 'a', n: 1, x: { y: ['\ud800'] } })).toBe(
      '参数错误：x.y[0] 包含不允许的字符',
    );
    expect(msg({ ['\udfff']: 1 })).toBe('参数错误：请求体包含不允许的字符');
    let deep: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i += 1) deep = { a: deep };
    expect(inputProblem(deep)).toMatch(/^参数错误：(a\.)*a 嵌套层级过深$/);
    expect(inputProblem({ a: '😀', b: [1, { c: null }] })).toBeUndefined();
  });
});

describe(issueMessage, () => {
  it('answers a whole-sentence rule as it is, without the field', () => {
    const rule = z.object({}).superRefine((input, ctx) => {
      ctx.addIssue({ code: 'custom', message: '姓名不能为空', params: WHOLE_MESSAGE, input });
    });
    const [issue] = rule.safeParse({}).error?.issues ?? [];
    expect(issue && issueMessage(issue)).toBe('姓名不能为空');
  });
});
