/**
 * The teacher's conversation list (`/v1/aitalk/mylist`; docs/assistant.md "Conversation calls"):
 * pinned first, then the most recently active, with the number of live conversations. One
 * prepared statement reads only the page's rows, in the order of an index on the live ones
 * (`conversations_live_list_index`: no sort of all of the teacher's conversations), joins them to
 * their apps, and takes the total from `conversation_counts` (one row, kept by a trigger), not by
 * counting the teacher's rows (docs/performance.md "Conversation list").
 */
import type { ConversationItem, ListPage } from '@aita/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apps, conversationCounts, conversations } from '../../db/schema';
import { toConversationItem } from './message-item';

/**
 * The list's two statements, not prepared (tests read their text to ask the database for their
 * plan): a page with the total on each row, and the total alone (a page past the end has no row
 * to carry it). Placeholders: `userId`, `limit`, `offset`.
 */
export function conversationListQueries(db: Db) {
  const live = and(
    eq(conversations.userId, sql.placeholder('userId')),
    isNull(conversations.deletedAt),
  );
  // The index's expression: the planner matches the order to it only written the same way.
  const unpinnedLast = sql`${conversations.pinnedAt} is null`;
  const counted = db
    .select({ n: conversationCounts.live })
    .from(conversationCounts)
    .where(eq(conversationCounts.userId, sql.placeholder('userId')));
  const page = db
    .select({
      id: conversations.id,
      title: conversations.title,
      appId: conversations.appId,
      uri: conversations.uri,
      pinnedAt: conversations.pinnedAt,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      unpinned: unpinnedLast.mapWith(Boolean).as('unpinned'),
    })
    .from(conversations)
    .where(live)
    .orderBy(unpinnedLast, desc(conversations.updatedAt), desc(conversations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const pageWithApps = db
    .select({
      id: page.id,
      title: page.title,
      appId: page.appId,
      uri: page.uri,
      pinnedAt: page.pinnedAt,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      total: sql<number>`coalesce((${counted}), 0)`.mapWith(Number),
      appName: apps.name,
      appLogo: apps.logo,
    })
    .from(page)
    .leftJoin(apps, eq(apps.id, page.appId))
    .orderBy(page.unpinned, desc(page.updatedAt), desc(page.id));
  return { page: pageWithApps, total: counted };
}

/** Lists a teacher's live conversations, a page at a time. */
export function createConversationList(db: Db) {
  const queries = conversationListQueries(db);
  const pageWithApps = queries.page.prepare('conversation_list_page');
  const total = queries.total.prepare('conversation_list_total');

  return async function list(
    userId: number,
    pageNumber: number,
    pageSize: number,
  ): Promise<ListPage<ConversationItem>> {
    const offset = (pageNumber - 1) * pageSize;
    const rows = await pageWithApps.execute({ userId, limit: pageSize, offset });
    const n = rows[0]?.total ?? (offset === 0 ? 0 : ((await total.execute({ userId }))[0]?.n ?? 0));
    return {
      list: rows.map(toConversationItem),
      total: n,
    };
  };
}
