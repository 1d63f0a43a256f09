import type { apps as contract, Data } from '@aita/contract';
import type { AppCategory, AppColumn, AppIndexList, AppInfo } from '@aita/core';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appColumnApps, appColumns, apps, standardDocs } from '../../db/schema';
import { createAppSearch, type AppSearch } from './search';

/** Filters of `POST /v1/app/index/list` (§7), already validated. */
export interface AppListQuery {
  /**
   * Search text (name or description substring, NFKC and case-insensitive, taken literally);
   * blank means no filter. Answered by the search index (app-search.ts).
   */
  name?: string;
  /** Exact category. */
  category?: string;
  /** The logged-in teacher, for `isCollect`; undefined when anonymous. */
  userId?: number;
}

export interface AppServiceDeps {
  db: Db;
  /**
   * The app ids a teacher has favourited. Favourites arrive with the identity issue; until then
   * every app answers `isCollect: 0`.
   */
  collectedAppIds?: (userId: number) => Promise<ReadonlySet<number>>;
  /** Random source in [0, 1) for the zone column id (§3); injectable for tests. */
  random?: () => number;
  /** The catalogue search index; created on `db` when not given. */
  search?: AppSearch;
}

/** `POST /v1/app/search` result (docs/apps.md): ranked apps and how many matched in all. */
export type AppSearchResult = Data<typeof contract.search>;

/** Most hits `POST /v1/app/search` returns (docs/apps.md "Search"). */
export const SEARCH_RESULT_LIMIT = 100;
/** Most apps `GET /v1/app/recommend` returns. */
export const RECOMMEND_LIMIT = 8;
/** The column whose apps are recommended on the new home (seed slug). */
export const RECOMMEND_COLUMN_SLUG = 'hot';

export interface AppLogoInfo {
  name: string;
  glyph: string;
  category: AppCategory;
}

export interface AppService {
  /** §3 App list response. */
  list(query?: AppListQuery): Promise<AppIndexList>;
  /** What the rendered logo of app `uri` shows; undefined for an unknown or offline app. */
  findLogo(uri: string): Promise<AppLogoInfo | undefined>;
  /** §4 search: online apps ranked exact name, name prefix, name contains, description. */
  search(query: string, userId?: number): Promise<AppSearchResult>;
  /** The new home's recommended apps: the 热门应用 column, in order, at most RECOMMEND_LIMIT. */
  recommend(userId?: number): Promise<AppInfo[]>;
  /** Online apps by id, in the order of `ids` (unknown or offline ids are skipped). */
  byIds(ids: readonly number[], userId?: number): Promise<AppInfo[]>;
  /** Online apps by uri, in the order of `uris` (unknown or offline uris are skipped). */
  byUris(uris: readonly string[], userId?: number): Promise<AppInfo[]>;
  /** True when app `appId` exists and is online. */
  exists(appId: number): Promise<boolean>;
  /** The app ids teacher `userId` has favourited (empty when anonymous). */
  favouriteIds(userId?: number): Promise<ReadonlySet<number>>;
  /** Call after changing the apps table, so search sees it at once. */
  invalidateSearch(): void;
}

const appInfoColumns = {
  id: apps.id,
  name: apps.name,
  logo: apps.logo,
  description: apps.description,
  template: apps.template,
  category: apps.category,
  uri: apps.uri,
  seoTitle: apps.seoTitle,
  seoDescription: apps.seoDescription,
  seoKeywords: apps.seoKeywords,
};

interface AppRow {
  id: number;
  name: string;
  logo: string;
  description: string;
  template: number;
  category: AppCategory;
  uri: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
}

function toAppInfo(r: AppRow, collected: ReadonlySet<number>): AppInfo {
  return {
    appId: r.id,
    name: r.name,
    logo: r.logo,
    desc: r.description,
    template: r.template,
    category: r.category,
    uri: r.uri,
    appSeoInfo: r.seoTitle
      ? {
          title: r.seoTitle,
          description: r.seoDescription ?? '',
          keyWords: r.seoKeywords ?? '',
          uri: r.uri,
          appId: r.id,
        }
      : null,
    isCollect: collected.has(r.id) ? 1 : 0,
  };
}

/** The zone column's id is random in 100..999 (§3), never equal to a real column id. */
function zoneId(random: () => number, taken: ReadonlySet<number>): number {
  for (;;) {
    const id = 100 + Math.floor(random() * 900);
    if (!taken.has(id)) return id;
  }
}

/**
 * The application centre's catalogue (§3, §7 "Apps and favourites").
 * `list` runs three fixed queries, whatever the number of columns or apps.
 */
