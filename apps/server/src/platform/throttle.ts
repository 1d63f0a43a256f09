import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authFailures } from '../db/schema';
import { DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR } from '../env';
import { systemClock, type Clock } from './clock';

/** A limit: at most `limit` recorded events under `key` within `windowMs`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Failed logins per phone number: 5 per 15 minutes (docs/identity.md "Throttling"). */
export const loginPhoneRule = (phone: string): ThrottleRule => ({
  key: `login-phone:${phone}`,
  limit: 5,
  windowMs: 15 * MINUTE,
});
/** Failed logins per client IP: 20 per 15 minutes. */
export const loginIpRule = (ip: string): ThrottleRule => ({
  key: `login-ip:${ip}`,
  limit: 20,
  windowMs: 15 * MINUTE,
});
/** Registrations (successful or not) per client IP per hour. */
export const registerIpRule = (
  ip: string,
  limit = DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR,
): ThrottleRule => ({
  key: `register-ip:${ip}`,
  limit,
  windowMs: 60 * MINUTE,
});

/** Rows older than this are deleted as new ones are written (longest window above). */
const RETENTION_MS = 60 * MINUTE;

/**
 * Sliding-window counters kept in the database, so every server instance sees the same counts
 * (ARCHITECTURE.md "Past one machine"). One row per event; `exceeded` counts rows in the window.
 */
export interface Throttle {
  /** True when any rule has reached its limit. */
  exceeded(rules: ThrottleRule[]): Promise<boolean>;
  record(rules: ThrottleRule[]): Promise<void>;
  /** Forgets the events of one key (a successful login clears its phone's failures). */
  clear(key: string): Promise<void>;
}

export function createThrottle({ db, clock = systemClock }: { db: Db; clock?: Clock }): Throttle {
  return {
    async exceeded(rules) {
      const now = clock().getTime();
      for (const rule of rules) {
        const [row] = await db
          .select({ n: count() })
          .from(authFailures)
          .where(
            and(eq(authFailures.key, rule.key), gt(authFailures.at, new Date(now - rule.windowMs))),
          );
        if ((row?.n ?? 0) >= rule.limit) return true;
      }
      return false;
    },
    async record(rules) {
      if (rules.length === 0) return;
      const now = clock();
      await db.insert(authFailures).values(rules.map((r) => ({ key: r.key, at: now })));
      await db
        .delete(authFailures)
        .where(lt(authFailures.at, new Date(now.getTime() - RETENTION_MS)));
    },
    async clear(key) {
      await db.delete(authFailures).where(inArray(authFailures.key, [key]));
    },
  };
}
