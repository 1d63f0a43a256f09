// Resident memory of the built server (docs/performance.md "Memory"): `node dist/server.js` on a
// fresh DATA_DIR (the first start migrates and seeds), its RSS once it has listened and settled,
// then the same data folder started again (the anchor: a restart, nothing to migrate or seed), and
// that restarted server's idle RSS after a minute without requests. The named peer for the idle
// figure is a bare Fastify hello in its own Node process, measured the same way in the same run.
// Targets: RSS after the first start ≤ 1.2× RSS after a restart; idle RSS printed, and the time
// from spawn to "listening" of each start. Linux only (it reads /proc/<pid>/status).
// `pnpm --filter @aita/server build && node bench/memory.bench.mjs`.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000);
const TARGET = 1.2;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/** VmRSS of a process, in kB. */
async function rssKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** Starts a Node program and resolves once it prints `ready`; returns the child, with `readyMs`. */
function start(args, env, ready) {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no "${ready}" in 5 min:\n${out}`)), 300_000);
    const read = (chunk) => {
      out += chunk;
      if (out.includes(ready)) {
        clearTimeout(timer);
        child.readyMs = performance.now() - began;
        done(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code} before "${ready}":\n${out}`));
    });
  });
}

async function stop(child) {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

if (process.platform !== 'linux') {
  console.log('跳过：内存基准读取 /proc，只在 Linux 上运行');
  process.exit(0);
}

const dataDir = await mkdtemp(join(tmpdir(), 'aita-memory-'));
const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const rows = [];
try {
  const first = await start(['dist/server.js'], env, 'AITA listening on');
  await sleep(SETTLE_MS);
  const firstKb = await rssKb(first.pid);
  await stop(first);

  const again = await start(['dist/server.js'], env, 'AITA listening on');
  await sleep(SETTLE_MS);
  const restartKb = await rssKb(again.pid);
  await sleep(IDLE_MS);
  const idleKb = await rssKb(again.pid);
  await stop(again);

  const hello = await start(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('hello listening');`,
    ],
    {},
    'hello listening',
  );
  await sleep(SETTLE_MS);
  const helloKb = await rssKb(hello.pid);
  await stop(hello);

  rows.push(['after the first start (migrate + seed)', firstKb, firstKb / restartKb, 'restart']);
  rows.push(['after a restart (the anchor)', restartKb, 1, 'restart']);
  rows.push([`idle ${IDLE_MS / 1000} s after the restart`, idleKb, idleKb / helloKb, 'hello']);
  rows.push(['peer: bare Fastify hello process', helloKb, 1, 'hello']);
  console.log('\nserver RSS (PGlite, fresh data folder):');
  for (const [label, kb, ratio, anchor] of rows)
    console.log(
      `  ${label.padEnd(42)} ${mb(kb).padStart(8)}   ${ratio.toFixed(2)}× ${anchor === 'restart' ? 'of a restart' : 'of the hello process'}`,
    );
  console.log(
    `  spawn to "listening": first start ${first.readyMs.toFixed(0)} ms, restart ${again.readyMs.toFixed(0)} ms`,
  );
  const ratio = firstKb / restartKb;
  if (ratio > TARGET) {
    console.error(`[bench] FAIL: first start ${ratio.toFixed(2)}× a restart (target ≤ ${TARGET}×)`);
    process.exitCode = 1;
  } else {
    console.log(`[bench] ok: first start ${ratio.toFixed(2)}× a restart (target ≤ ${TARGET}×)`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
