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
 * notifications the way WeChat Pay does (transaction AES-256-GCM encrypted with the APIv3 key,
 * envelope signed with the platform key).
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

export interface FakeWechatPay {
  url: string;
  transactions: Map<string, FakeWechatTransaction>;
  /** Requests whose signature or merchant fields did not check out. */
  refused: string[];
  closed: string[];
  refunds: Record<string, unknown>[];
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
      const nonce = randomBytes(6).toString('hex');
      const ad = 'transaction';
      const body = JSON.stringify({
        id: randomBytes(8).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: tx.trade_state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: wechatEncrypt(JSON.stringify(tx), opts.apiV3Key, nonce, ad),
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
        const tx = fake.transactions.get(String(json.out_trade_no));
        const amount = json.amount as { refund?: number; total?: number } | undefined;
        if (!tx || tx.trade_state !== 'SUCCESS' || amount?.total !== tx.amount.total) {
          answer(res, 400, { code: 'INVALID_REQUEST', message: '退款请求无效' });
          return;
        }
        tx.trade_state = 'REFUND';
        fake.refunds.push(json);
        answer(res, 200, {
          refund_id: `5030${randomBytes(8).toString('hex')}`,
          status: 'PROCESSING',
        });
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
