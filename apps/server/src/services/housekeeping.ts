/**
 * Housekeeping: deletes rows that can never be used again, so the tables of a school's server do
 * not grow with every login it ever saw. Only dead rows go: a session or ticket a day after it
 * expired or was revoked, an upload credential a day after it expired, a throttle record older
 * than the longest throttle window. Every rule is one idempotent `DELETE … WHERE`, so several
 * instances running it at once do no harm (docs/server.md "Housekeeping").
 */
import { lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authFailures, loginTickets, ossCredentials, sessions } from '../db/schema';

const HOUR_MS = 3600 * 1000;
/** How long a dead row is kept (for support questions such as "why was I logged out?"). */
export const DEAD_ROW_GRACE_MS = 24 * HOUR_MS;
/** Throttle records older than this count in no window (the longest, registrations, is 1 h). */
export const THROTTLE_RECORD_MAX_AGE_MS = 2 * HOUR_MS;
/** How often a running server sweeps. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR_MS;

/** Rows deleted by one sweep, per table. */
export interface HousekeepingReport {
  sessions: number;
  loginTickets: number;
  ossCredentials: number;
  authFailures: number;
}

/** The handle of {@link createHousekeeping}. */
export interface Housekeeping {
  /** One sweep of every rule; resolves with what it deleted. */
  runOnce(): Promise<HousekeepingReport>;
}

/** The housekeeping rules over `db`; `clock` is injectable for tests. */
export function createHousekeeping(deps: { db: Db; clock?: () => Date }): Housekeeping {
  const clock = deps.clock ?? (() => new Date());
  const { db } = deps;
  return {
    async runOnce() {
      const now = clock().getTime();
      const deadBefore = new Date(now - DEAD_ROW_GRACE_MS);
      const deletedSessions = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, deadBefore), lt(sessions.revokedAt, deadBefore)))
        .returning({ id: sessions.id });
      const deletedTickets = await db
        .delete(loginTickets)
        .where(lt(loginTickets.expiresAt, deadBefore))
        .returning({ id: loginTickets.id });
      const deletedCredentials = await db
        .delete(ossCredentials)
        .where(lt(ossCredentials.expiresAt, deadBefore))
        .returning({ id: ossCredentials.accessKeyId });
      const deletedFailures = await db
        .delete(authFailures)
        .where(lt(authFailures.at, new Date(now - THROTTLE_RECORD_MAX_AGE_MS)))
        .returning({ id: authFailures.id });
      return {
        sessions: deletedSessions.length,
        loginTickets: deletedTickets.length,
        ossCredentials: deletedCredentials.length,
        authFailures: deletedFailures.length,
      };
    },
  };
}

/**
 * Runs `housekeeping` every `intervalMs` (first sweep one interval after start) until `stop()`.
 * The timer does not keep the process alive; a failed sweep is logged and the next one runs.
 */
export function scheduleHousekeeping(
  housekeeping: Housekeeping,
  options: {
    intervalMs?: number;
    log: {
      info(obj: object, msg: string): void;
      error(obj: object, msg: string): void;
    };
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is never overlapped by the next
    running = housekeeping
      .runOnce()
      .then(
        (report) => {
          if (Object.values(report).some((n) => n > 0)) {
            options.log.info({ deleted: report }, 'housekeeping');
          }
        },
        (error: unknown) => options.log.error({ err: error }, 'housekeeping failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // Closing the database under a sweep in flight would fail it: let it end first.
      await running;
    },
  };
}
