/**
 * The shared limits after a Redis outage, against the real Redis of TEST_REDIS_URL: instance A
 * reaches it through a TCP proxy the test cuts (refuse) and restores; instance B directly. After
 * the outage the teacher's streams and questions must all be counted again, so B cannot grant
 * more than the limits (before: 4 streams against 2, 15 questions a minute against 5).
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../env';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import type { AssistantLimits, LimitDecision } from './limits';
import {
  connectLimitsRedis,
  createRedisAssistantLimits,
  type LimitsLog,
  type LimitsRedisClient,
  type RedisAssistantLimitsOptions,
} from './limits-redis';

const url = new URL(testRedisUrl());
const prefix = `aita-test:${randomUUID()}:`;
const admin = createClient({ url: url.toString() });
const messages: string[] = [];
const log: LimitsLog = {
  error: (_obj, msg) => messages.push(msg),
  warn: (_obj, msg) => messages.push(msg),
  info: (_obj, msg) => messages.push(msg),
};

let proxy: TcpProxy;
let viaProxy: LimitsRedisClient;
let direct: LimitsRedisClient;

beforeAll(async () => {
  await admin.connect();
  proxy = await startTcpProxy(url.hostname, Number(url.port || 6379));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  viaProxy = await connectLimitsRedis(proxied.toString(), log);
  direct = await connectLimitsRedis(url.toString(), log);
});
afterAll(async () => {
  for (const client of [viaProxy, direct]) if (client?.isOpen) client.destroy();
  await proxy?.close();
  const keys: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    keys.push(...batch);
  }
  if (keys.length > 0) await admin.del(keys);
  await admin.close();
});

let lastUser = 0;
const freshUser = () => (lastUser += 1);
const slotsKey = (userId: number) => `${prefix}assistant:{${userId}}:slots`;
const questionsKey = (userId: number) => `${prefix}assistant:{${userId}}:questions`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const limiter = (
  client: LimitsRedisClient,
  over: Partial<RedisAssistantLimitsOptions> = {},
): AssistantLimits =>
  createRedisAssistantLimits({
    client,
    keyPrefix: prefix,
    maxStreams: 2,
    maxPerWindow: 5,
    leaseMs: 400,
    renewEveryMs: 100,
    log,
    ownsClient: false,
    ...over,
  });

/** Waits until `check` holds (the reconnection has a backoff of up to about 2 s). */
async function until(check: () => Promise<boolean>, ms = 8_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not reached');
    await sleep(25);
  }
}

async function outage(ms: number): Promise<void> {
  proxy.mode('refuse');
  await until(async () => !viaProxy.isReady);
  await sleep(ms);
  proxy.mode('forward');
}

const release = async (d: LimitDecision) => (d.ok ? d.slot.release() : undefined);

describe('the shared limits after a Redis outage', () => {
  it('adds back slots whose lease lapsed while their answers ran', async () => {
    const a = limiter(viaProxy);
    const b = limiter(direct);
    const user = freshUser();
    const held = [await a.acquire(user), await a.acquire(user)];
    expect(held.every((d) => d.ok)).toBe(true);
    expect(await admin.zCard(slotsKey(user))).toBe(2);

    await outage(1_000); // longer than the 400 ms lease: Redis drops both slots
    expect(await admin.zCount(slotsKey(user), Date.now(), '+inf')).toBe(0);
    await until(async () => (await admin.zCount(slotsKey(user), Date.now(), '+inf')) === 2);

    expect(await b.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    expect(messages).toContain(
      'assistant stream slot lapsed in redis while its answer ran: added again',
    );
    await Promise.all(held.map(release));
    const next = await b.acquire(user);
    expect(next.ok).toBe(true);
    await release(next);
    await Promise.all([a.close(), b.close()]);
  });

  it('writes the slots and questions counted in process during the outage back to Redis', async () => {
    const a = limiter(viaProxy);
    const b = limiter(direct);
    const user = freshUser();
    proxy.mode('refuse');
    await until(async () => !viaProxy.isReady);
    // Counted by A alone: a running answer and an ended one (2 questions, 1 slot).
    const running = await a.acquire(user);
    const ended = await a.acquire(user);
    expect(running.ok && ended.ok).toBe(true);
    await release(ended);
    expect(await admin.exists(questionsKey(user))).toBe(0);
    proxy.mode('forward');

    await until(
      async () =>
        (await admin.zCard(questionsKey(user))) === 2 && (await admin.zCard(slotsKey(user))) === 1,
    );
    // Counted once: A's in-process slot was given back when Redis took it.
    expect(await a.active(user)).toBe(1);
    const second = await b.acquire(user); // question 3, stream 2 of 2
    expect(second.ok).toBe(true);
    expect(await b.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    await release(second);
    for (let i = 4; i <= 5; i++) await release(await b.acquire(user));
    expect(await b.acquire(user)).toEqual({ ok: false, reason: 'rate' });
    expect(await admin.zCard(questionsKey(user))).toBe(5);

    await release(running);
    expect(await admin.zCard(slotsKey(user))).toBe(0);
    expect(await a.active(user)).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });
});
