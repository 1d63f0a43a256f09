import { HTTP_TIMEOUT_RETRIES } from '@aita/core';
import { TimeoutError } from 'ky';
import type { ApiClient, RequestOptions } from './client';
import { decodeEnvelopeText } from './decode';
import { ApiError } from './errors';

/** Options of {@link postForBlob}: the client's per-call options except the cache (never cached). */
export type BlobRequestOptions = Pick<RequestOptions, 'timeout' | 'retries' | 'signal'>;

/** Whether a response body is a JSON envelope rather than the file. */
const isJson = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('json');

/**
 * The blob call of spec §7 ("Downloads fetch the PDF as a blob"; CONVENTIONS.md "blobs are their
 * own modules"): `POST path` with a JSON body through the client's ky instance, so it carries the
 * five §7 headers and token codes (20200, 20100, 11100) act like on every call.
 *
 * - A JSON answer is an envelope: its code and msg reject as a `business` `ApiError` (a 200
 *   envelope where a file was expected is a `parse` error).
 * - A non-OK HTTP status rejects with an `http` `ApiError` (§8: 网络异常，暂无数据).
 * - Otherwise resolves the body as a `Blob` (its `type` is the response's content type).
 * - Timeouts are retried `retries` times (default `HTTP_TIMEOUT_RETRIES`, §9): only use it for
 *   idempotent calls. Unlike `client.request`, the client's `onError` is not called: the caller
 *   shows the failure (§8 download failure).
 */
export async function postForBlob(
  client: ApiClient,
  path: string,
  body: unknown,
  options: BlobRequestOptions = {},
): Promise<Blob> {
  const { signal } = options;
  const retries = options.retries ?? HTTP_TIMEOUT_RETRIES;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await client.http(client.url(path), {
        method: 'POST',
        json: body === undefined ? {} : body,
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
        retry: 0,
        throwHttpErrors: false,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
      if (error instanceof TimeoutError) {
        if (attempt < retries) continue;
        throw new ApiError({ kind: 'timeout', cause: error });
      }
      throw new ApiError({ kind: 'network', cause: error });
    }
    return readBlob(response, signal);
  }
}

async function readBlob(response: Response, signal: AbortSignal | undefined): Promise<Blob> {
  try {
    if (isJson(response)) {
      // decodeEnvelopeText throws the envelope's code and msg, or `parse` for a non-envelope.
      decodeEnvelopeText<unknown>(await response.text());
      throw new ApiError({ kind: 'parse' });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ApiError({ kind: 'http', status: response.status });
    }
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
    throw new ApiError({ kind: 'network', cause: error });
  }
}
