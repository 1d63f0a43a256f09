import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env';

const base = { DATA_DIR: '/tmp/aita-settings-test', PATH: process.env.PATH };

function problems(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('PAYMENT_PROVIDER settings', () => {
  it('wechat and alipay need all their variables, and name the missing ones', () => {
    expect(problems({ PAYMENT_PROVIDER: 'wechat', WECHATPAY_MCH_ID: '1900000109' })).toContain(
      'WECHATPAY_APP_ID, WECHATPAY_CERT_SERIAL, WECHATPAY_PRIVATE_KEY_PATH, WECHATPAY_PLATFORM_PUBLIC_KEY_PATH, WECHATPAY_APIV3_KEY',
    );
    expect(problems({ PAYMENT_PROVIDER: 'alipay' })).toContain(
      'ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_PATH',
    );
    expect(problems({ PAYMENT_PROVIDER: 'paypal' })).toContain('must be sandbox, wechat or alipay');
    const shortKey = problems({ PAYMENT_PROVIDER: 'wechat', WECHATPAY_APIV3_KEY: 'secret-short' });
    expect(shortKey).toContain('WECHATPAY_APIV3_KEY="…"');
    expect(shortKey).not.toContain('secret-short');
  });

  it('resolves key paths and the notify base (PUBLIC_ORIGIN unless PAYMENT_NOTIFY_BASE)', () => {
    const config = loadConfig(
      {
        ...base,
        PUBLIC_ORIGIN: 'https://aita.example.com',
        PAYMENT_PROVIDER: 'alipay',
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY_PATH: 'keys/app.pem',
        ALIPAY_PUBLIC_KEY_PATH: '/etc/aita/alipay.pem',
      },
      '/srv/aita',
    );
    expect(config.payment).toMatchObject({
      notifyBase: 'https://aita.example.com',
      alipay: {
        privateKeyPath: '/srv/aita/keys/app.pem',
        alipayPublicKeyPath: '/etc/aita/alipay.pem',
        gateway: 'https://openapi.alipay.com/gateway.do',
      },
    });
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' }).payment).toBeUndefined();
  });
});
