import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import {
  backend,
  freshJobsDatabase,
  jobAttempts,
  jobEffects,
  type JobsTestDatabase,
} from './__fixtures__/database';
import { MSG_JOB_ATTEMPTS_EXHAUSTED, MSG_JOB_FAILED_UNKNOWN } from './messages';
import { createJobQueue, type JobLogger, type JobQueue, type JobQueueOptions } from './queue';
import { jobs } from './tables';
import { JobFailure, type JobContext } from './types';

let t: JobsTestDatabase;
beforeAll(async () => {
  t = await freshJobsDatabase();
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const queues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});

interface Log {
  level: string;
  obj: object;
  msg: string;
}
function testLogger(logs: Log[] = []): JobLogger & { logs: Log[] } {
  const at = (level: string) => (obj: object, msg: string) => logs.push({ level, obj, msg });
  return { logs, info: at('info'), warn: at('warn'), error: at('error') };
}

function makeQueue(opts: Partial<JobQueueOptions> = {}): JobQueue & { logs: Log[] } {
  const logger = testLogger();
  const queue = createJobQueue({
    db: t.database.db,
    logger,
    pollMs: 20,
    retryDelayMs: () => 0,
    stopGraceMs: 500,
    ...opts,
  });
  queues.push(queue);
  return Object.assign(queue, { logs: logger.logs });
}

/** A gate a test opens when it wants a handler to go on. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await check()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The effect of the test handlers, idempotent as handlers must be: an upsert keyed by the job id
 * (`n` counts how often it happened, so a second run would show). Every run is logged too.
 */
async function recordEffect(db: Db, ctx: JobContext<unknown>, worker: string): Promise<void> {
  await db.insert(jobAttempts).values({ jobId: ctx.job.id, attempt: ctx.job.attempt, worker });
  await db
    .insert(jobEffects)
    .values({ jobId: ctx.job.id, worker, n: 1 })
    .onConflictDoUpdate({ target: jobEffects.jobId, set: { n: sql`${jobEffects.n} + 1` } });
}
async function effects(jobId: string): Promise<number> {
  const rows = await t.database.db
    .select({ n: jobEffects.n })
    .from(jobEffects)
    .where(eq(jobEffects.jobId, jobId));
  return rows[0]?.n ?? 0;
}
async function attempts(jobId: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ attempt: jobAttempts.attempt })
    .from(jobAttempts)
    .where(eq(jobAttempts.jobId, jobId))
    .orderBy(jobAttempts.attempt);
  return rows.map((row) => row.attempt);
}

