import type { CreatedOrder, OrderStatusInfo } from '@aita/core';
import { eq, sql } from 'drizzle-orm';
import { memberOrders, memberProducts, users } from '../db/schema';
import type { Database } from '../db/database';
import type { TestContext } from './context';
import { insertUser, postAs, tokenFor } from './identity';

/**
 * A teacher whose membership ends at `vipEndAt`, 90 days of it bought by a paid sandbox order
 * `orderId` of ¥79 (the refund tests: admin order:refund, and its cache change over Redis).
 */
export async function insertPaidOrder(
  database: Database,
  order: { orderId: string; userId: number; vipEndAt: Date },
): Promise<void> {
  await database.db
    .update(users)
    .set({ vipEndAt: order.vipEndAt })
    .where(eq(users.id, order.userId));
  await database.db.insert(memberOrders).values({
    orderId: order.orderId,
    userId: order.userId,
    productName: '季度会员',
    durationDays: 90,
    actualPrice: 7900,
    status: 'paid',
    provider: 'sandbox',
    paidAt: new Date(),
  });
}

/** Helpers of the real payment providers' tests (wechat.test.ts, alipay.test.ts). */
export function memberPay(ctx: () => TestContext) {
  return {
    async teacher(): Promise<{ id: number; token: string }> {
      const { id } = await insertUser(ctx().database);
      return { id, token: await tokenFor(ctx().app, id) };
    },
    async createOrder(token: string, slug = 'month'): Promise<CreatedOrder> {
      const [product] = await ctx()
        .database.db.select({ id: memberProducts.id })
        .from(memberProducts)
        .where(eq(memberProducts.slug, slug));
      const res = (
        await postAs(ctx().app, token, '/v1/member/order/create', { productId: product?.id })
      ).json<{ code: number; msg: string; data: CreatedOrder }>();
      if (res.code !== 200) throw new Error(`order/create: ${res.code} ${res.msg}`);
      return res.data;
    },
    async status(token: string, orderId: string): Promise<OrderStatusInfo> {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/v1/member/order/status?orderId=${orderId}`,
        headers: { 'x-token': token },
      });
      return res.json<{ data: OrderStatusInfo }>().data;
    },
    async order(orderId: string) {
      const [row] = await ctx()
        .database.db.select()
        .from(memberOrders)
        .where(eq(memberOrders.orderId, orderId));
      if (!row) throw new Error(`no order ${orderId}`);
      return row;
    },
    async vipEndAt(userId: number): Promise<Date | null> {
      const [row] = await ctx()
        .database.db.select({ end: users.vipEndAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.end ?? null;
    },
    /** Moves an order's pay deadline into the past (as if 30 minutes went by). */
    async expire(orderId: string): Promise<void> {
      await ctx()
        .database.db.update(memberOrders)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(memberOrders.orderId, orderId));
    },
    notify(path: string, headers: Record<string, string>, body: string) {
      return ctx().app.inject({ method: 'POST', url: path, headers, payload: body });
    },
  };
}
