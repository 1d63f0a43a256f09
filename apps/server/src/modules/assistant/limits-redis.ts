/**
 * The assistant's per-teacher limits shared through Redis (REDIS_URL; ARCHITECTURE.md "Redis
 * where instances must share state (rate limits …)"), so N instances behind a load balancer
 * together allow `maxStreams` answers at once and `maxPerWindow` questions a minute per teacher,
 * exactly as one instance does in process (docs/assistant.md "Limits").
 *
 * - One Lua script per question checks the teacher's stream slots and the sliding window and
 *   counts the question only when both pass: atomic across instances, on Redis's own clock.
 * - A slot is a lease (30 s), renewed every 10 s while the answer runs, so the slots of an
 *   instance that crashed free themselves within 30 s. Release is idempotent.
 * - Redis down or slower than 500 ms at acquire time: fail open to this instance's in-process
 *   limits (what one instance enforced before REDIS_URL), with an error log; never a 500.
 */
import { randomUUID } from 'node:crypto';
import { createClient, defineScript, type CommandParser } from '@redis/client';
import type { AssistantSettings, RedisSettings } from '../../env';
import { connectRedis, redactRedisUrl, redisSocketOptions } from '../../platform/redis';
import {
  createAssistantLimits,
  type AssistantLimits,
  type LimitDecision,
  type StreamSlot,
} from './limits';

/** The operators' log (Fastify's logger fits). */
export interface LimitsLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

// Redis's clock in ms, so that instances with skewed clocks still share one window.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
// Lua 5.1 prints large numbers as %.14g; scores are sent as integers.
const int = (name: string) => `string.format('%d', ${name})`;

/** Acquire answers 0 (slot taken, question counted), 1 (streams full) or 2 (window full). */
const ACQUIRED = 0;
const STREAMS_FULL = 1;
const RATE_FULL = 2;

const scripts = {
  /**
   * KEYS: slots (zset slot id → lease end), questions (zset id → asked at).
   * ARGV: slot id, max streams, max per window, window ms, lease ms, slots held in process.
   */
  acquireSlot: defineScript({
    NUMBER_OF_KEYS: 2,
    SCRIPT: `${NOW}
local maxStreams, maxPerWindow = tonumber(ARGV[2]), tonumber(ARGV[3])
local windowMs, leaseMs, heldHere = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ${int('now')})
if redis.call('ZCARD', KEYS[1]) + heldHere >= maxStreams then return ${STREAMS_FULL} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ${int('now - windowMs')})
if redis.call('ZCARD', KEYS[2]) >= maxPerWindow then return ${RATE_FULL} end
redis.call('ZADD', KEYS[2], ${int('now')}, ARGV[1])
redis.call('PEXPIRE', KEYS[2], windowMs)
redis.call('ZADD', KEYS[1], ${int('now + leaseMs')}, ARGV[1])
redis.call('PEXPIRE', KEYS[1], leaseMs)
return ${ACQUIRED}`,
    parseCommand(
      parser: CommandParser,
      keys: SlotKeys,
      slotId: string,
      limits: { maxStreams: number; maxPerWindow: number; windowMs: number; leaseMs: number },
      heldHere: number,
    ) {
      parser.pushKeys([keys.slots, keys.questions]);
      parser.pushVariadic([
        slotId,
        String(limits.maxStreams),
        String(limits.maxPerWindow),
        String(limits.windowMs),
        String(limits.leaseMs),
        String(heldHere),
      ]);
    },
    transformReply: (reply: unknown) => Number(reply),
  }),
  /** Extends a live lease; 0 when the slot is gone (released, or expired while Redis was away). */
  renewSlot: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `${NOW}
local leaseMs = tonumber(ARGV[2])
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score then return 0 end
if tonumber(score) <= now then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('ZADD', KEYS[1], ${int('now + leaseMs')}, ARGV[1])
redis.call('PEXPIRE', KEYS[1], leaseMs)
return 1`,
    parseCommand(parser: CommandParser, slots: string, slotId: string, leaseMs: number) {
      parser.pushKey(slots);
      parser.pushVariadic([slotId, String(leaseMs)]);
    },
    transformReply: (reply: unknown) => Number(reply) === 1,
  }),
  /** Live slots of one teacher. */
  countSlots: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `${NOW}
return redis.call('ZCOUNT', KEYS[1], '(' .. ${int('now')}, '+inf')`,
    parseCommand(parser: CommandParser, slots: string) {
      parser.pushKey(slots);
    },
    transformReply: (reply: unknown) => Number(reply),
  }),
};

