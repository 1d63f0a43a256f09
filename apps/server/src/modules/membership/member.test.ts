import {
  Code,
  PAYMENT_OFFLINE_NOTICE,
  SANDBOX_PAYMENT_NOTICE,
  TOKEN_COOKIE_NAME,
  type CreatedOrder,
} from '@aita/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import { memberOrders, memberProducts, users } from '../../db/schema';
import { SEED_MEMBER_PRODUCTS, seedMemberProducts } from '../../db/seed-members';
import {
  MSG_ORDER_NOT_FOUND,
  MSG_ORDER_THROTTLED,
  MSG_PAY_ALREADY,
  MSG_PAY_CLOSED,
  MSG_PAY_DONE,
  MSG_PAY_INVALID,
  MSG_PAY_LOGIN,
  MSG_PAYMENT_OFFLINE,
  MSG_PRODUCT_NOT_FOUND,
} from './messages';
import { extendMembership } from './service';
import { SANDBOX_PAY_PATH } from '../../platform/payment/sandbox';
import { backend, createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { memberRoutes } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_ORIGIN: 'https://aita.example.com', PAYMENT_PROVIDER: 'sandbox' },
  });
});
afterAll(() => ctx?.close());

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

/** A fresh teacher and their token. */
async function teacher(): Promise<{ id: number; token: string }> {
  const { id } = await insertUser(ctx.database);
  return { id, token: await tokenFor(ctx.app, id) };
}

const get = async (url: string, token?: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { 'x-token': token },
    })
  ).json();

const post = async (url: string, body: unknown, token?: string) =>
  (await postAs(ctx.app, token, url, body)).json();

async function productId(slug: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: memberProducts.id })
    .from(memberProducts)
    .where(eq(memberProducts.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function createOrder(token: string, slug = 'month'): Promise<CreatedOrder> {
  const res = await post('/v1/member/order/create', { productId: await productId(slug) }, token);
  expect(res.code).toBe(200);
  return res.data;
}

/** The pay token of a created order's pay URL. */
const payToken = (order: CreatedOrder): string =>
  new URL(order.payUrl).searchParams.get('token') ?? '';

/**
 * Presses the sandbox page's confirm button (a form post) in a browser where `login` is the web
 * app's token cookie (none: not logged in).
 */
const confirm = (orderId: string, token: string, login?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: SANDBOX_PAY_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(login === undefined ? {} : { cookie: `other=1; ${TOKEN_COOKIE_NAME}=${login}` }),
    },
    payload: new URLSearchParams({ orderId, token }).toString(),
  });

const vipEndAt = async (token: string): Promise<number> =>
  (await post('/v1/user/info', {}, token)).data.vipEndAt;

