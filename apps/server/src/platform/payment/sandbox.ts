import { paths } from '@aita/contract/paths';
import { SANDBOX_PAYMENT_NOTICE } from '@aita/core';
import { hashSecret, looksLikeSecret, newSecret } from '../tokens';
import { ORDER_ID_PATTERN } from './provider';
import { PaymentVerificationError, type PaymentProvider } from './provider';

/** Path of the sandbox payment page (GET shows it, POST is the "notification"). */
export const SANDBOX_PAY_PATH = paths.membership.sandboxCheckout.path;

/**
 * The built-in payment provider: nothing is charged, ever (ARCHITECTURE.md "clearly marked").
 *
 * `createPayment` makes a one-time pay token (32 random bytes) and answers the URL of the
 * sandbox page `SANDBOX_PAY_PATH?orderId=…&token=…`; only the token's sha256 is stored on the
 * order (`providerRef`). The page's confirm button posts `orderId` and `token` back, which is
 * the sandbox's "notification": it verifies when the token has the right shape, and the member
 * service then pays the order only if the token's hash is the one stored. The token sits in the
 * `token` query parameter on purpose: logs redact it and the page is sent with
 * `Referrer-Policy: no-referrer` and `Cache-Control: no-store` (modules/identity/auth.ts).
 */
export function createSandboxProvider({ publicOrigin }: { publicOrigin: string }): PaymentProvider {
  const origin = new URL(publicOrigin).origin;
  return {
    name: 'sandbox',
    online: true,
    sandbox: true,
    notice: SANDBOX_PAYMENT_NOTICE,

    async createPayment({ orderId }) {
      const token = newSecret();
      const url = new URL(SANDBOX_PAY_PATH, origin);
      url.searchParams.set('orderId', orderId);
      url.searchParams.set('token', token);
      return { payUrl: url.toString(), qrContent: url.toString(), providerRef: hashSecret(token) };
    },

    async verifyNotification({ body }) {
      const fields = (body ?? {}) as Record<string, unknown>;
      const { orderId, token } = fields;
      if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId)) {
        throw new PaymentVerificationError('malformed');
      }
      if (typeof token !== 'string' || !looksLikeSecret(token)) {
        throw new PaymentVerificationError('bad-signature');
      }
      return { orderId, providerRef: hashSecret(token), tradeNo: `SANDBOX-${orderId}` };
    },

    /** Nothing was charged: the refund is only recorded (`order:refund`). */
    async refund() {
      return { refundRef: 'sandbox', state: 'refunded' as const };
    },
  };
}
