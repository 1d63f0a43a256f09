import { describe, expect, it } from 'vitest';
import { postAs } from '../../test/identity';
import { testKeyPair } from '../../test/pay-keys';
import { useWechatPay, WECHAT_NOTIFY_PATH as PATH } from '../../test/wechat-pay-context';
import { createThrottle } from '../../platform/throttle';
import { createMemberService } from './service';
import { createSettlement } from './settlement';

const DAY_MS = 86_400_000;

// A local WeChat Pay v3 server and the app with PAYMENT_PROVIDER=wechat (test/wechat-pay-context.ts).
const harness = useWechatPay();
const { pay } = harness;
const ctx = () => harness.ctx();
const wx = () => harness.wx();

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
    const tx = wx().transactions.get(order.orderId);
    expect(tx).toMatchObject({
      amount: { total: 2900, currency: 'CNY' },
      notify_url: `https://aita.example.com${PATH}`,
      description: '月度会员',
    });
    expect(tx?.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(wx().refused).toEqual([]);
    const products = (await ctx().app.inject({ method: 'GET', url: '/v1/member/products' })).json();
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
    wx().pay(order.orderId);
    const n = wx().notification(order.orderId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay.notify(PATH, n.headers, n.body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const row = await pay.order(order.orderId);
    expect(row.status).toBe('paid');
    expect(row.tradeNo).toBe(wx().transactions.get(order.orderId)?.transaction_id);
    const end = (await pay.vipEndAt(t.id))?.getTime() ?? 0;
    expect(Math.abs(end - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
    expect((await pay.status(t.token, order.orderId)).status).toBe('paid');
  });

  it('refuses a bad signature, a wrong amount and another merchant, crediting nothing', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    wx().pay(order.orderId);
    const forged = wx().notification(order.orderId, {}, { signWith: testKeyPair() });
    const tampered = wx().notification(order.orderId);
    const cases = [
      forged,
      {
        headers: tampered.headers,
        body: tampered.body.replace('"summary":"支付成功"', '"summary":"x"'),
      },
      wx().notification(order.orderId, { amount: { total: 1, currency: 'CNY' } }),
      wx().notification(order.orderId, { mchid: '1900000999' }),
      wx().notification(order.orderId, { appid: 'wx0000000000000000' }),
      wx().notification(order.orderId, {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ];
    for (const c of cases) {
      const res = await pay.notify(PATH, c.headers, c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await pay.order(order.orderId)).status).toBe('pending');
    expect(await pay.vipEndAt(t.id)).toBeNull();
    const refusals = ctx().logs.filter((l) => l.includes('payment notification refused'));
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
    expect(wx().queries).toContain(waiting.orderId);
    const order = await pay.createOrder(t.token);
    wx().pay(order.orderId);
    const info = await pay.status(t.token, order.orderId);
    expect(info.status).toBe('paid');
    expect(info.vipEndAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  it('refuses an answer the platform did not sign (nothing credited)', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    wx().pay(order.orderId);
    wx().forgeAnswers = testKeyPair();
    try {
      expect((await pay.status(t.token, order.orderId)).status).toBe('pending');
      const refused = await postAs(ctx().app, t.token, '/v1/member/order/create', {
        productId: order.productId,
      });
      expect(refused.statusCode).not.toBe(500);
      expect(refused.json()).toMatchObject({ code: 50000, msg: '支付服务暂时不可用，请稍后重试' });
      expect(ctx().logs.some((l) => l.includes('not signed by the platform key'))).toBe(true);
    } finally {
      wx().forgeAnswers = undefined;
    }
    expect(await pay.vipEndAt(t.id)).toBeNull();
  });

  it('closes an expired unpaid order at WeChat Pay', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    await pay.expire(order.orderId);
    expect((await pay.status(t.token, order.orderId)).status).toBe('closed');
    expect(wx().closed).toContain(order.orderId);
    expect(wx().transactions.get(order.orderId)?.trade_state).toBe('CLOSED');
    expect((await pay.order(order.orderId)).status).toBe('closed');
  });

  it('the periodic sweep closes expired orders; a payment WeChat confirms after our close still counts', async () => {
    const t = await pay.teacher();
    const order = await pay.createOrder(t.token);
    await pay.expire(order.orderId);
    const provider = harness.provider();
    const clock = () => new Date();
    const members = createMemberService({
      database: ctx().database,
      provider,
      throttle: createThrottle({ db: ctx().database.db }),
      clock,
    });
    const warnings: string[] = [];
    const log = { warn: (_o: object, m: string) => warnings.push(m), info: () => {} };
    const settlement = createSettlement({
      database: ctx().database,
      provider,
      members,
      clock,
      log,
    });
    expect(await settlement.closeExpired()).toBeGreaterThanOrEqual(1);
    expect(wx().closed).toContain(order.orderId);
    expect((await pay.order(order.orderId)).status).toBe('closed');
    expect(warnings).toEqual([]);
    // The teacher paid in the last second: WeChat's signed notification is money taken.
    wx().pay(order.orderId);
    const n = wx().notification(order.orderId);
    expect((await pay.notify(PATH, n.headers, n.body)).statusCode).toBe(204);
    expect((await pay.order(order.orderId)).status).toBe('paid');
    expect(await pay.vipEndAt(t.id)).not.toBeNull();
  });
});
