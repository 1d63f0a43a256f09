import { Code, MSG_OPERATION_FAILED } from '@aita/core';
import { ApiError } from './errors';

/**
 * Turns a parsed envelope `{ code, msg | message, data }` into its `data`, or throws.
 *
 * Spec §7: "Responses are {code, msg (or message), data}; code 200 is success."
 * - code 200 → `data` (typed by the caller; the server is trusted for the shape);
 * - any other numeric code → `ApiError` of kind `business` with the server's msg, or
 *   操作失败，请重试 when the server sent none (docs/api.md);
 * - anything that is not an envelope → `ApiError` of kind `parse` (网络异常，暂无数据).
 */
export function decodeEnvelope<T>(body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError({ kind: 'parse' });
  }
  const envelope = body as { code?: unknown; msg?: unknown; message?: unknown; data?: unknown };
  if (typeof envelope.code !== 'number' || !Number.isFinite(envelope.code)) {
    throw new ApiError({ kind: 'parse' });
  }
  if (envelope.code === Code.OK) return envelope.data as T;
  throw new ApiError({
    kind: 'business',
    code: envelope.code,
    msg: envelopeMessage(envelope) || MSG_OPERATION_FAILED,
  });
}

/** The envelope's message: `msg`, or `message` from hosts that use that name (§7). */
function envelopeMessage(envelope: { msg?: unknown; message?: unknown }): string {
  if (typeof envelope.msg === 'string' && envelope.msg !== '') return envelope.msg;
  if (typeof envelope.message === 'string') return envelope.message;
  return '';
}

/**
 * Parses a response body text and decodes it (see {@link decodeEnvelope}).
 * Unparsable JSON → `ApiError` of kind `parse`.
 */
export function decodeEnvelopeText<T>(text: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError({ kind: 'parse', cause: error });
  }
  return decodeEnvelope<T>(body);
}
