import { and, eq, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { throttleCounters } from '../db/schema';
import { DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR } from '../env';
import { systemClock, type Clock } from './clock';

/** A limit: at most `limit` recorded events under `key` within `windowMs`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Failed logins per phone number from browsers that never logged in to it: 10 per 15 minutes
 * (docs/security.md). A browser that did is counted by {@link loginDeviceRule} instead, so
 * strangers filling this limit do not lock the owner out.
 */
export const loginPhoneRule = (phone: string): ThrottleRule => ({
  key: `login-phone:${phone}`,
  limit: 10,
  windowMs: 15 * MINUTE,
});
/** Failed logins from one known browser (its cookie's hash): 10 per 15 minutes. */
export const loginDeviceRule = (deviceKey: string): ThrottleRule => ({
  key: `login-device:${deviceKey}`,
  limit: 10,
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

/** Counters idle longer than this are deleted as new attempts are written (longest window). */
const RETENTION_MS = 60 * MINUTE;

/**
 * Keys of counters that last a day (a daily free quota, the day in the key): kept two days
 * instead of {@link RETENTION_MS}.
 */
export const DAY_KEY_PREFIX = 'day:';
const DAY_RETENTION_MS = 48 * 60 * MINUTE;

/** Attempts taken by {@link Throttle.consume}; `giveBack` returns them (a login that succeeded). */
export interface ThrottleHold {
  giveBack(): Promise<void>;
}

/**
 * Attempt counters kept in the database, so every server instance sees the same counts
 * (ARCHITECTURE.md "Past one machine"): one row per key, a fixed window per rule.
 *
 * `consume` takes the attempt BEFORE the work it guards (hashing a password, looking up a
 * code) with one conditional upsert per rule: PostgreSQL locks the key's row, so of 50
 * concurrent attempts against a limit of 5 exactly 5 get a hold and 45 are refused, where a
 * count-then-record throttle let all 50 through. A caller gives the attempt back when it turns
 * out not to count (a right password, a valid code).
 */
export interface Throttle {
  /**
   * Takes one attempt under every rule, or none: undefined when any rule is at its limit (the
   * attempts taken under the other rules are given back).
   */
  consume(rules: ThrottleRule[]): Promise<ThrottleHold | undefined>;
  /** Forgets the attempts of one key (a successful login clears its phone's failures). */
  clear(key: string): Promise<void>;
}

export function createThrottle({ db, clock = systemClock }: { db: Db; clock?: Clock }): Throttle {
  const c = throttleCounters;

  /** One attempt under one rule: the window's start when taken, undefined at the limit. */
  async function take(rule: ThrottleRule, now: Date): Promise<Date | undefined> {
    const expired = sql`${c.windowStart} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(c)
      .values({ key: rule.key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${c.windowStart} end`,
          hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
        },
        setWhere: sql`${expired} or ${c.hits} < ${rule.limit}`,
      })
      .returning({ windowStart: c.windowStart });
    return row?.windowStart;
  }

  /** Returns one attempt to the window it was taken from (a later window is left alone). */
  async function giveBack(key: string, windowStart: Date): Promise<void> {
    await db
      .update(c)
      .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
      .where(and(eq(c.key, key), eq(c.windowStart, windowStart)));
  }

  return {
    async consume(rules) {
      const now = clock();
      const taken: { key: string; windowStart: Date }[] = [];
      const hold: ThrottleHold = {
        async giveBack() {
          for (const t of taken.splice(0)) await giveBack(t.key, t.windowStart);
        },
      };
      for (const rule of rules) {
        const windowStart = await take(rule, now);
        if (!windowStart) {
          await hold.giveBack();
          return undefined;
        }
        taken.push({ key: rule.key, windowStart });
      }
      await db
        .delete(c)
        .where(
          or(
            and(
              lt(c.windowStart, new Date(now.getTime() - RETENTION_MS)),
              notLike(c.key, `${DAY_KEY_PREFIX}%`),
            ),
            lt(c.windowStart, new Date(now.getTime() - DAY_RETENTION_MS)),
          ),
        );
      return hold;
    },
    async clear(key) {
      await db.delete(c).where(eq(c.key, key));
    },
  };
}
