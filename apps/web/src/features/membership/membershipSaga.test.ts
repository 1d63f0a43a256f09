// Paths the real server does not produce on demand (an order closed after 30 minutes, a status
// read failing in the middle of a poll, a page without `total`, HTTP 500): the same sagas on a
// real store against a local HTTP server speaking the API's envelope.
import { Code, MSG_ORDER_LIST_FAILED } from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type ScriptedReply } from '../../test/envelopeServer';
import { fakeUser } from '../../test/userFixture';
import { waitForState } from '../../test/waitForState';
import { createIdentityTestStore } from '../identity/auth/testing';
import { createMembershipFeature } from './membershipFeature';
import { pollTimeoutMs, PAYMENT_GRACE_MS, PAYMENT_MAX_WAIT_MS } from './membershipSaga';
import { orderRequested, ordersPageRequested } from './membershipSlice';

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});
const fail = (code: number, msg: string): ScriptedReply => ({
  body: JSON.stringify({ code, msg, data: null }),
});

const NOW_S = Math.floor(Date.now() / 1000);
const user = fakeUser({ uid: '200001', uname: '王老师', talId: '' });
const order = {
  orderId: '2026112118000012345678',
  productId: 1,
  productName: '月度会员',
  duration: 30,
  actualPrice: 2900,
  status: 'pending',
  provider: 'sandbox',
  online: true,
  sandbox: true,
  notice: '沙箱支付（测试环境，不会真实扣款）',
  payUrl: 'http://127.0.0.1:1/v1/member/sandbox/pay?orderId=2026112118000012345678&token=t',
  qrContent: 'http://127.0.0.1:1/v1/member/sandbox/pay?orderId=2026112118000012345678&token=t',
  expiresAt: NOW_S + 1800,
};
const status = (value: 'pending' | 'paid' | 'closed', vipEndAt = 0) => ({
  orderId: order.orderId,
  status: value,
  productName: '月度会员',
  duration: 30,
  actualPrice: 2900,
  paidAt: value === 'paid' ? NOW_S : 0,
  expiresAt: value === 'pending' ? order.expiresAt : 0,
  vipEndAt,
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

/** A logged-in store on a scripted server; `replies` answers by path (without the query). */
async function setup(replies: (path: string) => ScriptedReply) {
  const server = await startEnvelopeServer((path) => {
    const bare = path.split('?')[0] ?? '';
    if (bare === '/v1/user/info') return ok(user);
    // What login loads beside (favourites, recent apps) is not the purchase's business.
    if (!bare.startsWith('/v1/member/')) return ok({ list: [], total: 0 });
    return replies(path);
  });
  closers.push(server.close);
  const { store } = createIdentityTestStore(server.url, { token: 'scripted-token' });
  store.loadFeature(createMembershipFeature({ pollIntervalMs: 20 }));
  closers.push(async () => store.sagaTask.cancel());
  await waitForState(store, (s) => s.user.info !== null);
  return { server, store };
}

describe(pollTimeoutMs, () => {
  it('polls until the order expires plus a grace, capped; unknown expiry → the cap', () => {
    const now = 1_000_000_000_000;
    expect(pollTimeoutMs(now / 1000 + 1800, now)).toBe(1_800_000 + PAYMENT_GRACE_MS);
    expect(pollTimeoutMs(now / 1000 - 60, now)).toBe(PAYMENT_GRACE_MS);
    expect(pollTimeoutMs(now / 1000 + 7200, now)).toBe(PAYMENT_MAX_WAIT_MS);
    expect(pollTimeoutMs(0, now)).toBe(PAYMENT_MAX_WAIT_MS);
  });
});

describe('purchase poll (scripted server)', () => {
  it('ends as closed when the server closes the order; no user info refresh', async () => {
    let reads = 0;
    const { server, store } = await setup((path) => {
      if (path === '/v1/member/order/create') return ok(order);
      reads += 1;
      return ok(status(reads < 3 ? 'pending' : 'closed'));
    });
    store.dispatch(orderRequested(1));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'closed');
    expect(state.membership.purchase.closedBy).toBe('server');
    expect(reads).toBe(3);
    expect(server.requests.filter((r) => r.path === '/v1/user/info')).toHaveLength(1);
    expect(server.requests.find((r) => r.path.startsWith('/v1/member/order/status'))?.path).toBe(
      `/v1/member/order/status?orderId=${order.orderId}`,
    );
  });

  it('rides over transport failures of a status read, then sees paid', async () => {
    let reads = 0;
    const end = NOW_S + 30 * 86_400;
    const { server, store } = await setup((path) => {
      if (path === '/v1/member/order/create') return ok(order);
      reads += 1;
      if (reads === 1) return { status: 502, body: 'bad gateway' };
      if (reads === 2) return { body: 'not json' };
      return ok(status('paid', end));
    });
    store.dispatch(orderRequested(1));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'paid');
    expect(state.membership.purchase.vipEndAt).toBe(end);
    // Paid: the user info is read again (the badge).
    await waitForState(
      store,
      () => server.requests.filter((r) => r.path === '/v1/user/info').length === 2,
    );
  });

  it('stops with the server msg when a status read is refused (business code)', async () => {
    const { store } = await setup((path) =>
      path === '/v1/member/order/create' ? ok(order) : fail(Code.NOT_FOUND, '订单不存在'),
    );
    store.dispatch(orderRequested(1));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'failed');
    expect(state.membership.purchase.error).toBe('订单不存在');
    expect(state.membership.purchase.order?.orderId).toBe(order.orderId);
  });

  it('shows 下单过于频繁 when the server throttles order creation', async () => {
    const { server, store } = await setup(() =>
      fail(Code.TOO_MANY_REQUESTS, '下单过于频繁，请稍后再试'),
    );
    store.dispatch(orderRequested(1));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'failed');
    expect(state.membership.purchase.error).toBe('下单过于频繁，请稍后再试');
    // Never sent twice.
    expect(server.requests.filter((r) => r.path === '/v1/member/order/create')).toHaveLength(1);
  });
});

