import { Code, type AppIndexList, type AppInfo } from '@aita/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import { apps, favourites, myApps } from '../../db/schema';
import { MSG_APP_NOT_FOUND } from './messages';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { aitalkCollectRoutes } from './collect.routes';
import { myListAddRoutes } from './mylist-add.routes';

let ctx: TestContext;
let userId: number;
let token: string;
let otherToken: string;
const idOf = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
  otherToken = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  for (const r of await ctx.database.db.select({ id: apps.id, uri: apps.uri }).from(apps)) {
    idOf.set(r.uri, r.id);
  }
});
afterAll(() => ctx?.close());

const id = (uri: string): number => {
  const value = idOf.get(uri);
  if (value === undefined) throw new Error(`no app ${uri}`);
  return value;
};
const call = async (t: string | undefined, url: string, body?: unknown) => {
  const res = await postAs(ctx.app, t, url, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const update = (t: string | undefined, body: unknown) => call(t, '/v1/aitalk/collect/update', body);
const collected = async (t: string): Promise<string[]> =>
  ((await call(t, '/v1/aitalk/collect/list', {})).data.list as AppInfo[]).map((a) => a.uri);
const flatten = (d: AppIndexList) => [
  ...d.columnList.flatMap((c) => c.appList),
  ...d.newColumnList.flatMap((c) => c.appList),
];

describe(aitalkCollectRoutes, () => {
  it('needs login: 20100 without a token', async () => {
    for (const url of ['/v1/aitalk/collect/list', '/v1/aitalk/collect/update']) {
      expect(await call(undefined, url, { appId: id('essay-review'), status: 1 })).toEqual({
        code: Code.NOT_LOGGED_IN,
        msg: MSG_NOT_LOGGED_IN,
        data: null,
      });
    }
    expect(
      await ctx.database.db.select().from(favourites).where(eq(favourites.userId, userId)),
    ).toEqual([]);
  });

  it('collects idempotently and lists newest first', async () => {
    expect(await collected(token)).toEqual([]);
    const ok = await update(token, { appId: id('essay-review'), status: 1 });
    expect(ok).toEqual({
      code: Code.OK,
      msg: 'ok',
      data: { appId: id('essay-review'), status: 1 },
    });
    expect((await update(token, { appId: id('essay-review'), status: 1 })).code).toBe(Code.OK);
    await new Promise((r) => setTimeout(r, 20));
    expect((await update(token, { appId: String(id('lesson-plan')), status: '1' })).code).toBe(
      Code.OK,
    );
    const rows = await ctx.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, userId));
    expect(rows).toHaveLength(2);
    expect(await collected(token)).toEqual(['lesson-plan', 'essay-review']);
    const list = (await call(token, '/v1/aitalk/collect/list')).data;
    expect(list.total).toBe(2);
    for (const a of list.list as AppInfo[]) expect(a.isCollect).toBe(1);
    // Another teacher's favourites are separate.
    expect(await collected(otherToken)).toEqual([]);
  });

  it('reflects isCollect in the app list and search for that teacher only', async () => {
    const mine = flatten((await call(token, '/v1/app/index/list', {})).data);
    const essay = mine.filter((a) => a.uri === 'essay-review');
    expect(essay.length).toBeGreaterThan(0);
    for (const a of essay) expect(a.isCollect).toBe(1);
    expect(mine.find((a) => a.uri === 'model-essay')?.isCollect).toBe(0);
    const found = (await call(token, '/v1/app/search', { query: '作文' })).data.list as AppInfo[];
    expect(found.find((a) => a.uri === 'essay-review')?.isCollect).toBe(1);
    expect(found.find((a) => a.uri === 'model-essay')?.isCollect).toBe(0);
    const filtered = flatten((await call(token, '/v1/app/index/list', { name: '作文批改' })).data);
    expect(filtered.find((a) => a.uri === 'essay-review')?.isCollect).toBe(1);
    for (const t of [otherToken, undefined, 'forged-token']) {
      const theirs = (await call(t, '/v1/app/search', { query: '作文' })).data.list as AppInfo[];
      for (const a of theirs) expect(a.isCollect).toBe(0);
    }
  });

  it('cancels idempotently, also when not collected', async () => {
    expect(await update(token, { appId: id('essay-review'), status: 0 })).toEqual({
      code: Code.OK,
      msg: 'ok',
      data: { appId: id('essay-review'), status: 0 },
    });
    expect((await update(token, { appId: id('essay-review'), status: 0 })).code).toBe(Code.OK);
    expect((await update(token, { appId: id('mental-arithmetic'), status: 0 })).code).toBe(Code.OK);
    expect(await collected(token)).toEqual(['lesson-plan']);
  });

  it('keeps one row when the same favourite is collected concurrently', async () => {
    const appId = id('auto-paper');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => update(token, { appId, status: 1 })),
    );
    for (const r of results) expect(r.code).toBe(Code.OK);
    const rows = await ctx.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.appId, appId)));
    expect(rows).toHaveLength(1);
    expect((await update(token, { appId, status: 0 })).code).toBe(Code.OK);
  });

  it('answers 40004 for an unknown or offline app and 40001 for bad input', async () => {
    expect(await update(token, { appId: 999999, status: 1 })).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_APP_NOT_FOUND,
      data: null,
    });
    await ctx.database.db.update(apps).set({ online: false }).where(eq(apps.uri, 'word-cards'));
    expect((await update(token, { appId: id('word-cards'), status: 1 })).code).toBe(Code.NOT_FOUND);
    for (const status of [2, -1, 'yes', null, undefined, true, 1.5]) {
      expect(await update(token, { appId: id('essay-review'), status }), String(status)).toEqual({
        code: Code.INVALID_PARAM,
        msg: '参数错误：status 只能为 1（收藏）或 0（取消收藏）',
        data: null,
      });
    }
    for (const appId of [0, -3, 1.5, 'abc', '', null, [1], 'x'.repeat(100), 2 ** 40]) {
      const res = await update(token, { appId, status: 1 });
      expect(res.code, JSON.stringify(appId)).toBe(Code.INVALID_PARAM);
      expect(res.msg).toBe('参数错误：appId 应为正整数');
    }
    expect((await update(token, [1])).code).toBe(Code.INVALID_PARAM);
    expect(await collected(token)).toEqual(['lesson-plan']);
  });
});

describe(myListAddRoutes, () => {
  it('adds to the recent lists idempotently, touching updated_at, login required', async () => {
    for (const list of ['aitalk', 'aiassistant']) {
      const url = `/v1/${list}/mylist/add`;
      expect((await call(undefined, url, { appId: id('lesson-plan') })).code).toBe(
        Code.NOT_LOGGED_IN,
      );
      expect(await call(token, url, { appId: id('lesson-plan') })).toEqual({
        code: Code.OK,
        msg: 'ok',
        data: { appId: id('lesson-plan') },
      });
      const where = and(eq(myApps.userId, userId), eq(myApps.list, list));
      const [first] = await ctx.database.db.select().from(myApps).where(where);
      await new Promise((r) => setTimeout(r, 20));
      expect((await call(token, url, { appId: String(id('lesson-plan')) })).code).toBe(Code.OK);
      const rows = await ctx.database.db.select().from(myApps).where(where);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? 0);
      expect((await call(token, url, { appId: 424242 })).code).toBe(Code.NOT_FOUND);
      expect((await call(token, url, {})).msg).toBe('参数错误：appId 应为正整数');
    }
  });
});
