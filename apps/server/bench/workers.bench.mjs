// `WORKERS=N` on PostgreSQL (docs/server.md "Several processes"): the built server
// (`node dist/server.js`, as an operator runs it) with 1, 2 and 4 worker processes on a fresh
// database, read by autocannon (50 connections) in this process. Prints req/s, the cores the
// server's processes used (their CPU time over the run's wall time, from /proc), req/s per core,
// and each figure against 1 worker and against a bare Fastify hello measured in the same run.
// Needs TEST_DATABASE_URL (the embedded database serves one process); TEST_REDIS_URL is passed
// as REDIS_URL when set. Part of `pnpm bench`; run alone with
// `pnpm --filter @aita/server build && TEST_DATABASE_URL=… node bench/workers.bench.mjs`.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createFreshPostgresDatabase } from '../dist/testing.js';

const admin = process.env.TEST_DATABASE_URL;
if (!admin) {
  console.log('[bench] workers: TEST_DATABASE_URL not set — WORKERS=N needs PostgreSQL; not run');
  process.exit(0);
}
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s.
const SERVER = new URL('../dist/server.js', import.meta.url).pathname;

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

async function hello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return (await cannon({ url: `http://127.0.0.1:${app.server.address().port}/` })).requests
      .average;
  } finally {
    await app.close();
  }
}

/** pid and every descendant (the cluster's workers), from /proc. */
async function tree(root) {
  const parents = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

/** CPU seconds (user + system) used so far by the processes. */
async function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / TICKS;
}

/** Busy and total CPU ticks of the whole machine (every process: PostgreSQL, autocannon too). */
async function machine() {
  const [, ...fields] = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}

async function start(workers, databaseUrl, dataDir) {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  child.stderr.on('data', (d) => (out += d.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const url = /^AITA listening on (http:\/\/[\d.]+:\d+)$/m.exec(out)?.[1];
    if (url) return { child, url, log: () => out };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${out.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A teacher's token: the SMS code is read from the server's log (no SMS service is set). */
async function teacher(url, log) {
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/passport/api/sms-code', { phone, purpose: 'register' });
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    code = new RegExp(`phone=${phone} code=(\\d{6})`).exec(log())?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const done = await post('/passport/api/register', { phone, password: 'bench-2026-pass', code });
  if (done.code !== 200) throw new Error(`register: ${JSON.stringify(done)}`);
  return done.data.token;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };

async function measure(workers) {
  const fresh = await createFreshPostgresDatabase(admin);
  const dataDir = await mkdtemp(join(tmpdir(), 'aita-workers-bench-'));
  const server = await start(workers, fresh.url, dataDir);
  try {
    const token = await teacher(server.url, server.log);
    const pids = await tree(server.child.pid);
    const rows = [];
    for (const [name, opts] of [
      [
        'POST /v1/user/info',
        {
          url: `${server.url}/v1/user/info`,
          method: 'POST',
          headers: { ...JSON_HEADERS, 'x-token': token },
          body: '{}',
        },
      ],
      [
        'POST /v1/app/index/list',
        {
          url: `${server.url}/v1/app/index/list`,
          method: 'POST',
          headers: JSON_HEADERS,
          body: '{}',
        },
      ],
    ]) {
      await cannon({ ...opts, duration: 1 }); // warm-up: JIT, pools, caches in every worker
      const cpu0 = await cpuSeconds(pids);
      const m0 = await machine();
      const t0 = performance.now();
      const result = await cannon(opts);
      const wall = (performance.now() - t0) / 1000;
      const cores = ((await cpuSeconds(pids)) - cpu0) / wall;
      const m1 = await machine();
      const busy = ((m1.busy - m0.busy) / (m1.total - m0.total)) * cpus().length;
      const errors = result.errors + result.non2xx;
      rows.push({
        name,
        rps: result.requests.average,
        cores,
        busy,
        errors,
        p99: result.latency.p99,
      });
    }
    return { workers, processes: pids.length, rows };
  } finally {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const before = await hello();
const runs = [];
for (const n of [1, 2, 4]) runs.push(await measure(n));
const after = await hello();
const anchor = (before + after) / 2;

console.log(
  `\nWORKERS=N on PostgreSQL, ${CONNECTIONS} connections × ${SECONDS} s (autocannon in the bench process, on the same machine); anchor: bare Fastify hello ${Math.round(anchor)} req/s (before ${Math.round(before)}, after ${Math.round(after)}); this machine has ${cpus().length} cores; "machine" counts every process (PostgreSQL, autocannon)`,
);
let failed = false;
for (const name of runs[0].rows.map((r) => r.name)) {
  console.log(`\n${name}`);
  const one = runs[0].rows.find((r) => r.name === name);
  for (const run of runs) {
    const r = run.rows.find((x) => x.name === name);
    if (r.errors > 0) failed = true;
    console.log(
      `  WORKERS=${run.workers} (${run.processes} processes)  ${String(Math.round(r.rps)).padStart(6)} req/s  ${(r.rps / one.rps).toFixed(2)}× of 1 worker  1/${(anchor / r.rps).toFixed(1)} of hello  cores used ${r.cores.toFixed(2)} (machine ${r.busy.toFixed(2)})  ${Math.round(r.rps / Math.max(r.cores, 0.01))} req/s per core  p99 ${r.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`,
    );
  }
}
if (failed) {
  console.error('[bench] FAIL: some requests failed');
  process.exit(1);
}
console.log('\n[bench] workers done');
