import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FreeSpace } from './free-space';
import type * as schema from './schema';

/** A Drizzle handle on our schema, the same type for PGlite and PostgreSQL (and inside a transaction). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The one database handle the app uses, whichever backend is behind it.
 *
 * Use `transaction(fn)` rather than `db.transaction`: on PGlite the proxy driver has no transactions
 * of its own. Inside `fn` use only `tx`: on PGlite a query on `db` would wait for the transaction
 * to end, and the transaction for `fn` — a deadlock.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Applies the drizzle-kit migrations in `migrationsFolder` that are not applied yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Resolves when the database answers a trivial query; rejects with a
   * `DatabaseUnavailableError` when it does not within `timeoutMs` (readiness).
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Resolves when this handle can never answer again (the embedded worker crashed or wedged);
   * the process should then exit so a supervisor restarts it. Never resolves on PostgreSQL, whose
   * pool reconnects by itself.
   */
  readonly lost: Promise<Error>;
  /**
   * The embedded database only: a consistent copy of its data directory while serving (a
   * gzipped tarball of PGlite's `dumpDataDir`, after a checkpoint); see db/backup.ts.
   */
  backup?(): Promise<Uint8Array>;
  /** The embedded database's free-space guard (armed by boot once the start's writes are done). */
  readonly freeSpace?: FreeSpace;
  close(): Promise<void>;
}
