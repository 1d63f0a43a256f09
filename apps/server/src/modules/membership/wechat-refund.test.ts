import { afterEach, describe, expect, it } from 'vitest';
import { orderRefundCommand } from '../../admin-order';
import { PaymentProviderError } from '../../platform/payment/provider';
import { testKeyPair } from '../../test/pay-keys';
import { useWechatPay, WECHAT_NOTIFY_PATH as PATH } from '../../test/wechat-pay-context';
import { refundOrder, RefundError } from './refund';

const DAY_MS = 86_400_000;

// A local WeChat Pay v3 server and the app with PAYMENT_PROVIDER=wechat (test/wechat-pay-context.ts).
const harness = useWechatPay();
const { pay } = harness;
const ctx = () => harness.ctx();
const wx = () => harness.wx();
afterEach(() => {
  wx().refundAnswer = 'PROCESSING';
});

const refund = (orderId: string, reason = '') =>
  refundOrder({
    database: ctx().database,
    provider: harness.provider(),
    clock: () => new Date(),
    orderId,
    reason,
  });
const end = async (userId: number) => (await pay.vipEndAt(userId))?.getTime() ?? 0;
/** The teacher's 订单记录 as the web app reads it. */
async function orderList(token: string) {
  const res = await ctx().app.inject({
    method: 'GET',
    url: '/v1/member/order/pagelist',
    headers: { 'x-token': token },
  });
  const list = res.json<{ data: { list: Record<string, unknown>[] } }>().data.list;
  return new Map(list.map((o) => [o.orderId, o]));
}

