import { AI_STREAM_EVENTS } from '@aita/core';
import type { FastifyReply } from 'fastify';
import { accessLogOnClose } from './logging';

/**
 * Route options of every event-stream route: the stream is written raw and never compressed
 * (its small error envelopes need not be), so @fastify/compress's per-request hooks (encoding
 * negotiation) are not run for it.
 */
export const eventStreamRoute = { compress: false } as const;

/** What a write the socket took at once answers. */
const WRITTEN: Promise<void> = Promise.resolve();

/** Sends one event; rejects when the client went away. */
export type EventWriter = (event: string, data: unknown) => Promise<void>;

/** An open event stream: {@link openEventStream}. */
export interface EventStream {
  write: EventWriter;
  /**
   * Like `write`, but a client that went away is no failure (the event is dropped: a resumable
   * answer outlives its client), and a write the socket took at once answers nothing to wait for.
   */
  offer(event: string, data: unknown): Promise<void> | undefined;
  /** Stops the keep-alive timer and ends the response (if the client is still there). */
  close(): void;
}

/** An event that waits for the stream's next one: {@link openEventStream}'s `first`. */
export interface HeldEvent {
  event: string;
  data: unknown;
  /** Longest wait for the next event, in ms; then it goes out on its own. */
  holdMs: number;
}

const frame = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The one `text/event-stream` writer of the server (ARCHITECTURE.md "Streaming contract"), used by
 * every stream: starts the stream on the raw response (hijacked: no compression, no onSend hooks;
 * the headers set so far, such as the request id, are kept), writes `event:`/`data:` frames with
 * back-pressure, and sends `keep-alive` whenever nothing went out for `keepAliveMs` (so the headers,
 * which go out with the first frame, wait at most that long).
 *
 * `first` is an event that goes out with the next one, in the same socket write, or on its own
 * after its `holdMs` when nothing else came: the answer's opening event (its `logId`) and its first
 * delta, which usually follows within a few ms, cost one write and one read instead of two each
 * (docs/performance.md "Answer start, session 16").
 */
export function openEventStream(
  reply: FastifyReply,
  keepAliveMs: number,
  first?: HeldEvent,
): EventStream {
  reply.hijack();
  accessLogOnClose(reply.request, reply);
  const res = reply.raw;
  const inherited: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) inherited[name] = value;
  }
  res.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // The headers leave with the first frame (or the first keep-alive), in one socket write: a
  // separate flush cost a write per stream, ≈ 0.35 ms of CPU each in the 200-question burst
  // (docs/performance.md "Answer start and end").
  res.socket?.setNoDelay(true);

  let held = first ? frame(first.event, first.data) : '';
  // A write the socket took at once answers the one settled promise: no promise per delta.
  const send = (text: string, quiet = false): Promise<void> => {
    if (res.destroyed || res.writableEnded)
      return quiet ? WRITTEN : Promise.reject(new Error('The client went away'));
    if (held !== '') {
      text = held + text;
      held = '';
      // The timer ran for the held event: from now on it counts keepAliveMs.
      clearTimeout(keepAlive);
      keepAlive = setTimeout(tick, keepAliveMs);
    } else keepAlive.refresh();
    if (res.write(text)) return WRITTEN;
    return new Promise<void>((resolve, reject) => {
      const done = (): void => {
        res.off('drain', done);
        res.off('close', done);
        if (res.destroyed && !quiet) reject(new Error('The client went away'));
        else resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  };
  const write: EventWriter = (event, data) => send(frame(event, data));
  const offer = (event: string, data: unknown): Promise<void> | undefined => {
    const sent = send(frame(event, data), true);
    return sent === WRITTEN ? undefined : sent;
  };
  // Sent when nothing else went out for keepAliveMs (each write re-arms the timer); first the
  // held event, once its holdMs passed.
  function tick(): void {
    send(held !== '' ? '' : frame(AI_STREAM_EVENTS.keepAlive, {})).catch(() => undefined);
  }
  let keepAlive = setTimeout(tick, first ? first.holdMs : keepAliveMs);

  return {
    write,
    offer,
    close() {
      clearTimeout(keepAlive);
      if (!res.destroyed && !res.writableEnded) {
        if (held !== '') res.end(held);
        else res.end();
      }
      held = '';
    },
  };
}
