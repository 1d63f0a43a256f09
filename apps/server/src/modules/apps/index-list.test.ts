import { APP_CATEGORIES, Code, type AppIndexList, type AppInfo, type Envelope } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CATEGORY_VALUES } from '../../db/schema';
import { SEED_APPS } from '../../db/seed-data';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { appIndexListRoute } from './index-list.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function list(body?: unknown): Promise<Envelope<AppIndexList>> {
  const res = await postJson(ctx.app, '/v1/app/index/list', body);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const allApps = (data: AppIndexList): AppInfo[] => [
  ...data.columnList.flatMap((c) => c.appList),
  ...data.newColumnList.flatMap((c) => c.appList),
];

describe(appIndexListRoute, () => {
  it('lists the seeded catalogue in the §3 shape', async () => {
    const { code, msg, data } = await list();
    expect(code).toBe(Code.OK);
    expect(msg).toBe('ok');
    expect(Object.keys(data).sort()).toEqual(
      [
        'appList',
        'columnList',
        'hasNewStandardColumn',
        'newAppList',
        'newColumnList',
        'newStandardDocList',
      ].sort(),
    );
    const names = data.columnList.map((c) => c.name);
    expect(names.slice(0, 6)).toEqual(['热门应用', '新课标专区', '备课', '作文', '试卷', '课件']);
    expect(names.length).toBeGreaterThanOrEqual(6);
    const distinct = new Set(allApps(data).map((a) => a.appId));
    expect(distinct.size).toBeGreaterThanOrEqual(40);
    for (const column of data.columnList) {
      expect(data.appList[String(column.id)]).toEqual(column.appList);
    }
    for (const column of data.newColumnList) {
      expect(data.newAppList[String(column.id)]).toEqual(column.appList);
    }
    for (const app of allApps(data)) {
      expect(Object.keys(app).sort()).toEqual(
        [
          'appId',
          'appSeoInfo',
          'category',
          'desc',
          'isCollect',
          'logo',
          'name',
          'template',
          'uri',
        ].sort(),
      );
      expect(APP_CATEGORIES).toContain(app.category);
      expect(app.isCollect).toBe(0);
      expect([0, 1]).toContain(app.template);
      expect(app.appSeoInfo).toMatchObject({ uri: app.uri, appId: app.appId });
      expect(app.desc.length).toBeGreaterThan(5);
    }
    // An app may appear in several columns.
    const hot = data.columnList[0]?.appList.map((a) => a.uri) ?? [];
    expect(hot).toContain('lesson-plan');
    expect(data.columnList.find((c) => c.name === '备课')?.appList.map((a) => a.uri)).toContain(
      'lesson-plan',
    );
  });

  it('gives the new-curriculum zone a random id in 100..999, distinct from other columns', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const { data } = await list();
      expect(data.hasNewStandardColumn).toBe(true);
      const zone = data.columnList.find((c) => c.name === '新课标专区');
      expect(zone).toBeDefined();
      if (!zone) return;
      expect(zone.id).toBeGreaterThanOrEqual(100);
      expect(zone.id).toBeLessThanOrEqual(999);
      expect(data.columnList.filter((c) => c.id === zone.id)).toHaveLength(1);
      expect(data.newColumnList.map((c) => c.id)).not.toContain(zone.id);
      ids.add(zone.id);
    }
    expect(ids.size).toBeGreaterThan(1);
  });

  it('lists the zone sub-columns and the curriculum documents', async () => {
    const { data } = await list();
    expect(data.newColumnList.map((c) => c.name)).toEqual([
      '大单元教学',
      '跨学科主题学习',
      '核心素养',
    ]);
    for (const c of data.newColumnList) expect(c.appList.length).toBeGreaterThan(0);
    expect(data.newStandardDocList).toHaveLength(15);
    expect(data.newStandardDocList[0]).toEqual({
      name: '义务教育课程方案（2022年版）',
      link: 'http://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html',
    });
    expect(data.newStandardDocList.map((d) => d.name)).toContain(
      '义务教育语文课程标准（2022年版）',
    );
  });

  it('serves every logo as SVG', async () => {
    const { data } = await list();
    const logos = new Set(allApps(data).map((a) => a.logo));
    expect(logos.size).toBe(SEED_APPS.length);
    for (const logo of logos) {
      const res = await ctx.app.inject({ method: 'GET', url: logo });
      expect(res.statusCode, logo).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/static/app-logos/no-such-app.svg',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(Code.NOT_FOUND);
    const traversal = await ctx.app.inject({
      method: 'GET',
      url: '/static/app-logos/..%2F..%2Fpackage.json',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('filters by name or description substring, case-insensitively', async () => {
    const { data } = await list({ name: '作文' });
    const found = allApps(data);
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) expect(`${a.name}${a.desc}`).toContain('作文');
    expect(found.map((a) => a.uri)).toEqual(
      expect.arrayContaining(['essay-review', 'model-essay']),
    );
    expect(found.map((a) => a.uri)).not.toContain('mental-arithmetic');
    for (const c of data.columnList) expect(c.appList.length).toBeGreaterThan(0);
    const ppt = allApps((await list({ name: 'ppt' })).data).map((a) => a.uri);
    expect(ppt).toContain('ppt-outline');
  });

  it('filters by exact category', async () => {
    const { data } = await list({ category: 'aiquestion' });
    const found = allApps(data);
    expect(found.length).toBeGreaterThan(3);
    for (const a of found) expect(a.category).toBe('aiquestion');
    const none = await list({ category: 'aiquest' });
    expect(none.code).toBe(Code.OK);
    expect(allApps(none.data)).toHaveLength(0);
    expect(none.data.hasNewStandardColumn).toBe(false);
  });

  it('treats blank and null filters as no filter', async () => {
    const full = allApps((await list()).data).length;
    expect(allApps((await list({ name: '   ', category: null })).data).length).toBe(full);
    const emptyBody = await ctx.app.inject({ method: 'POST', url: '/v1/app/index/list' });
    expect(emptyBody.json().code).toBe(Code.OK);
    const emptyJson = await postJson(ctx.app, '/v1/app/index/list', undefined, '');
    expect(emptyJson.statusCode).toBe(200);
    expect(allApps(emptyJson.json().data).length).toBe(full);
  });

  it('rejects wrong types with 40001 and a Chinese message naming the field', async () => {
    expect(await list({ name: 123 })).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：name 应为字符串',
      data: null,
    });
    expect(await list({ category: ['a'] })).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：category 应为字符串',
      data: null,
    });
    expect((await list({ name: 'x'.repeat(51) })).msg).toBe('参数错误：name 不能超过 50 个字符');
    expect((await list([1, 2])).msg).toBe('参数错误：请求体应为 JSON 对象');
    expect((await postJson(ctx.app, '/v1/app/index/list', undefined, '"text"')).json().code).toBe(
      Code.INVALID_PARAM,
    );
  });

  it('takes hostile strings literally', async () => {
    for (const name of ["'; drop table apps; --", '<script>alert(1)</script>', '%', '_', '\\']) {
      const res = await list({ name });
      expect(res.code, name).toBe(Code.OK);
      expect(allApps(res.data), name).toHaveLength(0);
    }
    // NUL and a lone surrogate are not text any database can hold (`inputProblem` of @aita/contract).
    for (const name of ['a\u0000b', 'a\ud800']) {
      expect(await list({ name })).toEqual({
        code: Code.INVALID_PARAM,
        msg: '参数错误：name 包含不允许的字符',
        data: null,
      });
    }
    expect(allApps((await list()).data).length).toBeGreaterThanOrEqual(40);
  });

  it('keeps the schema enum equal to the core categories', () => {
    expect([...APP_CATEGORY_VALUES]).toEqual([...APP_CATEGORIES]);
  });
});
