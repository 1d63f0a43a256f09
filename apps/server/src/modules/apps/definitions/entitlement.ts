/**
 * Who may use an app now (docs/apps.md "Entitlement"): decided on the server, from the app's
 * definition (members only, free uses a day for non-members) and the teacher's membership and
 * use today. The pre-chat check shows the answer; the streaming call enforces it, so a client
 * cannot skip it.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { conversationMessages, conversations, users } from '../../../db/schema';
import type { AppDefinition } from './definition';

/** The decision: allowed, or why not and what the teacher can do. */
export type Entitlement =
  | { allowed: true; remaining: number | null }
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
 * and an app with a daily quota once that many questions were asked in its conversations since
 * Beijing midnight (each question counts, follow-ups included).
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
  const [used] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.userId, input.userId),
        eq(conversations.appId, input.appId),
        gte(conversationMessages.createdAt, beijingDayStart(now)),
      ),
    );
  const remaining = Math.max(0, quota - (used?.n ?? 0));
  if (remaining === 0) {
    return {
      allowed: false,
      reason: 'quota',
      message: quotaMessage(input.appName, quota),
      remaining,
    };
  }
  return { allowed: true, remaining };
}
