import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedPgliteTemplate } from './db/pglite-template';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
let dataDir: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'aita-process-test-'));
  // A migrated template instead of initdb: a fresh PGlite takes tens of seconds on a busy machine.
  await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  }
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** Runs `src/server.ts` as the real process would (through tsx), with only the given env. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => stdout, err: () => stderr };
}

describe('server process', () => {
  it('prints "AITA listening on" with the real port for PORT=0, serves, and stops on SIGTERM', async () => {
    const p = run({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const deadline = Date.now() + 150_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /^AITA listening on (http:\/\/127\.0\.0\.1:(\d+))$/m.exec(p.out())?.[1];
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, p.err()).toBeDefined();
    expect(url).not.toMatch(/:0$/);
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    // A client that sent half a request and went quiet must not hold the shutdown: after the
    // close grace its connection is cut and the process still exits 0 (not 1 at the 10 s limit).
    const socket = connect(Number(new URL(url ?? '').port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /v1/app/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    await new Promise((r) => setTimeout(r, 200));
    p.child.kill('SIGTERM');
    expect(await p.exit, p.err()).toBe(0);
    socket.destroy();
  }, 180_000);

  it('exits 1 with one line per bad variable', async () => {
    const p = run({ PORT: 'eighty', LOG_LEVEL: 'chatty', DATA_DIR: dataDir });
    expect(await p.exit).toBe(1);
    const lines = p.err().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.filter((l) => /^\s+PORT=/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^\s+LOG_LEVEL=/.test(l))).toHaveLength(1);
    expect(p.out()).toBe('');
  }, 60_000);
});
