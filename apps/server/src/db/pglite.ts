import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { migrate } from 'drizzle-orm/pg-proxy/migrator';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database';
import { startPgliteWorker, type PgliteWorkerClient } from './pglite-client';
import type { FreeSpace } from './free-space';
import * as schema from './schema';
import { StorageFullError, withDeadline } from './unavailable';

/**
 * A statement that writes rows: drizzle writes these as the statement's first word, or after a
 * `with` (a data-modifying CTE).
 */
const WRITE = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete)\b/i;

function proxyDb(client: PgliteWorkerClient, freeSpace?: FreeSpace, txId?: number): Db {
  // pg-proxy wants array rows for mapped selects ('all') and object rows for raw 'execute'.
  return drizzle(
    async (query, params, method) => {
      if (freeSpace && WRITE.test(query) && (await freeSpace.refuseWrites())) {
        throw new StorageFullError(
          `DATA_DIR has less than ${Math.round(freeSpace.floorBytes / 1048576)} MB free (MIN_FREE_DISK_MB): write refused`,
        );
      }
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

/** Files PGlite writes last when it creates a cluster: without them the cluster is half-made. */
const COMPLETE_CLUSTER = ['PG_VERSION', 'postgresql.conf', join('global', 'pg_control')];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Makes sure `dataDir` holds a whole cluster before it is opened. A new cluster is created in a
 * temporary directory beside it and renamed into place, so a kill during the first start leaves
 * no half-made cluster (one that fails every later start). A half-made cluster left by an older
 * version (PG_VERSION written, its config not yet) holds no data: it is moved aside to
 * `<dataDir>.unfinished-<time>` with a message, and created again.
 */
async function ensureCluster(dataDir: string): Promise<void> {
  if (await exists(dataDir)) {
    const entries = await readdir(dataDir);
    if (entries.length > 0) {
      const whole = await Promise.all(COMPLETE_CLUSTER.map((f) => exists(join(dataDir, f))));
      if (whole.every(Boolean)) return;
      const aside = `${dataDir}.unfinished-${Date.now()}`;
      await rename(dataDir, aside);
      process.stderr.write(
        `${dataDir}: an unfinished database from an interrupted first start (no data); moved to ${aside} and created again\n`,
      );
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const building = `${dataDir}.creating-${randomBytes(4).toString('hex')}`;
  try {
    const client = await startPgliteWorker(building);
    await client.close();
    await rename(building, dataDir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

/** Options of {@link openPgliteDatabase}. */
export interface PgliteOptions {
  /** Load the pgvector extension (only when embeddings are configured). */
  vector?: boolean;
  /** Deadline of a worker that answers nothing (default 15000 ms; see pglite-client.ts). */
  timeoutMs?: number;
  /** When given, INSERT/UPDATE/DELETE are refused (StorageFullError) while space is low. */
  freeSpace?: FreeSpace;
}

/**
 * Opens the embedded PGlite database in a worker thread (data in `dataDir`, or `memory://`).
 * Queries travel to the worker as messages; see pglite-worker.ts for how transactions stay whole.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: PgliteOptions = {},
): Promise<Database> {
  if (!dataDir.includes('://')) await ensureCluster(dataDir);
  const client = await startPgliteWorker(dataDir, {
    requestTimeoutMs: options.timeoutMs,
    vector: options.vector,
  });
  const { freeSpace } = options;
  const db = proxyDb(client, freeSpace);
  return {
    kind: 'pglite',
    db,
    async transaction(fn) {
      const txId = await client.begin();
      let result;
      try {
        result = await fn(proxyDb(client, freeSpace, txId));
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
    async ping(timeoutMs = options.timeoutMs ?? 15_000) {
      await withDeadline(db.execute(sql`select 1`), timeoutMs, 'PGlite ping');
    },
    lost: client.lost,
    freeSpace,
    backup: () => client.dump(),
    close: () => client.close(),
  };
}
