import type { Order } from './order';

/**
 * Membership: products, orders and their payment, redeem codes (spec §1 "Membership (VIP)";
 * §3 Order; §7 "Orders and membership"). The order row of the dialog is `Order` in `./order`.
 * Shapes and decisions: docs/membership.md.
 */

/** A membership product of `GET /v1/member/products`. Prices in cents (§9: shown / 100). */
export interface MemberProduct {
  productId: number;
  name: string;
  /** Membership length in days. */
  duration: number;
  /** Price in cents. */
  price: number;
  /** Crossed-out list price in cents; equal to `price` when there is no discount. */
  originalPrice: number;
  desc: string;
}

/**
 * How orders are paid on this server. `sandbox` is true for the built-in test provider, which
 * never charges anyone: the web app must show `notice` wherever it offers to pay.
 */
export interface PaymentInfo {
  /** `none` when the server has no online payment (PAYMENT_PROVIDER unset). */
  provider: string;
  /** False: no online payment here; show `notice` and offer redeem codes instead. */
  online: boolean;
  sandbox: boolean;
  /** `''` for a real provider; the sandbox label, or why there is no online payment. */
  notice: string;
}

/** `data` of `GET /v1/member/products`. */
export interface MemberProductList {
  list: MemberProduct[];
  payment: PaymentInfo;
}

/** The label of the sandbox payment provider (ARCHITECTURE.md: "clearly marked"). */
export const SANDBOX_PAYMENT_NOTICE = '沙箱支付（测试环境，不会真实扣款）';

/** Why a server without a payment provider offers no online payment (products list, 40003). */
export const PAYMENT_OFFLINE_NOTICE = '本站未开通在线支付，请使用兑换码开通会员';

/**
 * Order status (the spec leaves it "not shown", §4): `pending` until paid, `paid` once (the
 * membership is extended exactly then), `closed` when it expired unpaid.
 */
export type OrderStatus = 'pending' | 'paid' | 'closed';

/** True when the status can no longer change (polling may stop). */
export function isOrderSettled(status: OrderStatus): boolean {
  return status !== 'pending';
}

/** `data` of `POST /v1/member/order/create {productId}`: a pending order and where to pay it. */
export interface CreatedOrder extends PaymentInfo {
  orderId: string;
  productId: number;
  productName: string;
  duration: number;
  /** Price to pay, in cents. */
  actualPrice: number;
  status: 'pending';
  /** Absolute URL of the payment page (open it, or show it as a QR code). */
  payUrl: string;
  /** Text to encode in a QR code (the pay URL for the sandbox). */
  qrContent: string;
  /** Unix seconds after which the order closes unpaid. */
  expiresAt: number;
}

/** `data` of `GET /v1/member/order/status?orderId=`. */
export interface OrderStatusInfo {
  orderId: string;
  status: OrderStatus;
  productName: string;
  duration: number;
  actualPrice: number;
  /** Unix seconds; 0 while unpaid. */
  paidAt: number;
  /** Unix seconds; the pending order closes then. 0 once paid or for redeem orders. */
  expiresAt: number;
  /** The teacher's membership end now (unix seconds, 0 when never a member), as in user info. */
  vipEndAt: number;
}

/**
 * `data` of `GET /v1/member/order/pagelist`: the server always sends the total and the page it
 * answered (§9's fallback total is for other servers; read it with `orderTotal` anyway).
 */
export interface MemberOrderPage {
  list: Order[];
  total: number;
  page: number;
  pageSize: number;
}

/** `data` of `POST /v1/redeem/use {code}`. */
export interface RedeemResult {
  /** The order row recorded for the history (price 0). */
  orderId: string;
  /** Days the code added. */
  days: number;
  /** The new membership end, unix seconds. */
  vipEndAt: number;
}

/**
 * Redeem code alphabet: digits and upper-case letters without the look-alikes 0/O, 1/I/L
 * (31 symbols). 16 symbols carry about 79 bits, far beyond guessing at 10 tries per 15 minutes.
 */
export const REDEEM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Symbols in a redeem code, without separators. */
export const REDEEM_CODE_LENGTH = 16;
/** Symbols per group when a code is printed (`ABCD-EFGH-JKMN-PQRS`). */
export const REDEEM_CODE_GROUP = 4;

/**
 * The canonical form of a typed redeem code: upper case, with spaces, dashes, underscores and
 * dots (also full-width ones) removed, so `abcd efgh-jkmn_pqrs` matches `ABCD-EFGH-JKMN-PQRS`.
 */
export function normalizeRedeemCode(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\s\-_.\u2010-\u2015\u2212\u30fb]/g, '')
    .toUpperCase();
}

/** True when `code` (already normalised) has the shape of a code we issue. */
export function isWellFormedRedeemCode(code: string): boolean {
  if (code.length !== REDEEM_CODE_LENGTH) return false;
  for (const ch of code) if (!REDEEM_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/** Groups a normalised code for printing: `ABCD-EFGH-JKMN-PQRS`. */
export function formatRedeemCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += REDEEM_CODE_GROUP) {
    groups.push(code.slice(i, i + REDEEM_CODE_GROUP));
  }
  return groups.join('-');
}
