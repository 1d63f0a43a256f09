import {
  createMemberOrder,
  fetchMemberProducts,
  fetchOrderPage,
  fetchOrderStatus,
  redeemMemberCode,
  type ApiClient,
  type MemberOrderPage,
} from '@aita/api';
import type { CreatedOrder, MemberProductList, OrderStatusInfo, RedeemResult } from '@aita/core';
import type { AppServices, CallOptions } from '../../app/services';

/** Per-call timeout of a status poll: a hung call must not hold the 2-second rhythm for a minute. */
export const STATUS_POLL_TIMEOUT_MS = 10_000;

/**
 * The membership part of the services (spec §7 "Orders and membership"), built in the membership
 * chunk over `services.apiClient` so the entry chunk carries none of it.
 */
export interface MembershipServices {
  /** `GET /v1/member/products` (public). */
  fetchMemberProducts(options?: CallOptions): Promise<MemberProductList>;
  /** `POST /v1/member/order/create {productId}`; never retried (a retry is a second order). */
  createMemberOrder(productId: number): Promise<CreatedOrder>;
  /** `GET /v1/member/order/status?orderId=`; one try with a short timeout (the poll retries). */
  fetchOrderStatus(orderId: string, options?: CallOptions): Promise<OrderStatusInfo>;
  /** `GET /v1/member/order/pagelist?page=&pageSize=8` (§9 page size). */
  fetchOrderPage(page: number, options?: CallOptions): Promise<MemberOrderPage>;
  /** `POST /v1/redeem/use {code}`; never retried (a retry of a code that went through reads 40009). */
  redeemMemberCode(code: string): Promise<RedeemResult>;
}

/** {@link MembershipServices} over one `@aita/api` client. */
export function createMembershipServices(client: ApiClient): MembershipServices {
  return {
    fetchMemberProducts: (options = {}) => fetchMemberProducts(client, options),
    createMemberOrder: (productId) => createMemberOrder(client, productId),
    fetchOrderStatus: (orderId, options = {}) =>
      fetchOrderStatus(client, orderId, {
        timeout: STATUS_POLL_TIMEOUT_MS,
        retries: 0,
        ...options,
      }),
    fetchOrderPage: (page, options = {}) => fetchOrderPage(client, { page }, options),
    redeemMemberCode: (code) => redeemMemberCode(client, code),
  };
}

/** The services membership sagas get: the app's plus {@link MembershipServices}. */
export type MembershipAppServices = AppServices & MembershipServices;

/**
 * Adds {@link MembershipServices} over `services.apiClient`; membership services already in
 * `services` win, so a caller can supply its own.
 */
export function withMembershipServices(services: AppServices): MembershipAppServices {
  return { ...createMembershipServices(services.apiClient), ...services };
}
