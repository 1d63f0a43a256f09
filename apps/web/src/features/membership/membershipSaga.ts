import {
  createMemberOrder,
  fetchMemberProducts,
  fetchOrderPage,
  fetchOrderStatus,
  isApiError,
  redeemMemberCode,
} from '@aita/api';
import {
  isOrderSettled,
  MSG_ORDER_LIST_FAILED,
  orderTotal,
  type OrderStatusInfo,
} from '@aita/core';
import { call, cancelled, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import { loadUserInfo, loggedOut } from '../identity';
import { memberDialogClosed, memberDialogOpened } from './membershipEntrySlice';
import { poll, runLongFlow } from '../../shared/saga/longFlow';
import {
  orderCreated,
  orderFailed,
  orderRequested,
  orderStatusReceived,
  ordersPageFailed,
  ordersPageReceived,
  ordersPageRequested,
  paymentClosed,
  paymentFailed,
  paymentSucceeded,
  productsFailed,
  productsReceived,
  productsRequested,
  purchaseRestarted,
  redeemFailed,
  redeemSubmitted,
  redeemSucceeded,
  selectPurchase,
} from './membershipSlice';

/** Options of the membership watcher (tests shorten the rhythm and the limit). */
export interface MembershipSagaOptions {
  /** Time between two status reads while an order is pending. */
  pollIntervalMs?: number;
  /** Longest wait for an order of unknown lifetime (and the cap for any order). */
  maxWaitMs?: number;
  /** Wait past `expiresAt` before giving up, for clock skew between browser and server. */
  graceMs?: number;
  now?: () => number;
}

/** Status poll every 2 seconds (the brief's "~2 s": the teacher sees the result at once). */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
/**
 * The poll's limit when the order names no `expiresAt`, and its cap: a little over the server's
 * 30-minute order lifetime (docs/membership.md), after which the server answers `closed` anyway.
 */
export const PAYMENT_MAX_WAIT_MS = 31 * 60_000;
/** Margin past `expiresAt`: the server closes the order at its first read after expiry. */
export const PAYMENT_GRACE_MS = 15_000;

/** Actions that stop a running poll: closing the dialog, logging out, starting over. */
const STOP_POLLING = [memberDialogClosed, memberDialogOpened, loggedOut, purchaseRestarted];

/** Per-call timeout of a status poll: a hung call must not hold the 2-second rhythm for a minute. */
export const STATUS_POLL_TIMEOUT_MS = 10_000;

/** How long to poll an order that expires at `expiresAt` (unix seconds; 0 = unknown). */
export function pollTimeoutMs(
  expiresAt: number,
  nowMs: number,
  { maxWaitMs = PAYMENT_MAX_WAIT_MS, graceMs = PAYMENT_GRACE_MS } = {},
): number {
  if (!expiresAt) return maxWaitMs;
  return Math.min(maxWaitMs, Math.max(0, expiresAt * 1000 - nowMs) + graceMs);
}

/** `GET /v1/member/products` when the purchase dialog opens (public, §7). */
export function* loadProducts() {
  const client = yield* apiClient();
  const controller = new AbortController();
  try {
    const data = yield* call(fetchMemberProducts, client, {
      signal: controller.signal,
    });
    yield* put(productsReceived({ list: data.list, payment: data.payment }));
  } catch (error) {
    yield* put(productsFailed(errorMessage(error)));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/**
 * Reads the order's status every `intervalMs` until it is settled (paid or closed) and returns
 * that status. Each read is progress (`orderStatusReceived`). A transport failure (network,
 * timeout, HTTP) is skipped and the next read tries again; a business code (order unknown, login
 * gone) ends the poll by throwing. A cancelled poll aborts the read in flight.
 */
export function* pollOrderStatus(orderId: string, intervalMs: number) {
  const client = yield* apiClient();
  return yield* poll<OrderStatusInfo>({
    intervalMs,
    // One try with a short timeout: the poll itself retries.
    read: (signal) =>
      fetchOrderStatus(client, orderId, { timeout: STATUS_POLL_TIMEOUT_MS, retries: 0, signal }),
    isDone: (status) => isOrderSettled(status.status),
    onProgress: function* (status) {
      yield* put(orderStatusReceived(status));
    },
    isTransient: (error) => !(isApiError(error) && error.kind === 'business'),
  });
}

/**
 * The purchase flow (trigger `orderRequested`): `POST /v1/member/order/create` (never retried),
 * then the poll as a long flow, stopped by closing the dialog, logout or 重新选择, limited to the
 * order's lifetime. Paid: the success and the user info again, so the VIP badge shows at once.
 */
export function* purchase(
  options: Required<MembershipSagaOptions>,
  action: ReturnType<typeof orderRequested>,
): Generator<unknown, void, unknown> {
  const client = yield* apiClient();
  let order;
  try {
    // Never retried: a retry is a second order.
    order = yield* call(createMemberOrder, client, action.payload);
  } catch (error) {
    yield* put(orderFailed(errorMessage(error)));
    return;
  }
  // Closed or restarted while the order was being made: nothing waits for it any more.
  if ((yield* select(selectPurchase)).phase !== 'creating') return;
  yield* put(orderCreated(order));

  const outcome = yield* runLongFlow(() => pollOrderStatus(order.orderId, options.pollIntervalMs), {
    cancelOn: STOP_POLLING,
    timeoutMs: pollTimeoutMs(order.expiresAt, options.now(), options),
  });
  switch (outcome.kind) {
    case 'done':
      if (outcome.value.status === 'paid') {
        yield* put(paymentSucceeded({ vipEndAt: outcome.value.vipEndAt }));
        yield* call(loadUserInfo);
      } else {
        yield* put(paymentClosed('server'));
      }
      break;
    case 'timeout':
      yield* put(paymentClosed('timeout'));
      break;
    case 'error':
      yield* put(paymentFailed(errorMessage(outcome.error)));
      break;
    case 'cancelled':
      // The reducers of the stopping action already reset the dialog.
      break;
  }
}

/**
 * `POST /v1/redeem/use` (never retried; `takeLeading`, so a double click sends once). The server's
 * msg for 40004 / 40009 / 42900, 网络异常，暂无数据 for a transport failure. Success: the new end,
 * and the user info again (badge).
 */
export function* redeem(action: ReturnType<typeof redeemSubmitted>) {
  const code = action.payload.trim();
  if (code === '') {
    yield* put(redeemFailed('请输入兑换码'));
    return;
  }
  try {
    const result = yield* call(redeemMemberCode, yield* apiClient(), code);
    yield* put(redeemSucceeded(result));
    yield* call(loadUserInfo);
  } catch (error) {
    yield* put(redeemFailed(errorMessage(error)));
  }
}

/**
 * §2 "Order dialog", §7, §9: one page of 8 orders; the total falls back to 100 when missing.
 * §8 "Order list failure": the server's message, else 获取订单列表失败.
 */
export function* loadOrdersPage(action: ReturnType<typeof ordersPageRequested>) {
  const client = yield* apiClient();
  const page = action.payload;
  const controller = new AbortController();
  try {
    const data = yield* call(
      fetchOrderPage,
      client,
      { page },
      {
        signal: controller.signal,
      },
    );
    yield* put(ordersPageReceived({ page, list: data.list ?? [], total: orderTotal(data) }));
  } catch (error) {
    const message =
      isApiError(error) && error.kind === 'business' && error.msg
        ? error.msg
        : MSG_ORDER_LIST_FAILED;
    yield* put(ordersPageFailed(message));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/** The membership watcher (lazy feature). */
export function* watchMembership(options: MembershipSagaOptions = {}) {
  const resolved: Required<MembershipSagaOptions> = {
    pollIntervalMs: options.pollIntervalMs ?? PAYMENT_POLL_INTERVAL_MS,
    maxWaitMs: options.maxWaitMs ?? PAYMENT_MAX_WAIT_MS,
    graceMs: options.graceMs ?? PAYMENT_GRACE_MS,
    now: options.now ?? Date.now,
  };
  yield* takeLatest(productsRequested, loadProducts);
  yield* takeLatest(orderRequested, purchase, resolved);
  yield* takeLeading(redeemSubmitted, redeem);
  yield* takeLatest(ordersPageRequested, loadOrdersPage);
}
