/**
 * The membership area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/membership`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the membership area (`paths.membership`). */
export const membershipPaths = {
  products: route('GET', '/v1/member/products', 'json', 'public'),
  createOrder: route('POST', '/v1/member/order/create', 'json', 'user'),
  orderStatus: route('GET', '/v1/member/order/status', 'json', 'user'),
  orderPage: route('GET', '/v1/member/order/pagelist', 'json', 'user'),
  redeem: route('POST', '/v1/redeem/use', 'json', 'user'),
  /** The membership-book detail: may this teacher open this nobook app, and where (§7). */
  bookDetail: route('POST', '/v1/member/book/detail', 'json', 'user'),
  /** The sandbox provider's checkout (only when the payment provider is the sandbox). */
  sandboxCheckout: route('GET', '/v1/member/sandbox/pay', 'page', 'public'),
  /** The sandbox's payment notification (form or JSON `orderId`, `token`). */
  sandboxNotify: route('POST', '/v1/member/sandbox/pay', 'page', 'public'),
} as const;
