import {
  Code,
  type CreatedOrder,
  type MemberOrderPage,
  type MemberProductList,
  type OrderStatus,
  type OrderStatusInfo,
} from '@aita/core';
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Throttle, ThrottleRule } from '../../platform/throttle';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { memberOrders, memberProducts, users } from '../../db/schema';
import { noUserInfoCache, type UserInfoChanges } from '../identity';
import { DomainError } from '../../platform/errors';
import {
  MSG_ORDER_NOT_FOUND,
  MSG_ORDER_THROTTLED,
  MSG_PAYMENT_OFFLINE,
  MSG_PRODUCT_NOT_FOUND,
} from './messages';
import { extendMembership, newOrderId, unixSeconds } from './vip-end';
import {
  ORDER_ID_PATTERN,
  type PaymentProvider,
  type VerifiedPayment,
} from '../../platform/payment/provider';

/** A pending order can be paid for 30 minutes, then it closes (docs/membership.md). */
export const ORDER_PAY_WINDOW_MS = 30 * 60_000;
/** Orders a teacher may create: 20 per 15 minutes (42900 beyond). */
export const orderCreateRule = (userId: number): ThrottleRule => ({
  key: `member-order:${userId}`,
  limit: 20,
  windowMs: 15 * 60_000,
});

export { extendMembership, newOrderId, unixSeconds } from './vip-end';

/** What happened to a verified payment notification. */
export type PaymentOutcome =
  /** This call moved the order from pending to paid and extended the membership. */
  | { kind: 'paid'; orderId: string; vipEndAt: number }
  /** It was paid before (a repeated notification or a double click): nothing changed. */
  | { kind: 'already-paid'; orderId: string }
  /** The order closed unpaid (expired). */
  | { kind: 'closed'; orderId: string }
  /** No pending order of this provider matches (unknown id, wrong token, wrong amount). */
  | { kind: 'invalid' };

export interface MemberService {
  /** Products on sale, in `sort` order, and how they are paid. */
  products(): Promise<MemberProductList>;
  /**
   * Creates a pending order for product `productId` with the payment provider.
   * @throws DomainError 40003 when no online payment is configured, 40004 for an unknown or
   * offline product, 42900 past 20 orders / 15 min.
   */
  createOrder(userId: number, productId: number): Promise<CreatedOrder>;
  /** @throws DomainError 40004 when the order does not exist or is not the teacher's. */
  orderStatus(userId: number, orderId: string): Promise<OrderStatusInfo>;
  /** The teacher's paid orders, newest first, each with its refund state. */
  orderPage(userId: number, page: number, pageSize: number): Promise<MemberOrderPage>;
  /**
   * Applies a verified notification: exactly once per order, pending → paid with one conditional
   * UPDATE … RETURNING, and the membership extended in the same transaction only when it hit.
   */
  applyPayment(payment: VerifiedPayment): Promise<PaymentOutcome>;
  /**
   * What the payment page shows of an order of this provider whose stored `providerRef` is
   * `providerRef` (the sandbox: hash of the pay token); undefined otherwise.
   */
  paymentView(
    orderId: string,
    providerRef: string,
  ): Promise<
    { status: OrderStatus; productName: string; actualPrice: number; duration: number } | undefined
  >;
}

