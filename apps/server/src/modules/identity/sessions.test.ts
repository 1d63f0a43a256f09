import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { insertUser, postAs } from '../../test/identity';
import { MSG_OLD_PASSWORD_WRONG, MSG_PASSWORD_HAS_PHONE, MSG_PASSWORD_WEAK } from './messages';
import { sessionRoutes } from './sessions.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Logs in through the provider's API from `ip` with `userAgent`; returns the token. */
async function login(
  who: { phone: string; password: string },
  ip = '10.20.0.1',
  userAgent = CHROME_WINDOWS,
): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/passport/api/login',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify(who),
    remoteAddress: ip,
  });
  const body = res.json();
  expect(body.code).toBe(200);
  return body.data.token as string;
}
const codeOf = async (token: string) =>
  (await postAs(ctx.app, token, '/v1/user/info', {})).json().code as number;
const derive = async (token: string) => {
  const sso = (await postAs(ctx.app, token, '/passport/api/sso-token', {})).json();
  const ticket = (await postAs(ctx.app, token, '/passport/api/ticket', {})).json();
  const fromTicket = (
    await postJson(ctx.app, '/v1/udc/ticket-login', { ticket: ticket.data.ticket })
  ).json();
  expect([sso.code, ticket.code, fromTicket.code]).toEqual([200, 200, 200]);
  return {
    sso: sso.data as { token: string; expiresAt: number },
    ticket: fromTicket.data as { token: string; expiresAt: number },
  };
};

describe('session families', () => {
  it('derived tokens never outlive the login they came from', async () => {
    const who = await insertUser(ctx.database);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/passport/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(who),
    });
    const root = res.json().data as { token: string; expiresAt: number };
    const { sso, ticket } = await derive(root.token);
    // A 10-day login gives no 30-day token: both end when the login ends.
    expect(sso.expiresAt).toBe(root.expiresAt);
    expect(ticket.expiresAt).toBe(root.expiresAt);
    // A token derived from a derived token stays in the same family and bound.
    const { sso: grandchild } = await derive(sso.token);
    expect(grandchild.expiresAt).toBe(root.expiresAt);
    const rows = await ctx.database.db
      .select({ id: sessions.id, familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.userId, who.id));
    const rootRow = rows.find((r) => r.familyId === null);
    expect(rootRow).toBeDefined();
    expect(rows.filter((r) => r.familyId === rootRow?.id)).toHaveLength(rows.length - 1);
  });

  it('logout with any token of a login ends the whole family, and no new one can be made', async () => {
    const who = await insertUser(ctx.database);
    const root = await login(who);
    const { sso, ticket } = await derive(root);
    const pendingTicket = (await postAs(ctx.app, sso.token, '/passport/api/ticket', {})).json();
    const other = await login(who, '10.20.0.2', SAFARI_IPHONE);
    for (const t of [root, sso.token, ticket.token, other]) expect(await codeOf(t)).toBe(200);
    const out = (await postAs(ctx.app, ticket.token, '/v1/user/logout', {})).json();
    expect(out.data).toEqual({ revoked: true });
    for (const t of [root, sso.token, ticket.token])
      expect(await codeOf(t)).toBe(Code.TOKEN_EXPIRED);
    // A ticket issued before the logout cannot bring the login back.
    const late = (
      await postJson(ctx.app, '/v1/udc/ticket-login', { ticket: pendingTicket.data.ticket })
    ).json();
    expect(late.code).toBe(Code.CONFLICT);
    // Another login of the same teacher is untouched.
    expect(await codeOf(other)).toBe(200);
  });

  it('a derived session dies with its root even if only the root row is revoked', async () => {
    const who = await insertUser(ctx.database);
    const root = await login(who);
    const { sso } = await derive(root);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, who.id));
    await ctx.database.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.kind, 'sso'));
    expect(await codeOf(sso.token)).toBe(Code.TOKEN_EXPIRED);
  });
});

