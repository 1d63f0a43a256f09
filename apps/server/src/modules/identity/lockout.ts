import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { knownDevices, throttleCounters } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { hashSecret, looksLikeSecret } from '../../platform/tokens';

/** Wrong passwords from one address for one account before the delays start. */
export const FREE_FAILURES = 4;
/** The first delay after {@link FREE_FAILURES}; each further failure doubles it. */
export const FIRST_DELAY_MS = 30_000;
/** The longest delay. */
export const MAX_DELAY_MS = 15 * 60_000;
/** How long a check may hold the key (a crashed request frees it after this). */
const HOLD_MS = 10_000;

/** The wait after `failures` wrong passwords in a row: 0, then 30 s, 1, 2, 4, 8, 15 minutes. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** The outcome of {@link LoginDelays.take}. */
export type DelayTake =
  { ok: true; finish(success: boolean): Promise<void> } | { ok: false; waitMs: number };

/**
 * Growing delays per account **and** client address (`login-delay:<phone>|<ip>`), on the
 * `throttle_counters` row of that key: `window_start` is the time the next check may start and
 * `hits` the wrong passwords in a row. Taking a check is one conditional upsert that moves
 * `window_start` forward by a hold, so of a burst from one address exactly one password is
 * checked; the outcome then sets the real wait (a failure) or deletes the row (a success).
 * A stranger's wrong passwords delay only the stranger's address, never the owner's.
 */
export interface LoginDelays {
  take(phone: string, ip: string): Promise<DelayTake>;
}

export function createLoginDelays({
  db,
  clock = systemClock,
}: {
  db: Db;
  clock?: Clock;
}): LoginDelays {
  const c = throttleCounters;
  return {
    async take(phone, ip) {
      const key = `login-delay:${phone}|${ip}`;
      const now = clock();
      const held = new Date(now.getTime() + HOLD_MS);
      const [row] = await db
        .insert(c)
        .values({ key, windowStart: held, hits: 0 })
        .onConflictDoUpdate({
          target: c.key,
          set: { windowStart: held },
          setWhere: sql`${c.windowStart} <= ${now.toISOString()}::timestamptz`,
        })
        .returning({ hits: c.hits });
      if (!row) {
        const [current] = await db
          .select({ until: c.windowStart })
          .from(c)
          .where(eq(c.key, key))
          .limit(1);
        return {
          ok: false,
          waitMs: Math.max(1000, (current?.until.getTime() ?? 0) - now.getTime()),
        };
      }
      return {
        ok: true,
        async finish(success) {
          if (success) {
            await db.delete(c).where(eq(c.key, key));
            return;
          }
          const failures = row.hits + 1;
          await db
            .update(c)
            .set({
              hits: failures,
              windowStart: new Date(clock().getTime() + delayAfter(failures)),
            })
            .where(eq(c.key, key));
        },
      };
    },
  };
}

/** The cookie that marks a browser which logged in before (HttpOnly, the provider's path only). */
export const DEVICE_COOKIE = 'aita_device';

/**
 * Browsers that logged in to an account before: a random cookie set at login, its sha256 kept
 * per account. Such a browser is not held by the account-wide limit that strangers fill.
 */
export interface KnownDevices {
  isKnown(userId: number, deviceSecret: string | undefined): Promise<boolean>;
  remember(userId: number, deviceSecret: string): Promise<void>;
}

export function createKnownDevices({
  db,
  clock = systemClock,
}: {
  db: Db;
  clock?: Clock;
}): KnownDevices {
  return {
    async isKnown(userId, deviceSecret) {
      if (!deviceSecret || !looksLikeSecret(deviceSecret)) return false;
      const [row] = await db
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .where(
          and(
            eq(knownDevices.userId, userId),
            eq(knownDevices.deviceHash, hashSecret(deviceSecret)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async remember(userId, deviceSecret) {
      const now = clock();
      await db
        .insert(knownDevices)
        .values({ userId, deviceHash: hashSecret(deviceSecret), lastLoginAt: now })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceHash],
          set: { lastLoginAt: now },
        });
    },
  };
}
