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
  /** Closes the database, then stops the worker. */
  close(): Promise<void>;
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
  options: { vector?: boolean } = {},
): Promise<PgliteWorkerClient> {
  const workerData: WorkerInit = { dataDir, vector: options.vector ?? false };
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

  const stop = (error: Error) => {
    stopped ??= error;
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
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    p.resolve(msg);
  });
  worker.on('error', (error) => stop(new Error(`PGlite worker failed: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`PGlite worker stopped (exit code ${code})`)));

  const request = async (body: RequestBody): Promise<WorkerResponse & { ok: true }> => {
    if (stopped) throw stopped;
    const id = nextId++;
    const response = await new Promise<WorkerResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id } as WorkerRequest);
    });
    if (!response.ok) throw new PgliteError(response.error);
    return response;
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
      await request({ type: 'batch', statements });
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
  };
}
