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
 * - After an outage nothing is under-counted: a renewal re-adds a slot whose lease lapsed while
 *   its answer still runs, and the slots and questions counted in process meanwhile are written
 *   to Redis as soon as it answers again (on reconnect, then at each renewal).
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { AssistantSettings, RedisSettings } from '../../env';
import { connectRedis, redisSocketOptions, watchRedisOutages } from '../../platform/redis';
import { ACQUIRED, RATE_FULL, scripts, STREAMS_FULL, type SlotKeys } from './limits-redis-scripts';
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
  const outages = watchRedisOutages(url, log, {
    down: 'redis unreachable: assistant limits fall back to this instance until it is back',
    back: 'redis reachable again: limits shared',
  });
  return outages.attach(
    createClient({
      url,
      scripts,
      disableOfflineQueue: true,
      // Plain Redis and managed services (Aliyun, ElastiCache) alike: no maintenance push handshake.
      maintNotifications: 'disabled',
      socket: redisSocketOptions(outages.everReady),
    }),
  );
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

  // After an outage: the questions counted in process meanwhile, per teacher, until Redis has
  // them; and the renewal of every held slot, run at once when Redis is back.
  const unsent = new Map<number, { id: string; at: number }[]>();
  const held = new Set<() => void>();

  /** Writes the questions counted in process to Redis; kept for the next try on failure. */
  async function sendUnsent(): Promise<void> {
    for (const [userId, asked] of [...unsent]) {
      const recent = asked.filter((q) => Date.now() - q.at < limits.windowMs);
      unsent.delete(userId);
      if (recent.length === 0) continue;
      try {
        await within(
          client.addQuestions(keysOf(userId).questions, limits.windowMs, recent),
          timeoutMs,
        );
      } catch {
        unsent.set(userId, [...recent, ...(unsent.get(userId) ?? [])]);
      }
    }
  }
  const onReady = () => {
    for (const renew of held) renew();
    void sendUnsent();
  };
  client.on('ready', onReady);

  /**
   * A slot held while its answer runs, its lease renewed in Redis. `local` is the in-process slot
   * of a question counted while Redis was away: the first renewal that reaches Redis adds the
   * slot there and gives the in-process one back, so the slot is counted once, and shared.
   */
  function hold(userId: number, keys: SlotKeys, slotId: string, local?: StreamSlot): StreamSlot {
    const since = performance.now();
    let inProcess = local;
    let released: Promise<void> | undefined;
    const renew = () => {
      if (performance.now() - since > maxHoldMs) {
        stopRenewing();
        return;
      }
      within(client.renewSlot(keys.slots, slotId, limits.leaseMs), timeoutMs).then(
        (wasLive) => {
          if (released) return;
          if (inProcess) {
            void inProcess.release();
            inProcess = undefined;
            log.info(
              { userId, slotId },
              'a stream slot taken during the redis outage is shared again',
            );
          } else if (!wasLive) {
            log.warn(
              { userId, slotId },
              'assistant stream slot lapsed in redis while its answer ran: added again',
            );
          }
          if (unsent.size > 0) void sendUnsent();
        },
        // Transient: the next tick (or the reconnection) tries again.
        (error: unknown) => log.warn({ err: error, userId }, 'renewing a stream slot failed'),
      );
    };
    const renewal = setInterval(renew, renewEveryMs);
    renewal.unref();
    renewals.add(renewal);
    held.add(renew);
    function stopRenewing(): void {
      clearInterval(renewal);
      renewals.delete(renewal);
      held.delete(renew);
    }

    return {
      release() {
        if (released) return released;
        stopRenewing();
        const local = inProcess;
        inProcess = undefined;
        const pending = Promise.all([
          local?.release(),
          within(client.zRem(keys.slots, slotId), timeoutMs).then(
            () => undefined,
            (error: unknown) => {
              // Taken in process and never reached Redis: nothing there to release.
              if (local) return;
              log.warn(
                { err: error, userId, leaseMs: limits.leaseMs },
                'releasing a stream slot failed; it expires with its lease',
              );
            },
          ),
        ]).then(() => undefined);
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
      const local = await fallback.acquire(userId);
      if (!local.ok) return local;
      // Written to Redis when it is back, so other instances count this question and slot too.
      unsent.set(userId, [...(unsent.get(userId) ?? []), { id: slotId, at: Date.now() }]);
      return { ok: true, slot: hold(userId, keys, slotId, local.slot) };
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
        client.off('ready', onReady);
        held.clear();
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
