import { drizzle } from 'drizzle-orm/pg-proxy';
import { migrate } from 'drizzle-orm/pg-proxy/migrator';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database';
import { startPgliteWorker, type PgliteWorkerClient } from './pglite-client';
import * as schema from './schema';

function proxyDb(client: PgliteWorkerClient, txId?: number): Db {
  // pg-proxy wants array rows for mapped selects ('all') and object rows for raw 'execute'.
  return drizzle(
    async (query, params, method) => {
      const { rows } = await client.query(
        query,
        params,
        method === 'all' ? 'array' : 'object',
        txId,
      );
      return { rows };
    },
    { schema, casing: 'snake_case' },
  ) as unknown as Db;
}

/**
 * Opens the embedded PGlite database in a worker thread (data in `dataDir`, or `memory://`).
 * Queries travel to the worker as messages; see pglite-worker.ts for how transactions stay whole.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { vector?: boolean } = {},
): Promise<Database> {
  const client = await startPgliteWorker(dataDir, options);
  const db = proxyDb(client);
  return {
    kind: 'pglite',
    db,
    async transaction(fn) {
      const txId = await client.begin();
      let result;
      try {
        result = await fn(proxyDb(client, txId));
      } catch (error) {
        await client.rollback(txId);
        throw error;
      }
      await client.commit(txId);
      return result;
    },
    async migrate(migrationsFolder) {
      await migrate(db as never, (queries) => client.batch(queries), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
