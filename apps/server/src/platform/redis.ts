/**
 * Redis connections (REDIS_URL): where instances must share state (ARCHITECTURE.md "Embedded
 * defaults and how it scales"). A client made with {@link redisSocketOptions} fails fast at start
 * and reconnects in the background afterwards; {@link connectRedis} turns an unreachable Redis at
 * start into one operator message naming REDIS_URL with its password hidden.
 */

/** Connection attempts at start before giving up (each up to {@link CONNECT_TIMEOUT_MS}). */
const START_RETRIES = 2;
const CONNECT_TIMEOUT_MS = 2_000;

/** `redis://user:secret@host` → `redis://…@host`, for messages. */
export const redactRedisUrl = (url: string): string => url.replace(/\/\/[^@/\s]*@/, '//…@');

/**
 * node-redis socket options: before the first connection (`everReady()` false) give up after
 * {@link START_RETRIES} retries, so `connect()` rejects when Redis is unreachable at start; after
 * it, reconnect with backoff up to 2 s.
 */
export function redisSocketOptions(everReady: () => boolean) {
  return {
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectStrategy: (retries: number, cause: Error) => {
      if (!everReady() && retries >= START_RETRIES) return cause;
      return Math.min(2 ** retries * 50, 2_000) + Math.floor(Math.random() * 200);
    },
  };
}

/**
 * Connects `client` at start. Rejects with a message naming REDIS_URL (password hidden) and what
 * else the operator can do (`alternative`) when Redis cannot be reached: a wrong URL is found at
 * deploy time instead of silently counting per instance.
 */
export async function connectRedis<C extends { connect(): Promise<unknown>; destroy(): void }>(
  client: C,
  url: string,
  alternative: string,
): Promise<C> {
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.destroy();
    const cause = error instanceof Error && 'cause' in error ? error.cause : error;
    throw new Error(
      `REDIS_URL=${redactRedisUrl(url)}: cannot connect to Redis (${
        cause instanceof Error ? cause.message : String(cause)
      }); start it, fix REDIS_URL, or ${alternative}`,
      { cause: error },
    );
  }
}
