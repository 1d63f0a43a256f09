// The membership sagas on a real store (real slices, real saga middleware, the lazy feature
// registered the way the dialogs register it) against the real server (@aita/server/testing),
// with redeem codes made by the server's own redeem service (`server.createRedeemCodes`, what the
// admin command runs). Payments are confirmed on the sandbox's own pay page, as a teacher would
// (`server.confirmSandboxPayment`).
import { SANDBOX_PAYMENT_NOTICE, type CreatedOrder } from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore, RootState } from '../../app/store';
import { waitForState } from '../../test/waitForState';
import { loggedOut, loginFrameMessage, loginOverlayClosed } from '../identity/auth/authSlice';
import { createIdentityTestStore, providerRegister } from '../identity/auth/testing';
import { selectIsVip } from '../identity/user/userSelectors';
import { createMembershipFeature } from './membershipFeature';
import {
  memberDialogClosed,
  memberDialogOpened,
  ordersDialogRequested,
  purchaseDialogRequested,
} from './membershipEntrySlice';
import { LOGIN_REASON_MEMBERSHIP } from './membershipEntrySaga';
import {
  orderRequested,
  ordersPageRequested,
  productsRequested,
  purchaseRestarted,
  redeemSubmitted,
} from './membershipSlice';

const DAY_S = 86_400;
const POLL_MS = 100;

let server: TestServer;
let codes: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_PROVIDER: 'sandbox' } });
  codes = await server.createRedeemCodes(30, 3);
  expect(codes).toHaveLength(3);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A store logged in as a fresh teacher, the membership feature loaded with a fast poll. */
async function teacherStore(options: Parameters<typeof createMembershipFeature>[0] = {}) {
  const { token } = await providerRegister(server.url, '会员老师');
  const made = createIdentityTestStore(server.url, { token });
  made.store.loadFeature(createMembershipFeature({ pollIntervalMs: POLL_MS, ...options }));
  await waitForState(made.store, (s) => s.user.info !== null);
  return { ...made, token };
}

function stop(store: AppStore) {
  store.dispatch(memberDialogClosed());
  store.sagaTask.cancel();
}

const productsReady = (s: RootState) => s.membership.products.status === 'ready';
const paying = (s: RootState) => s.membership.purchase.phase === 'paying';

async function monthProductId(store: AppStore): Promise<number> {
  store.dispatch(productsRequested());
  const state = await waitForState(store, productsReady);
  const month = state.membership.products.list.find((p) => p.duration === 30);
  expect(month).toBeDefined();
  return month?.productId ?? 0;
}

