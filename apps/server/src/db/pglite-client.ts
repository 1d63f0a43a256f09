import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER_URL } from '../paths';
import {
  PgliteError,
  type RowMode,
  type WorkerInit,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerStatus,
} from './pglite-protocol';
import { DatabaseUnavailableError } from './unavailable';

/** Distributes `Omit` over the request union so each variant keeps its own fields. */
type RequestBody = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** Main-thread handle of the PGlite worker: each call is one message and one answer. */
export interface PgliteWorkerClient {
  query(
    sql: string,
    params: unknown[],
    rowMode: RowMode,
    txId?: number,
  ): Promise<{ rows: unknown[]; affectedRows: number }>;
  /** Opens a transaction; resolves with its id once the worker holds the transaction lock. */
  begin(): Promise<number>;
  commit(txId: number): Promise<void>;
  rollback(txId: number): Promise<void>;
  /** Runs statements in one transaction (migrations). */
  batch(statements: string[]): Promise<void>;
  /** A checkpoint, then the data directory as a gzipped tarball (PGlite's `dumpDataDir`). */
  dump(): Promise<Uint8Array>;
  /** Closes the database, then stops the worker. */
  close(): Promise<void>;
  /**
   * Resolves (never rejects) when the worker can no longer be used: it crashed, or it answered
   * nothing for the request deadline while requests waited (a wedged database, e.g. a full disk).
   */
  readonly lost: Promise<Error>;
}

/** Options of {@link startPgliteWorker}. */
export interface PgliteWorkerOptions {
  /**
   * Longest time the worker may answer nothing while requests wait (default 15000 ms; migrations
   * are exempt). Past it every waiting and later request rejects with a
   * {@link DatabaseUnavailableError}, the worker is stopped and `lost` resolves.
   */
  requestTimeoutMs?: number;
  /** Load the pgvector extension (only when embeddings are configured). */
  vector?: boolean;
  /** Create the (new) data directory from this `dump()` tarball (a restore). */
  loadDataDir?: Uint8Array;
}

/**
 * From source (tests), the worker is TypeScript: a small script registers tsx's loader in the
 * worker, then imports it. (`execArgv: ['--import', 'tsx']` does not apply the loader to a
 * worker's entry file on Node 20.)
 */
function sourceBootstrap(entry: URL): string {
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
}

/**
 * Starts the PGlite worker on `dataDir` (`memory://` for an in-memory database) and resolves
 * once the database is open; `vector` loads pgvector. From source (`.ts`, in tests) the worker
 * runs through tsx.
 */
export async function startPgliteWorker(
  dataDir: string,
  options: PgliteWorkerOptions = {},
): Promise<PgliteWorkerClient> {
  const timeoutMs = options.requestTimeoutMs ?? 15_000;
  const workerData: WorkerInit = {
    dataDir,
    vector: options.vector ?? false,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const worker = PGLITE_WORKER_URL.pathname.endsWith('.ts')
    ? new Worker(sourceBootstrap(PGLITE_WORKER_URL), { eval: true, workerData })
    : new Worker(PGLITE_WORKER_URL, { workerData });
  const pending = new Map<
    number,
    { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let nextTxId = 1;
  let stopped: Error | undefined;
  let markLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => (markLost = resolve));
  // When the worker last answered, or began to be waited for; batches (migrations) may be long.
  let progressAt = performance.now();
  let batches = 0;

  const stop = (error: Error) => {
    stopped ??= error;
    clearInterval(watchdog);
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onStatus = (status: WorkerStatus) => {
      worker.off('error', onError);
      if (status.type === 'ready') resolve();
      else {
        void worker.terminate();
        reject(new PgliteError(status.error));
      }
    };
    const onError = (error: Error) => {
      worker.off('message', onStatus);
      reject(error);
    };
    worker.once('message', onStatus);
    worker.once('error', onError);
  });

  worker.on('message', (msg: WorkerResponse) => {
    progressAt = performance.now();
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    p.resolve(msg);
  });
  const fail = (error: Error) => {
    const first = !stopped;
    stop(error);
    if (first) markLost(error);
  };
  worker.on('error', (error) =>
    fail(new DatabaseUnavailableError(`PGlite worker failed: ${error.message}`)),
  );
  worker.on('exit', (code) =>
    fail(new DatabaseUnavailableError(`PGlite worker stopped (exit code ${code})`)),
  );
  const watchdog = setInterval(
    () => {
      if (stopped || pending.size === 0 || batches > 0) return;
      if (performance.now() - progressAt < timeoutMs) return;
      fail(new DatabaseUnavailableError(`PGlite worker answered nothing for ${timeoutMs} ms`));
      void worker.terminate();
    },
    Math.min(1000, Math.max(50, timeoutMs / 4)),
  );
  watchdog.unref();

  const request = async (body: RequestBody): Promise<WorkerResponse & { ok: true }> => {
    if (stopped) throw stopped;
    const id = nextId++;
    if (pending.size === 0) progressAt = performance.now();
    const response = await new Promise<WorkerResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id } as WorkerRequest);
    });
    if (!response.ok) throw new PgliteError(response.error);
    return response;
  };

  /** Migrations and dumps may take longer than the deadline of a request: exempt. */
  const long = async <T>(run: () => Promise<T>): Promise<T> => {
    batches += 1;
    try {
      return await run();
    } finally {
      batches -= 1;
      progressAt = performance.now();
    }
  };

  return {
    async query(sql, params, rowMode, txId) {
      const r = await request({ type: 'query', sql, params, rowMode, txId });
      return { rows: r.rows ?? [], affectedRows: r.affectedRows ?? 0 };
    },
    async begin() {
      const txId = nextTxId++;
      await request({ type: 'begin', txId });
      return txId;
    },
    async commit(txId) {
      await request({ type: 'commit', txId });
    },
    async rollback(txId) {
      await request({ type: 'rollback', txId });
    },
    async batch(statements) {
      await long(() => request({ type: 'batch', statements }));
    },
    async dump() {
      const r = await long(() => request({ type: 'dump' }));
      if (!r.bytes) throw new Error('PGlite dump answered no data');
      return r.bytes;
    },
    async close() {
      if (stopped) return;
      try {
        await request({ type: 'close' });
      } finally {
        stop(new Error('PGlite worker closed'));
        await worker.terminate();
      }
    },
    lost,
  };
}
