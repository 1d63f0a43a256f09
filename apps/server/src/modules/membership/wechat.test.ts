import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { memberPay } from '../../test/member-pay';
import { testKeyPair, writePem } from '../../test/pay-keys';
import { startFakeWechatPay, type FakeWechatPay } from '../../test/wechat-pay-server';
import { choosePaymentProvider } from '../../platform/payment/choose';
import { createThrottle } from '../../platform/throttle';
import { createMemberService } from './service';
import { createSettlement, refundOrder, RefundError } from './settlement';

const MCH = '1900000109';
const APP = 'wxd678efh567hg6787';
const APIV3 = 'a'.repeat(16) + 'B'.repeat(16);
const PATH = '/v1/member/notify/wechat';
const DAY_MS = 86_400_000;

const merchant = testKeyPair();
const platform = testKeyPair();
let ctx: TestContext;
let wx: FakeWechatPay;
let keyDir: string;
const pay = memberPay(() => ctx);

beforeAll(async () => {
  keyDir = await mkdtemp(join(tmpdir(), 'aita-wxpay-'));
  wx = await startFakeWechatPay({
    mchId: MCH,
    appId: APP,
    merchantSerial: 'MERCHANT-SERIAL-1',
    merchant,
    platform,
    platformSerial: 'PUB_KEY_ID_0114',
    apiV3Key: APIV3,
  });
  ctx = await createTestContext({
    env: {
      PUBLIC_ORIGIN: 'https://aita.example.com',
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_MCH_ID: MCH,
      WECHATPAY_APP_ID: APP,
      WECHATPAY_CERT_SERIAL: 'MERCHANT-SERIAL-1',
      WECHATPAY_PRIVATE_KEY_PATH: await writePem(keyDir, 'apiclient_key.pem', merchant.privateKey),
      WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: await writePem(keyDir, 'pub_key.pem', platform.publicKey),
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
      WECHATPAY_APIV3_KEY: APIV3,
      WECHATPAY_BASE_URL: wx.url,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await wx?.close();
  await rm(keyDir, { recursive: true, force: true });
});

describe('WeChat Pay v3 Native', () => {
  it('creates a signed native order and shows its code_url as the QR, with no sandbox notice', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    expect(order).toMatchObject({
      provider: 'wechat',
      sandbox: false,
      notice: '',
      status: 'pending',
    });
    expect(order.qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const tx = wx.transactions.get(order.orderId);
    expect(tx).toMatchObject({
      amount: { total: 2900, currency: 'CNY' },
      notify_url: `https://aita.example.com${PATH}`,
      description: '月度会员',
    });
    expect(tx?.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(wx.refused).toEqual([]);
    const products = (await ctx.app.inject({ method: 'GET', url: '/v1/member/products' })).json();
    expect(products.data.payment).toEqual({
      provider: 'wechat',
      online: true,
      sandbox: false,
      notice: '',
    });
  });

  it('a valid notification credits its order once, even replayed 10 times at once', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    wx.pay(order.orderId);
    const n = wx.notification(order.orderId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay.notify(PATH, n.headers, n.body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const row = await pay.order(order.orderId);
    expect(row.status).toBe('paid');
    expect(row.tradeNo).toBe(wx.transactions.get(order.orderId)?.transaction_id);
    const end = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(Math.abs(end - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
    expect((await pay.status(t.token, order.orderId)).status).toBe('paid');
  });

  it('refuses a bad signature, a wrong amount and another merchant, crediting nothing', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    wx.pay(order.orderId);
    const forged = wx.notification(order.orderId, {}, { signWith: testKeyPair() });
    const tampered = wx.notification(order.orderId);
    const cases = [
      forged,
      {
        headers: tampered.headers,
        body: tampered.body.replace('"summary":"支付成功"', '"summary":"x"'),
      },
      wx.notification(order.orderId, { amount: { total: 1, currency: 'CNY' } }),
      wx.notification(order.orderId, { mchid: '1900000999' }),
      wx.notification(order.orderId, { appid: 'wx0000000000000000' }),
      wx.notification(order.orderId, {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ];
    for (const c of cases) {
      const res = await pay.notify(PATH, c.headers, c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await pay.order(order.orderId)).status).toBe('pending');
    expect(await pay.vipEndAt(t.id)).toBeNull();
    const refusals = ctx.logs.filter((l) => l.includes('payment notification refused'));
    expect(
      refusals.some((l) => l.includes('"outcome":"invalid"') && l.includes('"amount":1')),
    ).toBe(true);
    expect(refusals.some((l) => l.includes('"reason":"mismatch"'))).toBe(true);
    expect(refusals.some((l) => l.includes('"reason":"bad-signature"'))).toBe(true);
  });

  it('finds a missed notification by querying when the teacher polls the status', async () => {
    const t = await pay.teacher();
    const waiting = await pay.createOrder(t.token);
    expect((await pay.status(t.token, waiting.orderId)).status).toBe('pending');
    expect(wx.queries).toContain(waiting.orderId);
    const order = await pay.createOrder(t.token);
    wx.pay(order.orderId);
    const info = await pay.status(t.token, order.orderId);
    expect(info.status).toBe('paid');
    expect(info.vipEndAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  it('refuses an answer the platform did not sign (nothing credited)', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    wx.pay(order.orderId);
    wx.forgeAnswers = testKeyPair();
    try {
      expect((await pay.status(t.token, order.orderId)).status).toBe('pending');
      const refused = await postAs(ctx.app, t.token, '/v1/member/order/create', {
        productId: order.productId,
      });
      expect(refused.statusCode).not.toBe(500);
      expect(refused.json()).toMatchObject({ code: 50000, msg: '支付服务暂时不可用，请稍后重试' });
      expect(ctx.logs.some((l) => l.includes('not signed by the platform key'))).toBe(true);
    } finally {
      wx.forgeAnswers = undefined;
    }
    expect(await pay.vipEndAt(t.id)).toBeNull();
  });

  it('closes an expired unpaid order at WeChat Pay', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    await pay.expire(order.orderId);
    expect((await pay.status(t.token, order.orderId)).status).toBe('closed');
    expect(wx.closed).toContain(order.orderId);
    expect(wx.transactions.get(order.orderId)?.trade_state).toBe('CLOSED');
    expect((await pay.order(order.orderId)).status).toBe('closed');
  });

  it('the periodic sweep closes expired orders; a payment WeChat confirms after our close still counts', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    await pay.expire(order.orderId);
    const provider = choosePaymentProvider(ctx.config);
    const clock = () => new Date();
    const members = createMemberService({
      database: ctx.database,
      provider,
      throttle: createThrottle({ db: ctx.database.db }),
      clock,
    });
    const warnings: string[] = [];
    const log = { warn: (_o: object, m: string) => warnings.push(m), info: () => {} };
    const settlement = createSettlement({ database: ctx.database, provider, members, clock, log });
    expect(await settlement.closeExpired()).toBeGreaterThanOrEqual(1);
    expect(wx.closed).toContain(order.orderId);
    expect((await pay.order(order.orderId)).status).toBe('closed');
    expect(warnings).toEqual([]);
    // The teacher paid in the last second: WeChat's signed notification is money taken.
    wx.pay(order.orderId);
    const n = wx.notification(order.orderId);
    expect((await pay.notify(PATH, n.headers, n.body)).statusCode).toBe(204);
    expect((await pay.order(order.orderId)).status).toBe('paid');
    expect(await pay.vipEndAt(t.id)).not.toBeNull();
  });

  it('refunds a paid order once and shortens the membership by its days', async () => {
    const t = await pay.teacher();
    const first = await pay.createOrder(t.token);
    const second = await pay.createOrder(t.token, 'quarter');
    for (const o of [first, second]) {
      wx.pay(o.orderId);
      const n = wx.notification(o.orderId);
      expect((await pay.notify(PATH, n.headers, n.body)).statusCode).toBe(204);
    }
    const before = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    const provider = choosePaymentProvider(ctx.config);
    const args = { database: ctx.database, provider, clock: () => new Date() };
    const done = await refundOrder({ ...args, orderId: second.orderId, reason: '老师申请退款' });
    expect(done).toMatchObject({ amount: 7900, days: 90 });
    expect(wx.refunds).toEqual([
      expect.objectContaining({
        out_trade_no: second.orderId,
        out_refund_no: `R${second.orderId}`,
        reason: '老师申请退款',
        amount: { refund: 7900, total: 7900, currency: 'CNY' },
      }),
    ]);
    const after = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(before - after).toBe(90 * DAY_MS);
    const row = await pay.order(second.orderId);
    expect(row.refundedAt).not.toBeNull();
    expect(row.refundReason).toBe('老师申请退款');
    expect(row.refundRef).toMatch(/^5030/);
    await expect(refundOrder({ ...args, orderId: second.orderId, reason: '' })).rejects.toThrow(
      RefundError,
    );
    expect(wx.refunds).toHaveLength(1);
    // The other order's 30 days again, never below now.
    await refundOrder({ ...args, orderId: first.orderId, reason: '' });
    const end = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(end).toBeGreaterThanOrEqual(Date.now() - 5_000);
    expect(end).toBeLessThan(Date.now() + 60_000);
  });
});
