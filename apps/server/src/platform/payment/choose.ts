import type { AppConfig } from '../deps';
import { createAlipayProvider } from './alipay';
import { createNoPaymentProvider } from './none';
import { notifyPath, type PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createWechatPayProvider } from './wechat';

/**
 * The provider PAYMENT_PROVIDER names (docs/membership.md "Payment providers"): unset → none,
 * `sandbox`, `wechat` (WeChat Pay v3 Native) or `alipay` (当面付). Throws when a key file of a
 * real provider cannot be read or parsed (an operator error, reported at start).
 */
export function choosePaymentProvider(
  config: Pick<AppConfig, 'paymentProvider' | 'publicOrigin' | 'payment'>,
): PaymentProvider {
  const { paymentProvider, payment } = config;
  if (paymentProvider === 'sandbox') {
    return createSandboxProvider({ publicOrigin: config.publicOrigin });
  }
  if (paymentProvider === 'wechat' && payment?.wechat) {
    return createWechatPayProvider({
      settings: payment.wechat,
      notifyUrl: payment.notifyBase + notifyPath('wechat'),
      timeoutMs: payment.timeoutMs,
    });
  }
  if (paymentProvider === 'alipay' && payment?.alipay) {
    return createAlipayProvider({
      settings: payment.alipay,
      notifyUrl: payment.notifyBase + notifyPath('alipay'),
      timeoutMs: payment.timeoutMs,
    });
  }
  return createNoPaymentProvider();
}
