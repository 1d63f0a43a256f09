import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, rm, rmdir, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot';
import { loadConfig } from '../env';
import { createSessionService } from '../modules/identity';
import { insertUser } from '../test/identity';
import { runServerProcess, type ServerProcess } from '../test/server-process';
import { copyMigratedPgliteTemplate } from './pglite-template';
import { MSG_STORAGE_FULL } from './unavailable';

/**
 * The embedded database on a small tmpfs that fills up (run when TEST_TMPFS=1, as root or with
 * password-less sudo: .ci/run sets it): the real server process refuses writes early with
 * 存储空间不足 while reads go on, is live but not ready, takes writes again once space is freed,
 * and after `kill -9` starts again on the same disk with every acknowledged write.
 */
const SIZE_MB = 96;
const FLOOR_MB = 16;
let mountPoint: string;
let dataDir: string;
let token: string;
const children: ServerProcess[] = [];

const asRoot = (command: string, args: string[]) =>
  execFileSync(process.getuid?.() === 0 ? command : 'sudo', [
    ...(process.getuid?.() === 0 ? [] : ['-n', command]),
    ...args,
  ]);

const env = () => ({
  DATA_DIR: dataDir,
  WEB_DIST: join(mountPoint, 'web'),
  NODE_ENV: 'test',
  MIN_FREE_DISK_MB: String(FLOOR_MB),
  DB_TIMEOUT_MS: '5000',
});

beforeAll(async () => {
  mountPoint = await mkdtemp(join(tmpdir(), 'aita-tmpfs-'));
  asRoot('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0777`, 'tmpfs', mountPoint]);
  dataDir = join(mountPoint, 'data');
  await mkdir(join(mountPoint, 'web'), { recursive: true });
  await copyMigratedPgliteTemplate(join(dataDir, 'pglite'));
  const database = await prepareDatabase(loadConfig(env()));
  try {
    const { id } = await insertUser(database, { uname: '写满之前' });
    token = (await createSessionService({ db: database.db }).issue(id, 'frame')).token;
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.kill();
  if (mountPoint) {
    asRoot('umount', [mountPoint]);
    await rmdir(mountPoint);
  }
});

async function call(url: string, path: string, body: unknown = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; msg: string; data: { uname?: string } | null },
  };
}

const freeBytes = async () => {
  const s = await statfs(mountPoint);
  return s.bavail * s.bsize;
};

/** Fills the file system until `leaveBytes` are free; returns the filler's path. */
async function fillUntil(leaveBytes: number): Promise<string> {
  const path = join(mountPoint, 'filler');
  const file = await open(path, 'w');
  const block = Buffer.alloc(1 << 20, 1);
  try {
    while ((await freeBytes()) > leaveBytes + block.length) await file.write(block);
  } finally {
    await file.close();
  }
  return path;
}

describe('a small disk that fills up (embedded database)', () => {
  it('refuses writes early, keeps reading, recovers when space is freed, and survives kill -9', async () => {
    const first = runServerProcess(env());
    children.push(first);
    const url = await first.listening();
    expect((await call(url, '/v1/user/mod', { uname: '写满之前二' })).body.code).toBe(200);

    const filler = await fillUntil((FLOOR_MB / 2) * 1048576);
    await new Promise((r) => setTimeout(r, 1100)); // the free-space check is cached for 1 s
    const t0 = performance.now();
    const refused = await call(url, '/v1/user/mod', { uname: '写不进去' });
    expect(performance.now() - t0).toBeLessThan(3_000);
    expect(refused).toEqual({
      status: 503,
      body: { code: 50000, msg: MSG_STORAGE_FULL, data: null },
    });
    expect((await call(url, '/v1/user/info')).body.data?.uname).toBe('写满之前二');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ data: { disk: 'low' } });

    await rm(filler);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(url, '/v1/user/mod', { uname: '空间已释放' })).body.code).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    await first.kill();
    const second = runServerProcess(env());
    children.push(second);
    const url2 = await second.listening();
    expect((await call(url2, '/v1/user/info')).body.data?.uname).toBe('空间已释放');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 300_000);
});
