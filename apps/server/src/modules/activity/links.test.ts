// The activity link the product makes (docs/apps.md "Activity"): it never carries the teacher's
// login token. A page of another site gets a single-use 5-minute ticket, which logs in once and
// never twice; a page of this site gets nothing (it shares the app's login).
import { Code, type ActivityInfo } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { activityRoutes } from './routes';

const ORIGIN = 'https://aita.example.com';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_ORIGIN: ORIGIN } });
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

async function jumpUrl(t?: string): Promise<URL> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/activity/info',
    headers: { 'content-type': 'application/json', ...(t ? { 'x-token': t } : {}) },
    payload: '{}',
  });
  expect(res.headers['cache-control']).toContain('no-store');
  const data = (res.json() as { data: ActivityInfo }).data;
  expect(data.status).toBe(1);
  expect(data.sidebarJumpUrl).not.toContain(token);
  return new URL(data.sidebarJumpUrl);
}

const exchange = async (ticket: string) =>
  (await postJson(ctx.app, '/v1/udc/ticket-login', { ticket })).json() as {
    code: number;
    msg: string;
    data: { token: string } | null;
  };

describe(activityRoutes, () => {
  it('links this site’s activity page with its id only', async () => {
    const jump = await jumpUrl(token);
    expect(jump.origin).toBe(ORIGIN);
    expect([...jump.searchParams.keys()]).toEqual(['id']);
  });

  it('gives another site’s page a ticket that logs in once and never twice', async () => {
    await ctx.database.db.insert(activities).values({
      slug: 'partner',
      name: '合作活动',
      imageUrl: '/static/activity/invite.svg',
      jumpUrl: 'https://partner.example.cn/landing?from=aita',
    });
    const jump = await jumpUrl(token);
    expect(jump.origin).toBe('https://partner.example.cn');
    expect(jump.searchParams.get('from')).toBe('aita');
    expect(jump.searchParams.has('token')).toBe(false);
    const ticket = jump.searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await exchange(ticket);
    expect(first.code).toBe(Code.OK);
    expect(first.data?.token).not.toBe(token);
    const second = await exchange(ticket);
    expect(second).toMatchObject({
      code: Code.CONFLICT,
      msg: '登录凭证已使用或已过期',
      data: null,
    });
    // Each answer has a new ticket; an anonymous caller gets none.
    expect((await jumpUrl(token)).searchParams.get('ticket')).not.toBe(ticket);
    expect((await jumpUrl()).searchParams.has('ticket')).toBe(false);
    expect(ctx.logs.join('\n')).not.toContain(ticket);
  });
});
