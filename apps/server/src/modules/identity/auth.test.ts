import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { ok } from '../../platform/http/envelope';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { MSG_NOT_LOGGED_IN, MSG_TOKEN_EXPIRED } from './messages';
import { carriesToken, optionalUser, requireUser, userOf } from './auth';
import { hashSecret, newSecret } from '../../platform/tokens';

let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady(app) {
      app.post('/v1/test/private', { preHandler: requireUser }, async (request) =>
        ok({ id: userOf(request).id }),
      );
      app.post('/v1/test/public', { preHandler: optionalUser }, async (request) =>
        ok({ id: request.user?.id ?? null }),
      );
    },
  });
  userId = (await insertUser(ctx.database)).id;
});
afterAll(() => ctx?.close());

const callPrivate = async (token?: string) =>
  (await postAs(ctx.app, token, '/v1/test/private', {})).json();

describe(requireUser, () => {
  it('passes a valid token and exposes the user', async () => {
    const token = await tokenFor(ctx.app, userId);
    expect(await callPrivate(token)).toEqual({ code: 200, msg: 'ok', data: { id: userId } });
  });

  it('answers 20100 without a token, or with an empty one', async () => {
    for (const token of [undefined, '', '   ']) {
      expect(await callPrivate(token)).toEqual({
        code: Code.NOT_LOGGED_IN,
        msg: MSG_NOT_LOGGED_IN,
        data: null,
      });
    }
  });

  it('answers 20200 for forged, malformed or SQL-looking tokens', async () => {
    for (const token of [newSecret(), 'abc', "' OR 1=1 --", 'x'.repeat(5000)]) {
      const body = await callPrivate(token);
      expect(body).toEqual({ code: Code.TOKEN_EXPIRED, msg: MSG_TOKEN_EXPIRED, data: null });
    }
  });

  it('answers 20200 once the session has expired', async () => {
    const token = await tokenFor(ctx.app, userId);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSecret(token)));
    expect((await callPrivate(token)).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers 20200 after logout revoked the token, and logout is idempotent', async () => {
    const token = await tokenFor(ctx.app, userId);
    expect((await callPrivate(token)).code).toBe(200);
    const out = (await postAs(ctx.app, token, '/v1/user/logout', {})).json();
    expect(out).toEqual({ code: 200, msg: 'ok', data: { revoked: true } });
    expect((await callPrivate(token)).code).toBe(Code.TOKEN_EXPIRED);
    const again = (await postAs(ctx.app, token, '/v1/user/logout', {})).json();
    expect(again).toEqual({ code: 200, msg: 'ok', data: { revoked: false } });
    const anonymous = (await postAs(ctx.app, undefined, '/v1/user/logout')).json();
    expect(anonymous.code).toBe(200);
  });

  it('stores only the hash of the token', async () => {
    const token = await tokenFor(ctx.app, userId, 'sso');
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows[0];
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe(optionalUser, () => {
  it('sets the user for a valid token and treats a bad one as anonymous', async () => {
    const token = await tokenFor(ctx.app, userId);
    const call = async (t?: string) => (await postAs(ctx.app, t, '/v1/test/public', {})).json();
    expect((await call(token)).data).toEqual({ id: userId });
    expect(await call(undefined)).toEqual({ code: 200, msg: 'ok', data: { id: null } });
    expect(await call(newSecret())).toEqual({ code: 200, msg: 'ok', data: { id: null } });
  });
});

describe(carriesToken, () => {
  it('recognises /sso and token query params only', () => {
    expect(carriesToken('/sso?token=abc')).toBe(true);
    expect(carriesToken('/sso')).toBe(true);
    expect(carriesToken('/chat/x?a=1&token=abc')).toBe(true);
    expect(carriesToken('/chat/x?tokens=abc')).toBe(false);
    expect(carriesToken('/ssox')).toBe(false);
  });

  it('keeps every answer to a request with a token out of caches: private, no-store', async () => {
    const { id } = await insertUser(ctx.database);
    const token = await tokenFor(ctx.app, id);
    const info = await postAs(ctx.app, token, '/v1/user/info', {});
    expect(info.json().code).toBe(200);
    expect(info.headers['cache-control']).toBe('private, no-store');
    // A public list asked with a token is personalised (isCollect): private too.
    const list = await postAs(ctx.app, token, '/v1/app/index/list', {});
    expect(list.headers['cache-control']).toBe('private, no-store');
    // A revoked or unknown token still gets it (the answer says 20200 to this caller only).
    const forged = await postAs(ctx.app, 'x'.repeat(43), '/v1/user/info', {});
    expect(forged.headers['cache-control']).toBe('private, no-store');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/member/products' });
    expect(anonymous.headers['cache-control']).not.toBe('private, no-store');
  });

  it('sends no-referrer on /sso and never logs the token', async () => {
    const secret = newSecret();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/sso?token=${secret}`,
      headers: { accept: 'text/html' },
    });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const other = await ctx.app.inject({ method: 'GET', url: `/home/index?token=${secret}` });
    expect(other.headers['referrer-policy']).toBe('no-referrer');
    const plain = await ctx.app.inject({ method: 'GET', url: '/home/index' });
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(ctx.logs.join('\n')).not.toContain(secret);
    expect(ctx.logs.some((l) => l.includes('/sso?token=[redacted]'))).toBe(true);
  });
});