/** The two keys of one teacher; the hash tag keeps them in one cluster slot (one script). */
interface SlotKeys {
  slots: string;
  questions: string;
}

/** The client type, with the limits' scripts. */
export type LimitsRedisClient = ReturnType<typeof createLimitsRedisClient>;

/**
 * A node-redis client for the limits, not yet connected. Commands fail at once while it is
 * disconnected (no offline queue: the limits then fall back instead of waiting); it reconnects
 * in the background (backoff up to 2 s). Before its first connection it gives up after
 * two retries, so `connect()` rejects when Redis is unreachable at start.
 * Errors are logged once per outage.
 */
export function createLimitsRedisClient(url: string, log: LimitsLog) {
  let everReady = false;
  let down = false;
  const client = createClient({
    url,
    scripts,
    disableOfflineQueue: true,
    // Plain Redis and managed services (Aliyun, ElastiCache) alike: no maintenance push handshake.
    maintNotifications: 'disabled',
    socket: redisSocketOptions(() => everReady),
  });
  client.on('error', (error: unknown) => {
    if (down || !everReady) return;
    down = true;
    log.error(
      { err: error, redis: redactRedisUrl(url) },
      'redis unreachable: assistant limits fall back to this instance until it is back',
    );
  });
  client.on('ready', () => {
    if (down) log.info({ redis: redactRedisUrl(url) }, 'redis reachable again: limits shared');
    everReady = true;
    down = false;
  });
  return client;
}

/**
 * Connects a {@link createLimitsRedisClient} at start. Rejects with a message naming REDIS_URL
 * (password hidden) when Redis cannot be reached: a wrong URL is found at deploy time instead of
 * silently counting per instance.
 */
export async function connectLimitsRedis(url: string, log: LimitsLog): Promise<LimitsRedisClient> {
  return connectRedis(
    () => createLimitsRedisClient(url, log),
    url,
    'unset REDIS_URL to count the assistant limits in each process',
  );
}

/** Options of {@link createRedisAssistantLimits}. */
export interface RedisAssistantLimitsOptions {
  client: LimitsRedisClient;
  /** Start of every key (REDIS_KEY_PREFIX, default `aita:`). */
  keyPrefix: string;
  maxStreams: number;
  maxPerWindow: number;
  /** Default 60000. */
  windowMs?: number;
  /** Lease of a slot (default 30000); an instance that dies frees its slots within it. */
  leaseMs?: number;
  /** Lease renewal interval (default a third of the lease). */
  renewEveryMs?: number;
  /** No renewal past this age (default: unbounded); the route ends answers long before. */
  maxHoldMs?: number;
  /** Longest wait for Redis at acquire and release (default 500 ms), then fail open. */
  timeoutMs?: number;
  log: LimitsLog;
  /** close() also closes the client (default true). */
  ownsClient?: boolean;
}

