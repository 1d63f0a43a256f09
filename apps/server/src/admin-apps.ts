/**
 * Operator commands for app definitions and ratings (docs/apps.md "Operators"):
 * `app:list`, `app:export --uri U`, `app:import --file F`, `app:ratings`.
 */
import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { appDefinitions, apps } from './db/schema';
import { createDefinitionStore, DefinitionError } from './modules/apps';
import { ratingSummary } from './modules/assistant';

/** The app commands. */
export const APP_COMMANDS = new Set(['app:list', 'app:export', 'app:import', 'app:ratings']);

/** A refusal an operator can fix (exit code 2). */
export class AppCommandError extends Error {}

/** Runs one app command; resolves with what to print on stdout. */
export async function appCommand(
  command: string,
  options: Map<string, string>,
  db: Db,
): Promise<string> {
  const store = createDefinitionStore(db);
  if (command === 'app:list') {
    const rows = await db
      .select({
        uri: apps.uri,
        name: apps.name,
        category: apps.category,
        version: appDefinitions.version,
        source: appDefinitions.source,
        definition: appDefinitions.definition,
      })
      .from(apps)
      .leftJoin(appDefinitions, eq(appDefinitions.appId, apps.id))
      .orderBy(asc(apps.sort), asc(apps.id));
    return rows
      .map((r) => {
        const d = r.definition as { membersOnly?: boolean; freeDailyQuota?: number | null } | null;
        const entitlement = d
          ? `${d.membersOnly ? 'members' : 'all'} quota=${d.freeDailyQuota ?? '∞'}`
          : '-';
        return [r.uri, r.name, r.category, r.version ?? '-', r.source ?? '-', entitlement].join(
          '\t',
        );
      })
      .join('\n');
  }
  if (command === 'app:export') {
    const uri = options.get('uri');
    if (!uri) throw new AppCommandError('--uri is required (缺少 --uri)。');
    const found = await store.exportByUri(uri);
    if (!found) throw new AppCommandError(`应用 ${uri} 没有定义（或不存在）。`);
    return JSON.stringify(found.definition, null, 2);
  }
  if (command === 'app:import') {
    const file = options.get('file');
    if (!file) throw new AppCommandError('--file is required (缺少 --file)。');
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new AppCommandError(
        `无法读取 ${file}：${error instanceof Error ? error.message : String(error)}`,
      );
    }
    try {
      const def = await store.importDefinition(raw);
      return `imported ${def.uri} version ${def.version}`;
    } catch (error) {
      if (error instanceof DefinitionError) throw new AppCommandError(error.message);
      throw error;
    }
  }
  const summary = await ratingSummary(db);
  if (summary.length === 0) return '还没有评价。';
  return [
    'uri\tname\t有用\t没用\t没用的原因',
    ...summary.map((s) =>
      [
        s.uri,
        s.name,
        s.useful,
        s.useless,
        s.uselessTags.map(([t, n]) => `${t}×${n}`).join(' ') || '-',
      ].join('\t'),
    ),
  ].join('\n');
}
