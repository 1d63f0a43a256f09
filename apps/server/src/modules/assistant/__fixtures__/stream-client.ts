/**
 * Test helpers for the assistant stream: the real app listening on 127.0.0.1 with a random port,
 * read with fetch and core's SSE parser and AI stream decoder (as the web client does).
 */
import type { AddressInfo } from 'node:net';
import { createAiStreamDecoder, type AiNetworkingEvent, type AiReplyEvent } from '@aita/core';
import { createTestContext, type TestContext } from '../../../test/context';
import { insertUser, tokenFor } from '../../../test/identity';

/** One decoded event and when it arrived (performance.now()). */
export type StreamEvent =
  | { event: 'keep-alive'; at: number }
  | { event: 'ai-networking'; data: AiNetworkingEvent; at: number }
  | { event: 'ai-reply'; data: AiReplyEvent; at: number };

export interface StreamResult {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  replies: AiReplyEvent[];
  /** The joined answer and reasoning deltas. */
  answer: string;
  reasoning: string;
  /** The final reply (status 3/4/5), if one came. */
  final: AiReplyEvent | undefined;
  /** The JSON body when the answer was not an event stream. */
  json?: { code: number; msg: string; data: unknown };
  decodeErrors: unknown[];
}

export interface LiveContext extends TestContext {
  url: string;
  userId: number;
  token: string;
}

/** A fresh database and app (env as given), listening, with one logged-in teacher. */
export async function startLive(env: Record<string, string> = {}): Promise<LiveContext> {
  const ctx = await createTestContext({ env });
  try {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const userId = (await insertUser(ctx.database)).id;
    const token = await tokenFor(ctx.app, userId);
    return { ...ctx, url: `http://127.0.0.1:${port}`, userId, token };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

export interface AskOptions {
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Called with each event as it arrives; may abort the request. */
  onEvent?: (event: StreamEvent) => void;
  /** Another event-stream path (default the question). */
  path?: string;
}

/** POSTs a question and reads the whole answer (or the JSON envelope). */
export async function ask(
  live: { url: string; token: string },
  body: unknown,
  options: AskOptions = {},
): Promise<StreamResult> {
  const token = options.token === undefined ? live.token : options.token;
  const res = await fetch(`${live.url}${options.path ?? '/v2/aiassistant/question'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { 'x-token': token } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: options.signal,
  });
  const result: StreamResult = {
    status: res.status,
    headers: res.headers,
    events: [],
    replies: [],
    answer: '',
    reasoning: '',
    final: undefined,
    decodeErrors: [],
  };
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    result.json = (await res.json()) as StreamResult['json'];
    return result;
  }
  const push = (e: StreamEvent): void => {
    result.events.push(e);
    options.onEvent?.(e);
  };
  const decoder = createAiStreamDecoder({
    onKeepAlive: () => push({ event: 'keep-alive', at: performance.now() }),
    onNetworking: (data) => push({ event: 'ai-networking', data, at: performance.now() }),
    onReply: (data) => {
      result.replies.push(data);
      result.answer += data.answerContent;
      result.reasoning += data.reasoningContent ?? '';
      if (data.status !== 1) result.final = data;
      push({ event: 'ai-reply', data, at: performance.now() });
    },
    onError: (error) => result.decodeErrors.push(error),
  });
  const text = new TextDecoder();
  const reader = res.body?.getReader();
  if (!reader) return result;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decoder.feed(text.decode(value, { stream: true }));
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return result;
}

/** A JSON envelope as tests read it (fields checked by the assertions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseEnvelope = { code: number; msg: string; data: any };

/** POSTs JSON to the listening app with the teacher's token. */
export async function post(
  live: { url: string; token: string },
  path: string,
  body: unknown,
  token: string | undefined = live.token,
): Promise<LooseEnvelope> {
  const res = await fetch(`${live.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as LooseEnvelope;
}

/** Polls `check` every 20 ms until it returns a value, or throws after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 3000): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > until) throw new Error('eventually: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
