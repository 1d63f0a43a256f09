import { ORDER_PAGE_SIZE } from '@aita/core';
import { z } from 'zod';
import { positiveIdField, textField } from '../../platform/http/validate';
import { intField } from '../../platform/http/validate';

/** §9: the order dialog's page size is 8; a client may ask for up to 50. */
export const ORDER_PAGE_SIZE_MAX = 50;

/** Body of `POST /v1/member/order/create`. */
export const orderCreateBody = z.object({ productId: positiveIdField });

/** Query of `GET /v1/member/order/status`: an order number (unknown ones answer 40004). */
export const orderStatusQuery = z.object({ orderId: textField(64).min(1) });

/** Query of `GET /v1/member/order/pagelist`: `page` from 1, `pageSize` 1..50, default 8 (§9). */
export const orderPageQuery = z.object({
  page: intField(1, 100_000, 1),
  pageSize: intField(1, ORDER_PAGE_SIZE_MAX, ORDER_PAGE_SIZE),
});

/** Body of `POST /v1/redeem/use`: the code as typed (separators and case do not matter). */
export const redeemUseBody = z.object({ code: textField(64).min(1) });
