/**
 * The shared limits against the real Redis of TEST_REDIS_URL (default redis://127.0.0.1:6379):
 * two limiter instances with their own connections play two server instances. Every key of this
 * file starts with a fresh prefix and is deleted at the end.
 */
import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../env';
import type { AssistantLimits, LimitDecision } from './limits';
import {
  connectLimitsRedis,
  createLimitsRedisClient,
  createRedisAssistantLimits,
  type LimitsRedisClient,
  type LimitsLog,
  type RedisAssistantLimitsOptions,
} from './limits-redis';

const url = testRedisUrl();
const prefix = `aita-test:${randomUUID()}:`;
const admin = createClient({ url });

interface Logged {
  level: 'error' | 'warn' | 'info';
  msg: string;
  obj: object;
}
const logs: Logged[] = [];
const log: LimitsLog = {
  error: (obj, msg) => logs.push({ level: 'error', msg, obj }),
  warn: (obj, msg) => logs.push({ level: 'warn', msg, obj }),
  info: (obj, msg) => logs.push({ level: 'info', msg, obj }),
};

const clients: LimitsRedisClient[] = [];
let a: LimitsRedisClient;
let b: LimitsRedisClient;

beforeAll(async () => {
  await admin.connect();
  a = await connectLimitsRedis(url, log);
  b = await connectLimitsRedis(url, log);
  clients.push(a, b);
});
afterAll(async () => {
  for (const client of clients) {
    if (client.isOpen) await client.close();
  }
  const keys: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    keys.push(...batch);
  }
  if (keys.length > 0) await admin.del(keys);
  await admin.close();
});

let lastUser = 0;
/** A teacher id no other test of this file uses. */
const freshUser = () => (lastUser += 1);

const limiter = (
  client: LimitsRedisClient,
  over: Partial<RedisAssistantLimitsOptions> = {},
): AssistantLimits =>
  createRedisAssistantLimits({
    client,
    keyPrefix: prefix,
    maxStreams: 2,
    maxPerWindow: 20,
    log,
    ownsClient: false,
    ...over,
  });

