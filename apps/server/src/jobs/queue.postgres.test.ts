import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  freshJobsDatabase,
  jobAttempts,
  jobEffects,
  type JobsTestDatabase,
} from './__fixtures__/database';
import { createJobQueue } from './queue';
import { jobs } from './tables';

// Two real server processes on one PostgreSQL (vitest.config.ts runs this file only when
// TEST_DATABASE_URL is set): what PGlite, one connection, cannot show.
const WORKER = fileURLToPath(new URL('./__fixtures__/worker-process.ts', import.meta.url));

let t: JobsTestDatabase;
beforeAll(async () => {
  t = await freshJobsDatabase();
});
afterAll(() => t?.close());

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts a worker process; resolves once it prints `ready`. `lines` collects its output. */
async function startWorker(name: string): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, t.url ?? '', name], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      lines.push(...parts);
      if (parts.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker ${name} exited with ${code}`)));
  });
  return { child, lines };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const producer = () =>
  createJobQueue({
    db: t.database.db,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exit;
}

describe('createJobQueue across processes (postgres)', () => {
  it('2 processes × 4 workers run each of 200 jobs exactly once', async () => {
    const [a, b] = await Promise.all([startWorker('p1'), startWorker('p2')]);
    const queue = producer();
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await queue.enqueue('once', { ms: 2 + (i % 7) })).id);
    for (let i = 0; i < 3000; i++) {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(jobs)
        .where(eq(jobs.state, 'succeeded'));
      if (row?.n === 200) break;
      await sleep(20);
    }
    await Promise.all([stopped(a.child), stopped(b.child)]);
    const states = await t.database.db
      .select({ state: jobs.state, n: count() })
      .from(jobs)
      .groupBy(jobs.state);
    expect(states).toEqual([{ state: 'succeeded', n: 200 }]);
    const effects = await t.database.db
      .select({ n: jobEffects.n, rows: count() })
      .from(jobEffects)
      .groupBy(jobEffects.n);
    expect(effects).toEqual([{ n: 1, rows: 200 }]);
    const runs = await t.database.db
      .select({ worker: jobAttempts.worker, attempt: jobAttempts.attempt, n: count() })
      .from(jobAttempts)
      .groupBy(jobAttempts.worker, jobAttempts.attempt)
      .orderBy(jobAttempts.worker);
    // Every job ran once (attempt 1 only), and both processes took part.
    expect(runs.map((r) => r.attempt)).toEqual([1, 1]);
    expect(runs.reduce((sum, r) => sum + r.n, 0)).toBe(200);
    console.log(`[jobs] 200 jobs: ${runs.map((r) => `${r.worker} ran ${r.n}`).join(', ')}`);
  });

  it('a job whose process was killed (-9) mid-run finishes later, once, in another', async () => {
    const a = await startWorker('killed');
    const queue = producer();
    const { id } = await queue.enqueue('slow', { ms: 60_000 });
    for (let i = 0; i < 1500 && !a.lines.includes(`started ${id}`); i++) await sleep(10);
    expect(a.lines).toContain(`started ${id}`);
    a.child.kill('SIGKILL');
    const b = await startWorker('survivor');
    const view = await queue.settled(id, { timeoutMs: 30_000 });
    expect(view).toMatchObject({ state: 'succeeded', result: { worker: 'survivor' } });
    expect(b.lines).toContain(`started ${id}`);
    const runs = await t.database.db
      .select({ worker: jobAttempts.worker, attempt: jobAttempts.attempt })
      .from(jobAttempts)
      .where(eq(jobAttempts.jobId, id))
      .orderBy(jobAttempts.attempt);
    expect(runs).toEqual([
      { worker: 'killed', attempt: 1 },
      { worker: 'survivor', attempt: 2 },
    ]);
    const effects = await t.database.db
      .select({ n: jobEffects.n, worker: jobEffects.worker })
      .from(jobEffects)
      .where(eq(jobEffects.jobId, id));
    expect(effects).toEqual([{ n: 1, worker: 'survivor' }]);
    await stopped(b.child);
  });

  it('skips a job another transaction has locked instead of waiting for it', async () => {
    const queue = createJobQueue({
      db: t.database.db,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      pollMs: 20,
    });
    queue.register({ kind: 'skip', concurrency: 4, run: async (ctx) => ctx.job.id });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await queue.enqueue('skip', { i })).id);
    // Another claimer (a slow process) holds the oldest job's row lock.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from jobs where id = $1 for update', [ids[0]]);
      queue.start();
      for (const id of ids.slice(1)) {
        expect(await queue.settled(id, { timeoutMs: 10_000 })).toMatchObject({
          state: 'succeeded',
        });
      }
      expect(await queue.get(ids[0] ?? '')).toMatchObject({ state: 'queued' });
      await holder.query('commit');
      expect(await queue.settled(ids[0] ?? '')).toMatchObject({ state: 'succeeded' });
    } finally {
      await holder.end();
      await queue.stop();
    }
  });
});
