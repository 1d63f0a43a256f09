/**
 * Who may use an app now (docs/apps.md "Entitlement"): decided on the server, from the app's
 * definition (members only, free uses a day for non-members) and the teacher's membership and
 * use today. The pre-chat check shows the answer; the streaming call enforces it, so a client
 * cannot skip it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { throttleCounters, users } from '../../../db/schema';
import type { Throttle, ThrottleHold, ThrottleRule } from '../../../platform/throttle';
import { DAY_KEY_PREFIX } from '../../../platform/throttle';
import type { AppDefinition } from './definition';

/** The decision: allowed, or why not and what the teacher can do. */
export type Entitlement =
  | { allowed: true; remaining: number | null; rule?: ThrottleRule }
  | { allowed: false; reason: 'members' | 'quota'; message: string; remaining: number | null };

/** 40003: a members-only app asked by a non-member. */
export const membersOnlyMessage = (name: string): string =>
  `「${name}」是会员专享应用。开通会员（或在“我的”页使用兑换码）后即可使用；也可以先使用其他免费应用。`;

/** 40003: today's free uses of an app are spent. */
export const quotaMessage = (name: string, quota: number): string =>
  `今天「${name}」的 ${quota} 次免费使用已用完，明天 0 点（北京时间）恢复；开通会员后可不限次数使用。`;

/** Midnight of `now`'s day in Beijing (UTC+8, no daylight saving), as a Date. */
export function beijingDayStart(now: Date): Date {
  const offset = 8 * 3600_000;
  const local = now.getTime() + offset;
  return new Date(local - (local % 86_400_000) - offset);
}

/**
 * The counter of one teacher's free uses of one app on one Beijing day (`throttle_counters`):
 * the day is in the key, so a new day starts at 0 without a window reset.
 */
export function dailyUseRule(
  userId: number,
  appId: number,
  quota: number,
  now: Date,
): ThrottleRule {
  const day = new Date(beijingDayStart(now).getTime() + 8 * 3600_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  return {
    key: `${DAY_KEY_PREFIX}app-use:${userId}:${appId}:${day}`,
    limit: quota,
    windowMs: 86_400_000,
  };
}

/** Options of {@link checkEntitlement}. */
export interface EntitlementInput {
  userId: number;
  appId: number;
  appName: string;
  definition: AppDefinition;
  now?: Date;
}

/**
 * Members pass (a membership ends at `vipEndAt`); a non-member is refused a members-only app,
 * and an app with a daily quota once that many questions were taken from today's counter
 * ({@link takeDailyUse}; each question counts, follow-ups included). This is the read the
 * pre-chat check shows; the question stream then takes the use atomically.
 */
export async function checkEntitlement(db: Db, input: EntitlementInput): Promise<Entitlement> {
  const now = input.now ?? new Date();
  const { definition } = input;
  if (!definition.membersOnly && definition.freeDailyQuota === null) {
    return { allowed: true, remaining: null };
  }
  const [user] = await db
    .select({ vipEndAt: users.vipEndAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (user?.vipEndAt && user.vipEndAt.getTime() >= now.getTime()) {
    return { allowed: true, remaining: null };
  }
  if (definition.membersOnly) {
    return {
      allowed: false,
      reason: 'members',
      message: membersOnlyMessage(input.appName),
      remaining: 0,
    };
  }
  const quota = definition.freeDailyQuota ?? 0;
  const rule = dailyUseRule(input.userId, input.appId, quota, now);
  const [used] = await db
    .select({ hits: throttleCounters.hits })
    .from(throttleCounters)
    .where(eq(throttleCounters.key, rule.key));
  const remaining = Math.max(0, quota - (used?.hits ?? 0));
  if (remaining === 0) {
    return {
      allowed: false,
      reason: 'quota',
      message: quotaMessage(input.appName, quota),
      remaining,
    };
  }
  return { allowed: true, remaining, rule };
}

/**
 * Takes one free use of today's quota (an allowed decision with a `rule`) before the model is
 * called: one conditional upsert, so of two first questions at once exactly as many pass as the
 * quota has left. Undefined when the quota was spent meanwhile (40003); the hold is given back
 * when the question is refused after all (limits, a missing conversation, a failed answer).
 */
export async function takeDailyUse(
  throttle: Throttle,
  decision: Entitlement,
): Promise<ThrottleHold | undefined> {
  if (!decision.allowed || !decision.rule) return { giveBack: async () => {} };
  return throttle.consume([decision.rule]);
}
