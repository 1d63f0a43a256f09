/** A teacher's membership end (`users.vip_end_at`) and order numbers (docs/membership.md). */
import { randomInt } from 'node:crypto';
import { chinaDateTimeParts } from '@aita/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** Unix seconds of a date; 0 for none (the spec's convention for `vipEndAt`, `paidAt`). */
export const unixSeconds = (date: Date | null | undefined): number =>
  date ? Math.floor(date.getTime() / 1000) : 0;

/**
 * A fresh public order number: `yyyyMMddHHmmss` in China time and 8 random digits (22 digits).
 * Sortable by time at a glance, unguessable enough that ids alone reveal nothing (ownership is
 * checked anyway).
 */
export function newOrderId(now: Date): string {
  const t = chinaDateTimeParts(now);
  const stamp = `${t.year}${t.month}${t.day}${t.hour}${t.minute}${t.second}`;
  return `${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Extends a teacher's membership by `days` inside the caller's transaction and returns the new
 * end: new end = max(now, current end) + days (an expired or absent membership starts now).
 * One UPDATE: under concurrent extensions PostgreSQL re-evaluates the SET on the latest row.
 */
export async function extendMembership(
  tx: Db,
  userId: number,
  days: number,
  now: Date,
): Promise<Date> {
  const at = now.toISOString();
  const [row] = await tx
    .update(users)
    .set({
      vipEndAt: sql`greatest(coalesce(${users.vipEndAt}, ${at}::timestamptz), ${at}::timestamptz) + make_interval(days => ${days}::int)`,
    })
    .where(eq(users.id, userId))
    .returning({ vipEndAt: users.vipEndAt });
  if (!row?.vipEndAt) throw new Error(`extendMembership: no user ${userId}`);
  return row.vipEndAt;
}

/**
 * Takes a refunded order's days off a teacher's membership inside the caller's transaction
 * (docs/membership.md "Refunds"): new end = max(current end - days, now). Returns the new end.
 */
export async function shortenMembership(
  tx: Db,
  userId: number,
  days: number,
  now: Date,
): Promise<Date | null> {
  const at = now.toISOString();
  const [row] = await tx
    .update(users)
    .set({
      vipEndAt: sql`greatest(${users.vipEndAt} - make_interval(days => ${days}::int), ${at}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ vipEndAt: users.vipEndAt });
  return row?.vipEndAt ?? null;
}
