import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/database';
import { memberOrders } from '../../db/schema';
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
