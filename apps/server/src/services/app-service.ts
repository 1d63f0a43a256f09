import type { AppCategory, AppColumn, AppIndexList, AppInfo } from '@aita/core';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appColumnApps, appColumns, apps, standardDocs } from '../db/schema';

/** Filters of `POST /v1/app/index/list` (§7), already validated. */
export interface AppListQuery {
  /** Substring of the name or description, case-insensitive; blank means no filter. */
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
}

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
}: AppServiceDeps): AppService {
  return {
    async list(query = {}) {
      const name = query.name?.trim() ?? '';
      const category = query.category?.trim() ?? '';
      const filtered = name !== '' || category !== '';
      const conditions: SQL[] = [eq(apps.online, true)];
      if (name) {
        // strpos, not LIKE: the text is taken literally (no % or _ wildcards to escape).
        conditions.push(
          sql`(strpos(lower(${apps.name}), lower(${name})) > 0 or strpos(lower(${apps.description}), lower(${name})) > 0)`,
        );
      }
      if (category) conditions.push(sql`${apps.category}::text = ${category}`);

      const [columns, rows, docs, collected] = await Promise.all([
        db
          .select({ id: appColumns.id, name: appColumns.name, kind: appColumns.kind })
          .from(appColumns)
          .orderBy(asc(appColumns.sort), asc(appColumns.id)),
        db
          .select({
            columnId: appColumnApps.columnId,
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
          })
          .from(appColumnApps)
          .innerJoin(apps, eq(apps.id, appColumnApps.appId))
          .where(and(...conditions))
          .orderBy(asc(appColumnApps.sort), asc(apps.sort), asc(apps.id)),
        db
          .select({ name: standardDocs.name, link: standardDocs.link })
          .from(standardDocs)
          .orderBy(asc(standardDocs.sort), asc(standardDocs.id)),
        query.userId !== undefined && collectedAppIds
          ? collectedAppIds(query.userId)
          : Promise.resolve(new Set<number>()),
      ]);

      const byColumn = new Map<number, AppInfo[]>();
      for (const r of rows) {
        const info: AppInfo = {
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
  };
}
