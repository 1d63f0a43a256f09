import { Code } from '@aita/core';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, users } from '../../db/schema';
import { createThrottle } from '../../platform/throttle';
import { backend, createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import { MSG_APP_NOT_FOUND } from '../apps';
import { bookDetail } from './book';
import { MSG_BOOK_MEMBERS_ONLY, MSG_BOOK_NOT_NOBOOK } from './messages';
import { createRedeemService } from './redeem.service';

let ctx: TestContext;
let nobook: { id: number; uri: string; name: string };
let chatApp: { id: number };
beforeAll(async () => {
  ctx = await createTestContext();
  const [lab] = await ctx.database.db
    .select({ id: apps.id, uri: apps.uri, name: apps.name })
    .from(apps)
    .where(eq(apps.category, 'nobook'))
    .limit(1);
  const [other] = await ctx.database.db
    .select({ id: apps.id })
    .from(apps)
    .where(and(ne(apps.category, 'nobook'), eq(apps.online, true)))
    .limit(1);
  if (!lab || !other) throw new Error('the seed has no nobook app or no other app');
  nobook = lab;
  chatApp = other;
});
afterAll(() => ctx?.close());

async function teacher(): Promise<{ id: number; token: string }> {
  const { id } = await insertUser(ctx.database);
  return { id, token: await tokenFor(ctx.app, id) };
}

const detail = async (token: string | undefined, body: unknown) =>
  (await postAs(ctx.app, token, '/v1/member/book/detail', body)).json();

const setVipEnd = (id: number, end: Date | null) =>
  ctx.database.db.update(users).set({ vipEndAt: end }).where(eq(users.id, id));

describe(`POST /v1/member/book/detail (${backend})`, () => {
  it('refuses a non-member with 40003, then lets the same teacher in right after redeeming a code', async () => {
    const t = await teacher();
    const refused = await detail(t.token, { appId: nobook.id });
    expect(refused).toEqual({ code: Code.FORBIDDEN, msg: MSG_BOOK_MEMBERS_ONLY, data: null });

    const redeem = createRedeemService({
      database: ctx.database,
      throttle: createThrottle({ db: ctx.database.db }),
      clock: () => new Date(),
    });
    const { codes } = await redeem.create(30, 1);
    const used = await postAs(ctx.app, t.token, '/v1/redeem/use', { code: codes[0] });
    expect(used.json().code).toBe(200);

    const allowed = await detail(t.token, { appId: String(nobook.id) });
    expect(allowed).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { appId: nobook.id, name: nobook.name, url: `/chat/${nobook.uri}` },
    });
  });

  it('decides by the server clock: an ended membership is refused, one ending later is let in', async () => {
    const t = await teacher();
    await setVipEnd(t.id, new Date(Date.now() - 60_000));
    expect((await detail(t.token, { appId: nobook.id })).code).toBe(Code.FORBIDDEN);
    await setVipEnd(t.id, new Date(Date.now() + 60_000));
    expect((await detail(t.token, { appId: nobook.id })).code).toBe(200);
    // The same row read against a clock one minute later: ended.
    const later = () => new Date(Date.now() + 120_000);
    await expect(bookDetail(ctx.database.db, later, t.id, nobook.id)).rejects.toMatchObject({
      code: Code.FORBIDDEN,
      message: MSG_BOOK_MEMBERS_ONLY,
    });
  });

  it('answers 40004 for an app that is not nobook, even to a member, and for an unknown or offline app', async () => {
    const t = await teacher();
    await setVipEnd(t.id, new Date(Date.now() + 86_400_000));
    expect(await detail(t.token, { appId: chatApp.id })).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_BOOK_NOT_NOBOOK,
      data: null,
    });
    expect((await detail(t.token, { appId: 999_999 })).msg).toBe(MSG_APP_NOT_FOUND);
    await ctx.database.db.update(apps).set({ online: false }).where(eq(apps.id, nobook.id));
    try {
      expect((await detail(t.token, { appId: nobook.id })).code).toBe(Code.NOT_FOUND);
    } finally {
      await ctx.database.db.update(apps).set({ online: true }).where(eq(apps.id, nobook.id));
    }
  });

  it('needs login, and a positive integer appId', async () => {
    expect(await detail(undefined, { appId: nobook.id })).toMatchObject({
      code: Code.NOT_LOGGED_IN,
      msg: MSG_NOT_LOGGED_IN,
    });
    const t = await teacher();
    for (const appId of [undefined, 0, -1, 1.5, 'abc', '']) {
      const res = await detail(t.token, { appId });
      expect(res.code).toBe(Code.INVALID_PARAM);
      expect(res.msg).toContain('appId');
    }
  });
});