describe(memberRoutes, () => {
  it('lists the seeded products to anyone, with prices in cents and the sandbox label', async () => {
    const res = await get('/v1/member/products');
    expect(res.code).toBe(200);
    expect(res.data.list.map((p: { name: string }) => p.name)).toEqual([
      '月度会员',
      '季度会员',
      '年度会员',
    ]);
    expect(res.data.list.map((p: { duration: number }) => p.duration)).toEqual([30, 90, 365]);
    for (const [i, p] of res.data.list.entries()) {
      expect(Object.keys(p).sort()).toEqual(
        ['desc', 'duration', 'name', 'originalPrice', 'price', 'productId'].sort(),
      );
      expect(p.price).toBe(SEED_MEMBER_PRODUCTS[i]?.price);
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(p.originalPrice).toBeGreaterThanOrEqual(p.price);
    }
    expect(res.data.payment).toEqual({
      provider: 'sandbox',
      online: true,
      sandbox: true,
      notice: SANDBOX_PAYMENT_NOTICE,
    });
  });

  it('hides offline products and refuses to sell them', async () => {
    const t = await teacher();
    await ctx.database.db
      .insert(memberProducts)
      .values({ slug: 'retired', name: '旧套餐', durationDays: 7, price: 100, originalPrice: 100 })
      .onConflictDoNothing();
    await ctx.database.db
      .update(memberProducts)
      .set({ online: false })
      .where(eq(memberProducts.slug, 'retired'));
    const names = (await get('/v1/member/products')).data.list.map((p: { name: string }) => p.name);
    expect(names).not.toContain('旧套餐');
    const res = await post(
      '/v1/member/order/create',
      { productId: await productId('retired') },
      t.token,
    );
    expect(res).toEqual({ code: Code.NOT_FOUND, msg: MSG_PRODUCT_NOT_FOUND, data: null });
  });

  it('creates a pending sandbox order with a pay URL on PUBLIC_ORIGIN', async () => {
    const t = await teacher();
    const order = await createOrder(t.token, 'quarter');
    expect(order).toMatchObject({
      productName: '季度会员',
      duration: 90,
      actualPrice: 7900,
      status: 'pending',
      provider: 'sandbox',
      sandbox: true,
      notice: SANDBOX_PAYMENT_NOTICE,
    });
    expect(order.orderId).toMatch(/^\d{22}$/);
    const url = new URL(order.payUrl);
    expect(url.origin + url.pathname).toBe(`https://aita.example.com${SANDBOX_PAY_PATH}`);
    expect(url.searchParams.get('orderId')).toBe(order.orderId);
    expect(payToken(order)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.qrContent).toBe(order.payUrl);
    expect(order.expiresAt - nowS()).toBeGreaterThan(29 * 60);
    expect(order.expiresAt - nowS()).toBeLessThanOrEqual(30 * 60);
    // Only the hash of the pay token is stored.
    const [row] = await ctx.database.db
      .select()
      .from(memberOrders)
      .where(eq(memberOrders.orderId, order.orderId));
    expect(JSON.stringify(row)).not.toContain(payToken(order));
    const status = await get(`/v1/member/order/status?orderId=${order.orderId}`, t.token);
    expect(status.data).toMatchObject({ orderId: order.orderId, status: 'pending', paidAt: 0 });
  });

  it('shows the labelled sandbox page only for the right pay token', async () => {
    const t = await teacher();
    const order = await createOrder(t.token);
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(order.payUrl).pathname + new URL(order.payUrl).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(SANDBOX_PAYMENT_NOTICE);
    expect(page.body).toContain('确认支付（沙箱）');
    expect(page.body).toContain('¥29.00');
    expect(page.body).toContain(`action="${SANDBOX_PAY_PATH}"`);
    const forged = `${SANDBOX_PAY_PATH}?orderId=${order.orderId}&token=${'A'.repeat(43)}`;
    for (const url of [forged, SANDBOX_PAY_PATH, `${SANDBOX_PAY_PATH}?orderId=<b>&token=x`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(MSG_PAY_INVALID);
      expect(res.body).not.toContain('<b>');
    }
  });

  it('confirming pays once and extends the membership by the product days', async () => {
    const t = await teacher();
    expect(await vipEndAt(t.token)).toBe(0);
    const order = await createOrder(t.token);
    const before = nowS();
    const paid = await confirm(order.orderId, payToken(order), t.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(MSG_PAY_DONE);
    const end = await vipEndAt(t.token);
    expect(end - before).toBeGreaterThanOrEqual(30 * DAY_S - 1);
    expect(end - nowS()).toBeLessThanOrEqual(30 * DAY_S);
    const status = await get(`/v1/member/order/status?orderId=${order.orderId}`, t.token);
    expect(status.data).toMatchObject({ status: 'paid', vipEndAt: end, expiresAt: 0 });
    expect(Math.abs(status.data.paidAt - nowS())).toBeLessThan(5);
    // A second press, or a replayed notification, changes nothing.
    const again = await confirm(order.orderId, payToken(order), t.token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(MSG_PAY_ALREADY);
    expect(await vipEndAt(t.token)).toBe(end);
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(order.payUrl).pathname + new URL(order.payUrl).search,
    });
    expect(page.body).toContain(MSG_PAY_ALREADY);
  });

  it('refuses a wrong token, another provider order, malformed and JSON-less notifications', async () => {
    const t = await teacher();
    const order = await createOrder(t.token);
    const cases = [
      { orderId: order.orderId, token: 'A'.repeat(43) },
      { orderId: order.orderId, token: 'short' },
      { orderId: '1'.repeat(22), token: payToken(order) },
      { orderId: "' OR 1=1 --", token: payToken(order) },
    ];
    for (const c of cases) {
      const res = await confirm(c.orderId, c.token, t.token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(MSG_PAY_INVALID);
    }
    const json = await postAs(ctx.app, t.token, SANDBOX_PAY_PATH, [1, 2]);
    expect(json.statusCode).toBe(400);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: SANDBOX_PAY_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderId=${'1'.repeat(10_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    const status = await get(`/v1/member/order/status?orderId=${order.orderId}`, t.token);
    expect(status.data.status).toBe('pending');
    expect(await vipEndAt(t.token)).toBe(0);
  });

  it('pays only for the order owner logged in: no login 401, another teacher 400', async () => {
    const t = await teacher();
    const other = await teacher();
    const order = await createOrder(t.token);
    const anonymous = await confirm(order.orderId, payToken(order));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain(MSG_PAY_LOGIN);
    const forgedLogin = await confirm(order.orderId, payToken(order), 'x'.repeat(43));
    expect(forgedLogin.statusCode).toBe(401);
    const stranger = await confirm(order.orderId, payToken(order), other.token);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain(MSG_PAY_INVALID);
    expect(await vipEndAt(t.token)).toBe(0);
    expect(await vipEndAt(other.token)).toBe(0);
    const status = await get(`/v1/member/order/status?orderId=${order.orderId}`, t.token);
    expect(status.data.status).toBe('pending');
    // The owner through X-Token (an API client) pays it.
    const owner = await ctx.app.inject({
      method: 'POST',
      url: SANDBOX_PAY_PATH,
      headers: { 'x-token': t.token },
      payload: { orderId: order.orderId, token: payToken(order) },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain(MSG_PAY_DONE);
  });

  it('a pay token credits only its own order, even for the same teacher', async () => {
    const t = await teacher();
    const a = await createOrder(t.token, 'month');
    const b = await createOrder(t.token, 'year');
    const crossed = await confirm(b.orderId, payToken(a), t.token);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.body).toContain(MSG_PAY_INVALID);
    expect(await vipEndAt(t.token)).toBe(0);
    expect((await confirm(a.orderId, payToken(a), t.token)).body).toContain(MSG_PAY_DONE);
    const end = await vipEndAt(t.token);
    expect(end - nowS()).toBeLessThanOrEqual(30 * DAY_S);
    const statusB = await get(`/v1/member/order/status?orderId=${b.orderId}`, t.token);
    expect(statusB.data.status).toBe('pending');
  });

  it('closes an order after 30 minutes: it can no longer be paid', async () => {
    const t = await teacher();
    const order = await createOrder(t.token);
    await ctx.database.db
      .update(memberOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberOrders.orderId, order.orderId));
    const res = await confirm(order.orderId, payToken(order), t.token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(MSG_PAY_CLOSED);
    const status = await get(`/v1/member/order/status?orderId=${order.orderId}`, t.token);
    expect(status.data).toMatchObject({ status: 'closed', paidAt: 0, expiresAt: 0 });
    const [row] = await ctx.database.db
      .select({ status: memberOrders.status })
      .from(memberOrders)
      .where(eq(memberOrders.orderId, order.orderId));
    expect(row?.status).toBe('closed');
    expect(await vipEndAt(t.token)).toBe(0);
  });

  it(`20 concurrent confirmations of one order extend exactly once (${backend})`, async () => {
    const t = await teacher();
    const order = await createOrder(t.token, 'year');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirm(order.orderId, payToken(order), t.token)),
    );
    expect(results.filter((r) => r.body.includes(MSG_PAY_DONE))).toHaveLength(1);
    expect(results.filter((r) => r.body.includes(MSG_PAY_ALREADY))).toHaveLength(19);
    const end = await vipEndAt(t.token);
    expect(end - nowS()).toBeGreaterThan(365 * DAY_S - 60);
    expect(end - nowS()).toBeLessThanOrEqual(365 * DAY_S);
  });

  it(`two orders paid concurrently by one teacher both count (${backend})`, async () => {
    const t = await teacher();
    const a = await createOrder(t.token, 'month');
    const b = await createOrder(t.token, 'quarter');
    const [ra, rb] = await Promise.all([
      confirm(a.orderId, payToken(a), t.token),
      confirm(b.orderId, payToken(b), t.token),
    ]);
    expect(ra.body).toContain(MSG_PAY_DONE);
    expect(rb.body).toContain(MSG_PAY_DONE);
    const end = await vipEndAt(t.token);
    expect(end - nowS()).toBeGreaterThan(120 * DAY_S - 60);
    expect(end - nowS()).toBeLessThanOrEqual(120 * DAY_S);
  });

  it('order status is private: login required, another teacher’s order is 40004', async () => {
    const owner = await teacher();
    const other = await teacher();
    const order = await createOrder(owner.token);
    const url = `/v1/member/order/status?orderId=${order.orderId}`;
    expect(await get(url)).toEqual({
      code: Code.NOT_LOGGED_IN,
      msg: MSG_NOT_LOGGED_IN,
      data: null,
    });
    expect(await get(url, other.token)).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_ORDER_NOT_FOUND,
      data: null,
    });
    expect((await get('/v1/member/order/status?orderId=12345', owner.token)).code).toBe(
      Code.NOT_FOUND,
    );
    for (const [query, field] of [
      ['', 'orderId'],
      ['orderId=', 'orderId'],
      [`orderId=${'9'.repeat(65)}`, 'orderId'],
      ['orderId=1&orderId=2', 'orderId'],
    ] as const) {
      const res = await get(`/v1/member/order/status?${query}`, owner.token);
      expect(res.code).toBe(Code.INVALID_PARAM);
      expect(res.msg).toContain(field);
    }
  });

  it('order create validates its input and needs login', async () => {
    const t = await teacher();
    expect((await post('/v1/member/order/create', { productId: 1 })).code).toBe(Code.NOT_LOGGED_IN);
    for (const body of [
      {},
      { productId: 'abc' },
      { productId: 0 },
      { productId: -1 },
      { productId: 1.5 },
      { productId: null },
      { productId: [1] },
      { productId: 'x'.repeat(100_000) },
      { productId: 2 ** 40 },
      [],
      'text',
    ]) {
      const res = await post('/v1/member/order/create', body, t.token);
      expect(res.code).toBe(Code.INVALID_PARAM);
      expect(res.msg).toMatch(/productId|请求体/);
    }
    const unknown = await post('/v1/member/order/create', { productId: 999_999 }, t.token);
    expect(unknown).toEqual({ code: Code.NOT_FOUND, msg: MSG_PRODUCT_NOT_FOUND, data: null });
    // A decimal string is accepted, as the web app may send it.
    const asString = await post(
      '/v1/member/order/create',
      { productId: String(await productId('month')) },
      t.token,
    );
    expect(asString.code).toBe(200);
  });

  it('limits order creation to 20 per 15 minutes per teacher', async () => {
    const t = await teacher();
    const id = await productId('month');
    for (let i = 0; i < 20; i++) {
      expect((await post('/v1/member/order/create', { productId: id }, t.token)).code).toBe(200);
    }
    expect(await post('/v1/member/order/create', { productId: id }, t.token)).toEqual({
      code: Code.TOO_MANY_REQUESTS,
      msg: MSG_ORDER_THROTTLED,
      data: null,
    });
    // Someone else is not affected.
    const other = await teacher();
    expect((await post('/v1/member/order/create', { productId: id }, other.token)).code).toBe(200);
  });

  it('pages paid orders newest first with the §3 fields and a total; pageSize 8 by default', async () => {
    const t = await teacher();
    const other = await teacher();
    const paidIds: string[] = [];
    for (let i = 0; i < 11; i++) {
      const order = await createOrder(t.token, i % 2 ? 'month' : 'quarter');
      expect((await confirm(order.orderId, payToken(order), t.token)).statusCode).toBe(200);
      paidIds.push(order.orderId);
    }
    // Spread the payment times so "newest first" is visible.
    for (const [i, orderId] of paidIds.entries()) {
      await ctx.database.db
        .update(memberOrders)
        .set({ paidAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(memberOrders.orderId, orderId));
    }
    await createOrder(t.token); // pending: not listed
    const otherOrder = await createOrder(other.token);
    await confirm(otherOrder.orderId, payToken(otherOrder), other.token);

    const first = await get('/v1/member/order/pagelist', t.token);
    expect(first.code).toBe(200);
    expect(first.data.total).toBe(11);
    expect(first.data.pageSize).toBe(8);
    expect(first.data.list).toHaveLength(8);
    // toEqual: exactly these fields (§3 Order and the refund state).
    expect(first.data.list[0]).toEqual({
      orderId: paidIds[10],
      productName: '季度会员',
      duration: 90,
      actualPrice: 7900,
      paidAt: Date.UTC(2026, 0, 11) / 1000,
      refundStatus: 'none',
      refundAmount: 0,
      refundedAt: 0,
    });
    const second = await get('/v1/member/order/pagelist?page=2&pageSize=8', t.token);
    expect(second.data.list.map((o: { orderId: string }) => o.orderId)).toEqual(
      paidIds.slice(0, 3).reverse(),
    );
    expect(second.data.total).toBe(11);
    const beyond = await get('/v1/member/order/pagelist?page=9', t.token);
    expect(beyond.data).toMatchObject({ list: [], total: 11 });
    const big = await get('/v1/member/order/pagelist?page=1&pageSize=50', t.token);
    expect(big.data.list).toHaveLength(11);
    expect((await get('/v1/member/order/pagelist', other.token)).data.total).toBe(1);
    expect((await get('/v1/member/order/pagelist')).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('rejects bad page and pageSize with 40001 naming the field', async () => {
    const t = await teacher();
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=1&page=2', 'page'],
      [`page=${'9'.repeat(5000)}`, 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=51', 'pageSize'],
      ['pageSize=-8', 'pageSize'],
      ['pageSize=2.5', 'pageSize'],
      ['pageSize=', 'pageSize'],
    ] as const) {
      const res = await get(`/v1/member/order/pagelist?${query}`, t.token);
      expect(res.code, query).toBe(Code.INVALID_PARAM);
      expect(res.msg, query).toContain(`${field} `);
    }
  });
});

describe('without PAYMENT_PROVIDER', () => {
  let offline: TestContext;
  beforeAll(async () => {
    offline = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://aita.example.com' } });
  });
  afterAll(() => offline?.close());

  it('offers no online payment: the list says so, orders answer 40003, no pay page', async () => {
    const list = (await offline.app.inject({ method: 'GET', url: '/v1/member/products' })).json();
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.payment).toEqual({
      provider: 'none',
      online: false,
      sandbox: false,
      notice: PAYMENT_OFFLINE_NOTICE,
    });
    const { id } = await insertUser(offline.database);
    const token = await tokenFor(offline.app, id);
    const productId = list.data.list[0].productId;
    const res = await postAs(offline.app, token, '/v1/member/order/create', { productId });
    expect(res.json()).toEqual({ code: Code.FORBIDDEN, msg: MSG_PAYMENT_OFFLINE, data: null });
    expect(await offline.database.db.select().from(memberOrders)).toEqual([]);
    for (const method of ['GET', 'POST'] as const) {
      const pay = await offline.app.inject({
        method,
        url: SANDBOX_PAY_PATH,
        headers: { 'x-token': token },
      });
      expect(pay.statusCode).toBe(404);
    }
  });
});

describe(seedMemberProducts, () => {
  it('runs on every start without touching existing rows or using up product ids', async () => {
    const before = await ctx.database.db.select().from(memberProducts);
    await ctx.database.db
      .update(memberProducts)
      .set({ price: 1990 })
      .where(eq(memberProducts.slug, 'month'));
    await seedMemberProducts(ctx.database.db);
    await seedMemberProducts(ctx.database.db);
    const after = await ctx.database.db.select().from(memberProducts);
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    expect(after.find((p) => p.slug === 'month')?.price).toBe(1990);
    const [added] = await ctx.database.db
      .insert(memberProducts)
      .values({ slug: 'probe', name: '探针', durationDays: 1, price: 1, originalPrice: 1 })
      .returning({ id: memberProducts.id });
    expect(added?.id).toBe(Math.max(...before.map((p) => p.id)) + 1);
    await ctx.database.db.delete(memberProducts).where(eq(memberProducts.slug, 'probe'));
    await ctx.database.db
      .update(memberProducts)
      .set({ price: 2900 })
      .where(eq(memberProducts.slug, 'month'));
  });
});

describe(extendMembership, () => {
  const now = new Date('2026-03-01T08:00:00.000Z');
  async function extendFrom(previous: Date | null, days: number): Promise<Date> {
    const { id } = await insertUser(ctx.database);
    await ctx.database.db.update(users).set({ vipEndAt: previous }).where(eq(users.id, id));
    return ctx.database.transaction((tx) => extendMembership(tx, id, days, now));
  }

  it('starts from now when never a member or expired, from the end when active', async () => {
    expect(await extendFrom(null, 30)).toEqual(new Date('2026-03-31T08:00:00.000Z'));
    expect(await extendFrom(new Date('2026-02-20T00:00:00.000Z'), 30)).toEqual(
      new Date('2026-03-31T08:00:00.000Z'),
    );
    expect(await extendFrom(new Date('2026-03-11T12:34:56.000Z'), 30)).toEqual(
      new Date('2026-04-10T12:34:56.000Z'),
    );
    expect(await extendFrom(new Date('2026-03-01T08:00:00.000Z'), 365)).toEqual(
      new Date('2027-03-01T08:00:00.000Z'),
    );
  });

  it('leaves other teachers alone', async () => {
    const { id: bystander } = await insertUser(ctx.database);
    await extendFrom(null, 30);
    const [row] = await ctx.database.db
      .select({ vipEndAt: users.vipEndAt })
      .from(users)
      .where(and(eq(users.id, bystander)));
    expect(row?.vipEndAt).toBeNull();
  });
});