const questionsKey = (userId: number) => `${prefix}assistant:{${userId}}:questions`;
const slotsKey = (userId: number) => `${prefix}assistant:{${userId}}:slots`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function release(decision: LimitDecision): Promise<void> {
  if (decision.ok) await decision.slot.release();
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP proxy to the test Redis that can delay or swallow what the client sends. */
async function startProxy() {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const state = { delayMs: 0, swallow: false };
  const server = createServer((down) => {
    const up = connect(Number(target.port || 6379), target.hostname);
    sockets.add(down).add(up);
    down.on('data', (data) => {
      if (state.swallow) return;
      if (state.delayMs > 0) setTimeout(() => up.write(data), state.delayMs);
      else up.write(data);
    });
    up.pipe(down);
    const end = () => {
      down.destroy();
      up.destroy();
    };
    down.on('error', end).on('close', end);
    up.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    state,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe(createRedisAssistantLimits, () => {
  it('shares the concurrent-stream limit between two instances', async () => {
    const one = limiter(a);
    const two = limiter(b);
    const user = freshUser();
    const first = await one.acquire(user);
    const second = await two.acquire(user);
    expect(first.ok && second.ok).toBe(true);
    expect(await one.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    expect(await two.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    expect(await one.active(user)).toBe(2);
    expect(await two.active(user)).toBe(2);
    // Another teacher is not affected.
    expect((await two.acquire(freshUser())).ok).toBe(true);

    await release(first);
    const third = await two.acquire(user);
    expect(third.ok).toBe(true);
    await release(second);
    await release(third);
    expect(await one.active(user)).toBe(0);
    expect(await admin.exists(slotsKey(user))).toBe(0);
  });

  it('shares the sliding question window, counting a question only when both limits pass', async () => {
    const one = limiter(a, { maxStreams: 1, maxPerWindow: 3, windowMs: 1_000 });
    const two = limiter(b, { maxStreams: 1, maxPerWindow: 3, windowMs: 1_000 });
    const user = freshUser();
    const held = await one.acquire(user);
    expect(held.ok).toBe(true);
    // Refused for streams: not counted in the window.
    expect(await two.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    await release(held);
    await release(await two.acquire(user));
    await release(await one.acquire(user));
    expect(await admin.zCard(questionsKey(user))).toBe(3);
    expect(await two.acquire(user)).toEqual({ ok: false, reason: 'rate' });
    expect(await one.acquire(user)).toEqual({ ok: false, reason: 'rate' });
    expect(await admin.zCard(questionsKey(user))).toBe(3);
    // The window slides on Redis's clock: a second later the oldest questions have left it.
    await sleep(1_100);
    const again = await two.acquire(user);
    expect(again.ok).toBe(true);
    await release(again);
    // The window key expires on its own.
    expect(await admin.pTTL(questionsKey(user))).toBeLessThanOrEqual(1_000);
  });

  it('releases idempotently, never freeing another slot', async () => {
    const one = limiter(a, { maxStreams: 2 });
    const two = limiter(b, { maxStreams: 2 });
    const user = freshUser();
    const mine = await one.acquire(user);
    const theirs = await two.acquire(user);
    if (!mine.ok || !theirs.ok) throw new Error('both slots should be granted');
    await mine.slot.release();
    await mine.slot.release();
    await Promise.all([mine.slot.release(), mine.slot.release()]);
    expect(await two.active(user)).toBe(1);
    const next = await one.acquire(user);
    expect(next.ok).toBe(true);
    expect(await one.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    await release(next);
    await theirs.slot.release();
    expect(await one.active(user)).toBe(0);
  });

  it('renews the leases of live slots and frees those of a crashed instance when they lapse', async () => {
    const crashing = await connectLimitsRedis(url, log);
    clients.push(crashing);
    const lease = { leaseMs: 400, renewEveryMs: 100 };
    const doomed = limiter(crashing, lease);
    const survivor = limiter(b, lease);
    const user = freshUser();
    expect((await doomed.acquire(user)).ok).toBe(true);
    expect((await doomed.acquire(user)).ok).toBe(true);
    // Alive: renewed past twice the lease.
    await sleep(900);
    expect(await survivor.acquire(user)).toEqual({ ok: false, reason: 'streams' });

    // The instance dies without releasing (its connection drops, its renewals stop reaching Redis).
    crashing.destroy();
    const crashedAt = performance.now();
    expect(await survivor.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    let freed: LimitDecision | undefined;
    while (performance.now() - crashedAt < 5_000) {
      const attempt = await survivor.acquire(user);
      if (attempt.ok) {
        freed = attempt;
        break;
      }
      await sleep(25);
    }
    const after = performance.now() - crashedAt;
    expect(freed?.ok).toBe(true);
    // Freed by the lease (≤ 400 ms after the last renewal), not before the lease could lapse.
    expect(after).toBeGreaterThan(150);
    expect(after).toBeLessThan(2_000);
    if (freed) await release(freed);
    await doomed.close();
  });

  it('grants exactly the limit to 50 concurrent questions from two instances', async () => {
    const one = limiter(a, { maxStreams: 2, maxPerWindow: 20 });
    const two = limiter(b, { maxStreams: 2, maxPerWindow: 20 });
    const ask = (user: number) =>
      Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).acquire(user)));

    const streamsUser = freshUser();
    const streams = await ask(streamsUser);
    expect(streams.filter((d) => d.ok)).toHaveLength(2);
    expect(streams.filter((d) => !d.ok && d.reason === 'streams')).toHaveLength(48);
    expect(await admin.zCard(questionsKey(streamsUser))).toBe(2);
    expect(await admin.zCard(slotsKey(streamsUser))).toBe(2);
    await Promise.all(streams.map(release));

    const wide = { maxStreams: 100, maxPerWindow: 20 };
    const [three, four] = [limiter(a, wide), limiter(b, wide)];
    const rateUser = freshUser();
    const rate = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? three : four).acquire(rateUser)),
    );
    expect(rate.filter((d) => d.ok)).toHaveLength(20);
    expect(rate.filter((d) => !d.ok && d.reason === 'rate')).toHaveLength(30);
    expect(await admin.zCard(questionsKey(rateUser))).toBe(20);
    expect(await admin.zCard(slotsKey(rateUser))).toBe(20);
    await Promise.all(rate.map(release));
    expect(await admin.exists(slotsKey(rateUser))).toBe(0);
  });

  it('fails open to in-process limits, at once, when Redis is unreachable', async () => {
    const port = await closedPort();
    const offline = createLimitsRedisClient(`redis://127.0.0.1:${port}`, log);
    offline.connect().catch(() => undefined); // retries in the background, never ready
    const limits = limiter(offline);
    const user = freshUser();
    const before = logs.length;
    const t0 = performance.now();
    const first = await limits.acquire(user);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(first.ok).toBe(true);
    expect((await limits.acquire(user)).ok).toBe(true);
    // This instance still enforces the limits on its own.
    expect(await limits.acquire(user)).toEqual({ ok: false, reason: 'streams' });
    expect(await limits.active(user)).toBe(2);
    const errors = logs.slice(before).filter((l) => l.level === 'error');
    expect(errors).toHaveLength(3);
    expect(errors[0]?.msg).toMatch(/redis failed at acquire; counting in this instance/);
    await release(first);
    expect(await limits.active(user)).toBe(1);
    await limits.close();
    offline.destroy();
  });

  it('fails open after 500 ms when Redis is slow, and returns a late grant', async () => {
    const proxy = await startProxy();
    try {
      const slow = await connectLimitsRedis(proxy.url, log);
      clients.push(slow);
      const limits = limiter(slow, { maxStreams: 1 });
      const user = freshUser();
      proxy.state.delayMs = 900;
      const t0 = performance.now();
      const decision = await limits.acquire(user);
      const took = performance.now() - t0;
      expect(decision.ok).toBe(true);
      expect(took).toBeGreaterThanOrEqual(490);
      expect(took).toBeLessThan(850);
      expect(logs.at(-1)?.obj).toMatchObject({ err: { name: 'RedisTimeoutError' } });
      // The script runs late in Redis and takes a slot (its question is counted); the limiter
      // gives the slot back when the late answer arrives.
      let seen = { questions: 0, slots: -1 };
      const until = performance.now() + 5_000;
      while (performance.now() < until && !(seen.questions === 1 && seen.slots === 0)) {
        await sleep(25);
        seen = {
          questions: await admin.zCard(questionsKey(user)),
          slots: await admin.zCard(slotsKey(user)),
        };
      }
      expect(seen).toEqual({ questions: 1, slots: 0 });
      // The fallback slot counts in Redis's check once Redis answers in time again.
      proxy.state.delayMs = 0;
      expect(await limits.acquire(user)).toEqual({ ok: false, reason: 'streams' });
      await release(decision);
      const next = await limits.acquire(user);
      expect(next.ok).toBe(true);
      await release(next);
      await limits.close();
      await slow.close();
    } finally {
      await proxy.close();
    }
  });

  it('close() waits for pending releases, closes its client and keeps answering', async () => {
    const own = await connectLimitsRedis(url, log);
    const limits = limiter(own, { ownsClient: true });
    const user = freshUser();
    const decision = await limits.acquire(user);
    if (!decision.ok) throw new Error('should be granted');
    void decision.slot.release();
    await limits.close();
    await limits.close();
    expect(own.isOpen).toBe(false);
    expect(await admin.exists(slotsKey(user))).toBe(0);
    // After close: counted in process, never a rejection.
    expect((await limits.acquire(user)).ok).toBe(true);
  });
});

describe(connectLimitsRedis, () => {
  it('rejects at start with a message naming REDIS_URL, without its password', async () => {
    const port = await closedPort();
    const t0 = performance.now();
    const error = await connectLimitsRedis(`redis://app:s3cret@127.0.0.1:${port}/0`, log).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(error?.message).toMatch(
      new RegExp(
        `^REDIS_URL=redis://…@127\\.0\\.0\\.1:${port}/0: cannot connect to Redis \\(.*ECONNREFUSED.*\\); start it, fix REDIS_URL, or unset REDIS_URL`,
      ),
    );
    expect(error?.message).not.toContain('s3cret');
  });
});
