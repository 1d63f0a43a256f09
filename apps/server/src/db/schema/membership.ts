/** Tables of membership (docs/membership.md): products, orders, redeem codes. A teacher's membership end is `users.vip_end_at`, extended by a paid order or a redeem code. */
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';

/** Membership products on sale (`GET /v1/member/products`); prices in cents (§3, §9). */
export const memberProducts = pgTable('member_products', {
  /** The public `productId`. */
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the seed (and by operators): `month`, `quarter`, `year`. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Membership length in days. */
  durationDays: integer().notNull(),
  /** Price in cents. */
  price: integer().notNull(),
  /** Crossed-out list price in cents; equal to `price` when there is no discount. */
  originalPrice: integer().notNull(),
  description: text().notNull().default(''),
  /** Offline products are kept (old orders point at them) but not listed or sold. */
  online: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/**
 * Order status (spec §4 "not shown"; docs/membership.md): `pending` until paid, `paid` once
 * (the only transition that extends a membership), `closed` when it expired unpaid.
 */
export const ORDER_STATUS_VALUES = ['pending', 'paid', 'closed'] as const;
export const orderStatus = pgEnum('order_status', ORDER_STATUS_VALUES);

/** A paid order's refund: asked for and not settled yet, or done (docs/membership.md "Refunds"). */
export type RefundStatus = 'pending' | 'refunded';

/** One-time membership redeem codes: only the sha256 of the normalised code is kept. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex sha256 of the normalised code (upper case, no separators). */
    codeHash: text().notNull().unique(),
    days: integer().notNull(),
    /** The `redeem:create` run that made it. */
    batch: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set once, together with `usedAt`, by the one conditional UPDATE of `/v1/redeem/use`. */
    usedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.batch)],
);

/**
 * §3 Order: a purchase through a payment provider (`sandbox`, or a real one behind the same
 * interface) or a redeemed code (`provider` `redeem`, price 0, paid at once). Name, days and
 * price are snapshots taken when the order is made.
 */
export const memberOrders = pgTable(
  'member_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The public `orderId`: `yyyyMMddHHmmss` (UTC) and 8 random digits. */
    orderId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for redeem orders. */
    productId: integer().references(() => memberProducts.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    durationDays: integer().notNull(),
    /** Price paid, in cents. */
    actualPrice: integer().notNull(),
    status: orderStatus().notNull().default('pending'),
    /** `sandbox`, `redeem`, or the real provider's name. */
    provider: text().notNull(),
    /** What the provider gave when the payment was created (sandbox: sha256 of the pay token). */
    providerRef: text(),
    /** The provider's transaction number, from its verified notification. */
    tradeNo: text(),
    redeemCodeId: integer().references(() => redeemCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A pending order can be paid until then. */
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** The teacher's membership end right after this order was applied (for support). */
    vipEndAfter: timestamp({ withTimezone: true }),
    /**
     * Where the order's refund stands (docs/membership.md "Refunds"): null (none, or a refund
     * that failed: the order is paid again), `pending` while the provider is still paying it
     * back (WeChat's PROCESSING), `refunded` once the money went back.
     */
    refundStatus: text().$type<RefundStatus>(),
    /** Set when the refund succeeded; refunding twice is refused. */
    refundedAt: timestamp({ withTimezone: true }),
    refundReason: text(),
    /** Our refund number of the last refund asked for (`R` + order id, `-2`… after a failure). */
    refundNo: text(),
    /** The provider's refund number (WeChat `refund_id`, Alipay `trade_no`; `sandbox` locally). */
    refundRef: text(),
  },
  (t) => [index().on(t.userId, t.status, t.paidAt)],
);
