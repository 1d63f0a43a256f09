import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { choosePaymentProvider } from '../platform/payment/choose';
import { createTestContext, type TestContext } from './context';
import { memberPay } from './member-pay';
import { testKeyPair, writePem } from './pay-keys';
import { startFakeWechatPay, type FakeWechatPay } from './wechat-pay-server';

export const WECHAT_MCH = '1900000109';
export const WECHAT_APP = 'wxd678efh567hg6787';
export const WECHAT_NOTIFY_PATH = '/v1/member/notify/wechat';
const APIV3 = 'a'.repeat(16) + 'B'.repeat(16);

/**
 * The WeChat Pay tests' setup (wechat.test.ts, wechat-refund.test.ts): a local WeChat Pay v3
 * server (test/wechat-pay-server.ts) with generated merchant and platform keys, and the app on a
 * fresh database with `PAYMENT_PROVIDER=wechat` pointed at it. Registers its own beforeAll and
 * afterAll; read the parts through the getters once the tests run.
 */
export function useWechatPay() {
  const merchant = testKeyPair();
  const platform = testKeyPair();
  let ctx: TestContext | undefined;
  let wx: FakeWechatPay | undefined;
  let keyDir = '';

  beforeAll(async () => {
    keyDir = await mkdtemp(join(tmpdir(), 'aita-wxpay-'));
    wx = await startFakeWechatPay({
      mchId: WECHAT_MCH,
      appId: WECHAT_APP,
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
        WECHATPAY_MCH_ID: WECHAT_MCH,
        WECHATPAY_APP_ID: WECHAT_APP,
        WECHATPAY_CERT_SERIAL: 'MERCHANT-SERIAL-1',
        WECHATPAY_PRIVATE_KEY_PATH: await writePem(
          keyDir,
          'apiclient_key.pem',
          merchant.privateKey,
        ),
        WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: await writePem(
          keyDir,
          'pub_key.pem',
          platform.publicKey,
        ),
        WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
        WECHATPAY_APIV3_KEY: APIV3,
        WECHATPAY_BASE_URL: wx.url,
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await wx?.close();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  const context = (): TestContext => {
    if (!ctx) throw new Error('useWechatPay: not started');
    return ctx;
  };
  const pay = memberPay(context);
  return {
    ctx: context,
    wx: (): FakeWechatPay => {
      if (!wx) throw new Error('useWechatPay: not started');
      return wx;
    },
    pay,
    /** The provider the app runs with (for the settlement and the refund command). */
    provider: () => choosePaymentProvider(context().config),
    /** Creates an order of `slug` and pays it at WeChat Pay, with its notification delivered. */
    async paidOrder(token: string, slug = 'month') {
      const order = await pay.createOrder(token, slug);
      wx?.pay(order.orderId);
      const n = wx?.notification(order.orderId);
      if (!n) throw new Error('useWechatPay: not started');
      const res = await pay.notify(WECHAT_NOTIFY_PATH, n.headers, n.body);
      if (res.statusCode !== 204) throw new Error(`payment notification: ${res.statusCode}`);
      return order;
    },
  };
}
