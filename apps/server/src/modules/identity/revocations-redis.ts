/**
 * Ended logins told to every instance through Redis pub/sub (REDIS_URL; docs/identity.md
 * "Session cache"): each instance trusts a resolved session for SESSION_CACHE_MS, so without
 * this a logout on one instance is honoured by the others only when their entry ages out. With
 * it, the instance that ends a login family publishes its id and every subscriber forgets that
 * family's cached tokens at once.
 *
 * Redis is a hint here, never the truth: the revocation is in the database first. A publish that
 * fails is logged and the others fall back to the cache lifetime; a message is idempotent (an
 * instance receiving its own forgets again).
 */
import { createClient } from '@redis/client';
import type { RedisSettings } from '../../env';
import {
  connectRedis,
  redisSocketOptions,
  watchRedisOutages,
  type RedisOutageLog,
} from '../../platform/redis';

/** What the session service needs from a feed of ended login families. */
export interface RevocationFeed {
  /** Tells every instance (this one included) that these families ended. */
  publish(familyIds: readonly number[]): Promise<void>;
  /** Calls `onEnded` with the families another instance (or this one) ended. */
  subscribe(onEnded: (familyIds: number[]) => void): void;
  close(): Promise<void>;
}

/** The channel of a deployment's ended families (REDIS_KEY_PREFIX first). */
export const revocationChannel = (keyPrefix: string) => `${keyPrefix}sessions:ended`;

/** Reads a message: a JSON array of positive integers, anything else is ignored. */
export function parseEndedFamilies(message: string): number[] {
  try {
    const value: unknown = JSON.parse(message);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  } catch {
    return [];
  }
}

/**
 * Connects the publishing and the subscribing client (a subscriber can do nothing else) and
 * rejects with a message naming REDIS_URL when Redis cannot be reached at start.
 */
export async function connectRevocationFeed(
  { url, keyPrefix }: RedisSettings,
  log: RedisOutageLog,
): Promise<RevocationFeed> {
  const channel = revocationChannel(keyPrefix);
  const make = () => {
    const outages = watchRedisOutages(url, log, {
      down: 'redis unreachable: a logout reaches the other instances within the session cache time',
      back: 'redis reachable again: logouts shared',
    });
    return outages.attach(
      createClient({
        url,
        disableOfflineQueue: true,
        maintNotifications: 'disabled',
        socket: redisSocketOptions(outages.everReady),
      }),
    );
  };
  const alternative = 'unset REDIS_URL (other instances then honour a logout within 10 s)';
  const publisher = await connectRedis(make, url, alternative);
  let subscriber: ReturnType<typeof make>;
  try {
    subscriber = await connectRedis(make, url, alternative);
  } catch (error) {
    publisher.destroy();
    throw error;
  }
  const listeners: ((familyIds: number[]) => void)[] = [];
  await subscriber.subscribe(channel, (message) => {
    const ids = parseEndedFamilies(message);
    if (ids.length > 0) for (const listener of listeners) listener(ids);
  });
  return {
    async publish(familyIds) {
      if (familyIds.length === 0) return;
      try {
        await publisher.publish(channel, JSON.stringify(familyIds));
      } catch (error) {
        log.error({ err: error, familyIds }, 'could not tell the other instances of a logout');
      }
    },
    subscribe(onEnded) {
      listeners.push(onEnded);
    },
    async close() {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
