import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Database, Db } from '../../db/database';
import { memberOrders } from '../../db/schema';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type PaymentProvider,
  type RefundFact,
} from '../../platform/payment/provider';
import { shortenMembership } from './vip-end';
import type { UserInfoChanges } from '../identity';

/** What settling a refund needs. */
export interface RefundDeps {
  database: Pick<Database, 'db' | 'transaction'>;
  clock: Clock;
  /** Told after a refund shortened a membership (`vipEndAt` of `/v1/user/info`). */
  infoChanges?: UserInfoChanges;
}

/** Why a refund was refused (the operator command prints it). */
export class RefundError extends Error {}

/** What `order:refund` did, for the line it prints. */
export interface RefundOutcome {
  orderId: string;
  amount: number;
  days: number;
  refundNo: string;
  refundRef: string;
  /** `pending`: the provider is still paying it back (a notification or a later query settles it). */
  state: 'refunded' | 'pending';
  /** The teacher's membership end after the refund; null while pending. */
  vipEndAt: Date | null;
}

/** What a refund notification (or query answer) changed. */
export type RefundApplied =
  /** This call finished the refund: refunded, membership shortened. */
  | { kind: 'refunded'; vipEndAt: Date | null }
  /** This call ended a refund that failed at the provider: the order is paid again. */
  | { kind: 'failed' }
  /** The provider is still refunding: nothing to change. */
  | { kind: 'pending' }
  /** Settled before (a replay), or about an earlier refund of the order: nothing changed. */
  | { kind: 'repeat' }
  /** No such order, or an amount that is not the order's price. */
  | { kind: 'invalid' };

/**
 * Our refund number for the next refund of an order: `R` + order id, then `R<id>-2`, `-3`… after
 * refunds that failed (WeChat Pay treats one refund number as one refund, whatever its fate).
 */
export function nextRefundNo(orderId: string, last: string | null): string {
  if (!last) return `R${orderId}`;
  const n = /-(\d+)$/.exec(last);
  return `R${orderId}-${n ? Number(n[1]) + 1 : 2}`;
}

/**
 * Settles a refund from the provider's word (docs/membership.md "Refunds"): each change is one
 * conditional UPDATE on `refund_status = 'pending'` and our refund number, so a replayed or
 * concurrent notification changes the order once. `refunded` → done and the membership shortened
 * by the order's days (never below now) in the same transaction; `failed` → the order is paid
 * again (refund state cleared, its number kept so the next refund gets a new one).
 */
export async function applyRefundFact(
  { database, clock, infoChanges }: RefundDeps,
  fact: RefundFact,
): Promise<RefundApplied> {
  const now = clock();
  const claim = [
    eq(memberOrders.orderId, fact.orderId),
    eq(memberOrders.refundStatus, 'pending'),
    eq(memberOrders.refundNo, fact.refundNo),
  ];
  if (fact.amount !== undefined) claim.push(eq(memberOrders.actualPrice, fact.amount));
  if (fact.state === 'refunded') {
    const done = await database.transaction((tx) => finishRefund(tx, claim, fact.refundRef, now));
    if (done) {
      infoChanges?.users([done.userId]);
      return { kind: 'refunded', vipEndAt: done.vipEndAt };
    }
  } else if (fact.state === 'failed') {
    const [reopened] = await database.db
      .update(memberOrders)
      .set({ refundStatus: null, refundedAt: null, refundRef: fact.refundRef })
      .where(and(...claim))
      .returning({ id: memberOrders.id });
    if (reopened) return { kind: 'failed' };
  } else {
    return { kind: 'pending' };
  }
  const [row] = await database.db
    .select({ price: memberOrders.actualPrice })
    .from(memberOrders)
    .where(eq(memberOrders.orderId, fact.orderId))
    .limit(1);
  if (!row || (fact.amount !== undefined && fact.amount !== row.price)) return { kind: 'invalid' };
  return { kind: 'repeat' };
}

/** pending → refunded under `claim`, then the membership shortened; undefined when it missed. */
async function finishRefund(tx: Db, claim: SQL[], refundRef: string, now: Date) {
  const [order] = await tx
    .update(memberOrders)
    .set({ refundStatus: 'refunded', refundedAt: now, refundRef })
    .where(and(...claim))
    .returning({ userId: memberOrders.userId, days: memberOrders.durationDays });
  if (!order) return undefined;
  return {
    userId: order.userId,
    vipEndAt: await shortenMembership(tx, order.userId, order.days, now),
  };
}

