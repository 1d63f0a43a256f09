/** One stored exchange as `/v1/aitalk/log/list` answers it, with the teacher's rating. */
import type { ConversationItem, ConversationMessageItem } from '@aita/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { answerRatings, type conversationMessages } from '../../db/schema';

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The teacher's ratings of these exchanges: logId → useful. */
export async function ratingsOf(
  db: Db,
  userId: number,
  logIds: readonly string[],
): Promise<Map<string, boolean>> {
  if (logIds.length === 0) return new Map();
  const rows = await db
    .select({ logId: answerRatings.logId, useful: answerRatings.useful })
    .from(answerRatings)
    .where(and(eq(answerRatings.userId, userId), inArray(answerRatings.logId, [...logIds])));
  return new Map(rows.map((r) => [r.logId, r.useful]));
}

/** A `conversation_messages` row and its rating as the wire item. */
export function toMessageItem(
  r: typeof conversationMessages.$inferSelect,
  useful: boolean | undefined,
): ConversationMessageItem {
  return {
    logId: r.id,
    question: r.question,
    answer: r.answer,
    reasoning: r.reasoning,
    status: r.status,
    imgUrls: r.imgUrls,
    isDeepThink: r.deepThink === 1 ? 1 : 0,
    isNetwork: r.isNetwork === 2 ? 2 : 0,
    isNetworkSearch: r.networkSearched === 1,
    networkNumber: r.networkResults.length,
    createTime: seconds(r.createdAt),
    form: r.form ?? null,
    useful: useful === undefined ? null : useful ? 1 : 0,
  };
}

/** A conversation row with its app's name and logo. */
export type ConversationItemRow = {
  id: string;
  title: string;
  appId: number | null;
  uri: string;
  pinnedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  appName: string | null;
  appLogo: string | null;
};

/** A conversation as the list and info calls answer it. */
export function toConversationItem(r: ConversationItemRow): ConversationItem {
  return {
    id: r.id,
    title: r.title,
    appId: r.appId ?? 0,
    uri: r.uri,
    appName: r.appName ?? '',
    appLogo: r.appLogo ?? '',
    isTop: r.pinnedAt ? 1 : 0,
    createTime: seconds(r.createdAt),
    updateTime: seconds(r.updatedAt),
  };
}
