import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type PaymentProvider,
  type QueriedPayment,
  type VerifiedPayment,
} from './provider';
import { alipaySignRequest, alipayVerifyNotification, rawJsonMember } from './alipay-sign';
import { centsOf, chinaPlainTime, yuan } from './provider-http';
import type { AlipaySettings } from './settings';
import { rsaVerify } from './wechat-sign';

/** Alipay trade states that mean the money arrived. */
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

type AlipayAnswer = Record<string, unknown> & { code?: string; sub_code?: string };

/**
 * Alipay 当面付, precreate (docs/membership.md "Alipay"): `alipay.trade.precreate` answers a
 * `qr_code` the teacher scans with Alipay; requests are signed RSA2 with the app's private key;
 * answers and notifications are verified with the Alipay public key. The gateway takes the
 * common parameters and `biz_content` as one signed form.
 */
export function createAlipayProvider({
  settings,
  notifyUrl,
  timeoutMs,
}: {
  settings: AlipaySettings;
  notifyUrl: string;
  timeoutMs: number;
}): PaymentProvider {
  const privateKey = createPrivateKey(readFileSync(settings.privateKeyPath));
  const alipayKey = createPublicKey(readFileSync(settings.alipayPublicKeyPath));

  async function call(method: string, biz: object, withNotify = false): Promise<AlipayAnswer> {
    const params: Record<string, string> = {
      app_id: settings.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaPlainTime(new Date()),
      version: '1.0',
      ...(withNotify ? { notify_url: notifyUrl } : {}),
      biz_content: JSON.stringify(biz),
    };
    params.sign = alipaySignRequest(params, privateKey);
    let text: string;
    try {
      const response = await fetch(settings.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new PaymentProviderError(`alipay ${method}: ${(error as Error).message}`);
    }
    const name = `${method.replace(/\./g, '_')}_response`;
    const raw = rawJsonMember(text, name) ?? rawJsonMember(text, 'error_response');
    let sign: unknown;
    try {
      sign = (JSON.parse(text) as { sign?: unknown }).sign;
    } catch {
      sign = undefined;
    }
    if (!raw || typeof sign !== 'string' || !rsaVerify(raw, sign, alipayKey)) {
      throw new PaymentProviderError(`alipay ${method}: answer not signed by the Alipay key`);
    }
    return JSON.parse(raw) as AlipayAnswer;
  }

  const failed = (method: string, a: AlipayAnswer) =>
    new PaymentProviderError(
      `alipay ${method}: ${String(a.code)} ${String(a.sub_code ?? '')} ${String(a.sub_msg ?? a.msg ?? '')}`,
      a.sub_code ?? a.code,
    );

  const paidFact = (orderId: unknown, total: unknown, tradeNo: unknown): VerifiedPayment => {
    const amount = centsOf(total);
    if (typeof orderId !== 'string' || amount === undefined || typeof tradeNo !== 'string') {
      throw new PaymentVerificationError('malformed');
    }
    return { orderId, amount, tradeNo };
  };

  return {
    name: 'alipay',
    online: true,
    sandbox: false,
    notice: '',

    async createPayment({ orderId, amount, subject, expiresAt }) {
      const a = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: orderId,
          total_amount: yuan(amount),
          subject,
          time_expire: chinaPlainTime(expiresAt),
        },
        true,
      );
      if (a.code !== '10000' || typeof a.qr_code !== 'string') throw failed('precreate', a);
      return { payUrl: a.qr_code, qrContent: a.qr_code, providerRef: null };
    },

    async verifyNotification({ body }) {
      if (typeof body !== 'string') throw new PaymentVerificationError('malformed');
      const params: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body)) params[k] = v;
      if (!alipayVerifyNotification(params, alipayKey)) {
        throw new PaymentVerificationError('bad-signature');
      }
      if (params.app_id !== settings.appId) throw new PaymentVerificationError('mismatch');
      if (!PAID.has(params.trade_status ?? '')) throw new PaymentVerificationError('not-paid');
      return paidFact(params.out_trade_no, params.total_amount, params.trade_no);
    },

    async queryPayment(orderId): Promise<QueriedPayment> {
      const a = await call('alipay.trade.query', { out_trade_no: orderId });
      if (a.code !== '10000') {
        if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending' };
        throw failed('query', a);
      }
      if (a.out_trade_no !== orderId) throw new PaymentVerificationError('mismatch');
      const status = String(a.trade_status);
      if (PAID.has(status)) {
        return { state: 'paid', payment: paidFact(a.out_trade_no, a.total_amount, a.trade_no) };
      }
      return status === 'WAIT_BUYER_PAY' ? { state: 'pending' } : { state: 'closed' };
    },

    async closePayment(orderId) {
      const a = await call('alipay.trade.close', { out_trade_no: orderId });
      // Not scanned yet: Alipay never created the trade, nothing to close.
      if (a.code !== '10000' && a.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw failed('close', a);
    },

    async refund({ orderId, refundId, amount, reason }) {
      const a = await call('alipay.trade.refund', {
        out_trade_no: orderId,
        refund_amount: yuan(amount),
        out_request_no: refundId,
        ...(reason ? { refund_reason: reason } : {}),
      });
      if (a.code !== '10000') throw failed('refund', a);
      // alipay.trade.refund answers once the money is back (当面付 has no asynchronous refunds).
      return {
        refundRef: typeof a.trade_no === 'string' ? a.trade_no : refundId,
        state: 'refunded' as const,
      };
    },

    notificationReply(accepted) {
      return {
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: accepted ? 'success' : 'failure',
      };
    },
  };
}
