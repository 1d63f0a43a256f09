import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appColumnApps, appColumns, apps, standardDocs } from '../../db/schema';
import { compressedBody, type CachedBody } from '../../platform/http/cached-body';

/**
 * The catalogue's version in one statement: counts, highest ids and latest `updated_at` of apps,
 * columns and curriculum documents, and the column memberships' count and sort sum. Edits must
 * touch `updated_at` (the seed and the admin tools do) to be seen by other instances; this one
 * sees its own at once through `invalidate()`.
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const rows = await db.execute(sql`select concat_ws('|',
    (select count(*) || ':' || coalesce(max(${apps.id}), 0) || ':' || coalesce(max(${apps.updatedAt})::text, '') from ${apps}),
    (select count(*) || ':' || coalesce(max(${appColumns.id}), 0) || ':' || coalesce(max(${appColumns.updatedAt})::text, '') from ${appColumns}),
    (select count(*) || ':' || coalesce(sum(${appColumnApps.sort}), 0) from ${appColumnApps}),
    (select count(*) || ':' || coalesce(max(${standardDocs.id}), 0) || ':' || coalesce(max(${standardDocs.updatedAt})::text, '') from ${standardDocs})) as v`);
  // node-postgres answers `{ rows }`, the PGlite proxy the rows themselves.
  const list = Array.isArray(rows) ? rows : (rows as { rows?: unknown[] } | null)?.rows;
  const first = list?.[0] as { v?: unknown } | undefined;
  return String(first?.v ?? '');
}

export interface BodyCacheDeps {
  /** The current catalogue version (`catalogueVersion`). */
  version: () => Promise<string>;
  /** How long a version is trusted before it is read again; invalidate() forces a read. */
  recheckMs?: number;
  /**
   * Bodies kept per key: the list's zone column id is random per answer (§3), so a key keeps this
   * many builds with their own ids and answers one of them at random.
   */
  variants?: number;
  /** Keys kept (least recently used dropped first): one per viewer state and query. */
  maxKeys?: number;
  now?: () => number;
  random?: () => number;
}

export interface BodyCache {
  /**
   * The cached body for `key` under the current catalogue version, building (and compressing) it
   * with `build` on a miss. Concurrent misses of one key share one build.
   */
  get(key: string, build: () => Promise<unknown>): Promise<CachedBody>;
  /** Drops every body: the next call reads the version again. */
  invalidate(): void;
}

interface Entry {
  bodies: CachedBody[];
  building?: Promise<CachedBody>;
}

/**
 * Cached, precompressed answers per catalogue version and key (docs/performance.md): the app list
 * is the same for every anonymous visitor and for every teacher with the same favourites, so it is
 * built, serialized and compressed once, then sent as bytes. A change of the catalogue (seen within
 * `recheckMs`, or at once through `invalidate()`) drops every body.
 */
export function createBodyCache({
  version,
  recheckMs = 1000,
  variants = 4,
  maxKeys = 500,
  now = Date.now,
  random = Math.random,
}: BodyCacheDeps): BodyCache {
  let current: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<string> | undefined;
  let entries = new Map<string, Entry>();

  async function currentVersion(): Promise<string> {
    if (current !== undefined && now() - checkedAt < recheckMs) return current;
    checking ??= version()
      .then((v) => {
        checkedAt = now();
        if (v !== current) entries = new Map();
        current = v;
        return v;
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  return {
    async get(key, build) {
      await currentVersion();
      const map = entries;
      let entry = map.get(key);
      if (entry) {
        map.delete(key); // re-insert: most recently used last
        map.set(key, entry);
      } else {
        entry = { bodies: [] };
        map.set(key, entry);
        if (map.size > maxKeys) {
          const oldest = map.keys().next().value;
          if (oldest !== undefined) map.delete(oldest);
        }
      }
      // Enough variants, or one on hand while another builds: answer from the cache.
      const ready = entry.bodies[Math.floor(random() * entry.bodies.length)];
      if (ready && (entry.bodies.length >= variants || entry.building)) return ready;
      if (entry.building) return entry.building;
      const target = entry;
      target.building = build()
        .then(compressedBody)
        .then((body) => {
          if (entries === map) target.bodies.push(body);
          return body;
        })
        .finally(() => {
          target.building = undefined;
        });
      return target.building;
    },
    invalidate() {
      current = undefined;
      entries = new Map();
    },
  };
}
