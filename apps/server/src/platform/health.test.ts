import { Code } from '@aita/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, MSG_STORAGE_FULL, MSG_UNAVAILABLE } from '../db/unavailable';
import { createTestContext, type TestContext } from '../test/context';
import { DEMO_PASSWORD, DEMO_PHONE } from '../test/identity';

const login = (ctx: TestContext) =>
  ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
  });

describe('liveness and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers /healthz and /readyz with {"status":"ok"}', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });
});

describe('a disk below MIN_FREE_DISK_MB', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A floor far above any real free space (10 TB).
    ctx = await createTestContext({ env: { MIN_FREE_DISK_MB: '10000000' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is live but not ready, with the reason in Chinese', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: Code.INTERNAL,
      msg: MSG_STORAGE_FULL,
      data: { database: 'ok', disk: 'low' },
    });
  });

  it('still serves reads; the embedded database refuses writes early with 存储空间不足', async () => {
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/v1/app/index/list',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(read.json()).toMatchObject({ code: Code.OK });
    const write = await login(ctx);
    if (ctx.database.kind === 'pglite') {
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ code: Code.INTERNAL, msg: MSG_STORAGE_FULL, data: null });
    } else {
      // PostgreSQL keeps its data elsewhere: DATA_DIR's space only makes the instance unready.
      expect(write.json()).toMatchObject({ code: Code.OK });
    }
  });
});

describe('a database call past DB_TIMEOUT_MS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { DB_TIMEOUT_MS: '1500' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('rejects as "unavailable" instead of hanging; a wedged embedded worker is given up', async () => {
    const error = await ctx.database.db.execute(sql`select pg_sleep(30)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    if (ctx.database.kind === 'pglite') {
      // The worker answered nothing for the deadline: the handle is lost (server.ts then exits 1
      // for a supervisor to restart it), readiness says so, and requests get the 503 envelope.
      expect((await ctx.database.lost).message).toMatch(/answered nothing/);
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        msg: MSG_UNAVAILABLE,
        data: { database: 'unavailable' },
      });
      const res = await login(ctx);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: Code.INTERNAL, msg: MSG_UNAVAILABLE, data: null });
    } else {
      // PostgreSQL cancelled the statement (statement_timeout); the pool serves on.
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    }
  });
});