describe('membership sagas against the real server', () => {
  it('loads the products with the sandbox notice; the first product is chosen', async () => {
    const { store } = await teacherStore();
    const state = await waitForState(store, (s) => {
      if (s.membership.products.status === 'idle') store.dispatch(productsRequested());
      return productsReady(s);
    });
    stop(store);
    const { list, payment } = state.membership.products;
    expect(list.map((p) => [p.name, p.duration, p.price, p.originalPrice])).toEqual([
      ['月度会员', 30, 2900, 3900],
      ['季度会员', 90, 7900, 11700],
      ['年度会员', 365, 25900, 46800],
    ]);
    expect(payment).toEqual({
      provider: 'sandbox',
      online: true,
      sandbox: true,
      notice: SANDBOX_PAYMENT_NOTICE,
    });
    expect(state.membership.purchase.productId).toBe(list[0]?.productId);
  });

  it('buys a month: order, pay page, poll sees paid, the user info (VIP badge) refreshed at once', async () => {
    const { store, token } = await teacherStore();
    expect(selectIsVip(store.getState())).toBe(false);
    const productId = await monthProductId(store);
    store.dispatch(orderRequested(productId));
    expect(store.getState().membership.purchase.phase).toBe('creating');
    const created = await waitForState(store, paying);
    const order = created.membership.purchase.order as CreatedOrder;
    expect(order).toMatchObject({ productName: '月度会员', duration: 30, actualPrice: 2900 });
    expect(order.payUrl).toContain('/v1/member/sandbox/pay?orderId=');
    expect(order.qrContent).toBe(order.payUrl);
    // Still pending after a few polls (progress is recorded).
    const polled = await waitForState(store, (s) => s.membership.purchase.lastStatus !== null);
    expect(polled.membership.purchase.lastStatus?.status).toBe('pending');

    const before = Math.floor(Date.now() / 1000);
    expect(await server.confirmSandboxPayment(order.payUrl, token)).toContain(
      '支付成功，会员已生效',
    );
    const paid = await waitForState(
      store,
      (s) => s.membership.purchase.phase === 'paid' && (s.user.info?.vipEndAt ?? 0) > 0,
    );
    stop(store);
    const end = paid.membership.purchase.vipEndAt;
    expect(Math.abs(end - (before + 30 * DAY_S))).toBeLessThan(120);
    expect(paid.user.info?.vipEndAt).toBe(end);
    expect(selectIsVip(paid)).toBe(true);
  });

  it('stops polling when the dialog closes, on logout and on 重新选择', async () => {
    const { store } = await teacherStore();
    const productId = await monthProductId(store);
    for (const stopper of [memberDialogClosed(), loggedOut(), purchaseRestarted()]) {
      // loggedOut empties the user; the token stays in this client, so calls still work.
      store.dispatch(orderRequested(productId));
      await waitForState(store, paying);
      store.dispatch(stopper);
      expect(store.getState().membership.purchase.phase).toBe('choosing');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
      expect(store.getState().membership.purchase.lastStatus).toBeNull();
      expect(store.getState().membership.purchase.order).toBeNull();
    }
    stop(store);
  });

  it('gives up when the order outlives the poll limit: closed, offered again', async () => {
    const { store } = await teacherStore({ maxWaitMs: 400 });
    const productId = await monthProductId(store);
    store.dispatch(orderRequested(productId));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'closed');
    expect(state.membership.purchase.closedBy).toBe('timeout');
    store.dispatch(purchaseRestarted());
    expect(store.getState().membership.purchase).toMatchObject({
      phase: 'choosing',
      productId,
      order: null,
    });
    stop(store);
  });

  it('shows the server msg when the product does not exist', async () => {
    const { store } = await teacherStore();
    store.dispatch(orderRequested(987_654));
    const state = await waitForState(store, (s) => s.membership.purchase.phase === 'failed');
    stop(store);
    expect(state.membership.purchase.error).toBe('会员商品不存在或已下架，请刷新后重试');
    expect(state.membership.purchase.order).toBeNull();
  });

  it('redeems a code (any case, spaces): new end, user info refreshed; used and unknown codes show the server msg', async () => {
    const { store } = await teacherStore();
    const code = codes[0] ?? '';
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const before = Math.floor(Date.now() / 1000);
    store.dispatch(redeemSubmitted(typed));
    expect(store.getState().membership.redeem.status).toBe('pending');
    const done = await waitForState(
      store,
      (s) => s.membership.redeem.status === 'done' && (s.user.info?.vipEndAt ?? 0) > 0,
    );
    const result = done.membership.redeem.result;
    expect(result?.days).toBe(30);
    expect(Math.abs((result?.vipEndAt ?? 0) - (before + 30 * DAY_S))).toBeLessThan(120);
    expect(done.user.info?.vipEndAt).toBe(result?.vipEndAt);

    store.dispatch(redeemSubmitted(code));
    const used = await waitForState(store, (s) => s.membership.redeem.status === 'failed');
    expect(used.membership.redeem.error).toBe('兑换码已被使用');

    store.dispatch(redeemSubmitted('2345-6789-ABCD-EFGH'));
    const unknown = await waitForState(
      store,
      (s) =>
        s.membership.redeem.status === 'failed' && s.membership.redeem.error !== '兑换码已被使用',
    );
    expect(unknown.membership.redeem.error).toBe('兑换码不存在，请核对后重新输入');
    stop(store);
  });

  it('lists paid orders 8 per page, newest first, with the real total; closing resets to page 1', async () => {
    const { store, token } = await teacherStore();
    const productId = await monthProductId(store);
    store.dispatch(orderRequested(productId));
    const created = await waitForState(store, paying);
    await server.confirmSandboxPayment(
      (created.membership.purchase.order as CreatedOrder).payUrl,
      token,
    );
    await waitForState(store, (s) => s.membership.purchase.phase === 'paid');
    store.dispatch(redeemSubmitted(codes[1] ?? ''));
    await waitForState(store, (s) => s.membership.redeem.status === 'done');

    store.dispatch(memberDialogOpened({ dialog: 'orders' }));
    store.dispatch(ordersPageRequested(1));
    const first = await waitForState(store, (s) => s.membership.orders.status === 'ready');
    expect(first.membership.orders.total).toBe(2);
    expect(
      first.membership.orders.list.map((o) => [o.productName, o.duration, o.actualPrice]),
    ).toEqual([
      ['会员兑换码', 30, 0],
      ['月度会员', 30, 2900],
    ]);
    expect(first.membership.orders.list.every((o) => o.paidAt > 0)).toBe(true);

    store.dispatch(ordersPageRequested(2));
    expect(store.getState().membership.orders).toMatchObject({ status: 'loading', page: 2 });
    const second = await waitForState(
      store,
      (s) => s.membership.orders.status === 'ready' && s.membership.orders.page === 2,
    );
    expect(second.membership.orders).toMatchObject({ list: [], total: 2 });

    store.dispatch(memberDialogClosed());
    expect(store.getState().membership.orders).toMatchObject({ page: 1, list: [], status: 'idle' });
    stop(store);
  });
});

describe('membership entry: anonymous clicks log in first', () => {
  it('opens login, then the purchase dialog once the teacher is logged in', async () => {
    const { store } = createIdentityTestStore(server.url);
    await waitForState(store, (s) => s.auth.ready);
    store.dispatch(purchaseDialogRequested({ source: 'test', tab: 'redeem' }));
    expect(store.getState().auth.overlayOpen).toBe(true);
    expect(store.getState().auth.reason).toBe(LOGIN_REASON_MEMBERSHIP);
    expect(store.getState().membershipEntry.open).toBeNull();
    const { token } = await providerRegister(server.url);
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => s.membershipEntry.open !== null);
    store.sagaTask.cancel();
    expect(state.membershipEntry).toEqual({ open: 'purchase', tab: 'redeem' });
    expect(state.user.info).not.toBeNull();
  });

  it('forgets the click when the login frame is closed', async () => {
    const { store } = createIdentityTestStore(server.url);
    await waitForState(store, (s) => s.auth.ready);
    store.dispatch(ordersDialogRequested({ source: 'test' }));
    store.dispatch(loginOverlayClosed());
    const { token } = await providerRegister(server.url);
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => s.user.info !== null);
    store.sagaTask.cancel();
    expect(state.membershipEntry.open).toBeNull();
  });

  it('opens at once for a logged-in teacher', async () => {
    const { store } = await teacherStore();
    store.dispatch(ordersDialogRequested({ source: 'test' }));
    expect(store.getState().membershipEntry).toEqual({ open: 'orders', tab: 'buy' });
    expect(store.getState().auth.overlayOpen).toBe(false);
    stop(store);
  });
});
