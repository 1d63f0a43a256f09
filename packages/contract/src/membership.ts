/**
 * Membership: products, orders and their payment, redeem codes (spec §1 "Membership (VIP)", §3
 * Order, §7 "Orders and membership", §9 order constants; docs/membership.md).
 */
import {
  LIST_PAGE_MAX,
  ORDER_ID_MAX_LENGTH,
  ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZE_MAX,
  REDEEM_CODE_INPUT_MAX_LENGTH,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField } from './fields';
import { paths } from './paths';

const paymentInfo = {
  provider: z.string(),
  online: z.boolean(),
  sandbox: z.boolean(),
  notice: z.string(),
};

/** `data` of `GET /v1/member/products`. */
export const memberProductListSchema = z.object({
  list: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      duration: z.number(),
      price: z.number(),
      originalPrice: z.number(),
      desc: z.string(),
    }),
  ),
  payment: z.object(paymentInfo),
});

const orderStatus = z.enum(['pending', 'paid', 'closed']);

/** A pending order and where to pay it. */
export const createdOrderSchema = z.object({
  ...paymentInfo,
  orderId: z.string(),
  productId: z.number(),
  productName: z.string(),
  duration: z.number(),
  actualPrice: z.number(),
  status: z.literal('pending'),
  payUrl: z.string(),
  qrContent: z.string(),
  expiresAt: z.number(),
});

/** `data` of `GET /v1/member/order/status`. */
export const orderStatusInfoSchema = z.object({
  orderId: z.string(),
  status: orderStatus,
  productName: z.string(),
  duration: z.number(),
  actualPrice: z.number(),
  paidAt: z.number(),
  expiresAt: z.number(),
  vipEndAt: z.number(),
});

/** §3 Order, one row of the order dialog. */
export const orderSchema = z.object({
  orderId: z.string(),
  productName: z.string(),
  duration: z.number(),
  actualPrice: z.number(),
  paidAt: z.number(),
  /** `none`, `pending` (退款中) or `refunded` (已退款); docs/membership.md "Refunds". */
  refundStatus: z.enum(['none', 'pending', 'refunded']),
  /** Cents refunded or being refunded; 0 without a refund. */
  refundAmount: z.number(),
  /** Unix seconds the refund completed; 0 unless refunded. */
  refundedAt: z.number(),
});

/** `data` of `GET /v1/member/order/pagelist`: the rows, the total and the page they are. */
export const memberOrderPageSchema = z.object({
  list: z.array(orderSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** Query of `GET /v1/member/order/pagelist`: `page` from 1, `pageSize` 1..50, default 8 (§9). */
export const orderPageQuery = z.object({
  page: intField(1, LIST_PAGE_MAX, 1),
  pageSize: intField(1, ORDER_PAGE_SIZE_MAX, ORDER_PAGE_SIZE),
});

/** Membership endpoints. */
export const membership = {
  /** `GET /v1/member/products`: products on sale and how they are paid (public). */
  products: endpoint(paths.membership.products, { data: memberProductListSchema }),
  /** `POST /v1/member/order/create {productId}`: a pending order; unknown product → 40004. */
  createOrder: endpoint(paths.membership.createOrder, {
    body: z.object({ productId: positiveIdField }),
    data: createdOrderSchema,
  }),
  /** `GET /v1/member/order/status?orderId=`: own orders only (else 40004). */
  orderStatus: endpoint(paths.membership.orderStatus, {
    query: z.object({ orderId: textField(ORDER_ID_MAX_LENGTH).min(1) }),
    data: orderStatusInfoSchema,
  }),
  /** `GET /v1/member/order/pagelist?page=&pageSize=`: paid orders, newest first. */
  orderPage: endpoint(paths.membership.orderPage, {
    query: orderPageQuery,
    data: memberOrderPageSchema,
  }),
  /** `POST /v1/redeem/use {code}`: separators and case do not matter. */
  redeem: endpoint(paths.membership.redeem, {
    body: z.object({ code: textField(REDEEM_CODE_INPUT_MAX_LENGTH).min(1) }),
    data: z.object({ orderId: z.string(), days: z.number(), vipEndAt: z.number() }),
  }),
  /**
   * `POST /v1/member/book/detail {appId}`: a nobook app for a member → `{ appId, name, url }`
   * (what to open); a non-member → 40003; an app that is not nobook (or unknown) → 40004.
   */
  bookDetail: endpoint(paths.membership.bookDetail, {
    body: z.object({ appId: positiveIdField }),
    data: z.object({ appId: z.number(), name: z.string(), url: z.string() }),
  }),
  sandboxCheckout: endpoint(paths.membership.sandboxCheckout, {}),
  sandboxNotify: endpoint(paths.membership.sandboxNotify, {}),
} as const;
