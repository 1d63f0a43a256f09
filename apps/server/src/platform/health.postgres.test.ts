import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@aita/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { prepareDatabase } from '../boot';
import type { Database } from '../db/database';
import { createFreshPostgresDatabase, type FreshPostgres } from '../db/fresh-postgres';
import { MSG_UNAVAILABLE } from '../db/unavailable';
import { loadConfig, testDatabaseUrl } from '../env';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

/** The real server on the real PostgreSQL, through a TCP proxy this test cuts and restores. */
let fresh: FreshPostgres;
let proxy: TcpProxy;
let dataDir: string;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  fresh = await createFreshPostgresDatabase(testDatabaseUrl() ?? '');
  const target = new URL(fresh.url);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  dataDir = await mkdtemp(join(tmpdir(), 'aita-partition-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: target.toString(),
    DB_TIMEOUT_MS: '2000',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'web'),
  });
  database = await prepareDatabase(config);
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const list = () =>
  app.inject({
    method: 'POST',
    url: '/v1/app/index/list',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });

const timed = async <T>(work: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await work();
  return { value, ms: performance.now() - t0 };
};

describe('PostgreSQL cut off', () => {
  it('answers 503 envelopes within seconds during a partition, and recovers after it', async () => {
    expect((await list()).json()).toMatchObject({ code: Code.OK });
    proxy.mode('partition');
    const ready = await timed(() => app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ msg: MSG_UNAVAILABLE });
    const res = await timed(list);
    expect(res.value.statusCode).toBe(503);
    expect(res.value.json()).toEqual({ code: Code.INTERNAL, msg: MSG_UNAVAILABLE, data: null });
    // Without deadlines both waited as long as the partition lasted (here: for ever).
    expect(ready.ms).toBeLessThan(10_000);
    expect(res.ms).toBeLessThan(10_000);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    proxy.mode('forward');
    const deadline = performance.now() + 30_000;
    let back = await list();
    while (back.statusCode !== 200 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      back = await list();
    }
    expect(back.json()).toMatchObject({ code: Code.OK });
  });

  it('answers 503 at once when the database refuses connections', async () => {
    proxy.mode('refuse');
    const res = await list();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: Code.INTERNAL, msg: MSG_UNAVAILABLE, data: null });
    proxy.mode('forward');
  });
});
