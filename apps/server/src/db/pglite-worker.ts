/**
 * The embedded PGlite database, run in a worker thread so its synchronous WebAssembly work never
 * blocks the server's event loop (ARCHITECTURE.md "Toolchain facts").
 *
 * Concurrency: PGlite is one connection. Plain queries go through `pg.query`, transactions through
 * `pg.transaction`; both take PGlite's own transaction lock, so a plain query waits while a
 * transaction is open and never interleaves with it. A transaction stays open, holding that lock,
 * from `begin` until the main thread sends `commit` or `rollback` for its `txId`.
 */
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import {
  serializeDbError,
  type RowMode,
  type WorkerInit,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerStatus,
} from './pglite-protocol';

// Keep date/time values as the strings PostgreSQL sends, as drizzle's own drivers do: drizzle's
// column mappers parse them. Arrays of those types too.
const identity = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: identity,
  [types.TIMESTAMPTZ]: identity,
  [types.INTERVAL]: identity,
  [types.DATE]: identity,
  1231: identity,
  1115: identity,
  1185: identity,
  1187: identity,
  1182: identity,
};

interface OpenTransaction {
  tx: Transaction;
  finish: (action: 'commit' | 'rollback') => void;
  done: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
const init = workerData as WorkerInit;
const transactions = new Map<number, OpenTransaction>();

function reply(message: WorkerResponse): void {
  port?.postMessage(message);
}

/** Replies, handing a dump's bytes over instead of copying them. */
function send(message: WorkerResponse): void {
  if (message.ok && message.bytes)
    port?.postMessage(message, [message.bytes.buffer as ArrayBuffer]);
  else reply(message);
}

async function runQuery(
  target: PGlite | Transaction,
  sql: string,
  params: unknown[],
  rowMode: RowMode,
): Promise<WorkerResponse & { ok: true }> {
  const result = await target.query(sql, params, { rowMode, parsers });
  return { id: 0, ok: true, rows: result.rows, affectedRows: result.affectedRows };
}

function begin(pg: PGlite, txId: number): Promise<void> {
  return new Promise<void>((started, failed) => {
    let finish: OpenTransaction['finish'] = () => undefined;
    const decision = new Promise<'commit' | 'rollback'>((resolve) => {
      finish = resolve;
    });
    const done = pg
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, done });
        started();
        if ((await decision) === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    done.catch(failed);
  });
}

async function handle(pg: PGlite, msg: WorkerRequest): Promise<WorkerResponse> {
  switch (msg.type) {
    case 'query': {
      let target: PGlite | Transaction = pg;
      if (msg.txId !== undefined) {
        const open = transactions.get(msg.txId);
        if (!open) throw new Error(`transaction ${msg.txId} is not open`);
        target = open.tx;
      }
      return { ...(await runQuery(target, msg.sql, msg.params, msg.rowMode)), id: msg.id };
    }
    case 'begin':
      await begin(pg, msg.txId);
      return { id: msg.id, ok: true };
    case 'commit':
    case 'rollback': {
      const open = transactions.get(msg.txId);
      if (!open) throw new Error(`transaction ${msg.txId} is not open`);
      open.finish(msg.type);
      await open.done;
      return { id: msg.id, ok: true };
    }
    case 'batch':
      await pg.transaction(async (tx) => {
        for (const statement of msg.statements) await tx.exec(statement);
      });
      return { id: msg.id, ok: true };
    case 'dump': {
      // A plain query waits for open transactions; the dump itself holds PGlite's query lock,
      // so nothing writes while the files are read (the image is one committed state).
      await pg.query('CHECKPOINT');
      const file = await pg.dumpDataDir('gzip');
      return { id: msg.id, ok: true, bytes: new Uint8Array(await file.arrayBuffer()) };
    }
    case 'close':
      await pg.close();
      return { id: msg.id, ok: true };
  }
}

/**
 * Lowers this thread's CPU priority (Linux: a thread id is a valid target of setpriority), so on a
 * busy machine the main thread — HTTP, timers, streams — gets the CPU before database work.
 * Best effort: elsewhere, or without permission, nothing changes.
 */
function lowerThreadPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: keep the default priority.
  }
}

async function main(): Promise<void> {
  lowerThreadPriority();
  let pg: PGlite;
  try {
    // pgvector for the search index's nearest-neighbour queries (platform/search/vector.ts),
    // only when asked: without it the index computes cosine in plain SQL.
    pg = await PGlite.create(init.dataDir, {
      ...(init.vector ? { extensions: { vector } } : {}),
      ...(init.loadDataDir ? { loadDataDir: new Blob([init.loadDataDir]) } : {}),
    });
  } catch (error) {
    port?.postMessage({
      type: 'init-error',
      error: serializeDbError(error),
    } satisfies WorkerStatus);
    return;
  }
  port?.on('message', (msg: WorkerRequest) => {
    handle(pg, msg).then(send, (error: unknown) =>
      reply({ id: msg.id, ok: false, error: serializeDbError(error) }),
    );
  });
  port?.postMessage({ type: 'ready' } satisfies WorkerStatus);
}

void main();
