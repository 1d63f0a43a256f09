import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing';

describe(startTestServer, () => {
  it('starts the real server on a random port with a fresh, seeded database and cleans up', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(existsSync(server.dataDir)).toBe(true);
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const list = await fetch(`${server.url}/v1/app/index/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await list.json()) as { code: number; data: { columnList: unknown[] } };
      expect(body.code).toBe(200);
      expect(body.data.columnList.length).toBeGreaterThanOrEqual(6);
    } finally {
      await server.close();
    }
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('close() cuts a request still in flight after a short grace instead of waiting for it', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
    // A client that sent a request's head and part of its body, then went quiet: the server
    // waits for the rest, and Fastify's close alone would wait for that connection forever.
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(
      'POST /v1/app/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"keyword"',
    );
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    await server.close();
    expect(performance.now() - t0).toBeLessThan(15_000);
    await ended;
  }, 60_000);
});
