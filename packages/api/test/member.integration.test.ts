// Membership endpoints against the real AITA server (PGlite, or PostgreSQL under
// TEST_DATABASE_URL), with redeem codes made by the server's own redeem service
// (`server.createRedeemCodes`, what `npm run admin -- redeem:create` runs) and payments confirmed
// on the sandbox's pay page (`server.confirmSandboxPayment`). Outside src/ like the other
// integration tests.
import { Code, isOrderSettled, orderTotal, SANDBOX_PAYMENT_NOTICE } from '@aita/core';
import { registerOnTestServer, startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createMemberOrder,
  fetchMemberProducts,
  fetchOrderPage,
  fetchOrderStatus,
  fetchUserInfo,
  isApiError,
  passportLogin,
  redeemMemberCode,
} from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

const DEMO = { phone: '13800000000', password: 'aita-demo-2026' };
const DAY_S = 86_400;

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;
let token = '';
let codes: string[] = [];

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_PROVIDER: 'sandbox' } });
  codes = await server.createRedeemCodes(30, 3);
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => {
      token = '';
    },
    reload: () => undefined,
    getDeviceId: () => 'api-member-device',
    getAnonymousId: () => 'api-member-anon',
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe(fetchMemberProducts, () => {
  it('lists the three products to an anonymous visitor, labelled sandbox', async () => {
    token = '';
    const products = await fetchMemberProducts(client);
    expect(products.list.map((p) => [p.name, p.duration])).toEqual([
      ['月度会员', 30],
      ['季度会员', 90],
      ['年度会员', 365],
    ]);
    expect(products.payment).toEqual({
      provider: 'sandbox',
      online: true,
      sandbox: true,
      notice: SANDBOX_PAYMENT_NOTICE,
    });
  });
});

describe('orders', () => {
  it('creates, pays in the sandbox, polls to paid and lists the order', async () => {
    token = (await passportLogin(client, DEMO)).token;
    const { list } = await fetchMemberProducts(client);
    const month = list.find((p) => p.duration === 30);
    expect(month).toBeDefined();
    const order = await createMemberOrder(client, month?.productId ?? 0);
    expect(order).toMatchObject({ status: 'pending', sandbox: true, actualPrice: month?.price });
    const pending = await fetchOrderStatus(client, order.orderId);
    expect(isOrderSettled(pending.status)).toBe(false);

    expect(await server.confirmSandboxPayment(order.payUrl, token)).toContain('支付成功');
    const paid = await fetchOrderStatus(client, order.orderId);
    expect(paid.status).toBe('paid');
    expect(isOrderSettled(paid.status)).toBe(true);
    const info = await fetchUserInfo(client);
    expect(info.vipEndAt).toBe(paid.vipEndAt);
    expect(info.vipEndAt - Date.now() / 1000).toBeGreaterThan(30 * DAY_S - 60);

    const page = await fetchOrderPage(client, { page: 1 });
    expect(page.pageSize).toBe(8);
    expect(orderTotal(page)).toBe(1);
    expect(page.list[0]).toEqual({
      orderId: order.orderId,
      productName: '月度会员',
      duration: 30,
      actualPrice: month?.price,
      paidAt: paid.paidAt,
      refundStatus: 'none',
      refundAmount: 0,
      refundedAt: 0,
    });
  });

  it('rejects bad input and other teachers with business ApiErrors', async () => {
    token = (await passportLogin(client, DEMO)).token;
    const order = await createMemberOrder(
      client,
      (await fetchMemberProducts(client)).list[0]?.productId ?? 0,
    );
    const badPage = await failure(fetchOrderPage(client, { page: 0 }));
    expect(badPage.kind).toBe('business');
    expect(badPage.code).toBe(Code.INVALID_PARAM);
    expect(badPage.msg).toContain('page');
    expect((await failure(createMemberOrder(client, 999_999))).code).toBe(Code.NOT_FOUND);

    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    token = (await registerOnTestServer(server.url, { phone, password: 'pass-word-1' })).data.token;
    const foreign = await failure(fetchOrderStatus(client, order.orderId));
    expect(foreign.code).toBe(Code.NOT_FOUND);
    expect((await fetchOrderPage(client, { page: 1, pageSize: 50 })).total).toBe(0);

    token = '';
    expect((await failure(fetchOrderPage(client, { page: 1 }))).code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe(redeemMemberCode, () => {
  it('redeems an operator code once; a replay is 40009, an unknown code 40004', async () => {
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    token = (await registerOnTestServer(server.url, { phone, password: 'pass-word-1' })).data.token;
    expect(codes).toHaveLength(3);
    const typed = (codes[0] ?? '').toLowerCase().replace(/-/g, ' ');
    const result = await redeemMemberCode(client, typed);
    expect(result.days).toBe(30);
    expect((await fetchUserInfo(client)).vipEndAt).toBe(result.vipEndAt);
    const replay = await failure(redeemMemberCode(client, codes[0] ?? ''));
    expect(replay).toMatchObject({ kind: 'business', code: Code.CONFLICT, msg: '兑换码已被使用' });
    const unknown = await failure(redeemMemberCode(client, 'ABCD-EFGH-JKMN-PQRS'));
    expect(unknown.code).toBe(Code.NOT_FOUND);
    const page = await fetchOrderPage(client, { page: 1 });
    expect(page.list.map((o) => [o.orderId, o.actualPrice, o.duration])).toEqual([
      [result.orderId, 0, 30],
    ]);
  });
});
