import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { createFreshPostgresDatabase } from '../../db/fresh-postgres';
import { openPgliteDatabase } from '../../db/pglite';
import { copyMigratedPgliteTemplate } from '../../db/pglite-template';
import { openPostgresDatabase } from '../../db/postgres';
import { testDatabaseUrl } from '../../env';
import { MIGRATIONS_DIR } from '../../paths';

/** One row per job whose handler had its effect; `n` counts effects (exactly once: 1). */
export const jobEffects = pgTable('job_effects', {
  jobId: uuid().primaryKey(),
  worker: text().notNull(),
  n: integer().notNull(),
});

/** One row per handler run (attempt) of a test job. */
export const jobAttempts = pgTable('job_attempts', {
  jobId: uuid().notNull(),
  attempt: integer().notNull(),
  worker: text().notNull(),
});

/** Which backend the queue suites run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const backend: 'postgres' | 'pglite' = testDatabaseUrl() ? 'postgres' : 'pglite';

export interface JobsTestDatabase {
  database: Database;
  /** The PostgreSQL URL of the fresh database (undefined on PGlite). */
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for the queue tests (no app, no seed), with the side tables the
 * handlers of the tests write: `job_effects` (one row per job, unique) and `job_attempts` (one
 * row per handler run).
 */
export async function freshJobsDatabase(): Promise<JobsTestDatabase> {
  const adminUrl = testDatabaseUrl();
  const fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
  const dir = fresh ? undefined : await mkdtemp(join(tmpdir(), 'aita-jobs-test-'));
  if (dir) await copyMigratedPgliteTemplate(join(dir, 'pglite'));
  const database = fresh
    ? await openPostgresDatabase(fresh.url)
    : await openPgliteDatabase(join(dir ?? '', 'pglite'));
  await database.migrate(MIGRATIONS_DIR);
  await database.db.execute(sql`
    create table job_effects (job_id uuid primary key, worker text not null, n integer not null)
  `);
  await database.db.execute(sql`
    create table job_attempts (job_id uuid not null, attempt integer not null, worker text not null)
  `);
  return {
    database,
    url: fresh?.url,
    async close() {
      try {
        await database.close();
      } finally {
        await fresh?.drop();
        if (dir) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
