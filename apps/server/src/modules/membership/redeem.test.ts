import { Code, REDEEM_CODE_ALPHABET } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import { createThrottle } from '../../platform/throttle';
import { memberOrders, redeemCodes, throttleCounters, users } from '../../db/schema';
import { MSG_REDEEM_NOT_FOUND, MSG_REDEEM_THROTTLED, MSG_REDEEM_USED } from './messages';
import {
  createRedeemService,
  redeemCodeHash,
  REDEEM_PRODUCT_NAME,
  type RedeemService,
} from './redeem.service';
import { backend, createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { redeemRoutes } from './redeem.routes';

let ctx: TestContext;
let service: RedeemService;
beforeAll(async () => {
  ctx = await createTestContext();
  service = createRedeemService({
    database: ctx.database,
    throttle: createThrottle({ db: ctx.database.db }),
    clock: () => new Date(),
  });
});
afterAll(() => ctx?.close());

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const CODE = new RegExp(`^([${REDEEM_CODE_ALPHABET}]{4}-){3}[${REDEEM_CODE_ALPHABET}]{4}$`);

async function teacher(): Promise<{ id: number; token: string }> {
  const { id } = await insertUser(ctx.database);
  return { id, token: await tokenFor(ctx.app, id) };
}

const redeem = async (token: string | undefined, body: unknown) =>
  (await postAs(ctx.app, token, '/v1/redeem/use', body)).json();

async function oneCode(days = 30): Promise<string> {
  const { codes } = await service.create(days, 1);
  const [code] = codes;
  if (!code) throw new Error('no code');
  return code;
}

const vipEndAt = async (token: string): Promise<number> =>
  (await postAs(ctx.app, token, '/v1/user/info', {})).json().data.vipEndAt;

describe(createRedeemService, () => {
  it('makes distinct, grouped codes of the unambiguous alphabet and stores only their hash', async () => {
    const { batch, codes } = await service.create(7, 200);
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(CODE);
    const rows = await ctx.database.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.batch, batch));
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.days === 7 && r.usedAt === null)).toBe(true);
    const stored = JSON.stringify(rows);
    for (const code of codes.slice(0, 20)) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    expect(new Set(rows.map((r) => r.codeHash))).toEqual(new Set(codes.map(redeemCodeHash)));
  });
});

