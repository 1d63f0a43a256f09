/**
 * The teacher's conversation list (`/v1/aitalk/mylist`; docs/assistant.md "Conversation calls"):
 * pinned first, then the most recently active, with the number of live conversations. One
 * prepared statement: the order (`pinned_at is null`, `updated_at desc`) has no index, so the
 * page already reads every live conversation of the teacher to sort them, and the total is
 * counted in that same pass (`count(*) over ()`) instead of by a second statement scanning them
 * again. Only the page's rows are joined to their apps.
 */
import type { ConversationItem, ListPage } from '@aita/core';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apps, conversations } from '../../db/schema';
import { toConversationItem } from './message-item';

/** Lists a teacher's live conversations, a page at a time. */
export function createConversationList(db: Db) {
  const live = and(
    eq(conversations.userId, sql.placeholder('userId')),
    isNull(conversations.deletedAt),
  );
  const unpinnedLast = sql`${conversations.pinnedAt} is null`;
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
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
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
      total: page.total,
      appName: apps.name,
      appLogo: apps.logo,
    })
    .from(page)
    .leftJoin(apps, eq(apps.id, page.appId))
    .orderBy(page.unpinned, desc(page.updatedAt), desc(page.id))
    .prepare('conversation_list_page');
  // Only for a page past the end (no row to carry the total).
  const total = db
    .select({ n: count() })
    .from(conversations)
    .where(live)
    .prepare('conversation_list_total');

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
