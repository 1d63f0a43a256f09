import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseWechatAuthorization,
  rsaSign,
  rsaVerify,
  wechatEncrypt,
  wechatResponseMessage,
} from '../platform/payment/wechat-sign';
import type { TestKeyPair } from './pay-keys';

/**
 * A local WeChat Pay API v3 server speaking the real protocol: it checks every request's
 * `WECHATPAY2-SHA256-RSA2048` Authorization (mchid, serial, fresh nonce, RSA-SHA256 over
 * "METHOD\nURL\nTS\nNONCE\nBODY\n" with the test merchant's public key), signs every answer
 * with the test platform key (`Wechatpay-Timestamp/Nonce/Signature/Serial`), and makes
 * notifications the way WeChat Pay does (transaction or refund AES-256-GCM encrypted with the
 * APIv3 key, envelope signed with the platform key). Refunds answer PROCESSING (or SUCCESS when
 * `refundAnswer` says so), are settled by `settleRefund` and read back by the refund query.
 */
export interface FakeWechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  amount: { total: number; currency: 'CNY' };
  notify_url: string;
  time_expire: string;
  description: string;
}

/** A refund as WeChat Pay keeps it (the query answer; the notification's resource). */
export interface FakeWechatRefund {
  mchid: string;
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  notify_url: string;
  create_time: string;
  success_time?: string;
  user_received_account: string;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number };
}