describe(redeemRoutes, () => {
  it('extends the membership once, records a price-0 order, and refuses a replay with 40009', async () => {
    const t = await teacher();
    const code = await oneCode(30);
    const before = nowS();
    const res = await redeem(t.token, { code });
    expect(res.code).toBe(200);
    expect(res.data.days).toBe(30);
    expect(res.data.orderId).toMatch(/^\d{22}$/);
    expect(res.data.vipEndAt - before).toBeGreaterThanOrEqual(30 * DAY_S - 1);
    expect(res.data.vipEndAt - nowS()).toBeLessThanOrEqual(30 * DAY_S);
    expect(await vipEndAt(t.token)).toBe(res.data.vipEndAt);

    const again = await redeem(t.token, { code });
    expect(again).toEqual({ code: Code.CONFLICT, msg: MSG_REDEEM_USED, data: null });
    const other = await teacher();
    expect(await redeem(other.token, { code })).toEqual({
      code: Code.CONFLICT,
      msg: MSG_REDEEM_USED,
      data: null,
    });
    expect(await vipEndAt(t.token)).toBe(res.data.vipEndAt);
    expect(await vipEndAt(other.token)).toBe(0);

    const page = (
      await ctx.app.inject({
        method: 'GET',
        url: '/v1/member/order/pagelist',
        headers: { 'x-token': t.token },
      })
    ).json();
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      orderId: res.data.orderId,
      productName: REDEEM_PRODUCT_NAME,
      duration: 30,
      actualPrice: 0,
    });
    const [order] = await ctx.database.db
      .select()
      .from(memberOrders)
      .where(eq(memberOrders.orderId, res.data.orderId));
    expect(order).toMatchObject({ provider: 'redeem', status: 'paid', userId: t.id });
  });

  it('adds to an active membership and restarts an expired one', async () => {
    const active = await teacher();
    const activeEnd = new Date(Date.now() + 10 * DAY_S * 1000);
    await ctx.database.db.update(users).set({ vipEndAt: activeEnd }).where(eq(users.id, active.id));
    const a = await redeem(active.token, { code: await oneCode(30) });
    expect(a.data.vipEndAt).toBe(Math.floor(activeEnd.getTime() / 1000) + 30 * DAY_S);

    const expired = await teacher();
    await ctx.database.db
      .update(users)
      .set({ vipEndAt: new Date(Date.now() - 5 * DAY_S * 1000) })
      .where(eq(users.id, expired.id));
    const before = nowS();
    const e = await redeem(expired.token, { code: await oneCode(90) });
    expect(e.data.vipEndAt - before).toBeGreaterThanOrEqual(90 * DAY_S - 1);
    expect(e.data.vipEndAt - nowS()).toBeLessThanOrEqual(90 * DAY_S);
  });

  it('ignores case, spaces and dashes in the typed code', async () => {
    const t = await teacher();
    const code = await oneCode(1);
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')}\n`;
    expect((await redeem(t.token, { code: typed })).code).toBe(200);
    expect((await redeem(t.token, { code: code.replace(/-/g, '') })).code).toBe(Code.CONFLICT);
  });

  it('answers 40004 for unknown codes and 42900 after 10 wrong tries in 15 minutes', async () => {
    const t = await teacher();
    const good = await oneCode(30);
    const wrong = ['ABCD-EFGH-JKMN-PQRS', 'nope', "' OR 1=1 --", '0000-0000-0000-0000'];
    for (let i = 0; i < 10; i++) {
      expect(await redeem(t.token, { code: wrong[i % wrong.length] })).toEqual({
        code: Code.NOT_FOUND,
        msg: MSG_REDEEM_NOT_FOUND,
        data: null,
      });
    }
    const throttled = { code: Code.TOO_MANY_REQUESTS, msg: MSG_REDEEM_THROTTLED, data: null };
    expect(await redeem(t.token, { code: wrong[0] })).toEqual(throttled);
    // Even a right code waits: a guesser learns nothing once over the limit.
    expect(await redeem(t.token, { code: good })).toEqual(throttled);
    // Another teacher is not affected, and the code was not spent.
    const other = await teacher();
    expect((await redeem(other.token, { code: good })).code).toBe(200);
    // The window ends: once the misses are older than 15 minutes, the teacher may try again.
    await ctx.database.db
      .update(throttleCounters)
      .set({ windowStart: new Date(Date.now() - 16 * 60_000) })
      .where(eq(throttleCounters.key, `redeem-miss:${t.id}`));
    expect((await redeem(t.token, { code: wrong[0] })).code).toBe(Code.NOT_FOUND);
  });

  it('does not count a used code as a wrong guess', async () => {
    const t = await teacher();
    const code = await oneCode(1);
    expect((await redeem(t.token, { code })).code).toBe(200);
    for (let i = 0; i < 12; i++) {
      expect((await redeem(t.token, { code })).code).toBe(Code.CONFLICT);
    }
  });

  it('needs login and validates the body', async () => {
    expect(await redeem(undefined, { code: 'ABCD-EFGH-JKMN-PQRS' })).toEqual({
      code: Code.NOT_LOGGED_IN,
      msg: MSG_NOT_LOGGED_IN,
      data: null,
    });
    const t = await teacher();
    for (const body of [
      {},
      { code: 1 },
      { code: null },
      { code: ['ABCD'] },
      { code: '' },
      { code: 'A'.repeat(65) },
      { code: 'x'.repeat(200_000) },
      { code: 'ABCD\u0000' },
      [],
      'ABCD-EFGH-JKMN-PQRS',
    ]) {
      const res = await redeem(t.token, body);
      expect(res.code).toBe(Code.INVALID_PARAM);
      expect(res.msg).toMatch(/code|请求体/);
    }
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/v1/redeem/use',
      headers: { 'content-type': 'application/json', 'x-token': t.token },
      payload: '{"code":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it(`50 concurrent uses of one code give exactly one success (${backend})`, async () => {
    const teachers = await Promise.all(Array.from({ length: 10 }, teacher));
    const code = await oneCode(30);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeem(teachers[i % 10]?.token, { code })),
    );
    const winners = results.filter((r) => r.code === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.CONFLICT)).toHaveLength(49);
    const [row] = await ctx.database.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.codeHash, redeemCodeHash(code)));
    const orders = await ctx.database.db
      .select()
      .from(memberOrders)
      .where(eq(memberOrders.redeemCodeId, row?.id ?? -1));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.userId).toBe(row?.usedBy);
    const ends = await Promise.all(teachers.map((t) => vipEndAt(t.token)));
    expect(ends.filter((e) => e > 0)).toHaveLength(1);
    expect(ends.find((e) => e > 0)).toBe(winners[0].data.vipEndAt);
  });
});
