import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import * as schema from './schema';
import { withDeadline } from './unavailable';

/** Advisory lock key held while migrating, so instances starting together migrate once. */
const MIGRATION_LOCK_KEY = 7_310_2026;

/** Options of {@link openPostgresDatabase}. */
export interface PostgresOptions {
  /**
   * Deadline of one statement (default 15000 ms): `statement_timeout` on the server, and on the
   * client the same plus 1 s (a partitioned server can deliver no cancel). Connecting waits at
   * most 5 s. Migrations use their own connection without these deadlines.
   */
  timeoutMs?: number;
}

/** Longest wait for a new connection (or a free one from the pool). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens PostgreSQL at `url` through a node-postgres pool with deadlines and TCP keep-alive, so a
 * partitioned or stopped database ends each request with an error within seconds (a 503 envelope)
 * instead of a hang.
 */
export async function openPostgresDatabase(
  url: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  await db.execute(sql`select 1`);
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    async migrate(migrationsFolder) {
      // Waiting for another instance's migration lock, or a long migration, has no deadline.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async ping(deadline = timeoutMs) {
      await withDeadline(db.execute(sql`select 1`), deadline, 'PostgreSQL ping');
    },
    lost: new Promise<Error>(() => undefined),
    close: () => pool.end(),
  };
}
