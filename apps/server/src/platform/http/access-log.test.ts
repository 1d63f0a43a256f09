/**
 * The access log (docs/server.md "Request ids and logs"): one line per request, written through
 * the asynchronous destination, the last one on disk when the app has closed; a client that
 * closes an event stream is an ordinary line, never an error.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyOptions, setupHttp } from './index';
import { accessLog, createLogDestination, type LogStream } from './logging';
import { openEventStream } from './sse';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-access-log-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function app(stream: LogStream, level: 'info' | 'warn' = 'info'): FastifyInstance {
  const instance = Fastify(
    fastifyOptions({ logLevel: level, logStream: stream, trustProxy: false }),
  );
  accessLog(instance, stream);
  setupHttp(instance);
  instance.get('/hello', async () => ({ code: 200, msg: 'ok', data: 'hi' }));
  instance.get('/stream', async (_request, reply) => {
    const events = openEventStream(reply, 15_000);
    await events.write('ai-reply', { status: 1 });
  });
  return instance;
}

const lines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe(accessLog, () => {
  it('writes one line per request, and the last one is on disk once the app has closed', async () => {
    const file = join(dir, 'one.log');
    const server = app(createLogDestination(file));
    for (let i = 0; i < 3; i++) {
      const res = await server.inject({ method: 'GET', url: `/hello?n=${i}&token=secret` });
      expect(res.statusCode).toBe(200);
    }
    const missing = await server.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'x-request-id': 'last-one' },
    });
    expect(missing.statusCode).toBe(404);
    await server.close();
    const written = await lines(file);
    const requests = written.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(4);
    expect(written.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
      false,
    );
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/hello?n=0&token=[redacted]',
      status: 200,
    });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(typeof requests[0]?.reqId).toBe('string');
    // The last request's line was still in the buffer (4 KB) when close() began.
    expect(requests.at(-1)).toMatchObject({ reqId: 'last-one', url: '/nowhere', status: 404 });
  });

  it('writes nothing per request at LOG_LEVEL=warn', async () => {
    const file = join(dir, 'warn.log');
    const server = app(createLogDestination(file), 'warn');
    expect((await server.inject({ method: 'GET', url: '/hello' })).statusCode).toBe(200);
    await server.close();
    expect(await readFile(file, 'utf8').catch(() => '')).toBe('');
  });

  it('logs a client that closes an event stream as an aborted request, not an error', async () => {
    const logged: string[] = [];
    const server = app({ write: (line) => logged.push(line) });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/stream`, { signal: abort.signal });
    const reader = res.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    abort.abort();
    const parsed = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let i = 0; i < 50 && !parsed().some((l) => l.url === '/stream'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.close();
    expect(parsed().filter((l) => l.url === '/stream')).toMatchObject([
      { level: 30, msg: 'request', status: 200, aborted: true },
    ]);
    expect(parsed().filter((l) => Number(l.level) >= 40)).toEqual([]);
  });
});
