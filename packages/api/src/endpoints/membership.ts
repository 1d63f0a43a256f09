import type { Data, membership } from '@aita/contract';
import { membershipPaths } from '@aita/contract/paths/membership';
import {
  ORDER_PAGE_SIZE,
  type CreatedOrder,
  type MemberProductList,
  type OrderStatusInfo,
  type RedeemResult,
} from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** `data` of `GET /v1/member/order/pagelist`: §7 `list` and `total`, and the page it is. */
export type MemberOrderPage = Data<typeof membership.orderPage>;

/**
 * `GET /v1/member/products` (spec §7 "Orders and membership"): the products on sale and how they
 * are paid. Public. When `payment.sandbox` is true, show `payment.notice` beside every price.
 */
export function fetchMemberProducts(
  client: ApiClient,
  options?: RequestOptions,
): Promise<MemberProductList> {
  return send<typeof membership.products>(client, membershipPaths.products, undefined, options);
}

/**
 * `POST /v1/member/order/create {productId}` (spec §7): a pending order and its pay URL / QR
 * text. Login required. Not retried on timeout (a retry would create a second order) unless the
 * caller passes `retries`. Unknown or offline product → 40004; too many orders → 42900.
 */
export function createMemberOrder(
  client: ApiClient,
  productId: number,
  options?: RequestOptions,
): Promise<CreatedOrder> {
  const once = { retries: 0, ...options };
  return send<typeof membership.createOrder>(
    client,
    membershipPaths.createOrder,
    { productId },
    once,
  );
}

/**
 * `GET /v1/member/order/status?orderId=` (spec §7): poll it until `isOrderSettled(status)`.
 * Login required; an order of another teacher is 40004, like an unknown one.
 */
export function fetchOrderStatus(
  client: ApiClient,
  orderId: string,
  options?: RequestOptions,
): Promise<OrderStatusInfo> {
  const route = membershipPaths.orderStatus;
  return send<typeof membership.orderStatus>(client, route, { orderId }, options);
}

/**
 * `GET /v1/member/order/pagelist?page=&pageSize=` (spec §7; the order dialog, §2): the teacher's
 * paid orders, newest first. `pageSize` defaults to 8 (§9), at most 50; read the total with
 * core's `orderTotal` (falls back to 100, §9). A failure shows the server msg or
 * 获取订单列表失败 (§8, `MSG_ORDER_LIST_FAILED`).
 */
export function fetchOrderPage(
  client: ApiClient,
  query: { page: number; pageSize?: number },
  options?: RequestOptions,
): Promise<MemberOrderPage> {
  const page = { page: query.page, pageSize: query.pageSize ?? ORDER_PAGE_SIZE };
  return send<typeof membership.orderPage>(client, membershipPaths.orderPage, page, options);
}

/**
 * `POST /v1/redeem/use {code}` (spec §7): extends the membership by the code's days. Case,
 * spaces and dashes do not matter. Unknown code 40004, used code 40009 兑换码已被使用, too many
 * wrong codes 42900. Not retried on timeout (the retry of a code that went through reads 40009).
 * Named without a `use` prefix on purpose: React's lint rules take `use*` for hooks and would
 * refuse the call in a saga.
 */
export function redeemMemberCode(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<RedeemResult> {
  const once = { retries: 0, ...options };
  return send<typeof membership.redeem>(client, membershipPaths.redeem, { code }, once);
}

/** `data` of `POST /v1/member/book/detail`: the nobook app a member may open, and its page. */
export type BookDetail = Data<typeof membership.bookDetail>;

/**
 * `POST /v1/member/book/detail {appId}` (spec §7 "membership-book detail (returns url)";
 * docs/membership.md "Virtual lab"): the server decides from the teacher's membership whether
 * this nobook app may be opened. A member gets `{ appId, name, url }`; a non-member 40003
 * 虚拟实验室为会员专享，请先开通会员; an app that is not nobook (or unknown) 40004. Login required.
 */
export function fetchBookDetail(
  client: ApiClient,
  appId: number,
  options?: RequestOptions,
): Promise<BookDetail> {
  return send<typeof membership.bookDetail>(client, membershipPaths.bookDetail, { appId }, options);
}
