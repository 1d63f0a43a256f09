/**
 * Redis connections (REDIS_URL): where instances must share state (ARCHITECTURE.md "Embedded
 * defaults and how it scales"). A client made with {@link redisSocketOptions} fails fast at start
 * and reconnects in the background afterwards; {@link connectRedis} turns an unreachable or silent
 * Redis at start into one operator message naming REDIS_URL with its password hidden.
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

/** Tries of connect and the first PING at start, each within {@link CONNECT_TIMEOUT_MS}. */
const START_TRIES = 3;

/**
 * Connects a client made by `make` at start and checks it answers a PING: up to
 * {@link START_TRIES} tries of {@link CONNECT_TIMEOUT_MS} each, so a Redis that accepts
 * connections but never answers fails the start in seconds instead of hanging it. Rejects with a
 * message naming REDIS_URL (password hidden) and what else the operator can do (`alternative`):
 * a wrong URL is found at deploy time instead of silently counting per instance.
 */
export async function connectRedis<
  C extends { connect(): Promise<unknown>; ping(): Promise<unknown>; destroy(): void },
>(make: () => C, url: string, alternative: string): Promise<C> {
  let failure: unknown;
  for (let attempt = 1; attempt <= START_TRIES; attempt += 1) {
    const client = make();
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = client.connect().then(() => client.ping());
      answered.catch(() => undefined);
      await Promise.race([
        answered,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)),
            CONNECT_TIMEOUT_MS,
          );
        }),
      ]);
      return client;
    } catch (error) {
      failure = error;
      try {
        client.destroy();
      } catch {
        // already closed
      }
    } finally {
      clearTimeout(timer);
    }
  }
  const cause = failure instanceof Error && 'cause' in failure ? failure.cause : failure;
  throw new Error(
    `REDIS_URL=${redactRedisUrl(url)}: cannot connect to Redis (${
      cause instanceof Error ? cause.message : String(cause)
    }); start it, fix REDIS_URL, or ${alternative}`,
    { cause: failure },
  );
}

/** What {@link watchRedisOutages} logs to (Fastify's logger fits). */
export interface RedisOutageLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Logs a client's outages once each (`down` when it is lost, `back` when it answers again;
 * errors before the first connection are the start's to report) and tells
 * {@link redisSocketOptions} whether the client was ever ready: call `everReady` there, then
 * `attach` the client made with it.
 */
export function watchRedisOutages(
  url: string,
  log: RedisOutageLog,
  said: { down: string; back: string },
) {
  let everReady = false;
  let down = false;
  return {
    everReady: () => everReady,
    attach<C extends { on(event: string, listener: (error?: unknown) => void): unknown }>(
      client: C,
    ): C {
      client.on('error', (error) => {
        if (down || !everReady) return;
        down = true;
        log.error({ err: error, redis: redactRedisUrl(url) }, said.down);
      });
      client.on('ready', () => {
        if (down) log.info({ redis: redactRedisUrl(url) }, said.back);
        everReady = true;
        down = false;
      });
      return client;
    },
  };
}
