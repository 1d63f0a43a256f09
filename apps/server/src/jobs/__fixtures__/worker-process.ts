/**
 * A stand-in server process for the multi-process tests: opens the PostgreSQL database at
 * argv[2], runs the queue with workers named argv[3], 4 at a time, until SIGTERM.
 * Prints `ready` once started and `started <job id>` when a `slow` job begins.
 * Run with `node --import tsx`.
 */
import { sql } from 'drizzle-orm';
import { openPostgresDatabase } from '../../db/postgres';
import { createJobQueue } from '../queue';
import { jobAttempts, jobEffects } from './database';

const [url = '', worker = 'w'] = process.argv.slice(2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const database = await openPostgresDatabase(url);
const { db } = database;
const queue = createJobQueue({
  db,
  logger: { info: () => undefined, warn: () => undefined, error: console.error },
  workerId: worker,
  concurrency: 4,
  pollMs: 20,
  retryDelayMs: () => 0,
});

/** Every run is logged when it starts; the effect (an upsert keyed by job id) at its end. */
async function begin(jobId: string, attempt: number): Promise<void> {
  await db.insert(jobAttempts).values({ jobId, attempt, worker });
}
async function effect(jobId: string): Promise<void> {
  await db
    .insert(jobEffects)
    .values({ jobId, worker, n: 1 })
    .onConflictDoUpdate({ target: jobEffects.jobId, set: { n: sql`${jobEffects.n} + 1` } });
}

queue.register<{ ms: number }, { worker: string }>({
  kind: 'once',
  leaseMs: 5000,
  async run(ctx) {
    await begin(ctx.job.id, ctx.job.attempt);
    await sleep(ctx.job.payload.ms);
    await effect(ctx.job.id);
    return { worker };
  },
});

queue.register<{ ms: number }, { worker: string }>({
  kind: 'slow',
  leaseMs: 1000,
  async run(ctx) {
    await begin(ctx.job.id, ctx.job.attempt);
    process.stdout.write(`started ${ctx.job.id}\n`);
    // The first attempt takes long (the test kills its process meanwhile); a retry is quick.
    await sleep(ctx.job.attempt === 1 ? ctx.job.payload.ms : 10);
    await effect(ctx.job.id);
    return { worker };
  },
});

queue.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
