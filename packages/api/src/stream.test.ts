import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, MSG_STREAM_CLOSED_MANUALLY, type SseEvent, type SseParseError } from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { openEventStream } from './stream';

type Handler = (res: ServerResponse, body: string, headers: Record<string, unknown>) => void;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A real node:http server whose handler writes the raw bytes of each answer. */
async function serve(handler: Handler) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      handler(res, Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, unknown>),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const { port } = server.address() as AddressInfo;
  let cleared = 0;
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => 'tok',
    clearToken: () => void (cleared += 1),
    getDeviceId: () => 'dev',
    getAnonymousId: () => 'anon',
    reload: () => undefined,
    timeout: 200,
  });
  return { client, cleared: () => cleared };
}

const sse = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });

describe(openEventStream, () => {
  it('POSTs JSON with the accept header and the five headers; events cut by core’s parser', async () => {
    let seen: { body: string; headers: Record<string, unknown> } | undefined;
    const bytes = Buffer.from(
      '\uFEFFevent: a\r\ndata: 你好\r\n\r\n: note\n\nevent: b\ndata: 1\ndata: 2\n\n',
    );
    const { client } = await serve((res, body, headers) => {
      seen = { body, headers };
      sse(res);
      // One byte at a time: CRLF, the BOM and every Chinese character are split.
      let i = 0;
      const tick = () => {
        if (i >= bytes.length) return void res.end();
        res.write(bytes.subarray(i, i + 1));
        i += 1;
        setImmediate(tick);
      };
      tick();
    });
    const events: SseEvent[] = [];
    const stream = openEventStream(client, {
      path: '/v2/x',
      body: { content: '问' },
      onEvent: (e) => events.push(e),
    });
    await expect(stream.done).resolves.toBe('ended');
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['a', '你好'],
      ['b', '1\n2'],
    ]);
    expect(seen?.body).toBe('{"content":"问"}');
    expect(seen?.headers).toMatchObject({
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'x-client-id': '1031102',
      'x-device-id': 'dev',
      'x-version': '1',
      'x-token': 'tok',
      'x-anonymous-id': 'anon',
    });
  });

  it('is never cut by the client timeout: a stream slower than `timeout` still completes', async () => {
    const { client } = await serve((res) => {
      sse(res);
      setTimeout(() => res.end('data: late\n\n'), 450);
    });
    const events: SseEvent[] = [];
    const stream = openEventStream(client, { path: '/s', onEvent: (e) => events.push(e) });
    await expect(stream.done).resolves.toBe('ended');
    expect(events.map((e) => e.data)).toEqual(['late']);
  });

  it('rejects a non-OK status with an http ApiError, and sends the POST once', async () => {
    let hits = 0;
    const { client } = await serve((res) => {
      hits += 1;
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('busy');
    });
    const stream = openEventStream(client, { path: '/s', onEvent: () => undefined });
    const error = await stream.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('http');
    expect((error as ApiError).status).toBe(503);
    expect(hits).toBe(1);
  });

  it('rejects an envelope answer with its code and msg and applies token codes', async () => {
    const { client, cleared } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: Code.NOT_LOGGED_IN, msg: '请先登录', data: null }));
    });
    const error = await openEventStream(client, {
      path: '/s',
      onEvent: () => undefined,
    }).done.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: Code.NOT_LOGGED_IN, msg: '请先登录' });
    expect(cleared()).toBe(1);
  });

  it('passes ignored lines to the caller’s parse-error handler and goes on', async () => {
    const { client } = await serve((res) => {
      sse(res);
      res.end('retry: soon\nfoo: bar\ndata: ok\n\n');
    });
    const errors: SseParseError[] = [];
    const events: string[] = [];
    await openEventStream(client, {
      path: '/s',
      onEvent: (e) => events.push(e.data),
      onParseError: (e) => errors.push(e),
    }).done;
    expect(errors.map((e) => e.type)).toEqual(['invalid-retry', 'unknown-field']);
    expect(events).toEqual(['ok']);
  });

  it('close() aborts, reports 连接已手动关闭 once, and later events are dropped', async () => {
    let serverSawClose = false;
    const { client } = await serve((res) => {
      sse(res);
      res.write('data: 1\n\n');
      const timer = setInterval(() => res.write('data: more\n\n'), 20);
      res.on('close', () => {
        serverSawClose = true;
        clearInterval(timer);
      });
    });
    const closed: string[] = [];
    const events: string[] = [];
    const stream = openEventStream(client, {
      path: '/s',
      onEvent: (e) => {
        events.push(e.data);
        if (events.length === 2) {
          expect(stream.close()).toBe(true);
          expect(stream.close()).toBe(false);
        }
      },
      onClosed: (m) => closed.push(m),
    });
    await expect(stream.done).resolves.toBe('closed');
    expect(closed).toEqual([MSG_STREAM_CLOSED_MANUALLY]);
    expect(events).toEqual(['1', 'more']);
    await expect.poll(() => serverSawClose).toBe(true);
  });

  it('a network failure rejects with kind network; a close after the end reports nothing', async () => {
    const { client } = await serve((res) => {
      sse(res);
      res.end('data: x\n\n');
    });
    const closed: string[] = [];
    const stream = openEventStream(client, {
      path: '/s',
      onEvent: () => undefined,
      onClosed: (m) => closed.push(m),
    });
    await stream.done;
    expect(stream.close()).toBe(false);
    expect(closed).toEqual([]);

    await close?.();
    close = undefined;
    const error = await openEventStream(client, {
      path: '/s',
      onEvent: () => undefined,
    }).done.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });
});