describe(sessionRoutes, () => {
  it('登录设备 lists each login with device, address and last use, and 退出 ends one', async () => {
    const who = await insertUser(ctx.database);
    const pc = await login(who, '10.20.1.1', CHROME_WINDOWS);
    await derive(pc); // derived tokens are not separate devices
    const phone = await login(who, '10.20.1.2', SAFARI_IPHONE);
    const list = (await postAs(ctx.app, pc, '/v1/user/sessions', {})).json();
    expect(list.code).toBe(200);
    expect(list.data.list).toHaveLength(2);
    const mine = list.data.list.find((s: { current: boolean }) => s.current);
    const theirs = list.data.list.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({ device: 'Chrome · Windows', ip: '10.20.1.1' });
    expect(theirs).toMatchObject({ device: 'Safari · iPhone', ip: '10.20.1.2' });
    expect(Math.abs(mine.lastUsedAt - Date.now() / 1000)).toBeLessThan(120);

    // Another teacher cannot end this teacher's login.
    const stranger = await login(await insertUser(ctx.database), '10.20.1.3');
    const foreign = (
      await postAs(ctx.app, stranger, '/v1/user/sessions/revoke', { id: theirs.id })
    ).json();
    expect(foreign.data).toEqual({ revoked: false });
    expect(await codeOf(phone)).toBe(200);

    const revoke = (
      await postAs(ctx.app, pc, '/v1/user/sessions/revoke', { id: theirs.id })
    ).json();
    expect(revoke.data).toEqual({ revoked: true });
    expect(await codeOf(phone)).toBe(Code.TOKEN_EXPIRED);
    expect(await codeOf(pc)).toBe(200);
  });

  it('退出所有设备 ends every login, this one included', async () => {
    const who = await insertUser(ctx.database);
    const a = await login(who, '10.20.2.1');
    const b = await login(who, '10.20.2.2');
    const { sso } = await derive(b);
    const all = (await postAs(ctx.app, a, '/v1/user/sessions/revoke-all', {})).json();
    expect(all.data).toEqual({ revoked: 2 });
    for (const t of [a, b, sso.token]) expect(await codeOf(t)).toBe(Code.TOKEN_EXPIRED);
  });

  it('修改密码 needs the old password, refuses weak ones and ends every other login', async () => {
    const who = await insertUser(ctx.database);
    const here = await login(who, '10.20.3.1');
    const { sso } = await derive(here);
    const elsewhere = await login(who, '10.20.3.2');
    const change = (body: unknown) => postAs(ctx.app, here, '/v1/user/password', body);

    const wrongOld = (
      await change({ oldPassword: 'not-my-password', newPassword: 'Blue-river-2031' })
    ).json();
    expect(wrongOld).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_OLD_PASSWORD_WRONG });
    const weak = (await change({ oldPassword: who.password, newPassword: '12345678' })).json();
    expect(weak).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_PASSWORD_WEAK });
    const phone = (
      await change({ oldPassword: who.password, newPassword: `x${who.phone}y` })
    ).json();
    expect(phone).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_PASSWORD_HAS_PHONE });
    expect(await codeOf(elsewhere)).toBe(200);

    const done = (
      await change({ oldPassword: who.password, newPassword: 'Blue-river-2031' })
    ).json();
    expect(done).toMatchObject({ code: 200, data: { revoked: 1 } });
    expect(await codeOf(elsewhere)).toBe(Code.TOKEN_EXPIRED);
    expect(await codeOf(here)).toBe(200);
    expect(await codeOf(sso.token)).toBe(200);
    await login({ phone: who.phone, password: 'Blue-river-2031' }, '10.20.3.3');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/passport/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(who),
      remoteAddress: '10.20.3.4',
    });
    expect(old.json().code).toBe(Code.INVALID_PARAM);
  });

  it('修改密码 allows 5 wrong old passwords per 15 minutes', async () => {
    const who = await insertUser(ctx.database);
    const token = await login(who, '10.20.4.1');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await postAs(ctx.app, token, '/v1/user/password', {
        oldPassword: `wrong-${i}-password`,
        newPassword: 'Blue-river-2031',
      });
      codes.push(res.json().code);
    }
    expect(codes).toEqual([...Array(5).fill(Code.INVALID_PARAM), Code.TOO_MANY_REQUESTS]);
    const [row] = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, who.id));
    expect(row?.hash).toBeDefined();
  });
});
