import { PAYMENT_OFFLINE_NOTICE } from '@aita/core';
import { PaymentVerificationError, type PaymentProvider } from './provider';

/**
 * The provider when PAYMENT_PROVIDER is unset: no online payment at all. The products list says
 * so (`online: false` and the Chinese `notice`), the member service refuses orders before they
 * reach this object, and nothing here ever pays: a deployment that forgot to choose a provider
 * gives no membership away (redeem codes still work).
 */
export function createNoPaymentProvider(): PaymentProvider {
  return {
    name: 'none',
    online: false,
    sandbox: false,
    notice: PAYMENT_OFFLINE_NOTICE,
    async createPayment() {
      throw new Error('no payment provider is configured (PAYMENT_PROVIDER)');
    },
    async verifyNotification() {
      throw new PaymentVerificationError('bad-signature');
    },
  };
}
