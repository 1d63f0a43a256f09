import { membership, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { apps, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { requireUser, userOf } from '../identity';
import { MSG_APP_NOT_FOUND } from '../apps';
import { MSG_BOOK_MEMBERS_ONLY, MSG_BOOK_NOT_NOBOOK } from './messages';

/** What a member may open: the nobook app and the page that shows it. */
export interface BookDetail {
  appId: number;
  name: string;
  /** The app's page (`/chat/<uri>`): the web app opens it in the app dialog (`?embed=1`). */
  url: string;
}

/**
 * The membership-book detail (docs/membership.md "Virtual lab"): whether this teacher may open
 * this nobook app, decided here from `users.vip_end_at` and the server's clock, never from what
 * the client believes. An unknown or offline app → 40004 应用不存在; an app of another category →
 * 40004; a teacher whose membership is absent or ended → 40003.
 */
export async function bookDetail(
  db: Db,
  clock: Clock,
  userId: number,
  appId: number,
): Promise<BookDetail> {
  const [app] = await db
    .select({ id: apps.id, name: apps.name, uri: apps.uri, category: apps.category })
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.online, true)))
    .limit(1);
  if (!app) throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
  if (app.category !== 'nobook') throw new DomainError(Code.NOT_FOUND, MSG_BOOK_NOT_NOBOOK);
  const [user] = await db
    .select({ vipEndAt: users.vipEndAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const end = user?.vipEndAt;
  if (!end || end.getTime() < clock().getTime()) {
    throw new DomainError(Code.FORBIDDEN, MSG_BOOK_MEMBERS_ONLY);
  }
  return { appId: app.id, name: app.name, url: `/chat/${encodeURIComponent(app.uri)}` };
}

/** `POST /v1/member/book/detail {appId}` (login): {@link bookDetail}. */
export const bookRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post(membership.bookDetail.path, { preHandler: requireUser }, async (request) => {
    const { appId } = parseInput(membership.bookDetail.body, request.body);
    return ok<Data<typeof membership.bookDetail>>(
      await bookDetail(db, clock, userOf(request).id, appId),
    );
  });
};
