import { MSG_NETWORK_ERROR, MSG_OPERATION_FAILED } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { decodeEnvelope, decodeEnvelopeText } from './decode';
import { ApiError } from './errors';

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe(decodeEnvelope, () => {
  it('returns data for code 200', () => {
    expect(decodeEnvelope({ code: 200, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
    expect(decodeEnvelope({ code: 200, msg: '', data: null })).toBeNull();
  });

  it('throws a business ApiError with the server msg for other codes', () => {
    const error = failure(() => decodeEnvelope({ code: 40001, msg: '名称不能为空', data: null }));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(40001);
    expect(error.msg).toBe('名称不能为空');
    expect(error.message).toBe('名称不能为空');
  });

  it('reads `message` when the host sends it instead of `msg` (§7)', () => {
    const error = failure(() => decodeEnvelope({ code: 40004, message: '应用不存在', data: null }));
    expect(error.msg).toBe('应用不存在');
  });

  it('falls back to 操作失败，请重试 when a business error has no message', () => {
    expect(failure(() => decodeEnvelope({ code: 50000, data: null })).msg).toBe(
      MSG_OPERATION_FAILED,
    );
  });

  it.each([null, 'text', 42, [], {}, { code: '200', data: 1 }, { code: Number.NaN }])(
    'rejects %j as a parse error with 网络异常，暂无数据',
    (body) => {
      const error = failure(() => decodeEnvelope(body));
      expect(error.kind).toBe('parse');
      expect(error.code).toBe(0);
      expect(error.msg).toBe(MSG_NETWORK_ERROR);
    },
  );
});

describe(decodeEnvelopeText, () => {
  it('parses then decodes', () => {
    expect(decodeEnvelopeText('{"code":200,"msg":"","data":[1,2]}')).toEqual([1, 2]);
  });

  it('turns unparsable JSON into a parse error', () => {
    const error = failure(() => decodeEnvelopeText('<html>502 Bad Gateway</html>'));
    expect(error.kind).toBe('parse');
    expect(error.msg).toBe(MSG_NETWORK_ERROR);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});
