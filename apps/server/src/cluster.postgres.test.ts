import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshPostgresDatabase, type FreshPostgres } from './db/fresh-postgres';
import { testDatabaseUrl } from './env';

/**
 * `WORKERS=2` on a real PostgreSQL, as an operator runs it: one primary, two serving workers on
 * one port; a worker that dies is replaced; SIGTERM stops them all and exits 0.
 */
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
let dataDir: string;
let fresh: FreshPostgres;
let child: ChildProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aita-workers-'));
  const admin = testDatabaseUrl();
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  fresh = await createFreshPostgresDatabase(admin);
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    for (const pid of await childrenOf(child.pid ?? 0)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** The server processes whose parent is `pid` (from /proc; not tsx's esbuild helpers). */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid !== pid) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('server.ts')) found.push(Number(entry));
  }
  return found;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('serves from two processes, replaces a dead one and stops them all on SIGTERM', async () => {
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      WORKERS: '2',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

  const url = await until('the listening line', async () => {
    expect(proc.exitCode, err).toBeNull();
    return /^AITA listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out)?.[1];
  });
  // Printed once, when both workers listen; and it says limits are per process without Redis.
  expect(out.match(/AITA listening on/g)).toHaveLength(1);
  expect(err).toContain('WORKERS=2 without REDIS_URL');
  const workers = await childrenOf(proc.pid ?? 0);
  expect(workers).toHaveLength(2);
  for (let i = 0; i < 20; i++) {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
  }

  process.kill(workers[0] ?? 0, 'SIGKILL');
  const replaced = await until('a new worker', async () => {
    const now = await childrenOf(proc.pid ?? 0);
    return now.length === 2 && !now.includes(workers[0] ?? 0) ? now : undefined;
  });
  expect(replaced).toContain(workers[1]);
  // The primary hands connections out in turn: with the new worker listening, all succeed.
  await sleep(3000);
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
  }
  expect(err).toMatch(/worker \d+ ended \(SIGKILL\): starting another/);

  proc.kill('SIGTERM');
  expect(await exit, err).toBe(0);
  expect(await childrenOf(proc.pid ?? 0)).toEqual([]);
}, 300_000);
