import { z } from 'zod';
import { optional } from '../../env-parsers';

/** WeChat Pay API v3 (Native) merchant settings (docs/membership.md "WeChat Pay"). */
export interface WechatPaySettings {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (`serial_no` of every request). */
  certSerial: string;
  /** PEM file of the merchant API private key (apiclient_key.pem). */
  privateKeyPath: string;
  /** PEM file of the WeChat Pay platform public key (or platform certificate's key). */
  platformPublicKeyPath: string;
  /** `Wechatpay-Serial` the platform signs with (PUB_KEY_ID_…); unset: any serial is accepted. */
  platformPublicKeyId?: string;
  /** The 32-character APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com unless a test points it at a local server. */
  baseUrl: string;
}

/** Alipay 当面付 (precreate) settings (docs/membership.md "Alipay"). */
export interface AlipaySettings {
  appId: string;
  /** PEM file of the app's RSA2 private key. */
  privateKeyPath: string;
  /** PEM file of the Alipay public key (开放平台 → 支付宝公钥). */
  alipayPublicKeyPath: string;
  /** https://openapi.alipay.com/gateway.do unless a test points it at a local server. */
  gateway: string;
}

export interface PaymentSettings {
  wechat?: WechatPaySettings;
  alipay?: AlipaySettings;
  /** Where the provider posts its notifications: `<base>/v1/member/notify/<provider>`. */
  notifyBase: string;
  /** Provider calls time out after this many ms. */
  timeoutMs: number;
}

export const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_CERT_SERIAL',
  'WECHATPAY_PRIVATE_KEY_PATH',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH',
  'WECHATPAY_APIV3_KEY',
] as const;
export const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY_PATH',
  'ALIPAY_PUBLIC_KEY_PATH',
] as const;

const origin = z.string().regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an origin like https://a.b');
const schema = z.object({
  WECHATPAY_BASE_URL: optional(origin),
  WECHATPAY_APIV3_KEY: optional(z.string().length(32, 'must be the 32-character APIv3 key')),
  ALIPAY_GATEWAY: optional(z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s):// URL')),
  PAYMENT_NOTIFY_BASE: optional(origin),
});

/**
 * Reads the real provider's settings when PAYMENT_PROVIDER is `wechat` or `alipay`: every
 * required variable of that provider must be set; `problems` names what is missing or wrong.
 */
export function paymentSettings(
  env: Record<string, string | undefined>,
  provider: string | undefined,
  publicOrigin: string,
  resolvePath: (path: string) => string,
): { settings?: PaymentSettings; problems: string[] } {
  if (provider !== 'wechat' && provider !== 'alipay') return { problems: [] };
  const problems: string[] = [];
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const shown = name.endsWith('KEY') ? '…' : (env[name] ?? '');
      problems.push(`${name}=${JSON.stringify(shown)}: ${issue.message}`);
    }
  }
  const required = provider === 'wechat' ? WECHATPAY_REQUIRED : ALIPAY_REQUIRED;
  const missing = required.filter((k) => !env[k]);
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')}: PAYMENT_PROVIDER=${provider} needs all of ${required.join(', ')}`,
    );
  }
  if (problems.length > 0) return { problems };
  const e = parsed.success ? parsed.data : {};
  const v = (name: string) => env[name] ?? '';
  const notifyBase = (e.PAYMENT_NOTIFY_BASE ?? publicOrigin).replace(/\/$/, '');
  const settings: PaymentSettings = { notifyBase, timeoutMs: 15_000 };
  if (provider === 'wechat') {
    settings.wechat = {
      mchId: v('WECHATPAY_MCH_ID'),
      appId: v('WECHATPAY_APP_ID'),
      certSerial: v('WECHATPAY_CERT_SERIAL'),
      privateKeyPath: resolvePath(v('WECHATPAY_PRIVATE_KEY_PATH')),
      platformPublicKeyPath: resolvePath(v('WECHATPAY_PLATFORM_PUBLIC_KEY_PATH')),
      platformPublicKeyId: env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID || undefined,
      apiV3Key: v('WECHATPAY_APIV3_KEY'),
      baseUrl: (e.WECHATPAY_BASE_URL ?? 'https://api.mch.weixin.qq.com').replace(/\/$/, ''),
    };
  } else {
    settings.alipay = {
      appId: v('ALIPAY_APP_ID'),
      privateKeyPath: resolvePath(v('ALIPAY_PRIVATE_KEY_PATH')),
      alipayPublicKeyPath: resolvePath(v('ALIPAY_PUBLIC_KEY_PATH')),
      gateway: e.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
    };
  }
  return { settings, problems };
}
