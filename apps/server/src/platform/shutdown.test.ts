import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../ai/__fixtures__/http-server';
import { MSG_SHUTTING_DOWN } from './http/messages';
import { ask, startLive } from '../modules/assistant/__fixtures__/stream-client';

/** A model that says one word and then waits, so answers are open when the server shuts down. */
let upstream: TestServer;
beforeAll(async () => {
  upstream = await startServer(async (_req, res) => {
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '请稍等' })));
  });
});
afterAll(async () => {
  await upstream?.close();
});

const modelEnv = () => ({
  AI_BASE_URL: `${upstream.url}/v1`,
  AI_MODEL: 'chat-model',
  AI_TIMEOUT_MS: '60000',
});

describe('shutting down with answers open', () => {
  it('closes the ended streams’ connections at once and logs a shutdown', async () => {
    const server = await startLive(modelEnv());
    let closedIn = 0;
    let closing: Promise<void> | undefined;
    const r = await ask(
      server,
      { content: '关闭' },
      {
        onEvent: (e) => {
          if (e.event !== 'ai-reply' || closing) return;
          const t0 = performance.now();
          closing = server.app.close().then(() => {
            closedIn = performance.now() - t0;
          });
        },
      },
    );
    await closing;
    await server.close();
    expect(r.final?.status).toBe(4);
    // Before, the kept-alive connection of the ended stream held the close 4–10 s.
    expect(closedIn).toBeLessThan(3_000);
    const log = server.logs.find((l) => l.includes('"assistant answer"')) ?? '';
    expect(log).toContain('The server is shutting down');
    expect(log).not.toContain('went away');
  });
});

describe('a request arriving during shutdown', () => {
  it('gets HTTP 503 with the Chinese envelope and a closed connection, not a reset', async () => {
    const server = await startLive(modelEnv());
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('utf8')));
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    // The request line and a header are in before the close starts: the connection is busy, so
    // the close waits for it; the rest of the request arrives while the server is closing.
    socket.write('POST /v1/user/info HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closing = server.app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write('Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    await ended;
    await closing;
    await server.close();
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ code: 50000, msg: MSG_SHUTTING_DOWN, data: null });
  });
});