describe(`createJobQueue (${backend})`, () => {
  it('runs an enqueued job once and keeps its result; owners see only their jobs', async () => {
    const queue = makeQueue();
    queue.register<{ n: number }, { ref: string }>({
      kind: 'echo',
      async run(ctx) {
        await recordEffect(t.database.db, ctx, 'a');
        return { ref: `answer-${ctx.job.payload.n}` };
      },
    });
    queue.start();
    const { id } = await queue.enqueue('echo', { n: 7 }, { ownerUid: 42 });
    const view = await queue.settled(id);
    expect(view).toMatchObject({
      id,
      kind: 'echo',
      state: 'succeeded',
      progress: 100,
      error: null,
      result: { ref: 'answer-7' },
    });
    expect(Date.parse(view.updatedAt)).toBeGreaterThanOrEqual(Date.parse(view.createdAt));
    expect(await effects(id)).toBe(1);
    expect(await queue.get(id, 42)).toMatchObject({ state: 'succeeded' });
    expect(await queue.get(id, 43)).toBeNull();
    expect(await queue.get('not-a-uuid')).toBeNull();
    expect(await queue.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('shows progress and a Chinese stage while the job runs', async () => {
    const queue = makeQueue();
    const go = gate();
    queue.register({
      kind: 'progress',
      async run(ctx) {
        await ctx.progress(40.4, '正在识别第 2 页');
        await go.opened;
        await ctx.progress(250, '即将完成');
        return null;
      },
    });
    queue.start();
    const { id } = await queue.enqueue('progress', {});
    await until(async () => (await queue.get(id))?.progress === 40, 'progress 40');
    expect(await queue.get(id)).toMatchObject({ state: 'running', stage: '正在识别第 2 页' });
    go.open();
    expect(await queue.settled(id)).toMatchObject({ state: 'succeeded', progress: 100 });
  });

  it('retries a retryable failure and an unknown error, then succeeds', async () => {
    const queue = makeQueue();
    queue.register({
      kind: 'flaky',
      maxAttempts: 3,
      async run(ctx) {
        await recordEffect(t.database.db, ctx, 'a');
        if (ctx.job.attempt === 1) throw new JobFailure('服务繁忙', { retryable: true });
        if (ctx.job.attempt === 2) throw new Error('socket hang up');
        return { ok: true };
      },
    });
    queue.start();
    const { id } = await queue.enqueue('flaky', {});
    expect(await queue.settled(id)).toMatchObject({ state: 'succeeded', result: { ok: true } });
    expect(await attempts(id)).toEqual([1, 2, 3]);
    expect(queue.logs.some((l) => l.level === 'error' && l.msg === 'job handler failed')).toBe(
      true,
    );
  });

  it('fails after maxAttempts with the generic message, and at once when not retryable', async () => {
    const queue = makeQueue();
    queue.register({
      kind: 'broken',
      maxAttempts: 2,
      async run(ctx) {
        await recordEffect(t.database.db, ctx, 'a');
        throw new TypeError('cannot read properties of undefined');
      },
    });
    queue.register({
      kind: 'refused',
      maxAttempts: 5,
      async run(ctx) {
        await recordEffect(t.database.db, ctx, 'a');
        throw new JobFailure('文件已损坏，无法识别');
      },
    });
    queue.start();
    const broken = await queue.enqueue('broken', {});
    const refused = await queue.enqueue('refused', {});
    expect(await queue.settled(broken.id)).toMatchObject({
      state: 'failed',
      error: MSG_JOB_FAILED_UNKNOWN,
      result: null,
    });
    expect(await attempts(broken.id)).toEqual([1, 2]);
    expect(await queue.settled(refused.id)).toMatchObject({
      state: 'failed',
      error: '文件已损坏，无法识别',
    });
    expect(await attempts(refused.id)).toEqual([1]);
  });

  it('gives one job for the same dedupe key while it is unfinished', async () => {
    const queue = makeQueue();
    const go = gate();
    queue.register({
      kind: 'dedupe',
      async run() {
        await go.opened;
        return null;
      },
    });
    const first = await queue.enqueue('dedupe', { v: 1 }, { dedupeKey: 'paper-9' });
    const second = await queue.enqueue('dedupe', { v: 2 }, { dedupeKey: 'paper-9' });
    const other = await queue.enqueue('dedupe', {}, { dedupeKey: 'paper-10' });
    const otherKind = await queue.enqueue('dedupe-other', {}, { dedupeKey: 'paper-9' });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(otherKind.id).not.toBe(first.id);
    queue.start();
    await until(async () => (await queue.get(first.id))?.state === 'running', 'running');
    expect((await queue.enqueue('dedupe', {}, { dedupeKey: 'paper-9' })).id).toBe(first.id);
    go.open();
    await queue.settled(first.id);
    const later = await queue.enqueue('dedupe', {}, { dedupeKey: 'paper-9' });
    expect(later.id).not.toBe(first.id);
  });

  it('cancels a queued job (only its owner) so it never runs', async () => {
    const queue = makeQueue();
    const ran: string[] = [];
    queue.register({
      kind: 'cancel-queued',
      concurrency: 1,
      async run(ctx) {
        ran.push(ctx.job.id);
        return null;
      },
    });
    const doomed = await queue.enqueue('cancel-queued', {}, { ownerUid: 5 });
    const kept = await queue.enqueue('cancel-queued', {}, { ownerUid: 5 });
    expect(await queue.cancel(doomed.id, 6)).toBe(false);
    expect(await queue.cancel(doomed.id, 5)).toBe(true);
    expect(await queue.cancel(doomed.id, 5)).toBe(false);
    queue.start();
    await queue.settled(kept.id);
    expect(ran).toEqual([kept.id]);
    expect(await queue.get(doomed.id, 5)).toMatchObject({ state: 'cancelled', error: null });
  });

  it('cancels a running job: the signal fires, and a result that comes anyway is dropped', async () => {
    const queue = makeQueue();
    const aborted: string[] = [];
    const started = new Set<string>();
    queue.register({
      kind: 'cancel-running',
      async run(ctx) {
        started.add(ctx.job.id);
        await new Promise<void>((resolve) =>
          ctx.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        aborted.push(ctx.job.id);
        // Ignores the signal otherwise: finishes and returns a result.
        await recordEffect(t.database.db, ctx, 'a');
        return { ref: 'late' };
      },
    });
    queue.start();
    const { id } = await queue.enqueue('cancel-running', {}, { ownerUid: 8 });
    await until(() => started.has(id), 'the handler to start');
    expect(await queue.cancel(id, 8)).toBe(true);
    await until(() => aborted.includes(id), 'the signal');
    await until(async () => (await effects(id)) === 1, 'the late effect');
    await sleep(50);
    expect(await queue.get(id)).toMatchObject({ state: 'cancelled', result: null });
    expect(queue.logs.some((l) => l.msg.startsWith('job outcome dropped'))).toBe(true);
  });

  it('takes over a job whose lease ran out; the old worker loses it and its result', async () => {
    const releaseA = gate();
    const releaseB = gate();
    let oldSignal: AbortSignal | undefined;
    let bStarted = false;
    const a = makeQueue({ workerId: 'a' });
    a.register({
      kind: 'lease',
      leaseMs: 300,
      async run(ctx) {
        oldSignal = ctx.signal;
        await releaseA.opened;
        ctx.signal.throwIfAborted(); // a well-behaved handler: no effect once it lost the job
        await recordEffect(t.database.db, ctx, 'a');
        return { by: 'a' };
      },
    });
    a.start();
    const { id } = await a.enqueue('lease', {});
    await until(() => oldSignal !== undefined, 'worker a to claim');
    // Worker b's clock is ten minutes ahead: to b, a's lease ran out (as if a had died).
    const b = makeQueue({ workerId: 'b', clock: () => new Date(Date.now() + 600_000) });
    b.register({
      kind: 'lease',
      leaseMs: 300,
      async run(ctx) {
        bStarted = true;
        await releaseB.opened;
        await recordEffect(t.database.db, ctx, 'b');
        return { by: 'b', attempt: ctx.job.attempt };
      },
    });
    b.start();
    await until(() => bStarted, 'worker b to take the job');
    // a's next renewal finds the job held by b's attempt: a's signal fires.
    await until(() => oldSignal?.aborted === true, "a's signal");
    // a's handler ends (it throws on the fired signal) while b still runs: that is dropped.
    releaseA.open();
    await until(() => a.logs.some((l) => l.msg.startsWith('job outcome dropped')), 'the drop');
    expect(await a.get(id)).toMatchObject({ state: 'running' });
    releaseB.open();
    expect(await b.settled(id)).toMatchObject({
      state: 'succeeded',
      result: { by: 'b', attempt: 2 },
    });
    expect(await attempts(id)).toEqual([2]);
    expect(await effects(id)).toBe(1);
  });

  it('fails a job whose lease ran out on its last attempt with a clear message', async () => {
    const a = makeQueue({ workerId: 'a2' });
    const started = gate();
    a.register({
      kind: 'lease-last',
      maxAttempts: 1,
      leaseMs: 60_000,
      async run() {
        started.open();
        await new Promise(() => undefined);
      },
    });
    a.start();
    const { id } = await a.enqueue('lease-last', {});
    await started.opened;
    const b = makeQueue({ workerId: 'b2', clock: () => new Date(Date.now() + 600_000) });
    b.register({ kind: 'lease-last', maxAttempts: 1, run: async () => 'b ran it' });
    b.start();
    expect(await b.settled(id)).toMatchObject({
      state: 'failed',
      error: MSG_JOB_ATTEMPTS_EXHAUSTED,
    });
  });

  it('runs at most `concurrency` jobs of a kind at once, other kinds beside them', async () => {
    const queue = makeQueue({ concurrency: 5 });
    const release = gate();
    let inFlight = 0;
    let most = 0;
    queue.register({
      kind: 'bounded',
      concurrency: 2,
      async run() {
        inFlight++;
        most = Math.max(most, inFlight);
        await release.opened;
        inFlight--;
        return null;
      },
    });
    queue.register({ kind: 'beside', run: async () => inFlight });
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await queue.enqueue('bounded', { i })).id);
    queue.start();
    await until(() => inFlight === 2, 'two bounded jobs');
    const beside = await queue.enqueue('beside', {});
    // The other kind runs while this one is full.
    expect(await queue.settled(beside.id)).toMatchObject({ state: 'succeeded', result: 2 });
    await sleep(100); // five polls: none claims a third
    expect(most).toBe(2);
    release.open();
    for (const id of ids) expect(await queue.settled(id)).toMatchObject({ state: 'succeeded' });
    expect(most).toBe(2);
  });

  it('stop() aborts running handlers and gives their jobs back without using an attempt', async () => {
    const a = makeQueue({ workerId: 'stop-a', stopGraceMs: 200 });
    const started = new Set<string>();
    a.register({
      kind: 'stoppable',
      async run(ctx) {
        started.add(ctx.job.id);
        await new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error)),
        );
      },
    });
    a.register({
      kind: 'stubborn',
      async run(ctx) {
        started.add(ctx.job.id);
        await new Promise(() => undefined);
      },
    });
    a.start();
    const polite = await a.enqueue('stoppable', {});
    const stubborn = await a.enqueue('stubborn', {});
    await until(() => started.size === 2, 'both handlers');
    const t0 = Date.now();
    await a.stop();
    expect(Date.now() - t0).toBeLessThan(5000);
    for (const id of [polite.id, stubborn.id]) {
      const [row] = await t.database.db
        .select({ state: jobs.state, attempts: jobs.attempts, leaseOwner: jobs.leaseOwner })
        .from(jobs)
        .where(eq(jobs.id, id));
      expect(row).toEqual({ state: 'queued', attempts: 0, leaseOwner: null });
    }
    const b = makeQueue({ workerId: 'stop-b' });
    b.register({ kind: 'stoppable', run: async (ctx) => ({ attempt: ctx.job.attempt }) });
    b.start();
    expect(await b.settled(polite.id)).toMatchObject({
      state: 'succeeded',
      result: { attempt: 1 },
    });
  });
});
