import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/database';
import { memberOrders, users } from '../../db/schema';
import type { PaymentProvider } from '../../platform/payment/provider';
import type { MemberService } from './service';

/** The least a logger must do here (fastify's and pino's loggers fit). */
export interface SettlementLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** A pending order is asked about at most this often while its teacher polls the status. */
export const QUERY_INTERVAL_MS = 3_000;
/** Expired pending orders closed per sweep. */
const SWEEP_BATCH = 50;

/**
 * What a real provider adds to orders beyond its notifications (docs/membership.md "Query and
 * close"): a pending order's status read asks the provider (a missed notification is found and
 * applied exactly as one), and an expired pending order is queried once more and then closed at
 * the provider before it is stored as closed. Nothing here for the sandbox or no provider.
 */
export function createSettlement({
  database,
  provider,
  members,
  clock,
  log,
}: {
  database: Pick<Database, 'db'>;
  provider: PaymentProvider;
  members: MemberService;
  clock: Clock;
  log: SettlementLog;
}) {
  const { db } = database;
  const lastQueried = new Map<string, number>();

  /** Asks the provider; applies a payment; closes at the provider when expired and unpaid. */
  async function settle(orderId: string, expiresAt: Date | null): Promise<void> {
    if (!provider.queryPayment) return;
    const answer = await provider.queryPayment(orderId);
    if (answer.state === 'paid') {
      const outcome = await members.applyPayment(answer.payment);
      if (outcome.kind === 'invalid') {
        log.warn(
          { orderId, provider: provider.name },
          'queried payment refused (amount or order mismatch)',
        );
      }
      return;
    }
    const now = clock();
    if (expiresAt && expiresAt <= now && provider.closePayment) {
      await provider.closePayment(orderId);
      await db
        .update(memberOrders)
        .set({ status: 'closed' })
        .where(and(eq(memberOrders.orderId, orderId), eq(memberOrders.status, 'pending')));
    }
  }

  return {
    /**
     * Before the teacher's status read: a pending order of this provider is asked about (at most
     * every 3 s per order). A provider failure is logged and the order stays as it is.
     */
    async refresh(userId: number, orderId: string): Promise<void> {
      if (provider.sandbox || !provider.queryPayment) return;
      const [row] = await db
        .select({ expiresAt: memberOrders.expiresAt })
        .from(memberOrders)
        .where(
          and(
            eq(memberOrders.orderId, orderId),
            eq(memberOrders.userId, userId),
            eq(memberOrders.status, 'pending'),
            eq(memberOrders.provider, provider.name),
          ),
        )
        .limit(1);
      if (!row) return;
      const nowMs = clock().getTime();
      if (nowMs - (lastQueried.get(orderId) ?? 0) < QUERY_INTERVAL_MS) return;
      lastQueried.set(orderId, nowMs);
      if (lastQueried.size > 10_000) lastQueried.clear();
      try {
        await settle(orderId, row.expiresAt);
      } catch (error) {
        log.warn({ orderId, err: (error as Error).message }, 'payment query failed');
      }
    },

    /** Closes this provider's expired pending orders (after one last query each); returns how many were looked at. */
    async closeExpired(): Promise<number> {
      if (provider.sandbox || !provider.queryPayment) return 0;
      const rows = await db
        .select({ orderId: memberOrders.orderId, expiresAt: memberOrders.expiresAt })
        .from(memberOrders)
        .where(
          and(
            eq(memberOrders.status, 'pending'),
            eq(memberOrders.provider, provider.name),
            lte(memberOrders.expiresAt, clock()),
          ),
        )
        .limit(SWEEP_BATCH);
      for (const row of rows) {
        try {
          await settle(row.orderId, row.expiresAt);
        } catch (error) {
          log.warn(
            { orderId: row.orderId, err: (error as Error).message },
            'closing an expired order failed',
          );
        }
      }
      return rows.length;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** Why a refund was refused (the operator command prints it). */
export class RefundError extends Error {}

/**
 * Refunds a paid order in full (docs/membership.md "Refunds"): one transaction claims the order
 * (`refunded_at IS NULL`, so a second refund finds nothing), asks the provider to refund (the
 * sandbox refunds locally: nothing was charged), and shortens the teacher's membership by the
 * order's days, never below now. A provider refusal rolls the claim back.
 */
export async function refundOrder({
  database,
  provider,
  clock,
  orderId,
  reason,
}: {
  database: Pick<Database, 'db' | 'transaction'>;
  provider: PaymentProvider;
  clock: Clock;
  orderId: string;
  reason: string;
}): Promise<{
  orderId: string;
  amount: number;
  days: number;
  refundRef: string;
  vipEndAt: Date | null;
}> {
  const [order] = await database.db
    .select()
    .from(memberOrders)
    .where(eq(memberOrders.orderId, orderId))
    .limit(1);
  if (!order) throw new RefundError(`订单不存在：${orderId}`);
  if (order.refundedAt) throw new RefundError(`订单已退款，不能重复退款：${orderId}`);
  if (order.status !== 'paid') throw new RefundError(`订单未支付，无法退款：${orderId}`);
  if (order.provider === 'redeem') throw new RefundError('兑换码订单没有付款，无法退款');
  if (order.provider !== provider.name) {
    throw new RefundError(
      `订单由 ${order.provider} 支付，当前 PAYMENT_PROVIDER 是 ${provider.name}，无法退款`,
    );
  }
  if (!provider.refund) throw new RefundError(`${provider.name} 不支持退款`);
  const refund = provider.refund;
  const now = clock();
  return database.transaction(async (tx) => {
    const [claimed] = await tx
      .update(memberOrders)
      .set({ refundedAt: now, refundReason: reason || null })
      .where(
        and(
          eq(memberOrders.orderId, orderId),
          eq(memberOrders.status, 'paid'),
          isNull(memberOrders.refundedAt),
        ),
      )
      .returning({
        userId: memberOrders.userId,
        days: memberOrders.durationDays,
        price: memberOrders.actualPrice,
      });
    if (!claimed) throw new RefundError(`订单已退款，不能重复退款：${orderId}`);
    const { refundRef } = await refund({
      orderId,
      refundId: `R${orderId}`,
      amount: claimed.price,
      total: claimed.price,
      reason,
    });
    await tx.update(memberOrders).set({ refundRef }).where(eq(memberOrders.orderId, orderId));
    const at = now.toISOString();
    const [user] = await tx
      .update(users)
      .set({
        vipEndAt: sql`greatest(${users.vipEndAt} - make_interval(days => ${claimed.days}::int), ${at}::timestamptz)`,
      })
      .where(eq(users.id, claimed.userId))
      .returning({ vipEndAt: users.vipEndAt });
    return {
      orderId,
      amount: claimed.price,
      days: claimed.days,
      refundRef,
      vipEndAt: user?.vipEndAt ?? null,
    };
  });
}
