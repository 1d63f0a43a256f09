/**
 * Messages between the main thread and the PGlite worker (see docs/server.md "PGlite worker").
 * Every request carries an `id`; the worker answers each with exactly one response of that id.
 */

/** `array` rows for drizzle's mapped selects, `object` rows for raw `execute` and migrations. */
export type RowMode = 'array' | 'object';

export type WorkerRequest =
  | { id: number; type: 'query'; sql: string; params: unknown[]; rowMode: RowMode; txId?: number }
  /** Opens transaction `txId`; answered once the worker holds PGlite's transaction lock. */
  | { id: number; type: 'begin'; txId: number }
  | { id: number; type: 'commit'; txId: number }
  | { id: number; type: 'rollback'; txId: number }
  /** Runs statements in one transaction (migrations). */
  | { id: number; type: 'batch'; statements: string[] }
  /** A checkpoint, then the data directory as a gzipped tarball (a consistent backup). */
  | { id: number; type: 'dump' }
  | { id: number; type: 'close' };

/** A database error as plain data (SQLSTATE `code` etc. survive the thread boundary). */
export interface SerializedDbError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export type WorkerResponse =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number; bytes?: Uint8Array }
  | { id: number; ok: false; error: SerializedDbError };

/** Sent once after start: the database is open, or it could not be. */
export type WorkerStatus = { type: 'ready' } | { type: 'init-error'; error: SerializedDbError };

/** `workerData` of the PGlite worker. */
export interface WorkerInit {
  /** Directory of the PGlite data files (DATA_DIR/pglite), or `memory://` for tests/benchmarks. */
  dataDir: string;
  /**
   * Load pgvector (for the search index's nearest-neighbour queries). Off unless embeddings are
   * configured: loading it costs each start (bench/pglite-start.bench.mjs), and without
   * embeddings the index has no vectors to compare.
   */
  vector: boolean;
  /** A tarball of `dumpDataDir` to create the (new, empty) data directory from (a restore). */
  loadDataDir?: Uint8Array;
}

/** Copies the useful fields of a PostgreSQL/PGlite error. */
export function serializeDbError(error: unknown): SerializedDbError {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & Partial<Record<keyof SerializedDbError, unknown>>;
  const out: SerializedDbError = { message: e.message };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column'] as const) {
    const value = e[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** An error raised by the embedded database, shaped like node-postgres' `DatabaseError`. */
export class PgliteError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  constructor(data: SerializedDbError) {
    super(data.message);
    this.name = 'PgliteError';
    Object.assign(this, { ...data, message: data.message });
  }
}