/** Membership products and orders (spec §7 "Orders and membership"; docs/membership.md). */
export function createMemberService({
  database,
  provider,
  throttle,
  clock,
  infoChanges = noUserInfoCache,
}: {
  database: Pick<Database, 'db' | 'transaction'>;
  provider: PaymentProvider;
  throttle: Throttle;
  clock: Clock;
  /** Told after a payment extended a membership (`vipEndAt` of `/v1/user/info`). */
  infoChanges?: UserInfoChanges;
}): MemberService {
  const { db } = database;
  const payment = {
    provider: provider.name,
    online: provider.online,
    sandbox: provider.sandbox,
    notice: provider.notice,
  };

  /** The status as the teacher should see it: an expired pending order is closed. */
  const effectiveStatus = (
    row: { status: OrderStatus; expiresAt: Date | null },
    now: Date,
  ): OrderStatus =>
    row.status === 'pending' && row.expiresAt && row.expiresAt <= now ? 'closed' : row.status;

  /** Persists `closed` for an expired pending order (conditional, so it never undoes a payment). */
  async function closeIfExpired(orderId: string, now: Date): Promise<void> {
    await db
      .update(memberOrders)
      .set({ status: 'closed' })
      .where(
        and(
          eq(memberOrders.orderId, orderId),
          eq(memberOrders.status, 'pending'),
          lte(memberOrders.expiresAt, now),
        ),
      );
  }

  return {
    async products() {
      const rows = await db
        .select({
          productId: memberProducts.id,
          name: memberProducts.name,
          duration: memberProducts.durationDays,
          price: memberProducts.price,
          originalPrice: memberProducts.originalPrice,
          desc: memberProducts.description,
        })
        .from(memberProducts)
        .where(eq(memberProducts.online, true))
        .orderBy(asc(memberProducts.sort), asc(memberProducts.id));
      return { list: rows, payment };
    },

    async createOrder(userId, productId) {
      if (!provider.online) throw new DomainError(Code.FORBIDDEN, MSG_PAYMENT_OFFLINE);
      const [product] = await db
        .select()
        .from(memberProducts)
        .where(and(eq(memberProducts.id, productId), eq(memberProducts.online, true)))
        .limit(1);
      if (!product) throw new DomainError(Code.NOT_FOUND, MSG_PRODUCT_NOT_FOUND);
      const rule = orderCreateRule(userId);
      if (!(await throttle.consume([rule]))) {
        throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_ORDER_THROTTLED);
      }
      const now = clock();
      const expiresAt = new Date(now.getTime() + ORDER_PAY_WINDOW_MS);
      // A clash of order numbers needs the same second and the same 8 random digits; retry anyway.
      for (let attempt = 1; ; attempt++) {
        const orderId = newOrderId(now);
        const session = await provider.createPayment({
          orderId,
          amount: product.price,
          subject: product.name,
          userId,
          expiresAt,
        });
        try {
          await db.insert(memberOrders).values({
            orderId,
            userId,
            productId: product.id,
            productName: product.name,
            durationDays: product.durationDays,
            actualPrice: product.price,
            status: 'pending',
            provider: provider.name,
            providerRef: session.providerRef,
            createdAt: now,
            expiresAt,
          });
        } catch (error) {
          if (isUniqueViolation(error) && attempt < 3) continue;
          throw error;
        }
        return {
          ...payment,
          orderId,
          productId: product.id,
          productName: product.name,
          duration: product.durationDays,
          actualPrice: product.price,
          status: 'pending',
          payUrl: session.payUrl,
          qrContent: session.qrContent,
          expiresAt: unixSeconds(expiresAt),
        };
      }
    },

    async orderStatus(userId, orderId) {
      const [row] = await db
        .select({
          orderId: memberOrders.orderId,
          status: memberOrders.status,
          productName: memberOrders.productName,
          duration: memberOrders.durationDays,
          actualPrice: memberOrders.actualPrice,
          paidAt: memberOrders.paidAt,
          expiresAt: memberOrders.expiresAt,
          vipEndAt: users.vipEndAt,
        })
        .from(memberOrders)
        .innerJoin(users, eq(users.id, memberOrders.userId))
        .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.userId, userId)))
        .limit(1);
      if (!row) throw new DomainError(Code.NOT_FOUND, MSG_ORDER_NOT_FOUND);
      const now = clock();
      const status = effectiveStatus(row, now);
      if (status !== row.status) await closeIfExpired(orderId, now);
      return {
        orderId: row.orderId,
        status,
        productName: row.productName,
        duration: row.duration,
        actualPrice: row.actualPrice,
        paidAt: unixSeconds(row.paidAt),
        expiresAt: status === 'pending' ? unixSeconds(row.expiresAt) : 0,
        vipEndAt: unixSeconds(row.vipEndAt),
      };
    },

    async orderPage(userId, page, pageSize) {
      const mine = and(eq(memberOrders.userId, userId), eq(memberOrders.status, 'paid'));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            orderId: memberOrders.orderId,
            productName: memberOrders.productName,
            duration: memberOrders.durationDays,
            actualPrice: memberOrders.actualPrice,
            paidAt: memberOrders.paidAt,
            refundStatus: memberOrders.refundStatus,
            refundedAt: memberOrders.refundedAt,
          })
          .from(memberOrders)
          .where(mine)
          .orderBy(desc(memberOrders.paidAt), desc(memberOrders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(memberOrders).where(mine),
      ]);
      return {
        list: rows.map(({ refundStatus, refundedAt, ...r }) => ({
          ...r,
          paidAt: unixSeconds(r.paidAt),
          // Refunds are full: what goes back is the price paid (docs/membership.md "Refunds").
          refundStatus: refundStatus ?? 'none',
          refundAmount: refundStatus ? r.actualPrice : 0,
          refundedAt: refundStatus === 'refunded' ? unixSeconds(refundedAt) : 0,
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },

    async applyPayment(verified) {
      const now = clock();
      // A real provider's verified payment is money taken: it pays a pending order, and also one
      // we closed at expiry (the provider was told `time_expire` and asked to close, so this is
      // only a race at the boundary). The sandbox pays only within the order's 30 minutes.
      const conditions = provider.sandbox
        ? [
            eq(memberOrders.orderId, verified.orderId),
            eq(memberOrders.status, 'pending'),
            eq(memberOrders.provider, provider.name),
            gt(memberOrders.expiresAt, now),
          ]
        : [
            eq(memberOrders.orderId, verified.orderId),
            inArray(memberOrders.status, ['pending', 'closed']),
            eq(memberOrders.provider, provider.name),
          ];
      if (verified.providerRef !== undefined) {
        conditions.push(eq(memberOrders.providerRef, verified.providerRef));
      }
      if (verified.userId !== undefined) conditions.push(eq(memberOrders.userId, verified.userId));
      if (verified.amount !== undefined) {
        conditions.push(eq(memberOrders.actualPrice, verified.amount));
      }
      const applied = await database.transaction(async (tx) => {
        // The one transition that pays: concurrent confirmations queue on the row lock, and
        // every one after the first finds the status no longer pending (0 rows).
        const [order] = await tx
          .update(memberOrders)
          .set({ status: 'paid', paidAt: now, tradeNo: verified.tradeNo ?? null })
          .where(and(...conditions))
          .returning({
            id: memberOrders.id,
            userId: memberOrders.userId,
            days: memberOrders.durationDays,
          });
        if (!order) return undefined;
        const vipEndAt = await extendMembership(tx, order.userId, order.days, now);
        await tx
          .update(memberOrders)
          .set({ vipEndAfter: vipEndAt })
          .where(eq(memberOrders.id, order.id));
        return { vipEndAt, userId: order.userId };
      });
      if (applied) {
        infoChanges.users([applied.userId]);
        return { kind: 'paid', orderId: verified.orderId, vipEndAt: unixSeconds(applied.vipEndAt) };
      }
      // Why not: read the order as it is now (only to choose the answer; nothing changes).
      const [row] = await db
        .select({
          status: memberOrders.status,
          expiresAt: memberOrders.expiresAt,
          provider: memberOrders.provider,
          providerRef: memberOrders.providerRef,
          userId: memberOrders.userId,
          actualPrice: memberOrders.actualPrice,
        })
        .from(memberOrders)
        .where(eq(memberOrders.orderId, verified.orderId))
        .limit(1);
      if (!row || row.provider !== provider.name) return { kind: 'invalid' };
      if (verified.providerRef !== undefined && row.providerRef !== verified.providerRef) {
        return { kind: 'invalid' };
      }
      if (verified.userId !== undefined && row.userId !== verified.userId) {
        return { kind: 'invalid' };
      }
      if (verified.amount !== undefined && row.actualPrice !== verified.amount) {
        return { kind: 'invalid' };
      }
      if (row.status === 'paid') return { kind: 'already-paid', orderId: verified.orderId };
      if (effectiveStatus(row, now) === 'closed') {
        await closeIfExpired(verified.orderId, now);
        return { kind: 'closed', orderId: verified.orderId };
      }
      return { kind: 'invalid' };
    },

    async paymentView(orderId, providerRef) {
      // Anything else names no order (and text such as NUL never reaches the database).
      if (!ORDER_ID_PATTERN.test(orderId)) return undefined;
      const [row] = await db
        .select({
          status: memberOrders.status,
          expiresAt: memberOrders.expiresAt,
          productName: memberOrders.productName,
          actualPrice: memberOrders.actualPrice,
          duration: memberOrders.durationDays,
        })
        .from(memberOrders)
        .where(
          and(
            eq(memberOrders.orderId, orderId),
            eq(memberOrders.provider, provider.name),
            eq(memberOrders.providerRef, providerRef),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return {
        status: effectiveStatus(row, clock()),
        productName: row.productName,
        actualPrice: row.actualPrice,
        duration: row.duration,
      };
    },
  };
}