/**
 * Refunds a paid order in full (docs/membership.md "Refunds"): one transaction claims the order
 * (`refund_status IS NULL`, so a second refund finds nothing), asks the provider to refund (the
 * sandbox refunds locally: nothing was charged), and when the provider says the money is back,
 * shortens the teacher's membership by the order's days, never below now. A provider that is
 * still paying it back (WeChat's PROCESSING) leaves the refund `pending`: its notification, or this
 * command run again (which then queries the refund), settles it. A provider refusal rolls the
 * claim back.
 * @throws RefundError, PaymentProviderError (also for a refund that failed at the provider)
 */
export async function refundOrder({
  database,
  provider,
  clock,
  orderId,
  reason,
  infoChanges,
}: {
  database: Pick<Database, 'db' | 'transaction'>;
  provider: PaymentProvider;
  clock: Clock;
  orderId: string;
  reason: string;
  /** Told once a refund shortened the membership and committed (running servers' caches). */
  infoChanges?: UserInfoChanges;
}): Promise<RefundOutcome> {
  const [order] = await database.db
    .select()
    .from(memberOrders)
    .where(eq(memberOrders.orderId, orderId))
    .limit(1);
  if (!order) throw new RefundError(`订单不存在：${orderId}`);
  if (order.refundStatus === 'refunded' || (order.refundedAt && !order.refundStatus)) {
    throw new RefundError(`订单已退款，不能重复退款：${orderId}`);
  }
  if (order.status !== 'paid') throw new RefundError(`订单未支付，无法退款：${orderId}`);
  if (order.provider === 'redeem') throw new RefundError('兑换码订单没有付款，无法退款');
  if (order.provider !== provider.name) {
    throw new RefundError(
      `订单由 ${order.provider} 支付，当前 PAYMENT_PROVIDER 是 ${provider.name}，无法退款`,
    );
  }
  const base = { orderId, amount: order.actualPrice, days: order.durationDays };
  if (order.refundStatus === 'pending' && order.refundNo) {
    return { ...base, ...(await settlePending(order.refundNo)) };
  }
  if (!provider.refund) throw new RefundError(`${provider.name} 不支持退款`);
  const refund = provider.refund;
  const refundNo = nextRefundNo(orderId, order.refundNo);
  const now = clock();
  const outcome = await database.transaction(async (tx): Promise<RefundOutcome> => {
    const claim = [
      eq(memberOrders.orderId, orderId),
      eq(memberOrders.status, 'paid'),
      isNull(memberOrders.refundStatus),
    ];
    const [claimed] = await tx
      .update(memberOrders)
      .set({ refundStatus: 'pending', refundReason: reason || null, refundNo })
      .where(and(...claim))
      .returning({ price: memberOrders.actualPrice });
    if (!claimed) throw new RefundError(`订单已在退款，不能重复退款：${orderId}`);
    const result = await refund({
      orderId,
      refundId: refundNo,
      amount: claimed.price,
      total: claimed.price,
      reason,
    });
    await tx
      .update(memberOrders)
      .set({ refundRef: result.refundRef })
      .where(eq(memberOrders.orderId, orderId));
    const outcome = { ...base, refundNo, refundRef: result.refundRef };
    if (result.state === 'pending') return { ...outcome, state: 'pending', vipEndAt: null };
    const pendingClaim = [
      eq(memberOrders.orderId, orderId),
      eq(memberOrders.refundStatus, 'pending'),
      eq(memberOrders.refundNo, refundNo),
    ];
    const done = await finishRefund(tx, pendingClaim, result.refundRef, now);
    return { ...outcome, state: 'refunded', vipEndAt: done?.vipEndAt ?? null };
  });
  if (outcome.state === 'refunded') infoChanges?.users([order.userId]);
  return outcome;

  /** A refund still pending here: asks the provider where it stands and applies the answer. */
  async function settlePending(
    refundNo: string,
  ): Promise<Omit<RefundOutcome, 'orderId' | 'amount' | 'days'>> {
    if (!provider.queryRefund) throw new RefundError(`订单正在退款中：${orderId}`);
    let fact: RefundFact;
    try {
      fact = await provider.queryRefund(refundNo);
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error;
      throw new PaymentProviderError(`退款查询结果无效（${error.reason}）：${refundNo}`);
    }
    if (fact.orderId !== orderId) {
      throw new PaymentProviderError(`退款查询结果不是本订单的：${refundNo}`);
    }
    const applied = await applyRefundFact({ database, clock, infoChanges }, fact);
    if (applied.kind === 'invalid') {
      throw new PaymentProviderError(`退款金额与订单不符：${refundNo}`);
    }
    if (fact.state === 'failed') {
      throw new PaymentProviderError(
        `${provider.name} 退款 ${refundNo} 状态 ${fact.detail}，订单已恢复为已支付，可重新退款`,
      );
    }
    const vipEndAt = applied.kind === 'refunded' ? applied.vipEndAt : null;
    return { refundNo, refundRef: fact.refundRef, state: fact.state, vipEndAt };
  }
}
