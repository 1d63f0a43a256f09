/**
 * What one instance tells the others through Redis pub/sub (REDIS_URL; docs/identity.md
 * "Session cache" and "User info cache"), over one publishing and one subscribing connection:
 *
 * - ended logins: each instance trusts a resolved session for SESSION_CACHE_MS, so without this
 *   a logout on one instance is honoured by the others only when their entry ages out. With it,
 *   the instance that ends a login family publishes its id and every subscriber forgets that
 *   family's cached tokens at once;
 * - changed user info: the teachers (and schools) whose `/v1/user/info` answer changed, so every
 *   instance forgets its cached answers for them.
 *
 * Redis is a hint here, never the truth: the change is in the database first. A publish that
 * fails is logged and the others fall back to their cache lifetime; a message is idempotent (an
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

/** One kind of message, told to every instance (this one included). */
export interface Feed<T> {
  publish(message: T): Promise<void>;
  /** Calls `listener` with every message, from another instance or this one. */
  subscribe(listener: (message: T) => void): void;
}

/** What the session service needs from a feed of ended login families. */
export type RevocationFeed = Feed<readonly number[]>;

/** Whose `/v1/user/info` changed: teachers by id, and schools (every member's answer). */
export interface InfoChange {
  users: readonly number[];
  orgs: readonly number[];
}

/** What the user info cache needs from a feed of changes. */
export type UserInfoFeed = Feed<InfoChange>;

/** Both feeds of the identity module over one pair of connections. */
export interface IdentityFeeds {
  revocations: RevocationFeed;
  userInfo: UserInfoFeed;
  /**
   * Another module's feed on the same connections: channel `<REDIS_KEY_PREFIX><name>`, messages
   * as JSON read back by `parse` (undefined: ignored).
   */
  open<T>(name: string, parse: (message: string) => T | undefined): Promise<Feed<T>>;
  close(): Promise<void>;
}

/** The channel of a deployment's ended families (REDIS_KEY_PREFIX first). */
export const revocationChannel = (keyPrefix: string) => `${keyPrefix}sessions:ended`;
/** The channel of a deployment's changed user info (REDIS_KEY_PREFIX first). */
export const userInfoChannel = (keyPrefix: string) => `${keyPrefix}userinfo:changed`;

const positiveIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
    : [];

/** Reads a message: a JSON array of positive integers, anything else is ignored. */
export function parseEndedFamilies(message: string): number[] {
  try {
    return positiveIds(JSON.parse(message));
  } catch {
    return [];
  }
}

/** Reads a message `{users: number[], orgs: number[]}`; undefined when it names nobody. */
export function parseInfoChange(message: string): InfoChange | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const { users, orgs } = value as Record<string, unknown>;
    const change = { users: positiveIds(users), orgs: positiveIds(orgs) };
    return change.users.length + change.orgs.length > 0 ? change : undefined;
  } catch {
    return undefined;
  }
}

/** What a publish that failed is logged as, per feed. */
const LOGOUT = 'a logout';
const PROFILE_CHANGE = 'a profile change';
const alternative = 'unset REDIS_URL (other instances then honour a logout within 10 s)';

/** A client (not yet connected) whose outages are logged once each way. */
function feedClient(url: string, log: RedisOutageLog) {
  const outages = watchRedisOutages(url, log, {
    down: 'redis unreachable: a logout or a profile change reaches the other instances within their cache time',
    back: 'redis reachable again: logouts and profile changes shared',
  });
  return outages.attach(
    createClient({
      url,
      disableOfflineQueue: true,
      maintNotifications: 'disabled',
      socket: redisSocketOptions(outages.everReady),
    }),
  );
}
type FeedClient = ReturnType<typeof feedClient>;

/** Publishes `message` as JSON on `channel`; a failure is logged, never thrown. */
function publishOn<T>(publisher: FeedClient, channel: string, what: string, log: RedisOutageLog) {
  return async (message: T): Promise<void> => {
    try {
      await publisher.publish(channel, JSON.stringify(message));
    } catch (error) {
      log.error({ err: error, message }, `could not tell the other instances of ${what}`);
    }
  };
}

/** Tells the instances of changed user info, and receives nothing (the admin CLI's side). */
export interface UserInfoPublisher {
  publish(change: InfoChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects one publishing client for `userinfo:changed` only, for a process that tells and
 * never listens (the admin CLI): a subscriber would be a second connection for nothing.
 */
export async function connectUserInfoPublisher(
  { url, keyPrefix }: RedisSettings,
  log: RedisOutageLog,
): Promise<UserInfoPublisher> {
  const publisher = await connectRedis(() => feedClient(url, log), url, alternative);
  return {
    publish: publishOn(publisher, userInfoChannel(keyPrefix), PROFILE_CHANGE, log),
    async close() {
      await publisher.close();
    },
  };
}

/**
 * Connects the publishing and the subscribing client (a subscriber can do nothing else) and
 * rejects with a message naming REDIS_URL when Redis cannot be reached at start.
 */
export async function connectIdentityFeeds(
  { url, keyPrefix }: RedisSettings,
  log: RedisOutageLog,
): Promise<IdentityFeeds> {
  const make = () => feedClient(url, log);
  const publisher = await connectRedis(make, url, alternative);
  let subscriber: FeedClient;
  try {
    subscriber = await connectRedis(make, url, alternative);
  } catch (error) {
    publisher.destroy();
    throw error;
  }

  /** A feed on `channel`: messages encoded as JSON, read back by `parse`. */
  async function feed<T>(
    channel: string,
    parse: (message: string) => T | undefined,
    what: string,
  ): Promise<Feed<T>> {
    const listeners: ((message: T) => void)[] = [];
    await subscriber.subscribe(channel, (text) => {
      const message = parse(text);
      if (message !== undefined) for (const listener of listeners) listener(message);
    });
    return {
      publish: publishOn<T>(publisher, channel, what, log),
      subscribe(listener) {
        listeners.push(listener);
      },
    };
  }

  try {
    const ended = await feed<readonly number[]>(
      revocationChannel(keyPrefix),
      (text) => {
        const ids = parseEndedFamilies(text);
        return ids.length > 0 ? ids : undefined;
      },
      LOGOUT,
    );
    const userInfo = await feed(userInfoChannel(keyPrefix), parseInfoChange, PROFILE_CHANGE);
    return {
      revocations: {
        publish: (familyIds) =>
          familyIds.length === 0 ? Promise.resolve() : ended.publish(familyIds),
        subscribe: (listener) => ended.subscribe(listener),
      },
      userInfo,
      open: (name, parse) => feed(`${keyPrefix}${name}`, parse, `a change (${name})`),
      async close() {
        await Promise.allSettled([subscriber.close(), publisher.close()]);
      },
    };
  } catch (error) {
    await Promise.allSettled([subscriber.close(), publisher.close()]);
    throw error;
  }
}
