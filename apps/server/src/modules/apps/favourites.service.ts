import { Code, type AppInfo } from '@aita/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favourites, myApps } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { MSG_APP_NOT_FOUND } from './messages';
import type { AppService } from './service';

/** Which recent-apps list `mylist/add` writes (§7 `/v1/aitalk/…`, `/v1/aiassistant/…`). */
export type MyAppList = 'aitalk' | 'aiassistant';

/** §4 favourite status: 1 collect, 0 cancel. */
export type CollectStatus = 0 | 1;

export interface FavouriteService {
  /** The teacher's favourites, newest first, each with `isCollect: 1`. */
  list(userId: number): Promise<AppInfo[]>;
  /** The apps the teacher opened lately (`/v1/aitalk/mylist/add`), newest first, at most 8. */
  recent(userId: number): Promise<AppInfo[]>;
  /**
   * Collects (1) or cancels (0) app `appId`; idempotent (one row however often collected;
   * cancelling what is not collected is fine).
   * @throws DomainError 40004 应用不存在 for an unknown or offline app.
   * @returns the resulting status.
   */
  update(userId: number, appId: number, status: CollectStatus): Promise<CollectStatus>;
  /**
   * Puts app `appId` on the teacher's recent list `list` (new row, or `updatedAt` touched).
   * @throws DomainError 40004 应用不存在 for an unknown or offline app.
   */
  addMyApp(userId: number, list: MyAppList, appId: number): Promise<void>;
}

/** How many recent apps `/v1/aitalk/mylist/recent` lists. */
export const RECENT_APPS_MAX = 8;

/** The app ids a teacher has favourited: the `collectedAppIds` seam of createAppService. */
export function createCollectedAppIds(db: Db): (userId: number) => Promise<ReadonlySet<number>> {
  return async (userId) => {
    const rows = await db
      .select({ appId: favourites.appId })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    return new Set(rows.map((r) => r.appId));
  };
}

/** Favourites and recent apps (§4 "Favourite", §7 "Apps and favourites"). */
export function createFavouriteService({
  db,
  appService,
}: {
  db: Db;
  appService: AppService;
}): FavouriteService {
  async function mustExist(appId: number): Promise<void> {
    if (!(await appService.exists(appId))) {
      throw new DomainError(Code.NOT_FOUND, MSG_APP_NOT_FOUND);
    }
  }

  return {
    async list(userId) {
      const rows = await db
        .select({ appId: favourites.appId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.appId));
      const ids = rows.map((r) => r.appId);
      const infos = await appService.byIds(ids);
      return infos.map((a) => ({ ...a, isCollect: 1 as const }));
    },

    async recent(userId) {
      const rows = await db
        .select({ appId: myApps.appId })
        .from(myApps)
        .where(and(eq(myApps.userId, userId), eq(myApps.list, 'aitalk')))
        .orderBy(desc(myApps.updatedAt), desc(myApps.appId))
        .limit(RECENT_APPS_MAX);
      // In the order given, each with the teacher's favourite flag.
      return appService.byIds(
        rows.map((r) => r.appId),
        userId,
      );
    },

    async update(userId, appId, status) {
      await mustExist(appId);
      if (status === 1) {
        await db.insert(favourites).values({ userId, appId }).onConflictDoNothing();
      } else {
        await db
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.appId, appId)));
      }
      return status;
    },

    async addMyApp(userId, list, appId) {
      await mustExist(appId);
      await db
        .insert(myApps)
        .values({ userId, list, appId })
        .onConflictDoUpdate({
          target: [myApps.userId, myApps.list, myApps.appId],
          set: { updatedAt: sql`now()` },
        });
    },
  };
}
