import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apps } from '../../db/schema';
import { buildAppSearchIndex, type AppSearchIndex, type SearchHit } from './search-index';

export interface AppSearchDeps {
  db: Db;
  /** Milliseconds clock; injectable for tests. */
  now?: () => number;
  /**
   * How long a built index is trusted before the catalogue's version is checked again (one cheap
   * aggregate query). Changes made through this process call `invalidate()` and show at once;
   * changes by another instance or an operator show within this delay.
   */
  recheckMs?: number;
}

export interface AppSearch {
  /** Ranked hits among online apps (see buildAppSearchIndex). */
  search(query: string, limit?: number): Promise<SearchHit[]>;
  /** Forces a rebuild on the next search. */
  invalidate(): void;
}

/**
 * The catalogue search of §4/§7 (`/v1/app/search`, the name filter of `/v1/app/index/list`):
 * an in-memory bigram index of the online apps, rebuilt when the catalogue changes.
 * The version is `count, max(id), max(updated_at)` of the apps table; an edit must touch
 * `updated_at` (the seed and admin tools do) to be seen by other instances.
 */
export function createAppSearch({
  db,
  now = Date.now,
  recheckMs = 1000,
}: AppSearchDeps): AppSearch {
  let index: AppSearchIndex | undefined;
  let version = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<AppSearchIndex> | undefined;

  async function currentVersion(): Promise<string> {
    const rows = await db
      .select({
        n: sql<number>`count(*) filter (where ${apps.online})`,
        maxId: sql<number>`coalesce(max(${apps.id}), 0)`,
        maxUpdated: sql<string>`coalesce(max(${apps.updatedAt})::text, '')`,
      })
      .from(apps);
    const row = rows[0];
    return row ? `${row.n}|${row.maxId}|${row.maxUpdated}` : '';
  }

  async function refresh(): Promise<AppSearchIndex> {
    const v = await currentVersion();
    checkedAt = now();
    if (index && v === version) return index;
    const rows = await db
      .select({ id: apps.id, name: apps.name, description: apps.description, sort: apps.sort })
      .from(apps)
      .where(sql`${apps.online}`);
    index = buildAppSearchIndex(rows);
    version = v;
    return index;
  }

  async function ready(): Promise<AppSearchIndex> {
    if (index && now() - checkedAt < recheckMs) return index;
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async search(query, limit) {
      return (await ready()).search(query, limit);
    },
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
      version = '';
    },
  };
}
