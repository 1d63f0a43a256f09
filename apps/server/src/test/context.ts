import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { prepareDatabase } from '../boot';
import type { Database } from '../db/database';
import { createFreshPostgresDatabase, type FreshPostgres } from '../db/fresh-postgres';
import { copyMigratedPgliteTemplate } from '../db/pglite-template';
import { loadConfig, testDatabaseUrl, type Config } from '../env';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** Log lines written by the app (JSON strings). */
  logs: string[];
  close(): Promise<void>;
}

/** Which backend the suites run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const backend: 'postgres' | 'pglite' = testDatabaseUrl() ? 'postgres' : 'pglite';

/**
 * A fresh database (PGlite in a temp DATA_DIR, or a fresh PostgreSQL database under
 * TEST_DATABASE_URL), migrated and seeded, and the app built on it (not listening: use inject).
 * WEB_DIST is an empty temp dir unless `webDist` is given, so tests never see a real build.
 */
export async function createTestContext(
  opts: {
    webDist?: string;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Changes the loaded configuration (e.g. a transport to a local fake service). */
    config?: (config: Config) => Config;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aita-server-test-'));
  const adminUrl = testDatabaseUrl();
  let fresh: FreshPostgres | undefined;
  let database: Database | undefined;
  try {
    fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    if (!fresh) await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
    const webDist = opts.webDist ?? join(dataDir, 'web-not-built');
    await mkdir(webDist, { recursive: true });
    const loaded = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      WEB_DIST: webDist,
      PATH: process.env.PATH,
      ...(fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: '1' } : {}),
      ...opts.env,
    });
    const config = opts.config ? opts.config(loaded) : loaded;
    database = await prepareDatabase(config);
    const logs: string[] = [];
    const app = await buildApp({
      config,
      database,
      logStream: { write: (line) => logs.push(line) },
    });
    opts.beforeReady?.(app);
    await app.ready();
    // As the server does once it listens (boot.ts).
    database.freeSpace?.arm();
    const db = database;
    return {
      app,
      database: db,
      config,
      dataDir,
      logs,
      async close() {
        try {
          await app.close();
          await db.close();
        } finally {
          await fresh?.drop();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await fresh?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** POSTs JSON (or a raw string body) with `app.inject`. */
export function postJson(app: FastifyInstance, url: string, body?: unknown, raw?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}
