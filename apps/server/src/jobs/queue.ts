/**
 * The durable job queue (docs/architecture/jobs.md): jobs live in the `jobs` table, workers in
 * each server process claim them with `FOR UPDATE SKIP LOCKED`, hold them by a lease they renew
 * while the handler runs, and record the outcome fenced by that lease.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { MSG_JOB_FAILED_UNKNOWN, MSG_JOB_RESULT_TOO_LARGE } from './messages';
import { createJobStore, type Claim } from './store';
import type { JobRow } from './tables';
import { JobFailure, type EnqueueOptions, type JobHandler, type JobView } from './types';

/** The current time; injected so tests can move it past a lease. */
export type JobClock = () => Date;

/** What the queue logs through (Fastify's and pino's loggers fit). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  db: Db;
  clock?: JobClock;
  logger: JobLogger;
  /** Jobs of one kind this process runs at once, unless the handler says (default 2). */
  concurrency?: number;
  /** How often idle workers look for due jobs (default 500 ms). */
  pollMs?: number;
  /** How long `stop()` waits for aborted handlers before giving their jobs back (default 5 s). */
  stopGraceMs?: number;
  /** Delay before attempt `attempt + 1` after a retryable failure (default 1 s, doubling, ≤ 60 s). */
  retryDelayMs?: (attempt: number) => number;
  /** Names this process's leases (default host:pid:random). */
  workerId?: string;
}

export interface JobQueue {
  /** Adds the handler of a kind; this process then runs jobs of that kind (once started). */
  register<P, R>(handler: JobHandler<P, R>): void;
  /** Stores a job; with a `dedupeKey`, an unfinished job of the same kind and key is reused. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<{ id: string }>;
  /** The job for a client; with `ownerUid`, null unless it is that teacher's job. */
  get(id: string, ownerUid?: number): Promise<JobView | null>;
  /**
   * The newest job of a kind enqueued with `dedupeKey` (finished or not), so an area finds the
   * job of its record without storing its id; with `ownerUid`, only that teacher's.
   */
  latest(kind: string, dedupeKey: string, ownerUid?: number): Promise<JobView | null>;
  /**
   * Deletes jobs finished (succeeded, failed, cancelled) more than `olderThanMs` ago; returns how
   * many. Safe to run from several instances at once.
   */
  purgeFinished(olderThanMs: number): Promise<number>;
  /** Cancels a queued or running job (the handler's signal fires); false when there was none. */
  cancel(id: string, ownerUid?: number): Promise<boolean>;
  /** Waits until the job is finished (succeeded, failed or cancelled) and returns it. */
  settled(id: string, options?: { timeoutMs?: number }): Promise<JobView>;
  /** Starts this process's workers (no-op when started). */
  start(): void;
  /** Stops claiming, aborts running handlers, waits for them (bounded), gives back the rest. */
  stop(): Promise<void>;
}

export const DEFAULT_JOB_CONCURRENCY = 2;
export const DEFAULT_JOB_POLL_MS = 500;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_LEASE_MS = 30_000;
/** Results are references (an id, a key), kept in the row: larger ones are refused. */
export const MAX_RESULT_BYTES = 16 * 1024;
const MAX_STAGE_CHARS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FINAL = new Set(['succeeded', 'failed', 'cancelled']);

const defaultRetryDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 60_000);

/** A client's view of a row: the error only once failed, the result only once succeeded. */
export function toJobView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    error: row.state === 'failed' ? row.error : null,
    result: row.state === 'succeeded' ? row.result : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Running {
  claim: Claim;
  kind: string;
  controller: AbortController;
  /** Cancelled, taken by another worker, or given back: whatever the handler does is dropped. */
  lost: boolean;
  stopping: boolean;
  done: Promise<void>;
}

