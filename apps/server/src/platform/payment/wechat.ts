import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type PaymentProvider,
  type QueriedPayment,
  type VerifiedPayment,
} from './provider';
import { chinaIsoTime, headerOf } from './provider-http';
import type { WechatPaySettings } from './settings';
import {
  rsaVerify,
  wechatAuthorization,
  wechatDecrypt,
  wechatResponseMessage,
} from './wechat-sign';
import {
  claimsRefundEvent,
  WECHAT_REFUND_EVENTS,
  wechatRefundFact,
  type WechatRefund,
} from './wechat-refund';

/** Notifications older or newer than this (by `Wechatpay-Timestamp`) are refused as replays. */
const MAX_CLOCK_SKEW_S = 300;

/** The transaction WeChat Pay reports (query answer, decrypted notification resource). */
interface WechatTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * WeChat Pay API v3, Native payment (docs/membership.md "WeChat Pay"): the order API answers a
 * `code_url` the teacher scans; every request carries a `WECHATPAY2-SHA256-RSA2048` signature
 * with the merchant key; every answer and notification is verified with the platform public key;
 * notifications carry the transaction AES-256-GCM encrypted with the APIv3 key.
 */
export function createWechatPayProvider({
  settings,
  notifyUrl,
  timeoutMs,
  now = () => Date.now(),
}: {
  settings: WechatPaySettings;
  notifyUrl: string;
  timeoutMs: number;
  now?: () => number;
}): PaymentProvider {
  const privateKey: KeyObject = createPrivateKey(readFileSync(settings.privateKeyPath));
  const platformKey: KeyObject = createPublicKey(readFileSync(settings.platformPublicKeyPath));

  /** Checks `Wechatpay-*` headers over the raw body; false when absent or wrong. */
  function signedByPlatform(headers: Record<string, string | string[] | undefined>, body: string) {
    const timestamp = headerOf(headers, 'wechatpay-timestamp');
    const nonce = headerOf(headers, 'wechatpay-nonce');
    const signature = headerOf(headers, 'wechatpay-signature');
    const serial = headerOf(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature) return { ok: false, timestamp };
    if (settings.platformPublicKeyId && serial !== settings.platformPublicKeyId) {
      return { ok: false, timestamp };
    }
    const message = wechatResponseMessage(timestamp, nonce, body);
    return { ok: rsaVerify(message, signature, platformKey), timestamp };
  }

  /**
   * A notification's event type and decrypted resource, once its signature (platform key, over
   * the raw body) and timestamp (±5 minutes) check out. @throws PaymentVerificationError
   */
  function openNotification(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): { eventType: unknown; resource: unknown } {
    if (typeof body !== 'string') throw new PaymentVerificationError('malformed');
    const signed = signedByPlatform(headers, body);
    if (!signed.ok) throw new PaymentVerificationError('bad-signature');
    const ts = Number(signed.timestamp);
    if (!Number.isFinite(ts) || Math.abs(now() / 1000 - ts) > MAX_CLOCK_SKEW_S) {
      throw new PaymentVerificationError('bad-signature');
    }
    try {
      const envelope = JSON.parse(body) as {
        event_type?: unknown;
        resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
      };
      const r = envelope.resource;
      if (typeof r?.ciphertext !== 'string' || typeof r.nonce !== 'string')
        throw new Error('no resource');
      const plain = wechatDecrypt(
        {
          ciphertext: r.ciphertext,
          nonce: r.nonce,
          associated_data: typeof r.associated_data === 'string' ? r.associated_data : '',
        },
        settings.apiV3Key,
      );
      return { eventType: envelope.event_type, resource: JSON.parse(plain) as unknown };
    } catch {
      throw new PaymentVerificationError('malformed');
    }
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = wechatAuthorization({
      method,
      url: path,
      body,
      mchId: settings.mchId,
      serial: settings.certSerial,
      privateKey,
    });
    let response: Response;
    try {
      response = await fetch(settings.baseUrl + path, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'aita-server',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`wechatpay ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (!signedByPlatform(headers, text).ok) {
      throw new PaymentProviderError(`wechatpay ${path}: answer not signed by the platform key`);
    }
    let json: Record<string, unknown> = {};
    try {
      if (text) json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new PaymentProviderError(`wechatpay ${path}: answer is not JSON`);
    }
    if (!response.ok) {
      const code = typeof json.code === 'string' ? json.code : String(response.status);
      throw new PaymentProviderError(
        `wechatpay ${path}: ${code} ${String(json.message ?? '')}`,
        code,
      );
    }
    return json;
  }

  /** A transaction of our merchant and app, else a mismatch. */
  function checkOurs(
    tx: WechatTransaction,
  ): asserts tx is WechatTransaction & { out_trade_no: string } {
    if (tx.mchid !== settings.mchId || tx.appid !== settings.appId) {
      throw new PaymentVerificationError('mismatch');
    }
    if (typeof tx.out_trade_no !== 'string') throw new PaymentVerificationError('malformed');
  }

  const paidFact = (tx: WechatTransaction & { out_trade_no: string }): VerifiedPayment => {
    if (typeof tx.amount?.total !== 'number' || typeof tx.transaction_id !== 'string') {
      throw new PaymentVerificationError('malformed');
    }
    return { orderId: tx.out_trade_no, amount: tx.amount.total, tradeNo: tx.transaction_id };
  };

  const orderPath = (orderId: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;

  return {
    name: 'wechat',
    online: true,
    sandbox: false,
    notice: '',

    async createPayment({ orderId, amount, subject, expiresAt }) {
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: settings.appId,
        mchid: settings.mchId,
        description: subject,
        out_trade_no: orderId,
        time_expire: chinaIsoTime(expiresAt),
        notify_url: notifyUrl,
        amount: { total: amount, currency: 'CNY' },
      });
      if (typeof answer.code_url !== 'string' || !answer.code_url) {
        throw new PaymentProviderError('wechatpay native: no code_url in the answer');
      }
      return { payUrl: answer.code_url, qrContent: answer.code_url, providerRef: null };
    },

    async verifyNotification({ headers, body }) {
      const { eventType, resource } = openNotification(headers, body);
      const tx = resource as WechatTransaction;
      checkOurs(tx);
      if (eventType !== 'TRANSACTION.SUCCESS' || tx.trade_state !== 'SUCCESS') {
        throw new PaymentVerificationError('not-paid');
      }
      return paidFact(tx);
    },

    async verifyRefundNotification({ headers, body }) {
      // Only a body that says it is about a refund is read here (a payment's is read above).
      if (typeof body !== 'string' || !claimsRefundEvent(body)) return undefined;
      const { eventType, resource } = openNotification(headers, body);
      if (typeof eventType !== 'string' || !WECHAT_REFUND_EVENTS.includes(eventType)) {
        throw new PaymentVerificationError('malformed');
      }
      return wechatRefundFact(resource as WechatRefund, { mchId: settings.mchId, eventType });
    },

    async queryPayment(orderId): Promise<QueriedPayment> {
      let tx: WechatTransaction;
      try {
        tx = (await call(
          'GET',
          `${orderPath(orderId)}?mchid=${encodeURIComponent(settings.mchId)}`,
        )) as WechatTransaction;
      } catch (error) {
        if (error instanceof PaymentProviderError && error.providerCode === 'ORDER_NOT_EXIST') {
          return { state: 'pending' };
        }
        throw error;
      }
      checkOurs(tx);
      if (tx.out_trade_no !== orderId) throw new PaymentVerificationError('mismatch');
      if (tx.trade_state === 'SUCCESS') return { state: 'paid', payment: paidFact(tx) };
      if (tx.trade_state === 'NOTPAY' || tx.trade_state === 'USERPAYING')
        return { state: 'pending' };
      return { state: 'closed' };
    },

    async closePayment(orderId) {
      await call('POST', `${orderPath(orderId)}/close`, { mchid: settings.mchId });
    },

    async refund({ orderId, refundId, amount, total, reason }) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderId,
        out_refund_no: refundId,
        ...(reason ? { reason } : {}),
        // The refund's result comes to the same endpoint as payments (REFUND.* events).
        notify_url: notifyUrl,
        amount: { refund: amount, total, currency: 'CNY' },
      });
      const status = answer.status;
      if (status !== 'SUCCESS' && status !== 'PROCESSING') {
        throw new PaymentProviderError(`wechatpay refund: status ${String(status)}`);
      }
      return {
        refundRef: typeof answer.refund_id === 'string' ? answer.refund_id : refundId,
        // PROCESSING: the money is on its way back; a notification or a query settles it.
        state: status === 'SUCCESS' ? 'refunded' : 'pending',
      };
    },

    async queryRefund(refundNo) {
      const answer = await call(
        'GET',
        `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
      );
      return wechatRefundFact(answer as WechatRefund, { refundNo });
    },

    notificationReply(accepted, message) {
      return accepted
        ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
        : {
            status: 400,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message }),
          };
    },
  };
}
