import { HTTP_TIMEOUT_MS, HTTP_TIMEOUT_RETRIES } from '@aita/core';
import ky, { HTTPError, TimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import { createRequestCache, requestCacheKey } from './cache';
import type { RequestCacheOptions } from './cache';
import { decodeEnvelopeText } from './decode';
import { ApiError } from './errors';
import { createHeadersHook, identityHeaders } from './headers.before-request';
import type { RequestIdentity } from './headers.before-request';
import { createTokenCodesHook } from './token-codes.after-response';
import type { TokenActions } from './token-codes.after-response';

/** Everything the client needs from its host, injected so any front end can use it. */
export interface ApiClientOptions extends RequestIdentity, TokenActions {
  /** '' for same-origin (the web app), or an origin such as `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** Told about every failure except caller aborts, e.g. to show a toast. */
  onError?: (error: ApiError) => void;
  /** Default `globalThis.fetch` (looked up per call). */
  fetch?: typeof globalThis.fetch;
  /** Per-attempt timeout in ms. Default `HTTP_TIMEOUT_MS` (60000, §9). */
  timeout?: number;
  /** Retries after a timeout, and only after a timeout. Default `HTTP_TIMEOUT_RETRIES` (2, §9). */
  retries?: number;
  /** The §7 request cache; off unless `enabled`. */
  cache?: RequestCacheOptions;
}

/** Query string values; `undefined` ones are left out. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

/** Per-call overrides (§8: "timeouts are retried up to 2 times (overridable per request)"). */
export interface RequestOptions {
  /** Per-attempt timeout in ms. */
  timeout?: number;
  /** Timeout retries for this call; 0 for calls that must not be sent twice. */
  retries?: number;
  /** Abort the call; the promise rejects with an `ApiError` of kind `abort`. Never cached. */
  signal?: AbortSignal;
  /** Query string. */
  searchParams?: SearchParams;
  /** Set false to bypass an enabled cache for this call. */
  cache?: boolean;
}

/** HTTP methods the spec uses. */
export type Method = 'GET' | 'POST';

/** The typed client: endpoint functions in `endpoints/` take it as their first argument. */
export interface ApiClient {
  /** Sends one call and resolves with the envelope's `data`, or rejects with an `ApiError`. */
  request<T>(
    method: Method,
    path: string,
    options?: RequestOptions & { json?: unknown },
  ): Promise<T>;
  /** `GET path` → data. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** `POST path` with a JSON body (`{}` when none is given) → data. */
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * The ky instance with the header and token-code hooks, for the stream and blob modules. It
   * has no timeout retries and does not decode envelopes.
   */
  readonly http: KyInstance;
  /** The five §7 headers as they would be sent now (for `fetch`-based streams). */
  headers(): Record<string, string>;
  /** Resolves `path` against `baseUrl`. */
  url(path: string): string;
}

const MAX_TIMEOUT_MS = 2_147_483_647;

function checkTimeout(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_TIMEOUT_MS) {
    throw new RangeError(`${name} must be a positive number of milliseconds, got ${value}`);
  }
  return value;
}

function checkRetries(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

function withQuery(url: string, searchParams: SearchParams | undefined): string {
  if (!searchParams) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** Maps whatever ky or fetch threw to an `ApiError` (spec §8: 网络异常，暂无数据). */
function toApiError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return new ApiError({ kind: 'abort', cause: error });
  if (error instanceof TimeoutError) return new ApiError({ kind: 'timeout', cause: error });
  if (error instanceof HTTPError) {
    return new ApiError({ kind: 'http', status: error.response.status, cause: error });
  }
  return new ApiError({ kind: 'network', cause: error });
}

/**
 * Creates the client (ARCHITECTURE.md "HTTP contract", spec §7–§9):
 * - every call carries the five §7 headers;
 * - token codes act on the stored token (20200 clear + reload; 20100, 11100 clear);
 * - each attempt times out after `timeout` ms and only timeouts are retried, `retries` times;
 * - non-2xx, timeout, network and parse failures reject with 网络异常，暂无数据;
 *   business codes reject with the server's msg;
 * - the optional request cache shares one response between identical calls in its window.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const defaultTimeout = checkTimeout(options.timeout ?? HTTP_TIMEOUT_MS, 'timeout');
  const defaultRetries = checkRetries(options.retries ?? HTTP_TIMEOUT_RETRIES, 'retries');
  const cache = options.cache?.enabled ? createRequestCache(options.cache) : undefined;
  const identity: RequestIdentity = {
    getToken: () => options.getToken(),
    getDeviceId: () => options.getDeviceId(),
    getAnonymousId: () => options.getAnonymousId(),
  };

  const http = ky.create({
    // The timeout-retry loop is ours (below): ky's own retry is off so it never retries a
    // POST, a 5xx or a network error behind our back.
    retry: 0,
    timeout: defaultTimeout,
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: [createHeadersHook(identity)],
      afterResponse: [
        createTokenCodesHook({
          currentToken: () => options.getToken(),
          clearToken: () => options.clearToken(),
          reload: () => options.reload(),
        }),
      ],
    },
  });

  const url = (path: string): string => `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;

  /** One logical call: up to 1 + retries attempts, retrying on timeout only. */
  async function send(
    method: Method,
    target: string,
    body: string | undefined,
    timeout: number,
    retries: number,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await http(target, {
          method,
          body,
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          timeout,
          signal,
        });
        return await response.text();
      } catch (error) {
        if (error instanceof TimeoutError && attempt < retries && !signal?.aborted) continue;
        throw toApiError(error, signal);
      }
    }
  }

  async function request<T>(
    method: Method,
    path: string,
    callOptions: RequestOptions & { json?: unknown } = {},
  ): Promise<T> {
    const { signal } = callOptions;
    // Bad options and unserialisable bodies are programming errors: thrown as they are.
    const timeout = checkTimeout(callOptions.timeout ?? defaultTimeout, 'timeout');
    const retries = checkRetries(callOptions.retries ?? defaultRetries, 'retries');
    const target = withQuery(url(path), callOptions.searchParams);
    const body =
      method === 'GET'
        ? undefined
        : JSON.stringify(callOptions.json === undefined ? {} : callOptions.json);
    try {
      const useCache = cache !== undefined && callOptions.cache !== false && signal === undefined;
      let text: Promise<string>;
      if (useCache) {
        const key = requestCacheKey(method, target, body ?? '', identity.getToken());
        const shared = cache.get(key);
        text = shared ?? send(method, target, body, timeout, retries, signal);
        if (!shared) cache.set(key, text);
      } else {
        text = send(method, target, body, timeout, retries, signal);
      }
      return decodeEnvelopeText<T>(await text);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : toApiError(error, signal);
      if (apiError.kind !== 'abort') options.onError?.(apiError);
      throw apiError;
    }
  }

  return {
    request,
    get: (path, callOptions) => request('GET', path, callOptions),
    post: (path, body, callOptions) => request('POST', path, { ...callOptions, json: body }),
    http,
    headers: () => identityHeaders(identity),
    url,
  };
}