export function createAppService({
  db,
  collectedAppIds,
  random = Math.random,
  search = createAppSearch({ db }),
}: AppServiceDeps): AppService {
  const collectedFor = (userId: number | undefined): Promise<ReadonlySet<number>> =>
    userId !== undefined && collectedAppIds
      ? collectedAppIds(userId)
      : Promise.resolve(new Set<number>());

  async function byIds(ids: readonly number[], userId?: number): Promise<AppInfo[]> {
    if (ids.length === 0) return [];
    const [rows, collected] = await Promise.all([
      db
        .select(appInfoColumns)
        .from(apps)
        .where(and(eq(apps.online, true), inArray(apps.id, [...ids]))),
      collectedFor(userId),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [toAppInfo(r, collected)] : [];
    });
  }

  return {
    async list(query = {}) {
      const name = query.name?.trim() ?? '';
      const category = query.category?.trim() ?? '';
      const filtered = name !== '' || category !== '';
      const conditions: SQL[] = [eq(apps.online, true)];
      // The name filter is answered by the search index: literal text, no LIKE wildcards.
      const matching = name ? new Set((await search.search(name)).map((hit) => hit.id)) : undefined;
      if (category) conditions.push(sql`${apps.category}::text = ${category}`);

      const [columns, allRows, docs, collected] = await Promise.all([
        db
          .select({ id: appColumns.id, name: appColumns.name, kind: appColumns.kind })
          .from(appColumns)
          .orderBy(asc(appColumns.sort), asc(appColumns.id)),
        db
          .select({
            columnId: appColumnApps.columnId,
            ...appInfoColumns,
          })
          .from(appColumnApps)
          .innerJoin(apps, eq(apps.id, appColumnApps.appId))
          .where(and(...conditions))
          .orderBy(asc(appColumnApps.sort), asc(apps.sort), asc(apps.id)),
        db
          .select({ name: standardDocs.name, link: standardDocs.link })
          .from(standardDocs)
          .orderBy(asc(standardDocs.sort), asc(standardDocs.id)),
        collectedFor(query.userId),
      ]);
      const rows = matching ? allRows.filter((r) => matching.has(r.id)) : allRows;

      const byColumn = new Map<number, AppInfo[]>();
      for (const r of rows) {
        const info = toAppInfo(r, collected);
        const list = byColumn.get(r.columnId);
        if (list) list.push(info);
        else byColumn.set(r.columnId, [info]);
      }

      const result: AppIndexList = {
        hasNewStandardColumn: false,
        columnList: [],
        appList: {},
        newColumnList: [],
        newAppList: {},
        newStandardDocList: [],
      };
      for (const c of columns) {
        if (c.kind !== 'new_standard_sub') continue;
        const appList = byColumn.get(c.id) ?? [];
        if (filtered && appList.length === 0) continue;
        result.newColumnList.push({ id: c.id, name: c.name, appList });
        result.newAppList[String(c.id)] = appList;
      }
      const taken = new Set(columns.map((c) => c.id));
      for (const c of columns) {
        let column: AppColumn;
        if (c.kind === 'normal') {
          const appList = byColumn.get(c.id) ?? [];
          if (filtered && appList.length === 0) continue;
          column = { id: c.id, name: c.name, appList };
        } else if (c.kind === 'new_standard' && !result.hasNewStandardColumn) {
          // The zone is shown when it has content; its apps are in newColumnList/newAppList.
          if (result.newColumnList.length === 0 && (filtered || docs.length === 0)) continue;
          result.hasNewStandardColumn = true;
          result.newStandardDocList = docs;
          column = { id: zoneId(random, taken), name: c.name, appList: [] };
        } else {
          continue;
        }
        result.columnList.push(column);
        result.appList[String(column.id)] = column.appList;
      }
      return result;
    },

    async findLogo(uri) {
      const [row] = await db
        .select({ name: apps.name, glyph: apps.logoGlyph, category: apps.category })
        .from(apps)
        .where(and(eq(apps.uri, uri), eq(apps.online, true)))
        .limit(1);
      return row;
    },

    async search(query, userId) {
      const hits = await search.search(query);
      const list = await byIds(
        hits.slice(0, SEARCH_RESULT_LIMIT).map((h) => h.id),
        userId,
      );
      return { list, total: hits.length };
    },

    async recommend(userId) {
      const rows = await db
        .select({ id: apps.id })
        .from(appColumnApps)
        .innerJoin(appColumns, eq(appColumns.id, appColumnApps.columnId))
        .innerJoin(apps, eq(apps.id, appColumnApps.appId))
        .where(and(eq(appColumns.slug, RECOMMEND_COLUMN_SLUG), eq(apps.online, true)))
        .orderBy(asc(appColumnApps.sort), asc(apps.sort), asc(apps.id))
        .limit(RECOMMEND_LIMIT);
      return byIds(
        rows.map((r) => r.id),
        userId,
      );
    },

    byIds,

    async byUris(uris, userId) {
      if (uris.length === 0) return [];
      const rows = await db
        .select({ id: apps.id, uri: apps.uri })
        .from(apps)
        .where(and(eq(apps.online, true), inArray(apps.uri, [...uris])));
      const idByUri = new Map(rows.map((r) => [r.uri, r.id]));
      return byIds(
        uris.flatMap((u) => {
          const id = idByUri.get(u);
          return id === undefined ? [] : [id];
        }),
        userId,
      );
    },

    async exists(appId) {
      const [row] = await db
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.id, appId), eq(apps.online, true)))
        .limit(1);
      return row !== undefined;
    },

    favouriteIds: collectedFor,

    invalidateSearch: () => search.invalidate(),
  };
}
