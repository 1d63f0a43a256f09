/**
 * Two app instances on one database and one Redis (REDIS_URL, a fresh REDIS_KEY_PREFIX per run):
 * the teacher's stream limit holds across them, as behind a load balancer.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Code } from '@aita/core';
import { createClient } from '@redis/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { buildApp } from '../../app';
import { testRedisUrl } from '../../env';
import { MSG_TOO_MANY_STREAMS } from './messages';
import { createTestContext } from '../../test/context';
import { ask, eventually, startLive, type LiveContext } from './__fixtures__/stream-client';
import { aiAssistantQuestionRoute } from './question.routes';

const prefix = `aita-test:${randomUUID()}:`;
let upstream: TestServer;
let one: LiveContext;
let two: { app: FastifyInstance; url: string; token: string };

beforeAll(async () => {
  // WAIT: one delta, then silence until the client goes away; otherwise a short answer.
  upstream = await startServer(async (_req, res, raw) => {
    const body = JSON.parse(raw) as { messages: { content: string }[] };
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '请稍等' })));
    if (body.messages.at(-1)?.content.includes('WAIT')) return;
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  one = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_MODEL: 'chat-model',
    AI_TIMEOUT_MS: '30000',
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: prefix,
  });
  // The second instance: same configuration, database and Redis, its own process state.
  const app = await buildApp({
    config: one.config,
    database: one.database,
    logStream: { write: () => undefined },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  two = { app, url: `http://127.0.0.1:${port}`, token: one.token };
});
afterAll(async () => {
  await two?.app.close();
  await one?.close();
  await upstream?.close();
  const admin = createClient({ url: testRedisUrl() });
  await admin.connect();
  const keys: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${prefix}*` })) keys.push(...batch);
  if (keys.length > 0) await admin.del(keys);
  await admin.close();
});

describe(`${aiAssistantQuestionRoute.name} with REDIS_URL`, () => {
  it('refuses the third concurrent stream of a teacher across two instances (42900)', async () => {
    const controllers = [new AbortController(), new AbortController()];
    const firstReplies: Promise<void>[] = [];
    const running = [one, two].map((instance, i) => {
      let replied!: () => void;
      firstReplies.push(new Promise<void>((resolve) => (replied = resolve)));
      return ask(
        instance,
        { content: `WAIT 占用 ${i}` },
        {
          signal: controllers[i]?.signal,
          onEvent: (e) => {
            if (e.event === 'ai-reply') replied();
          },
        },
      );
    });
    // One stream on each instance: each alone is under its own in-process limit of 2.
    await Promise.all(firstReplies);
    const refused = { code: Code.TOO_MANY_REQUESTS, msg: MSG_TOO_MANY_STREAMS, data: null };
    expect((await ask(one, { content: '第三个' })).json).toEqual(refused);
    expect((await ask(two, { content: '第三个' })).json).toEqual(refused);

    // One ends on the first instance: the second instance can answer again.
    controllers[0]?.abort();
    await running[0];
    const again = await eventually(async () => {
      const r = await ask(two, { content: '再来' });
      return r.final ? r : undefined;
    }, 10_000);
    expect(again.final?.status).toBe(3);
    controllers[1]?.abort();
    await running[1];
  });

  it('fails the start when REDIS_URL cannot be reached, naming it', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(
      createTestContext({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } }),
    ).rejects.toThrow(new RegExp(`^REDIS_URL=redis://127\\.0\\.0\\.1:${port}: cannot connect`));
  });
});
