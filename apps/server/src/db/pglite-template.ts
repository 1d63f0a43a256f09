import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import { openPgliteDatabase } from './pglite';

const PREFIX = 'aita-pglite-template-';
const DAY_MS = 24 * 60 * 60 * 1000;

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  hash.update(
    (await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json')).catch(() => '')) || '',
  );
  return hash.digest('hex').slice(0, 16);
}

async function removeStaleTemplates(current: string): Promise<void> {
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX) || name === current) continue;
    const path = join(tmpdir(), name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > DAY_MS)
      await rm(path, { recursive: true, force: true });
  }
}

/**
 * Tests only: fills `target` with an empty, migrated PGlite data directory, copied from a template
 * in the temp dir (made once per set of migrations). A fresh PGlite runs initdb, which takes
 * seconds; a copy takes a fraction of that. The server then migrates (nothing to do) and seeds.
 */
export async function copyMigratedPgliteTemplate(target: string): Promise<void> {
  const name = `${PREFIX}${await migrationsKey()}`;
  const template = join(tmpdir(), name);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = `${template}.tmp-${randomBytes(4).toString('hex')}`;
    const database = await openPgliteDatabase(building);
    try {
      await database.migrate(MIGRATIONS_DIR);
    } finally {
      await database.close();
    }
    // Concurrent test files may build it at the same time: the first rename wins.
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
    await removeStaleTemplates(name);
  }
  await cp(template, target, { recursive: true });
}