describe('WeChat Pay refunds', () => {
  it('a PROCESSING refund is pending (退款中); REFUND.SUCCESS finishes it once, replayed 10 times at once', async () => {
    const t = await pay.teacher();
    const month = await harness.paidOrder(t.token);
    const quarter = await harness.paidOrder(t.token, 'quarter');
    const before = await end(t.id);

    const asked = await refund(quarter.orderId, '老师申请退款');
    expect(asked).toMatchObject({
      state: 'pending',
      refundNo: `R${quarter.orderId}`,
      amount: 7900,
    });
    expect(wx().refunds).toEqual([
      expect.objectContaining({
        out_trade_no: quarter.orderId,
        out_refund_no: `R${quarter.orderId}`,
        notify_url: `https://aita.example.com${PATH}`,
        amount: { refund: 7900, total: 7900, currency: 'CNY' },
      }),
    ]);
    expect(await pay.order(quarter.orderId)).toMatchObject({
      status: 'paid',
      refundStatus: 'pending',
      refundedAt: null,
      refundReason: '老师申请退款',
    });
    expect(await end(t.id)).toBe(before);
    expect((await orderList(t.token)).get(quarter.orderId)).toMatchObject({
      refundStatus: 'pending',
      refundAmount: 7900,
      refundedAt: 0,
    });
    expect((await orderList(t.token)).get(month.orderId)).toMatchObject({
      refundStatus: 'none',
      refundAmount: 0,
    });

    // The command again while WeChat still says PROCESSING: asked, nothing changes, no 2nd refund.
    expect(await refund(quarter.orderId)).toMatchObject({ state: 'pending' });
    expect(wx().refundQueries).toEqual([`R${quarter.orderId}`]);
    expect(wx().refunds).toHaveLength(1);

    wx().settleRefund(`R${quarter.orderId}`, 'SUCCESS');
    const n = wx().refundNotification(`R${quarter.orderId}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay.notify(PATH, n.headers, n.body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const row = await pay.order(quarter.orderId);
    expect(row).toMatchObject({ status: 'paid', refundStatus: 'refunded' });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.refundRef).toBe(wx().refundsByNo.get(`R${quarter.orderId}`)?.refund_id);
    expect(before - (await end(t.id))).toBe(90 * DAY_MS);
    const listed = (await orderList(t.token)).get(quarter.orderId);
    expect(listed).toMatchObject({ refundStatus: 'refunded', refundAmount: 7900 });
    expect(listed?.refundedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    await expect(refund(quarter.orderId)).rejects.toThrow(RefundError);
    expect(wx().refunds).toHaveLength(1);
  });

  it('REFUND.ABNORMAL and REFUND.CLOSED put the order back to paid, logged; the next refund has a new number', async () => {
    const t = await pay.teacher();
    const order = await harness.paidOrder(t.token);
    const before = await end(t.id);
    await refund(order.orderId);
    wx().settleRefund(`R${order.orderId}`, 'ABNORMAL');
    const abnormal = wx().refundNotification(`R${order.orderId}`);
    for (let i = 0; i < 2; i++) {
      expect((await pay.notify(PATH, abnormal.headers, abnormal.body)).statusCode).toBe(204);
    }
    expect(await pay.order(order.orderId)).toMatchObject({ status: 'paid', refundStatus: null });
    expect(await end(t.id)).toBe(before);
    expect((await orderList(t.token)).get(order.orderId)).toMatchObject({ refundStatus: 'none' });
    const failures = ctx().logs.filter((l) => l.includes('refund failed at the provider'));
    expect(failures.some((l) => l.includes(order.orderId) && l.includes('ABNORMAL'))).toBe(true);

    expect(await refund(order.orderId)).toMatchObject({
      state: 'pending',
      refundNo: `R${order.orderId}-2`,
    });
    wx().settleRefund(`R${order.orderId}-2`, 'CLOSED');
    const closed = wx().refundNotification(`R${order.orderId}-2`);
    expect((await pay.notify(PATH, closed.headers, closed.body)).statusCode).toBe(204);
    expect(await pay.order(order.orderId)).toMatchObject({ refundStatus: null });
    // A late SUCCESS of the first, failed refund number changes nothing.
    const late = wx().refundNotification(`R${order.orderId}`, { status: 'SUCCESS' });
    expect((await pay.notify(PATH, late.headers, late.body)).statusCode).toBe(204);
    expect(await pay.order(order.orderId)).toMatchObject({ refundStatus: null });
    expect(await end(t.id)).toBe(before);
  });

  it('refuses a forged, tampered, stale, foreign or wrong-amount refund notification', async () => {
    const t = await pay.teacher();
    const order = await harness.paidOrder(t.token);
    const before = await end(t.id);
    await refund(order.orderId);
    const no = `R${order.orderId}`;
    wx().settleRefund(no, 'SUCCESS');
    const tampered = wx().refundNotification(no);
    const cases = [
      wx().refundNotification(no, {}, { signWith: testKeyPair() }),
      { headers: tampered.headers, body: tampered.body.replace('退款成功', '退款完成') },
      wx().refundNotification(no, {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      wx().refundNotification(no, { mchid: '1900000999' }),
      wx().refundNotification(no, {
        amount: { total: 2900, refund: 1, payer_total: 2900, payer_refund: 1 },
      }),
    ];
    for (const c of cases) {
      const res = await pay.notify(PATH, c.headers, c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await pay.order(order.orderId)).toMatchObject({ refundStatus: 'pending' });
    expect(await end(t.id)).toBe(before);
    const refused = ctx().logs.filter((l) => l.includes('refused'));
    expect(refused.some((l) => l.includes('"outcome":"invalid"') && l.includes('"amount":1'))).toBe(
      true,
    );
    expect(refused.some((l) => l.includes('"reason":"mismatch"'))).toBe(true);
    expect(refused.some((l) => l.includes('"reason":"bad-signature"'))).toBe(true);
  });

  it('order:refund settles a pending refund by querying it: SUCCESS finishes, CLOSED reopens', async () => {
    const t = await pay.teacher();
    const done = await harness.paidOrder(t.token);
    const failed = await harness.paidOrder(t.token);
    const before = await end(t.id);
    const command = (orderId: string) =>
      orderRefundCommand({ orderId, reason: '' }, ctx().database, ctx().config);
    expect(await command(done.orderId)).toMatch(
      new RegExp(`^refund pending ${done.orderId} amount=2900 refundNo=R${done.orderId} `),
    );
    // The notification never came: the command asks WeChat Pay (GET …/refunds/{out_refund_no}).
    wx().settleRefund(`R${done.orderId}`, 'SUCCESS');
    expect(await command(done.orderId)).toMatch(
      new RegExp(`^refunded ${done.orderId} amount=2900`),
    );
    expect(wx().refundQueries).toContain(`R${done.orderId}`);
    expect(await pay.order(done.orderId)).toMatchObject({ refundStatus: 'refunded' });
    expect(before - (await end(t.id))).toBe(30 * DAY_MS);

    await refund(failed.orderId);
    wx().settleRefund(`R${failed.orderId}`, 'CLOSED');
    const settling = refund(failed.orderId);
    await expect(settling).rejects.toThrow(PaymentProviderError);
    await expect(settling).rejects.toThrow('订单已恢复为已支付');
    expect(await pay.order(failed.orderId)).toMatchObject({ status: 'paid', refundStatus: null });
    expect(before - (await end(t.id))).toBe(30 * DAY_MS);
  });

  it('a refund WeChat answers SUCCESS at once is finished at once; its notification is a repeat', async () => {
    const t = await pay.teacher();
    await harness.paidOrder(t.token);
    const order = await harness.paidOrder(t.token);
    const before = await end(t.id);
    wx().refundAnswer = 'SUCCESS';
    expect(await refund(order.orderId)).toMatchObject({ state: 'refunded' });
    expect(await pay.order(order.orderId)).toMatchObject({ refundStatus: 'refunded' });
    expect(before - (await end(t.id))).toBe(30 * DAY_MS);
    const n = wx().refundNotification(`R${order.orderId}`);
    expect((await pay.notify(PATH, n.headers, n.body)).statusCode).toBe(204);
    expect(before - (await end(t.id))).toBe(30 * DAY_MS);
  });
});
