// Jobs per second through the job queue (src/jobs) against the named peer: a bare
// `FOR UPDATE SKIP LOCKED` loop (claim one row, mark it done) on the same database, same run,
// same number of workers. The queue does more per job (lease, attempts, fenced outcome,
// progress and result columns, the lease sweep); the ratio says what that costs.
// PostgreSQL when TEST_DATABASE_URL is set (a throwaway database under it), else PGlite.
// Runs against dist/: `pnpm --filter @aita/server build && pnpm --filter @aita/server bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  createFreshPostgresDatabase,
  createJobQueue,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../dist/testing.js';

const JOBS = 2000;
const WARM_UP = 200;
const WORKERS = 8;
const ROUNDS = 3;
const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const silent = { info() {}, warn() {}, error: console.error };
const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);

async function openBenchDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const fresh = await createFreshPostgresDatabase(adminUrl);
    const database = await openPostgresDatabase(fresh.url);
    return { name: 'PostgreSQL', database, drop: () => fresh.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'aita-jobs-bench-'));
  const database = await openPgliteDatabase(join(dir, 'pglite'));
  return { name: 'PGlite', database, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** Jobs/s of the queue: `n` queued no-op jobs, then the workers start; until all succeeded. */
async function queueRun(db, kind, n) {
  const queue = createJobQueue({ db, logger: silent, pollMs: 10, concurrency: WORKERS });
  let done = 0;
  let allRan;
  const ran = new Promise((resolve) => (allRan = resolve));
  queue.register({
    kind,
    async run() {
      if (++done === n) allRan();
      return null;
    },
  });
  for (let i = 0; i < n; i++) await queue.enqueue(kind, { i });
  const started = performance.now();
  queue.start();
  await ran;
  for (;;) {
    const rows = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from jobs where kind = ${kind} and state = 'succeeded'`,
      ),
    );
    if (Number(rows[0].n) === n) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  const seconds = (performance.now() - started) / 1000;
  await queue.stop();
  return n / seconds;
}

/** Jobs/s of the peer: `WORKERS` loops, each claiming one row with SKIP LOCKED, then marking it done. */
async function bareRun(db, table, n) {
  await db.execute(
    sql.raw(`create table ${table} (id bigserial primary key, state text not null)`),
  );
  await db.execute(
    sql.raw(`insert into ${table} (state) select 'queued' from generate_series(1, ${n})`),
  );
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const rows = rowsOf(
        await db.execute(
          sql.raw(
            `update ${table} set state = 'running' where id in (select id from ${table} where state = 'queued' order by id limit 1 for update skip locked) returning id`,
          ),
        ),
      );
      const id = rows[0]?.id;
      if (id === undefined) return;
      await db.execute(sql`update ${sql.raw(table)} set state = 'done' where id = ${id}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return n / ((performance.now() - started) / 1000);
}

const bench = await openBenchDatabase();
try {
  const { db } = bench.database;
  await bench.database.migrate(MIGRATIONS);
  await queueRun(db, 'bench-warm-up', WARM_UP);
  await bareRun(db, 'bench_warm_up', WARM_UP);
  // Interleaved rounds, median of each: the machine is shared, one round can be unlucky.
  const queueRounds = [];
  const bareRounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    queueRounds.push(await queueRun(db, `bench-${r}`, JOBS));
    bareRounds.push(await bareRun(db, `bench_bare_${r}`, JOBS));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const queue = median(queueRounds);
  const bare = median(bareRounds);
  console.log(
    `job queue throughput, ${JOBS} no-op jobs, ${WORKERS} workers, ${bench.name}, median of ${ROUNDS}`,
  );
  console.log(`job queue (src/jobs)        ${queue.toFixed(0).padStart(6)} jobs/s`);
  console.log(`bare SKIP LOCKED loop       ${bare.toFixed(0).padStart(6)} jobs/s`);
  console.log(`ratio vs bare SKIP LOCKED loop: ${(queue / bare).toFixed(2)}x`);
} finally {
  await bench.database.close();
  await bench.drop();
}