export interface FakeWechatPay {
  url: string;
  transactions: Map<string, FakeWechatTransaction>;
  /** Requests whose signature or merchant fields did not check out. */
  refused: string[];
  closed: string[];
  /** Every refund request's body, in order (a repeated refund number too). */
  refunds: Record<string, unknown>[];
  /** Refunds by our refund number (`out_refund_no`). */
  refundsByNo: Map<string, FakeWechatRefund>;
  /** Refund numbers asked about (GET /v3/refund/domestic/refunds/{no}). */
  refundQueries: string[];
  /** What a new refund answers at once: PROCESSING (default, as usual) or SUCCESS. */
  refundAnswer: 'PROCESSING' | 'SUCCESS';
  queries: string[];
  /** Sign answers with this key instead (a forged platform). */
  forgeAnswers?: TestKeyPair;
  /** The payer paid (trade_state SUCCESS, a transaction id). */
  pay(orderId: string): FakeWechatTransaction;
  /** A signed, encrypted notification for the transaction, fields overridden by `changes`. */
  notification(
    orderId: string,
    changes?: Partial<FakeWechatTransaction>,
    opts?: { signWith?: TestKeyPair; timestamp?: number },
  ): { headers: Record<string, string>; body: string };
  /** The refund ends (the bank answered): SUCCESS, or ABNORMAL / CLOSED (the trade is paid again). */
  settleRefund(refundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): FakeWechatRefund;
  /** A signed, encrypted REFUND.<status> notification for the refund, fields overridden by `changes`. */
  refundNotification(
    refundNo: string,
    changes?: Partial<FakeWechatRefund>,
    opts?: { signWith?: TestKeyPair; timestamp?: number },
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export async function startFakeWechatPay(opts: {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchant: TestKeyPair;
  platform: TestKeyPair;
  platformSerial: string;
  apiV3Key: string;
}): Promise<FakeWechatPay> {
  const nonces = new Set<string>();
  const signedHeaders = (body: string, key: TestKeyPair, timestamp?: number) => {
    const ts = String(timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': opts.platformSerial,
      'wechatpay-signature': rsaSign(wechatResponseMessage(ts, nonce, body), key.privateKey),
    };
  };

  /** A notification as WeChat Pay sends it: the resource encrypted, the envelope signed. */
  const envelope = (
    eventType: string,
    summary: string,
    originalType: string,
    resource: object,
    o: { signWith?: TestKeyPair; timestamp?: number },
  ) => {
    const nonce = randomBytes(6).toString('hex');
    const ad = originalType;
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: wechatEncrypt(JSON.stringify(resource), opts.apiV3Key, nonce, ad),
        associated_data: ad,
        nonce,
      },
    });
    return {
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(body, o.signWith ?? opts.platform, o.timestamp),
      },
      body,
    };
  };

  const fake: FakeWechatPay = {
    url: '',
    transactions: new Map(),
    refused: [],
    closed: [],
    refunds: [],
    queries: [],
    pay(orderId) {
      const tx = fake.transactions.get(orderId);
      if (!tx) throw new Error(`no transaction ${orderId}`);
      tx.trade_state = 'SUCCESS';
      tx.transaction_id = `4200${randomBytes(12).toString('hex').slice(0, 24)}`;
      return tx;
    },
    notification(orderId, changes = {}, o = {}) {
      const tx = { ...fake.transactions.get(orderId), ...changes };
      const event = tx.trade_state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED';
      return envelope(event, '支付成功', 'transaction', tx, o);
    },
    refundsByNo: new Map(),
    refundQueries: [],
    refundAnswer: 'PROCESSING',
    settleRefund(refundNo, status) {
      const refund = fake.refundsByNo.get(refundNo);
      if (!refund) throw new Error(`no refund ${refundNo}`);
      refund.status = status;
      if (status === 'SUCCESS') refund.success_time = new Date().toISOString();
      const tx = fake.transactions.get(refund.out_trade_no);
      if (tx) tx.trade_state = status === 'SUCCESS' ? 'REFUND' : 'SUCCESS';
      return refund;
    },
    refundNotification(refundNo, changes = {}, o = {}) {
      const stored = fake.refundsByNo.get(refundNo);
      if (!stored) throw new Error(`no refund ${refundNo}`);
      // The notification's resource names the status `refund_status` and has no notify_url.
      const { status, notify_url: _url, ...rest } = { ...stored, ...changes };
      const summary = status === 'SUCCESS' ? '退款成功' : '退款异常';
      return envelope(`REFUND.${status}`, summary, 'refund', { ...rest, refund_status: status }, o);
    },
    close: async () => {},
  };

  const answer = (res: ServerResponse, status: number, payload?: object) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    res.writeHead(status, {
      'content-type': 'application/json',
      ...signedHeaders(body, fake.forgeAnswers ?? opts.platform),
    });
    res.end(body);
  };

  function authorised(req: IncomingMessage, body: string): boolean {
    const auth = parseWechatAuthorization(String(req.headers.authorization ?? ''));
    if (!auth) return false;
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = auth;
    if (mchid !== opts.mchId || serial !== opts.merchantSerial || !nonce || !signature)
      return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300 || nonces.has(nonce)) return false;
    nonces.add(nonce);
    const message = `${req.method ?? ''}\n${req.url ?? ''}\n${timestamp ?? ''}\n${nonce}\n${body}\n`;
    return rsaVerify(message, signature, opts.merchant.publicKey);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!authorised(req, body)) {
        fake.refused.push(`${req.method ?? ''} ${req.url ?? ''}`);
        answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
        return;
      }
      const url = new URL(req.url ?? '/', 'http://local');
      const json = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
        if (json.mchid !== opts.mchId || json.appid !== opts.appId) {
          answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid与appid不匹配' });
          return;
        }
        const amount = json.amount as { total: number };
        const orderId = String(json.out_trade_no);
        fake.transactions.set(orderId, {
          appid: opts.appId,
          mchid: opts.mchId,
          out_trade_no: orderId,
          trade_state: 'NOTPAY',
          amount: { total: amount.total, currency: 'CNY' },
          notify_url: String(json.notify_url),
          time_expire: String(json.time_expire),
          description: String(json.description),
        });
        answer(res, 200, {
          code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}`,
        });
        return;
      }
      const m = /^\/v3\/pay\/transactions\/out-trade-no\/(\d+)(\/close)?$/.exec(url.pathname);
      if (m?.[1]) {
        const tx = fake.transactions.get(m[1]);
        if (!tx) {
          answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
          return;
        }
        if (req.method === 'GET' && !m[2] && url.searchParams.get('mchid') === opts.mchId) {
          fake.queries.push(m[1]);
          answer(res, 200, tx);
          return;
        }
        if (req.method === 'POST' && m[2] && json.mchid === opts.mchId) {
          if (tx.trade_state === 'NOTPAY') tx.trade_state = 'CLOSED';
          fake.closed.push(m[1]);
          answer(res, 204);
          return;
        }
      }
      if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
        fake.refunds.push(json);
        const refundNo = String(json.out_refund_no);
        // One refund number is one refund: asked again, the same refund answers.
        const known = fake.refundsByNo.get(refundNo);
        if (known) {
          answer(res, 200, known);
          return;
        }
        const tx = fake.transactions.get(String(json.out_trade_no));
        const amount = json.amount as { refund?: number; total?: number } | undefined;
        if (
          !tx?.transaction_id ||
          tx.trade_state !== 'SUCCESS' ||
          amount?.total !== tx.amount.total
        ) {
          answer(res, 400, { code: 'INVALID_REQUEST', message: '退款请求无效' });
          return;
        }
        const refund: FakeWechatRefund = {
          mchid: opts.mchId,
          refund_id: `5030${randomBytes(8).toString('hex')}`,
          out_refund_no: refundNo,
          transaction_id: tx.transaction_id,
          out_trade_no: tx.out_trade_no,
          status: fake.refundAnswer,
          notify_url: String(json.notify_url ?? ''),
          create_time: new Date().toISOString(),
          user_received_account: '支付用户零钱',
          amount: {
            total: tx.amount.total,
            refund: amount.refund ?? 0,
            payer_total: tx.amount.total,
            payer_refund: amount.refund ?? 0,
          },
        };
        fake.refundsByNo.set(refundNo, refund);
        tx.trade_state = 'REFUND';
        if (fake.refundAnswer === 'SUCCESS') fake.settleRefund(refundNo, 'SUCCESS');
        const { mchid: _m, notify_url: _n, ...shown } = refund;
        answer(res, 200, shown);
        return;
      }
      const r = /^\/v3\/refund\/domestic\/refunds\/([\w|*@-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && r?.[1]) {
        fake.refundQueries.push(r[1]);
        const refund = fake.refundsByNo.get(r[1]);
        if (!refund) {
          answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
          return;
        }
        const { mchid: _m, notify_url: _n, ...shown } = refund;
        answer(res, 200, shown);
        return;
      }
      answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
