/** Orders and membership (spec §3 "Order"; §7 "Orders and membership"; §9 order constants). */
import { CENTS_PER_YUAN, ORDER_TOTAL_FALLBACK } from '../constants';

/** §3 Order, one row of the order dialog. */
export interface Order {
  orderId: string;
  productName: string;
  /** Membership length in days. */
  duration: number;
  /** Paid price in cents; shown divided by 100 (§3, §9). */
  actualPrice: number;
  /** Unix **seconds**. */
  paidAt: number;
  /**
   * The order's refund (docs/membership.md "Refunds"): `none`, `pending` (退款中: asked, the
   * provider is still paying it back) or `refunded` (已退款). A failed refund is `none` again.
   */
  refundStatus: OrderRefundStatus;
  /** Cents refunded or being refunded (the whole price: refunds are full); 0 without a refund. */
  refundAmount: number;
  /** Unix seconds the refund completed; 0 unless `refunded`. */
  refundedAt: number;
}

/** Where a paid order's refund stands. */
export type OrderRefundStatus = 'none' | 'pending' | 'refunded';

/** §7 a page of `GET /v1/member/order/pagelist`: `list` and `total`. */
export interface OrderPage {
  list: Order[];
  total?: number;
}

/** §9: price = cents / 100, formatted with two decimals (e.g. 1990 → `19.90`). */
export function formatPriceYuan(cents: number): string {
  return (cents / CENTS_PER_YUAN).toFixed(2);
}

/** §9: the order total, falling back to 100 when the server sent none. */
export function orderTotal(page: Pick<OrderPage, 'total'>): number {
  return typeof page.total === 'number' && Number.isFinite(page.total)
    ? page.total
    : ORDER_TOTAL_FALLBACK;
}
