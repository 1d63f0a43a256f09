/**
 * App definitions in the database (table `app_definitions`; docs/apps.md "App definitions"):
 * the seeded file is loaded at seed and start, operators import and export single definitions,
 * and the chat reads one per request (a primary-key lookup, so an operator's change shows at
 * once on every instance).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { appDefinitions, apps } from '../../../db/schema';
import {
  DefinitionError,
  definitionInputSchema,
  DEFAULT_FREE_DAILY_QUOTA,
  parseStoredDefinition,
  resolveDefinition,
  SEED_DEFINITIONS,
  type AppDefinition,
} from './definition';

/** What {@link syncSeedDefinitions} did. */
export interface SyncResult {
  inserted: number;
  updated: number;
  /** Operator-edited rows left alone although the file has a newer version. */
  kept: number;
}

/**
 * Loads the seeded definitions for the apps that exist (matched by uri): a missing row is
 * inserted, a seeded row with an older version is replaced, an operator's row is never touched.
 * Idempotent; one select, one insert for the missing rows, one update per outdated row.
 */
export async function syncSeedDefinitions(
  db: Db,
  definitions: readonly AppDefinition[] = SEED_DEFINITIONS,
): Promise<SyncResult> {
  const result: SyncResult = { inserted: 0, updated: 0, kept: 0 };
  if (definitions.length === 0) return result;
  const rows = await db
    .select({
      id: apps.id,
      uri: apps.uri,
      version: appDefinitions.version,
      source: appDefinitions.source,
    })
    .from(apps)
    .leftJoin(appDefinitions, eq(appDefinitions.appId, apps.id))
    .where(
      inArray(
        apps.uri,
        definitions.map((d) => d.uri),
      ),
    );
  const byUri = new Map(rows.map((r) => [r.uri, r]));
  const missing: (typeof appDefinitions.$inferInsert)[] = [];
  for (const def of definitions) {
    const row = byUri.get(def.uri);
    if (!row) continue;
    if (row.version === null) {
      missing.push({ appId: row.id, version: def.version, source: 'seed', definition: { ...def } });
    } else if (row.version < def.version) {
      if (row.source !== 'seed') {
        result.kept++;
        continue;
      }
      await db
        .update(appDefinitions)
        .set({ version: def.version, definition: { ...def }, updatedAt: new Date() })
        .where(eq(appDefinitions.appId, row.id));
      result.updated++;
    }
  }
  // One statement for a fresh catalogue (the first start seeds every app at once).
  if (missing.length > 0) {
    await db.insert(appDefinitions).values(missing).onConflictDoNothing();
    result.inserted = missing.length;
  }
  return result;
}

/** The handle of {@link createDefinitionStore}. */
export interface DefinitionStore {
  /** The app's definition; undefined when it has none (or a hand-broken row). */
  get(appId: number): Promise<AppDefinition | undefined>;
  /** The definition of app `uri`, with its source, for `app:export`. */
  exportByUri(uri: string): Promise<{ definition: AppDefinition; source: string } | undefined>;
  /**
   * An operator's definition (`app:import`): validated, presets expanded, stored with source
   * `operator`. Throws {@link DefinitionError} with a readable message when invalid or when
   * no app has its uri.
   */
  importDefinition(raw: unknown): Promise<AppDefinition>;
}

/** Reads and writes `app_definitions`. */
export function createDefinitionStore(db: Db): DefinitionStore {
  return {
    async get(appId) {
      const [row] = await db
        .select({ definition: appDefinitions.definition })
        .from(appDefinitions)
        .where(eq(appDefinitions.appId, appId))
        .limit(1);
      return row ? parseStoredDefinition(row.definition) : undefined;
    },

    async exportByUri(uri) {
      const [row] = await db
        .select({ definition: appDefinitions.definition, source: appDefinitions.source })
        .from(appDefinitions)
        .innerJoin(apps, eq(apps.id, appDefinitions.appId))
        .where(eq(apps.uri, uri))
        .limit(1);
      const definition = row && parseStoredDefinition(row.definition);
      return definition && row ? { definition, source: row.source } : undefined;
    },

    async importDefinition(raw) {
      const parsed = definitionInputSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new DefinitionError(
          `定义无效：${issue ? `${issue.path.join('.') || '(根)'} ${issue.message}` : ''}`,
        );
      }
      const definition = resolveDefinition(parsed.data, {
        freeDailyQuota: DEFAULT_FREE_DAILY_QUOTA,
      });
      const [app] = await db
        .select({ id: apps.id })
        .from(apps)
        .where(eq(apps.uri, definition.uri))
        .limit(1);
      if (!app) throw new DefinitionError(`没有 uri 为 ${definition.uri} 的应用`);
      const values = {
        appId: app.id,
        version: definition.version,
        source: 'operator',
        definition: { ...definition },
        updatedAt: new Date(),
      };
      await db
        .insert(appDefinitions)
        .values(values)
        .onConflictDoUpdate({ target: appDefinitions.appId, set: values });
      return definition;
    },
  };
}