describe('order list (scripted server)', () => {
  it('sends page and pageSize 8; total falls back to 100 when missing (§9)', async () => {
    const row = {
      orderId: 'o1',
      productName: '月度会员',
      duration: 30,
      actualPrice: 2900,
      paidAt: NOW_S,
    };
    const { server, store } = await setup(() => ok({ list: [row] }));
    store.dispatch(ordersPageRequested(3));
    const state = await waitForState(store, (s) => s.membership.orders.status === 'ready');
    expect(state.membership.orders).toMatchObject({ page: 3, total: 100, list: [row] });
    expect(
      server.requests
        .filter((r) => r.path.startsWith('/v1/member/order/pagelist'))
        .map((r) => r.path),
    ).toEqual(['/v1/member/order/pagelist?page=3&pageSize=8']);
  });

  it('shows the server msg for a business code, 获取订单列表失败 otherwise (§8)', async () => {
    let answer: ScriptedReply = fail(Code.INVALID_PARAM, '参数错误：page 应为 1 到 100000 的整数');
    const { store } = await setup(() => answer);
    store.dispatch(ordersPageRequested(1));
    let state = await waitForState(store, (s) => s.membership.orders.status === 'failed');
    expect(state.membership.orders.error).toBe('参数错误：page 应为 1 到 100000 的整数');

    answer = { status: 500, body: 'oops' };
    store.dispatch(ordersPageRequested(1));
    state = await waitForState(
      store,
      (s) =>
        s.membership.orders.status === 'failed' &&
        s.membership.orders.error !== state.membership.orders.error,
    );
    expect(state.membership.orders.error).toBe(MSG_ORDER_LIST_FAILED);
  });
});
