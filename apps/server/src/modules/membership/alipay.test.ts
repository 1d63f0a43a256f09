import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../test/alipay-gateway';
import { createTestContext, type TestContext } from '../../test/context';
import { memberPay } from '../../test/member-pay';
import { testKeyPair, writePem } from '../../test/pay-keys';
import { choosePaymentProvider } from '../../platform/payment/choose';
import { refundOrder, RefundError } from './refund';

const APP_ID = '2021000000000001';
const PATH = '/v1/member/notify/alipay';
const DAY_MS = 86_400_000;

const appKeys = testKeyPair();
const alipayKeys = testKeyPair();
let ctx: TestContext;
let ali: FakeAlipay;
let keyDir: string;
const pay = memberPay(() => ctx);

beforeAll(async () => {
  keyDir = await mkdtemp(join(tmpdir(), 'aita-alipay-'));
  ali = await startFakeAlipay({ appId: APP_ID, app: appKeys, alipay: alipayKeys });
  ctx = await createTestContext({
    env: {
      PUBLIC_ORIGIN: 'https://aita.example.com',
      PAYMENT_NOTIFY_BASE: 'https://pay.aita.example.com',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY_PATH: await writePem(keyDir, 'app_private.pem', appKeys.privateKey),
      ALIPAY_PUBLIC_KEY_PATH: await writePem(keyDir, 'alipay_public.pem', alipayKeys.publicKey),
      ALIPAY_GATEWAY: ali.url,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await ali?.close();
  await rm(keyDir, { recursive: true, force: true });
});

describe('Alipay 当面付 (precreate)', () => {
  it('precreates a signed trade and shows its qr_code, with no sandbox notice', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token, 'year');
    expect(order).toMatchObject({ provider: 'alipay', sandbox: false, notice: '' });
    expect(order.qrContent).toMatch(/^https:\/\/qr\.alipay\.com\/bax0/);
    expect(ali.trades.get(order.orderId)).toMatchObject({
      total_amount: '259.00',
      subject: '年度会员',
      notify_url: `https://pay.aita.example.com${PATH}`,
    });
    expect(ali.refused).toEqual([]);
  });

  it('a valid notification credits its order once, even replayed 10 times at once', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    ali.pay(order.orderId);
    const n = ali.notification(order.orderId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay.notify(PATH, n.headers, n.body)),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array(10).fill('200 success'));
    const row = await pay.order(order.orderId);
    expect(row.status).toBe('paid');
    expect(row.tradeNo).toBe(ali.trades.get(order.orderId)?.trade_no);
    const end = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(Math.abs(end - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
  });

  it('refuses a bad signature, a wrong amount and another app, crediting nothing', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    ali.pay(order.orderId);
    const good = ali.notification(order.orderId);
    const cases = [
      ali.notification(order.orderId, {}, { signWith: testKeyPair() }),
      { headers: good.headers, body: good.body.replace('total_amount=29.00', 'total_amount=0.01') },
      ali.notification(order.orderId, { total_amount: '0.01' }),
      ali.notification(order.orderId, { app_id: '2021000000000999' }),
    ];
    for (const c of cases) {
      const res = await pay.notify(PATH, c.headers, c.body);
      expect(`${res.statusCode} ${res.body}`).toBe('200 failure');
    }
    expect((await pay.order(order.orderId)).status).toBe('pending');
    expect(await pay.vipEndAt(t.id)).toBeNull();
    const refusals = ctx.logs.filter((l) => l.includes('payment notification refused'));
    expect(
      refusals.some((l) => l.includes('"outcome":"invalid"') && l.includes('"amount":1')),
    ).toBe(true);
    expect(refusals.some((l) => l.includes('"reason":"mismatch"'))).toBe(true);
    expect(refusals.some((l) => l.includes('"reason":"bad-signature"'))).toBe(true);
    // A genuine WAIT_BUYER_PAY notification is acknowledged and credits nothing.
    const waiting = ali.notification(order.orderId, { trade_status: 'WAIT_BUYER_PAY' });
    expect((await pay.notify(PATH, waiting.headers, waiting.body)).body).toBe('success');
    expect((await pay.order(order.orderId)).status).toBe('pending');
  });

  it('finds a missed notification by alipay.trade.query when the teacher polls', async () => {
    const t = await pay.teacher();
    const waiting = await pay.createOrder(t.token);
    expect((await pay.status(t.token, waiting.orderId)).status).toBe('pending');
    expect(ali.queries).toContain(waiting.orderId);
    const order = await pay.createOrder(t.token);
    ali.pay(order.orderId);
    const info = await pay.status(t.token, order.orderId);
    expect(info.status).toBe('paid');
    expect(info.vipEndAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  it('refuses an answer Alipay did not sign', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    ali.pay(order.orderId);
    ali.forgeAnswers = testKeyPair();
    try {
      expect((await pay.status(t.token, order.orderId)).status).toBe('pending');
    } finally {
      ali.forgeAnswers = undefined;
    }
    expect(ctx.logs.some((l) => l.includes('not signed by the Alipay key'))).toBe(true);
    expect(await pay.vipEndAt(t.id)).toBeNull();
  });

  it('closes an expired unpaid order with alipay.trade.close', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    const trade = ali.trades.get(order.orderId);
    if (trade) trade.scanned = true; // scanned, not paid: the trade exists at Alipay
    await pay.expire(order.orderId);
    expect((await pay.status(t.token, order.orderId)).status).toBe('closed');
    expect(ali.closed).toContain(order.orderId);
    expect(ali.trades.get(order.orderId)?.trade_status).toBe('TRADE_CLOSED');
  });

  it('refunds with alipay.trade.refund once and shortens the membership', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token, 'quarter');
    ali.pay(order.orderId);
    const n = ali.notification(order.orderId);
    expect((await pay.notify(PATH, n.headers, n.body)).body).toBe('success');
    const args = {
      database: ctx.database,
      provider: choosePaymentProvider(ctx.config),
      clock: () => new Date(),
    };
    await refundOrder({ ...args, orderId: order.orderId, reason: '误购' });
    expect(ali.refunds).toEqual([
      {
        out_trade_no: order.orderId,
        refund_amount: '79.00',
        out_request_no: `R${order.orderId}`,
        refund_reason: '误购',
      },
    ]);
    const end = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(Math.abs(end - Date.now())).toBeLessThan(60_000);
    // Alipay's 当面付 refund answers once the money is back: refunded at once, never pending.
    expect((await pay.order(order.orderId)).refundStatus).toBe('refunded');
    expect((await pay.order(order.orderId)).refundRef).toBe(
      ali.trades.get(order.orderId)?.trade_no,
    );
    await expect(refundOrder({ ...args, orderId: order.orderId, reason: '' })).rejects.toThrow(
      RefundError,
    );
    expect(ali.refunds).toHaveLength(1);
  });
});