class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`redis did not answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/** Settles like `promise`, or rejects with a RedisTimeoutError after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Limits shared by every instance that uses the same Redis and key prefix. Falls back to
 * in-process limits for a question when Redis fails or is slow (see the file comment).
 */
export function createRedisAssistantLimits(options: RedisAssistantLimitsOptions): AssistantLimits {
  const { client, log } = options;
  const limits = {
    maxStreams: options.maxStreams,
    maxPerWindow: options.maxPerWindow,
    windowMs: options.windowMs ?? 60_000,
    leaseMs: options.leaseMs ?? 30_000,
  };
  const renewEveryMs = options.renewEveryMs ?? Math.floor(limits.leaseMs / 3);
  const maxHoldMs = options.maxHoldMs ?? Number.POSITIVE_INFINITY;
  const timeoutMs = options.timeoutMs ?? 500;
  // This instance's limits while Redis is unavailable; their slots also count in Redis's check,
  // so a teacher does not gain streams when Redis comes back.
  const fallback = createAssistantLimits(limits);
  const renewals = new Set<NodeJS.Timeout>();
  const releases = new Set<Promise<void>>();
  let closed: Promise<void> | undefined;

  const keysOf = (userId: number): SlotKeys => ({
    slots: `${options.keyPrefix}assistant:{${userId}}:slots`,
    questions: `${options.keyPrefix}assistant:{${userId}}:questions`,
  });

  function hold(userId: number, keys: SlotKeys, slotId: string): StreamSlot {
    const since = performance.now();
    const renewal = setInterval(() => {
      if (performance.now() - since > maxHoldMs) {
        stopRenewing();
        return;
      }
      within(client.renewSlot(keys.slots, slotId, limits.leaseMs), timeoutMs).then(
        (kept) => {
          if (kept) return;
          stopRenewing();
          log.warn({ userId, slotId }, 'assistant stream slot expired in redis before its end');
        },
        // Transient: the next tick tries again; two misses in a row let the lease lapse.
        (error: unknown) => log.warn({ err: error, userId }, 'renewing a stream slot failed'),
      );
    }, renewEveryMs);
    renewal.unref();
    renewals.add(renewal);
    function stopRenewing(): void {
      clearInterval(renewal);
      renewals.delete(renewal);
    }

    let released: Promise<void> | undefined;
    return {
      release() {
        if (released) return released;
        stopRenewing();
        const pending = within(client.zRem(keys.slots, slotId), timeoutMs).then(
          () => undefined,
          (error: unknown) => {
            log.warn(
              { err: error, userId, leaseMs: limits.leaseMs },
              'releasing a stream slot failed; it expires with its lease',
            );
          },
        );
        released = pending;
        releases.add(pending);
        void pending.finally(() => releases.delete(pending));
        return pending;
      },
    };
  }

  async function acquire(userId: number): Promise<LimitDecision> {
    if (closed) return fallback.acquire(userId);
    const keys = keysOf(userId);
    const slotId = randomUUID();
    const heldHere = await fallback.active(userId);
    const call = client.acquireSlot(keys, slotId, limits, heldHere);
    let answer: number;
    try {
      answer = await within(call, timeoutMs);
    } catch (error) {
      if (error instanceof RedisTimeoutError) {
        // A late grant must not hold a slot nobody will release.
        call.then(
          (late) => (late === ACQUIRED ? client.zRem(keys.slots, slotId) : undefined),
          () => undefined,
        );
      }
      log.error(
        { err: error, userId },
        'assistant limits: redis failed at acquire; counting in this instance for this question',
      );
      return fallback.acquire(userId);
    }
    if (answer === STREAMS_FULL) return { ok: false, reason: 'streams' };
    if (answer === RATE_FULL) return { ok: false, reason: 'rate' };
    return { ok: true, slot: hold(userId, keys, slotId) };
  }

  return {
    acquire,
    async active(userId) {
      const here = await fallback.active(userId);
      try {
        return here + (await within(client.countSlots(keysOf(userId).slots), timeoutMs));
      } catch {
        return here;
      }
    },
    close() {
      closed ??= (async () => {
        for (const renewal of renewals) clearInterval(renewal);
        renewals.clear();
        await Promise.allSettled([...releases]);
        if (options.ownsClient === false) return;
        try {
          await client.close();
        } catch {
          client.destroy();
        }
      })();
      return closed;
    },
  };
}

/**
 * REDIS_URL at start: connects (rejecting when Redis is unreachable, see
 * {@link connectLimitsRedis}) and returns the shared limits with the assistant's settings. Slots
 * are renewed up to AI_MAX_ANSWER_MS + 60 s. `close()` closes the connection.
 */
export async function openRedisAssistantLimits(options: {
  redis: RedisSettings;
  settings: Pick<AssistantSettings, 'maxStreamsPerUser' | 'questionsPerMinute' | 'maxAnswerMs'>;
  log: LimitsLog;
}): Promise<AssistantLimits> {
  const client = await connectLimitsRedis(options.redis.url, options.log);
  return createRedisAssistantLimits({
    client,
    keyPrefix: options.redis.keyPrefix,
    maxStreams: options.settings.maxStreamsPerUser,
    maxPerWindow: options.settings.questionsPerMinute,
    maxHoldMs: options.settings.maxAnswerMs + 60_000,
    log: options.log,
  });
}
