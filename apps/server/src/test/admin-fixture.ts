/**
 * A data folder and database for tests of `npm run admin` commands: the migrated embedded
 * template, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. The command runs as a
 * real process (`runAdminProcess`); the test reads and writes the same database in between.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { createFreshPostgresDatabase, type FreshPostgres } from '../db/fresh-postgres';
import { openDatabase } from '../db/open';
import { copyMigratedPgliteTemplate } from '../db/pglite-template';
import { testDatabaseUrl } from '../env';
import { MIGRATIONS_DIR } from '../paths';
import { runAdminProcess } from './server-process';

export interface AdminFixture {
  dataDir: string;
  /** Runs `npm run admin -- <args>` on this database, with `env` added. */
  admin(
    args: string[],
    env?: Record<string, string>,
  ): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Opens the database for the test, closes it after `fn` (the command needs it closed). */
  withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * `migrate`: migrate a fresh PostgreSQL now, for tests that write rows before the first command
 * (the embedded template is migrated already; a command migrates at its start anyway).
 */
export async function createAdminFixture(
  name: string,
  { migrate = false }: { migrate?: boolean } = {},
): Promise<AdminFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), `aita-admin-${name}-`));
  const adminUrl = testDatabaseUrl();
  let fresh: FreshPostgres | undefined;
  const withDatabase = async <T>(fn: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ databaseUrl: fresh?.url, dataDir });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  };
  try {
    fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    if (!fresh) await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
    else if (migrate) await withDatabase((database) => database.migrate(MIGRATIONS_DIR));
  } catch (error) {
    await fresh?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    dataDir,
    async admin(args, env = {}) {
      const run = runAdminProcess(args, {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(fresh ? { DATABASE_URL: fresh.url } : {}),
        ...env,
      });
      const code = await run.exit;
      return { code, stdout: run.out(), stderr: run.err() };
    },
    withDatabase,
    async close() {
      await fresh?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
