import { createSseParser, MSG_STREAM_CLOSED_MANUALLY } from '@aita/core';
import type { SseEvent, SseParseError } from '@aita/core';
import type { ApiClient } from './client';
import { decodeEnvelopeText } from './decode';
import { ApiError } from './errors';

/** Callbacks of {@link openEventStream}. */
export interface EventStreamHandlers {
  /** Every complete event, in order, as the WHATWG rules cut them (core's parser). */
  onEvent: (event: SseEvent) => void;
  /** Lines the event-stream rules ignore (§8: "parse errors go to the caller's handler"). */
  onParseError?: (error: SseParseError) => void;
  /** Called once with 连接已手动关闭 when an open stream is closed by {@link EventStream.close}. */
  onClosed?: (message: string) => void;
  /** Called once when the response headers arrived and the body is an event stream. */
  onOpen?: () => void;
}

/** Options of {@link openEventStream}. */
export interface EventStreamOptions extends EventStreamHandlers {
  /** The caller-supplied path (§7 "A generic stream call is a POST … on a caller-supplied path"). */
  path: string;
  /** The JSON body; `{}` when absent. */
  body?: unknown;
  /** Aborting it closes the stream like {@link EventStream.close} (without the report). */
  signal?: AbortSignal;
}

/** How a stream ended: the server ended the body, the caller closed it, or it failed. */
export type EventStreamEnd = 'ended' | 'closed';

/** The handle of {@link openEventStream}. */
export interface EventStream {
  /**
   * Resolves when the body has ended (`'ended'`) or the caller closed the stream (`'closed'`).
   * Rejects with an `ApiError`: `business` (a JSON envelope instead of a stream, e.g. 20100 or
   * 42900 answered before any event; token codes already applied), `http` (non-OK status),
   * `network` (no response, or the body was cut), `parse` (neither a stream nor an envelope).
   */
  readonly done: Promise<EventStreamEnd>;
  /**
   * Closes the stream manually (§4 "a manual close is idempotent"): aborts the request and
   * reports 连接已手动关闭 through `onClosed`, once. Returns true only for the call that closed it.
   */
  close(): boolean;
}

/** Whether an HTTP response body is an event stream. */
const isEventStream = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');

/**
 * The generic event-stream call of spec §7 ("a POST with a JSON body and an event-stream accept
 * header on a caller-supplied path") and ARCHITECTURE.md "Streaming contract".
 *
 * - Sent through the client's ky instance, so it carries the five §7 headers and token codes are
 *   applied to an envelope answer; `timeout: false` and no retry: **a POST is never re-sent on
 *   its own**, whatever happens.
 * - The body is read with a reader loop and a streaming `TextDecoder` (a Chinese character split
 *   between network chunks stays whole) feeding core's `createSseParser`.
 * - §8 "Stream open with non-OK status raises an error": `done` rejects with an `ApiError`.
 *   A JSON envelope in place of the stream (login, input, limits) rejects with its code and msg.
 * - §8 "a manual close reports 连接已手动关闭": `close()` (idempotent) aborts the request.
 */
export function openEventStream(client: ApiClient, options: EventStreamOptions): EventStream {
  const controller = new AbortController();
  let state: 'active' | 'closed' | 'ended' | 'errored' = 'active';
  const { signal } = options;
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  const close = (): boolean => {
    if (state !== 'active') return false;
    state = 'closed';
    controller.abort();
    options.onClosed?.(MSG_STREAM_CLOSED_MANUALLY);
    return true;
  };

  const run = async (): Promise<EventStreamEnd> => {
    let response: Response;
    try {
      response = await client.http(client.url(options.path), {
        method: 'POST',
        json: options.body === undefined ? {} : options.body,
        headers: { accept: 'text/event-stream' },
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return 'closed';
      throw new ApiError({ kind: 'network', cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ApiError({ kind: 'http', status: response.status });
    }
    if (!isEventStream(response) || !response.body) {
      // An envelope before the stream: decodeEnvelopeText throws its code and msg (or `parse`).
      const text = await response.text();
      decodeEnvelopeText<unknown>(text);
      throw new ApiError({ kind: 'parse' });
    }
    options.onOpen?.();
    const parser = createSseParser({
      onEvent: (event) => {
        if (state === 'active') options.onEvent(event);
      },
      onError: (error) => options.onParseError?.(error),
    });
    const reader = response.body.getReader();
    // The default `ignoreBOM: false` is the spec's UTF-8 decode: it drops the one leading BOM
    // the event-stream rules ignore; core's parser leaves any other U+FEFF in its line.
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (state !== 'active') return 'closed';
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      parser.feed(decoder.decode());
    } catch (error) {
      if (state === 'closed' || controller.signal.aborted) return 'closed';
      throw new ApiError({ kind: 'network', cause: error });
    } finally {
      reader.releaseLock();
    }
    return 'ended';
  };

  const done = run().then(
    (end) => {
      signal?.removeEventListener('abort', onCallerAbort);
      if (end === 'closed') {
        if (state === 'active') state = 'closed';
        return 'closed' as const;
      }
      if (state === 'active') state = 'ended';
      return state === 'closed' ? ('closed' as const) : end;
    },
    (error: unknown) => {
      signal?.removeEventListener('abort', onCallerAbort);
      if (state === 'closed') return 'closed' as const;
      state = 'errored';
      throw error;
    },
  );
  return { done, close };
}
