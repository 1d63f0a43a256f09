import { Code, type AppInfo, type Envelope } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { appSearchRoutes } from './search.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface SearchData {
  list: AppInfo[];
  total: number;
}

async function search(body: unknown): Promise<Envelope<SearchData>> {
  const res = await postJson(ctx.app, '/v1/app/search', body);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe(appSearchRoutes, () => {
  it('finds 作文批改 first from 作文, exact and prefix hits before contains and descriptions', async () => {
    const { code, data } = await search({ query: '作文' });
    expect(code).toBe(Code.OK);
    const names = data.list.map((a) => a.name);
    expect(names[0]).toBe('作文批改');
    expect(names.slice(0, 4).sort()).toEqual(
      ['作文批改', '作文提纲', '作文评语', '作文范文'].sort(),
    );
    const firstContains = names.indexOf('英语作文批改');
    expect(firstContains).toBeGreaterThan(3);
    const lastNameHit = Math.max(...names.map((n, i) => (n.includes('作文') ? i : -1)));
    for (const [i, a] of data.list.entries()) {
      if (!a.name.includes('作文')) {
        expect(a.desc).toContain('作文');
        expect(i).toBeGreaterThan(lastNameHit);
      }
    }
    expect(data.total).toBe(data.list.length);
    for (const a of data.list) expect(a.isCollect).toBe(0);
  });

  it('ranks an exact name hit first and matches descriptions', async () => {
    expect((await search({ query: '说课稿' })).data.list[0]?.name).toBe('说课稿');
    const desc = await search({ query: '重难点' });
    expect(desc.data.list.length).toBeGreaterThan(0);
    for (const a of desc.data.list) expect(`${a.name}${a.desc}`).toContain('重难点');
    expect(desc.data.list.map((a) => a.uri)).toContain('lesson-plan');
  });

  it('sees a new app added behind its back after the recheck delay', async () => {
    expect((await search({ query: '星际穿越备课' })).data.total).toBe(0);
    await ctx.database.db.insert(apps).values({
      uri: 'interstellar',
      name: '星际穿越备课',
      logo: '/x.svg',
      category: 'htmlfile',
      description: '',
    });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await search({ query: '星际穿越' })).data.list.map((a) => a.name)).toEqual([
      '星际穿越备课',
    ]);
  });

  it('takes LIKE wildcards and hostile strings literally', async () => {
    for (const query of ['%', '_', '%%', '作_', '作%', '\\', "'; drop table apps; --", '<b>']) {
      const res = await search({ query });
      expect(res.code, query).toBe(Code.OK);
      expect(res.data.list, query).toEqual([]);
    }
    expect((await search({ query: '   ' })).data).toEqual({ list: [], total: 0 });
  });

  it('rejects a missing, wrong-typed, over-long, NUL or lone-surrogate query with 40001', async () => {
    expect(await search({})).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：query 应为字符串',
      data: null,
    });
    expect((await search({ query: 5 })).code).toBe(Code.INVALID_PARAM);
    expect((await search({ query: '作'.repeat(51) })).msg).toBe(
      '参数错误：query 不能超过 50 个字符',
    );
    expect((await search({ query: '作'.repeat(50) })).code).toBe(Code.OK);
    expect((await search({ query: 'a\u0000' })).msg).toBe('参数错误：query 包含不允许的字符');
    expect((await search({ query: '\ud800' })).msg).toBe('参数错误：query 包含不允许的字符');
  });

  it('recommends the hot apps for the new home', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/app/recommend' });
    const { code, data } = res.json() as Envelope<AppInfo[]>;
    expect(code).toBe(Code.OK);
    expect(data.length).toBeGreaterThan(3);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data[0]?.uri).toBe('ai-assistant');
    expect(new Set(data.map((a) => a.appId)).size).toBe(data.length);
  });
});
