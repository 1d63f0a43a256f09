import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot';
import { loadConfig, testDatabaseUrl, type Config } from '../env';
import { backend } from '../test/context';
import { createFreshPostgresDatabase, type FreshPostgres } from './fresh-postgres';
import { appColumnApps, appColumns, apps, standardDocs } from './schema';
import { seedCatalogue, seedIfWanted } from './seed';
import { SEED_APPS, SEED_COLUMNS } from './seed-data';

let dataDir: string;
let fresh: FreshPostgres | undefined;
let config: Config;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aita-migrate-test-'));
  const adminUrl = testDatabaseUrl();
  fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
  config = loadConfig({
    DATA_DIR: dataDir,
    ...(fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: '1' } : {}),
  });
});
afterAll(async () => {
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function counts(database: Awaited<ReturnType<typeof prepareDatabase>>) {
  const n = async (
    table: typeof apps | typeof appColumns | typeof appColumnApps | typeof standardDocs,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    apps: await n(apps),
    columns: await n(appColumns),
    members: await n(appColumnApps),
    docs: await n(standardDocs),
  };
}

describe(`prepareDatabase (${backend})`, () => {
  it('migrates and seeds once, and restarting (migrate + seed again) changes nothing', async () => {
    const first = await prepareDatabase(config);
    const before = await counts(first);
    expect(before.apps).toBe(SEED_APPS.length);
    expect(before.columns).toBe(SEED_COLUMNS.length);
    expect(before.docs).toBe(15);
    await first.db.update(apps).set({ name: '改过的名字' });
    await first.close();

    const second = await prepareDatabase(config);
    try {
      expect(await counts(second)).toEqual(before);
      await seedCatalogue(second);
      expect(await counts(second)).toEqual(before);
      // The operator's edit survives re-seeding.
      const names = new Set(
        (await second.db.select({ name: apps.name }).from(apps)).map((r) => r.name),
      );
      expect([...names]).toEqual(['改过的名字']);
    } finally {
      await second.close();
    }
  }, 180_000);
});

describe(seedIfWanted, () => {
  it('does not seed PostgreSQL without SEED_DEMO=1', async () => {
    if (!fresh) {
      // On PGlite: an empty embedded catalogue is always seeded (checked above); check the rule
      // on the database of the test above, as if it were PostgreSQL without SEED_DEMO.
      const database = await prepareDatabase(config);
      try {
        const before = await counts(database);
        expect(await seedIfWanted(database, { databaseUrl: 'postgres://x', seedDemo: false })).toBe(
          false,
        );
        expect(await counts(database)).toEqual(before);
      } finally {
        await database.close();
      }
      return;
    }
    const other = await createFreshPostgresDatabase(testDatabaseUrl() ?? '');
    try {
      const database = await prepareDatabase(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: other.url }),
      );
      try {
        expect((await counts(database)).apps).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await other.drop();
    }
  });
});
