/**
 * Server instances on one database and one Redis, for the `*.redis.test.ts` files (run only when
 * TEST_REDIS_URL is set; vitest.config.ts leaves them out otherwise): the test context is made
 * before the file's tests and closed after them, with every feed connection opened through
 * {@link RedisInstances.connect}. Each file gets its own REDIS_KEY_PREFIX, so its messages reach
 * only its own instances.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { testRedisUrl, type RedisSettings } from '../env';
import { connectIdentityFeeds, type IdentityFeeds } from '../modules/identity';
import { createTestContext, type TestContext } from './context';

export interface RedisInstances {
  /** The database (and the app built on it), ready in the file's tests. */
  readonly ctx: TestContext;
  /** TEST_REDIS_URL with this file's own key prefix. */
  readonly redis: RedisSettings;
  /** The feeds of one more instance: its own connections, closed after the file. */
  connect(): Promise<IdentityFeeds>;
}

/**
 * Registers the file's `beforeAll` (the context) and `afterAll` (feeds, then context); later
 * hooks of the file run after this `beforeAll`. `appUsesRedis`: the context's app is an instance
 * too (REDIS_URL and the prefix in its environment), as a deployed server.
 */
export function redisInstances({ appUsesRedis = false } = {}): RedisInstances {
  const redis: RedisSettings = { url: testRedisUrl(), keyPrefix: `aita-test:${randomUUID()}:` };
  const quiet = { error: () => undefined, info: () => undefined };
  const feeds: IdentityFeeds[] = [];
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(
      appUsesRedis ? { env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix } } : {},
    );
  });
  afterAll(async () => {
    await Promise.all(feeds.map((f) => f.close()));
    await ctx?.close();
  });
  return {
    get ctx() {
      if (!ctx) throw new Error('redisInstances: the context is made in beforeAll');
      return ctx;
    },
    redis,
    async connect() {
      const connected = await connectIdentityFeeds(redis, quiet);
      feeds.push(connected);
      return connected;
    },
  };
}
