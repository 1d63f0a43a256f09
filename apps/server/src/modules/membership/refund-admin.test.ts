import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { memberOrders, users } from '../../db/schema';
import { createAdminFixture, type AdminFixture } from '../../test/admin-fixture';
import { backend } from '../../test/context';
import { insertUser } from '../../test/identity';
import { insertPaidOrder } from '../../test/member-pay';
import { orderRefundOptions } from '../../admin-order';

const DAY_MS = 86_400_000;

let fixture: AdminFixture;
beforeAll(async () => {
  fixture = await createAdminFixture('refund', { migrate: true });
});
afterAll(() => fixture?.close());

/** Runs `npm run admin -- …` with the sandbox provider (through tsx). */
const admin = (...args: string[]) => fixture.admin(args, { PAYMENT_PROVIDER: 'sandbox' });
const withDatabase = <T>(fn: (database: Database) => Promise<T>) => fixture.withDatabase(fn);

describe(`admin order:refund (${backend})`, { timeout: 180_000 }, () => {
  it('refunds a paid sandbox order, shortening the membership by its days', async () => {
    const orderId = '2026112612000087654321';
    const end = new Date(Date.now() + 100 * DAY_MS);
    const userId = await withDatabase(async (database) => {
      const { id } = await insertUser(database);
      await insertPaidOrder(database, { orderId, userId: id, vipEndAt: end });
      return id;
    });
    const run = await admin('order:refund', '--order', orderId, '--reason', '重复购买');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^refunded ${orderId} amount=7900 days=90 refund=sandbox`),
    );
    const after = await withDatabase(async (database) => {
      const [u] = await database.db.select().from(users).where(eq(users.id, userId));
      const [o] = await database.db
        .select()
        .from(memberOrders)
        .where(eq(memberOrders.orderId, orderId));
      return { end: u?.vipEndAt, order: o };
    });
    expect(end.getTime() - (after.end?.getTime() ?? 0)).toBe(90 * DAY_MS);
    expect(after.order).toMatchObject({
      refundReason: '重复购买',
      refundRef: 'sandbox',
      refundStatus: 'refunded',
      status: 'paid',
    });
    expect(after.order?.refundedAt).toBeInstanceOf(Date);

    // Refunding twice (exit 2, 订单已退款) is tested in process: wechat.test.ts, alipay.test.ts.
  });

  it('refuses bad options and unknown orders with a Chinese message, exit 2', async () => {
    const cases: [string[], string][] = [
      [['--order', '123', '--amount', '1'], '无法识别的参数'],
      [['--order', '2026112612000000000000'], '订单不存在'],
    ];
    for (const [args, message] of cases) {
      const run = await admin('order:refund', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });

  it('checks its options before opening the database', () => {
    expect(orderRefundOptions(['--order', '2026112612000087654321', '--reason=误购'])).toEqual({
      orderId: '2026112612000087654321',
      reason: '误购',
    });
    expect(() => orderRefundOptions([])).toThrow('--order 应为 22 位数字的订单号');
    expect(() => orderRefundOptions(['--order', '123'])).toThrow('--order 应为 22 位数字的订单号');
    expect(() => orderRefundOptions(['--order'])).toThrow('缺少参数值');
    expect(() =>
      orderRefundOptions(['--order', '2026112612000087654321', '--reason', '很'.repeat(81)]),
    ).toThrow('--reason 最多 80 个字符');
  });
});