/** Creates the queue; nothing runs until `start()`. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const store = createJobStore(options.db);
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_JOB_POLL_MS;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const owner =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, JobHandler<never, unknown>>();
  const running = new Map<string, Running>();
  const busy = new Map<string, number>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  let lastSweep = -Infinity;

  const leaseOf = (h: JobHandler<never, unknown>) => h.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttemptsOf = (kind: string) => handlers.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

  function schedule(ms: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  }

  /**
   * One round: claim due jobs for the free slots of each kind. Once per poll interval it also
   * sweeps: fails exhausted jobs whose lease ran out and claims orphans (running jobs whose lease
   * ran out); rounds woken by an enqueue or a finished job only look at queued jobs.
   */
  async function claimDue(): Promise<void> {
    if (handlers.size === 0) return; // a process with no handlers has no jobs to look after
    const sweep = performance.now() - lastSweep >= pollMs;
    if (sweep) {
      lastSweep = performance.now();
      for (const gone of await store.expireExhausted(clock())) {
        logger.warn(
          { jobId: gone.id, kind: gone.kind, attempts: gone.attempts },
          'job lease ran out with no attempts left',
        );
      }
    }
    for (const handler of handlers.values()) {
      const limit =
        (handler.concurrency ?? options.concurrency ?? DEFAULT_JOB_CONCURRENCY) -
        (busy.get(handler.kind) ?? 0);
      if (limit <= 0 || !started) continue;
      const rows = await store.claim(handler.kind, limit, owner, clock(), leaseOf(handler), sweep);
      for (const row of rows) run(row, handler);
    }
  }

  async function tick(): Promise<void> {
    if (!started) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = claimDue().catch((error: unknown) => {
      logger.error({ err: error }, 'job queue could not claim jobs');
    });
    await ticking;
    ticking = undefined;
    const soon = again;
    again = false;
    schedule(soon ? 0 : pollMs);
  }

  function lose(entry: Running, reason: string): void {
    if (entry.lost) return;
    entry.lost = true;
    entry.controller.abort(new Error(`job ${reason}`));
  }

  async function finish(
    entry: Running,
    handler: JobHandler<never, unknown>,
    outcome: { ok: true; result: unknown } | { ok: false; error: unknown },
  ): Promise<void> {
    const { claim } = entry;
    const log = { jobId: claim.id, kind: entry.kind, attempt: claim.attempt };
    if (entry.lost) {
      logger.info(log, 'job outcome dropped (cancelled or taken over)');
      return;
    }
    if (entry.stopping && !outcome.ok) {
      await store.release(claim, clock());
      return;
    }
    if (outcome.ok) {
      const size = Buffer.byteLength(JSON.stringify(outcome.result ?? null));
      if (size <= MAX_RESULT_BYTES) {
        if (!(await store.succeed(claim, outcome.result, clock())))
          logger.info(log, 'job result dropped (cancelled or taken over)');
        return;
      }
      logger.error({ ...log, size }, 'job result too large (store a reference instead)');
      await store.fail(claim, MSG_JOB_RESULT_TOO_LARGE, clock(), null);
      return;
    }
    const failure = outcome.error instanceof JobFailure ? outcome.error : undefined;
    if (!failure) logger.error({ ...log, err: outcome.error }, 'job handler failed');
    const retryable = failure ? failure.retryable : true;
    const now = clock();
    const retryAt =
      retryable && claim.attempt < (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
        ? new Date(now.getTime() + retryDelay(claim.attempt))
        : null;
    await store.fail(claim, failure?.message ?? MSG_JOB_FAILED_UNKNOWN, now, retryAt);
  }

  function run(row: JobRow, handler: JobHandler<never, unknown>): void {
    const claim: Claim = { id: row.id, owner, attempt: row.attempts };
    const leaseMs = leaseOf(handler);
    const controller = new AbortController();
    const entry: Running = {
      claim,
      kind: row.kind,
      controller,
      lost: false,
      stopping: false,
      done: Promise.resolve(),
    };
    const renewal = setInterval(
      () => {
        store.renew(claim, clock(), leaseMs).then(
          (held) => held || lose(entry, 'lost its lease'),
          (error: unknown) =>
            logger.warn({ jobId: claim.id, err: error }, 'job lease renewal failed'),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    const ctx = {
      job: {
        id: row.id,
        kind: row.kind,
        ownerUid: row.ownerUid,
        payload: row.payload as never,
        attempt: row.attempts,
      },
      signal: controller.signal,
      async progress(percent: number, stage: string) {
        if (entry.lost) return;
        const p = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
        const held = await store.progress(
          claim,
          p,
          stage.slice(0, MAX_STAGE_CHARS),
          clock(),
          leaseMs,
        );
        if (!held) lose(entry, 'lost its lease');
      },
    };
    busy.set(row.kind, (busy.get(row.kind) ?? 0) + 1);
    running.set(row.id, entry);
    entry.done = (async () => {
      let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, result: await handler.run(ctx) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      clearInterval(renewal);
      await finish(entry, handler, outcome).catch((error: unknown) =>
        logger.error({ jobId: claim.id, err: error }, 'job outcome could not be recorded'),
      );
    })().finally(() => {
      running.delete(row.id);
      busy.set(row.kind, (busy.get(row.kind) ?? 1) - 1);
      void tick();
    });
  }

  const queue: JobQueue = {
    register(handler) {
      if (handlers.has(handler.kind))
        throw new Error(`jobs: kind ${handler.kind} registered twice`);
      handlers.set(handler.kind, handler as unknown as JobHandler<never, unknown>);
      if (started) void tick();
    },

    async enqueue(kind, payload, opts = {}) {
      const now = clock();
      const id = await store.insert({
        kind,
        payload,
        ownerUid: opts.ownerUid ?? null,
        dedupeKey: opts.dedupeKey ?? null,
        runAfter: opts.runAfter ?? now,
        maxAttempts: maxAttemptsOf(kind),
        now,
      });
      if (started && handlers.has(kind)) void tick();
      return { id };
    },

    async get(id, ownerUid) {
      if (!UUID.test(id)) return null;
      const row = await store.find(id, ownerUid);
      return row ? toJobView(row) : null;
    },

    async latest(kind, dedupeKey, ownerUid) {
      const row = await store.findLatest(kind, dedupeKey, ownerUid);
      return row ? toJobView(row) : null;
    },

    purgeFinished: (olderThanMs) => store.purgeFinished(new Date(clock().getTime() - olderThanMs)),

    async cancel(id, ownerUid) {
      if (!UUID.test(id)) return false;
      const cancelled = await store.cancel(id, ownerUid, clock());
      const entry = running.get(id);
      if (cancelled && entry) lose(entry, 'cancelled');
      return cancelled;
    },

    async settled(id, { timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const view = await queue.get(id);
        if (!view) throw new Error(`jobs: no job ${id}`);
        if (FINAL.has(view.state)) return view;
        if (Date.now() > deadline) throw new Error(`jobs: job ${id} still ${view.state}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    start() {
      if (started) return;
      started = true;
      schedule(0);
    },

    async stop() {
      if (!started) return;
      started = false;
      clearTimeout(timer);
      await ticking;
      const entries = [...running.values()];
      for (const entry of entries) {
        entry.stopping = true;
        entry.controller.abort(new Error('job queue stopping'));
      }
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, options.stopGraceMs ?? 5000);
      });
      await Promise.race([Promise.all(entries.map((e) => e.done)), grace]);
      clearTimeout(graceTimer);
      for (const entry of running.values()) {
        entry.lost = true;
        await store
          .release(entry.claim, clock())
          .catch((error: unknown) =>
            logger.warn({ jobId: entry.claim.id, err: error }, 'job could not be given back'),
          );
      }
    },
  };
  return queue;
}
