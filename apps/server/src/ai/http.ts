/**
 * The request half every non-streaming AI provider shares (vision, embeddings, speech, image): one
 * `fetch` with a whole-request timeout and the caller's signal, the body read with a size cap,
 * non-2xx answers turned into {@link UpstreamError}s whose log text has the key redacted, and a
 * bounded retry for 429/5xx. Plain `fetch` (undici) rather than the openai SDK: the family needs
 * four calls, and the servers it talks to (whisper.cpp, vLLM, DashScope) differ from OpenAI in
 * small ways the SDK hides.
 */
import { UpstreamError, type AiCapability } from './upstream-error';

/** Where and how one provider calls its upstream. */
export interface UpstreamTarget {
  capability: AiCapability;
  /** Sent as `Authorization: Bearer …` when non-empty. */
  apiKey: string;
  /** Injected for tests and proxies; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Longest time for the whole request, headers and body, in ms. */
  timeoutMs: number;
  /** Largest body accepted, in bytes; a bigger one is cut and fails with `protocol`. */
  maxBytes: number;
}

/** A 2xx answer, its body read whole. */
export interface UpstreamResponse {
  status: number;
  contentType: string;
  bytes: Uint8Array;
}

/** The request of {@link callUpstream}. */
export interface UpstreamRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** JSON (sent with `Content-Type: application/json`) or multipart form data. */
  body?: { json: unknown } | { form: FormData };
  signal?: AbortSignal;
  /** `Accept` header (default `application/json`). */
  accept?: string;
}

const SNIPPET_BYTES = 2048;

/** Replaces the key in operator text (never echo a key an upstream put in its error). */
export const redactKey = (apiKey: string, text: string): string =>
  apiKey.length >= 4 ? text.split(apiKey).join('***') : text;

/** Clips upstream text for a log line. */
export const clip = (s: string, max = 200): string => (s.length > max ? `${s.slice(0, max)}…` : s);

/**
 * Performs one request (see the module comment). Resolves with a 2xx answer; every failure is an
 * {@link UpstreamError} of the target's capability: `http` (with `status`, and `retryAfterMs` when
 * the upstream sent `Retry-After`), `refused` for a content-policy rejection, `timeout`, `aborted`,
 * `network`, `protocol` (body over `maxBytes`).
 */
export async function callUpstream(
  target: UpstreamTarget,
  request: UpstreamRequest,
): Promise<UpstreamResponse> {
  const { capability, apiKey, timeoutMs } = target;
  const doFetch = target.fetch ?? globalThis.fetch;
  const redact = (text: string): string => redactKey(apiKey, text);
  if (request.signal?.aborted) {
    throw new UpstreamError('aborted', 'The caller aborted the request', { capability });
  }
  const controller = new AbortController();
  let reason: 'timeout' | 'aborted' | undefined;
  const onAbort = (): void => {
    reason ??= 'aborted';
    controller.abort();
  };
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    reason ??= 'timeout';
    controller.abort();
  }, timeoutMs);
  const fail = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    if (reason === 'timeout') {
      return new UpstreamError('timeout', `No complete answer within ${timeoutMs} ms`, {
        capability,
      });
    }
    if (reason === 'aborted') {
      return new UpstreamError('aborted', 'The caller aborted the request', { capability });
    }
    return new UpstreamError('network', redact(`Connection failed: ${describe(error)}`), {
      capability,
    });
  };

  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  if (apiKey !== '') headers.Authorization = `Bearer ${apiKey}`;
  let body: string | FormData | undefined;
  if (request.body && 'json' in request.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body.json);
  } else if (request.body) {
    // fetch writes the multipart boundary into Content-Type itself.
    body = request.body.form;
  }

  try {
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: request.method ?? 'POST',
        headers,
        body,
        signal: controller.signal,
        redirect: 'follow',
      });
    } catch (error) {
      throw fail(error);
    }
    if (!response.ok) {
      const snippet = await readCapped(response, SNIPPET_BYTES, true).then(
        (b) => new TextDecoder().decode(b).replace(/\s+/g, ' ').trim(),
        () => '',
      );
      const status = response.status;
      const text = redact(`Upstream answered HTTP ${status}${snippet ? `: ${clip(snippet)}` : ''}`);
      if (status === 400 && /content_policy|content_filter|data_inspection_failed/i.test(snippet)) {
        throw new UpstreamError('refused', text, { capability, status, stage: 'output' });
      }
      throw new UpstreamError('http', text, {
        capability,
        status,
        retryAfterMs: retryAfter(response.headers.get('retry-after')),
      });
    }
    let bytes: Uint8Array;
    try {
      bytes = await readCapped(response, target.maxBytes, false);
    } catch (error) {
      if (error instanceof TooLarge) {
        throw new UpstreamError(
          'protocol',
          `The answer is larger than ${target.maxBytes} bytes; cut`,
          { capability },
        );
      }
      throw fail(error);
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bytes,
    };
  } catch (error) {
    throw fail(error);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
    // A cut body or an early failure must not leave the upstream socket open.
    controller.abort();
  }
}

/** Parses a JSON body; anything else is a `protocol` error. */
export function parseJsonBody(response: UpstreamResponse, capability: AiCapability): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(response.bytes)) as unknown;
  } catch {
    throw new UpstreamError('protocol', 'The answer is not valid JSON', { capability });
  }
}

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** Retries after the first attempt (0 = none). */
  retries: number;
  /** First wait in ms, doubled on each retry (a `Retry-After` up to `maxDelayMs` wins). */
  baseDelayMs: number;
  /** Longest single wait. */
  maxDelayMs: number;
  signal?: AbortSignal;
}

/** True for the answers worth another try: 429 and 5xx. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof UpstreamError &&
  error.type === 'http' &&
  error.status !== undefined &&
  (error.status === 429 || error.status >= 500);

/**
 * Runs `attempt` until it succeeds, fails with something other than 429/5xx, or `retries` are
 * spent; waits grow exponentially and stop at once when `signal` aborts. Bounded: at most
 * `retries + 1` calls and `retries × maxDelayMs` of waiting.
 */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= options.retries || !isRetryable(error)) throw error;
      const hinted = (error as UpstreamError).retryAfterMs;
      const delay = Math.min(options.maxDelayMs, hinted ?? options.baseDelayMs * 2 ** i);
      await sleep(delay, options.signal);
      if (options.signal?.aborted) {
        throw new UpstreamError('aborted', 'The caller aborted while waiting to retry', {
          capability: (error as UpstreamError).capability,
        });
      }
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

class TooLarge extends Error {}

/** Reads at most `max` bytes; more → {@link TooLarge}, or the first `max` when `truncate`. */
async function readCapped(response: Response, max: number, truncate: boolean): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (!truncate && Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLarge();
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > max) {
        if (!truncate) throw new TooLarge();
        parts.push(value.subarray(0, max - size));
        size = max;
        break;
      }
      parts.push(value);
      size += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** `Retry-After` in ms (seconds or an HTTP date), when present and sane. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const code =
      typeof cause === 'object' &&
      cause !== null &&
      typeof (cause as { code?: unknown }).code === 'string'
        ? ` (${(cause as { code: string }).code})`
        : '';
    return `${error.message}${code}`;
  }
  return String(error);
}
