import { MSG_NETWORK_ERROR } from '@aita/core';

/**
 * Why a call failed.
 * - `business`: the server answered an envelope whose `code` is not 200 (spec §8 "Non-200 code").
 * - `http`: the server answered a non-2xx HTTP status (spec §8 "Network or HTTP failure").
 * - `timeout`: no response within the timeout, after every allowed retry (spec §8, §9).
 * - `network`: the request never got a response (DNS, refused, reset, offline).
 * - `parse`: the body was not JSON, or JSON that is not an envelope.
 * - `abort`: the caller aborted through its own `signal`; nothing to show the teacher.
 */
export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'parse' | 'abort';

/** What a failed call carries. `code` is the envelope code for `business`, else 0. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  code?: number;
  msg?: string;
  /** The HTTP status for `http` failures. */
  status?: number;
  cause?: unknown;
}

/**
 * The one error type every call of `@aita/api` rejects with (CONVENTIONS.md "packages/api").
 * `msg` is the Chinese text to show: the server's msg for business codes, 网络异常，暂无数据
 * (`MSG_NETWORK_ERROR`, spec §8) for every transport failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope code for `business` errors (e.g. 20100, 40001); 0 for transport failures. */
  readonly code: number;
  /** Chinese message for the teacher. */
  readonly msg: string;
  /** HTTP status of an `http` failure, else undefined. */
  readonly status: number | undefined;

  constructor(init: ApiErrorInit) {
    const msg = init.msg ?? MSG_NETWORK_ERROR;
    super(msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code ?? 0;
    this.msg = msg;
    this.status = init.status;
  }
}

/** Type guard for {@link ApiError}, also across bundle copies (checks the shape, not the class). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as Partial<ApiError>).kind === 'string' &&
      typeof (value as Partial<ApiError>).code === 'number')
  );
}
