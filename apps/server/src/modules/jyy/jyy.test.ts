import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { jyyCommand, JyyCommandError } from './service';

/** The os=jzax documents: seeded, public, changed by the operator command without a release. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = async (url: string, body: unknown = {}) =>
  (await postAs(ctx.app, undefined, url, body)).json() as Promise<{
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;

describe('jyy', () => {
  it('answers the seeded tabs and subjects, keywords, the nobook index by subject and a mini-program', async () => {
    const tabs = await call('/v1/jyy/config/tabList');
    expect(tabs.code).toBe(200);
    expect(tabs.data.tabList.map((t: { name: string }) => t.name)).toEqual([
      '发现',
      '应用中心',
      '会话',
    ]);
    expect(tabs.data.subjectList[0]).toEqual({ id: 1, name: '语文' });
    const keywords = await call('/v1/jyy/miniprogram/keyword');
    expect(keywords.data.list.length).toBeGreaterThan(0);
    const physics = await call('/v1/jyy/nobook/index', { subject: '物理' });
    expect(physics.data.list.length).toBe(2);
    expect(physics.data.list.every((n: { subject: string }) => n.subject === '物理')).toBe(true);
    const all = await call('/v1/jyy/nobook/index');
    expect(all.data.list.length).toBeGreaterThan(physics.data.list.length);
    const detail = await call('/v1/jyy/miniprogram/detail', { id: 'random-roll-call' });
    expect(detail.data).toMatchObject({ name: '课堂点名', appUri: 'random-roll-call' });
    expect(await call('/v1/jyy/miniprogram/detail', { id: 'nope' })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    expect((await call('/v1/jyy/miniprogram/detail', {})).code).toBe(Code.INVALID_PARAM);
  });

  it('takes an operator’s document (checked first) and serves it from then on', async () => {
    await expect(
      jyyCommand(ctx.database.db, 'tabList', [{ key: 'x', name: '', path: 'http://evil' }]),
    ).rejects.toBeInstanceOf(JyyCommandError);
    await expect(jyyCommand(ctx.database.db, 'unknown', [])).rejects.toBeInstanceOf(
      JyyCommandError,
    );
    const out = await jyyCommand(ctx.database.db, 'tabList', [
      { key: 'apps', name: '应用', path: '/apps/index' },
      { key: 'course', name: 'AI课', path: '/ai-course/index' },
    ]);
    expect(out).toBe('saved tabList');
    const tabs = await call('/v1/jyy/config/tabList');
    expect(tabs.data.tabList.map((t: { name: string }) => t.name)).toEqual(['应用', 'AI课']);
    expect(JSON.parse(await jyyCommand(ctx.database.db, 'tabList'))[1].path).toBe(
      '/ai-course/index',
    );
  });
});
