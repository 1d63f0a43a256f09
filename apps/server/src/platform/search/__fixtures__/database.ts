import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../../db/database';
import { createFreshPostgresDatabase } from '../../../db/fresh-postgres';
import { openPgliteDatabase } from '../../../db/pglite';
import { copyMigratedPgliteTemplate } from '../../../db/pglite-template';
import { openPostgresDatabase } from '../../../db/postgres';
import { testDatabaseUrl } from '../../../env';
import { MIGRATIONS_DIR } from '../../../paths';

/**
 * A fresh, migrated, empty database for a search test file: PostgreSQL under TEST_DATABASE_URL,
 * else PGlite in a temp directory (pgvector loaded unless `vector: false`). `close()` removes it.
 */
export async function openFreshDatabase(
  options: { vector?: boolean } = {},
): Promise<{ database: Database; close(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  if (adminUrl) {
    const fresh = await createFreshPostgresDatabase(adminUrl);
    const database = await openPostgresDatabase(fresh.url);
    await database.migrate(MIGRATIONS_DIR);
    return {
      database,
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'aita-search-test-'));
  await copyMigratedPgliteTemplate(join(dir, 'pglite'));
  const database = await openPgliteDatabase(join(dir, 'pglite'), {
    vector: options.vector ?? true,
  });
  return {
    database,
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
