import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipaySignContent } from '../platform/payment/alipay-sign';
import { centsOf, yuan } from '../platform/payment/provider-http';
import { rsaSign, rsaVerify } from '../platform/payment/wechat-sign';
import type { TestKeyPair } from './pay-keys';

/**
 * A local Alipay open-platform gateway (`gateway.do`) speaking the real protocol for 当面付:
 * it checks every request's RSA2 `sign` over the sorted parameters with the test app's public
 * key (and `app_id`, `sign_type`, `charset`, `version`), answers `{<method>_response: {...},
 * sign}` signed with the test Alipay key over the raw response object, and makes notifications
 * the way Alipay does (a form signed over the sorted parameters without sign and sign_type).
 */
export interface FakeAlipayTrade {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  trade_no?: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notify_url: string;
  /** Set once alipay.trade.precreate was called; a trade "exists" at Alipay only once scanned. */
  scanned: boolean;
}

export interface FakeAlipay {
  url: string;
  trades: Map<string, FakeAlipayTrade>;
  refused: string[];
  closed: string[];
  queries: string[];
  refunds: Record<string, unknown>[];
  forgeAnswers?: TestKeyPair;
  pay(orderId: string): FakeAlipayTrade;
  notification(
    orderId: string,
    changes?: Record<string, string>,
    opts?: { signWith?: TestKeyPair },
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export async function startFakeAlipay(opts: {
  appId: string;
  app: TestKeyPair;
  alipay: TestKeyPair;
}): Promise<FakeAlipay> {
  const fake: FakeAlipay = {
    url: '',
    trades: new Map(),
    refused: [],
    closed: [],
    queries: [],
    refunds: [],
    pay(orderId) {
      const trade = fake.trades.get(orderId);
      if (!trade) throw new Error(`no trade ${orderId}`);
      trade.scanned = true;
      trade.trade_status = 'TRADE_SUCCESS';
      trade.trade_no = `2026${randomBytes(10).toString('hex').slice(0, 20)}`;
      return trade;
    },
    notification(orderId, changes = {}, o = {}) {
      const trade = fake.trades.get(orderId);
      const params: Record<string, string> = {
        notify_time: '2026-11-26 12:00:00',
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(12).toString('hex'),
        app_id: opts.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade?.trade_no ?? '',
        out_trade_no: orderId,
        trade_status: trade?.trade_status ?? 'TRADE_SUCCESS',
        total_amount: trade?.total_amount ?? '0.00',
        receipt_amount: trade?.total_amount ?? '0.00',
        subject: trade?.subject ?? '',
        gmt_payment: '2026-11-26 11:59:58',
        ...changes,
      };
      const key = (o.signWith ?? opts.alipay).privateKey;
      params.sign = rsaSign(alipaySignContent(params, ['sign', 'sign_type']), key);
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      };
    },
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const params: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
        params[k] = v;
      }
      const method = params.method ?? '';
      const name = `${method.replace(/\./g, '_')}_response`;
      const answer = (payload: Record<string, unknown>, error = false) => {
        const raw = JSON.stringify(payload);
        const sign = rsaSign(raw, (fake.forgeAnswers ?? opts.alipay).privateKey);
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`{"${error ? 'error_response' : name}":${raw},"sign":"${sign}"}`);
      };
      const ok = (fields: Record<string, unknown>) =>
        answer({ code: '10000', msg: 'Success', ...fields });
      const fail = (code: string, sub: string, msg: string) =>
        answer({ code, msg: 'Business Failed', sub_code: sub, sub_msg: msg });
      const signed =
        typeof params.sign === 'string' &&
        rsaVerify(alipaySignContent(params, ['sign']), params.sign, opts.app.publicKey);
      if (
        !signed ||
        params.app_id !== opts.appId ||
        params.sign_type !== 'RSA2' ||
        params.charset !== 'utf-8' ||
        params.version !== '1.0'
      ) {
        fake.refused.push(method);
        answer(
          {
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: 'isv.invalid-signature',
            sub_msg: '验签出错',
          },
          true,
        );
        return;
      }
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      const orderId = biz.out_trade_no ?? '';
      const trade = fake.trades.get(orderId);
      if (method === 'alipay.trade.precreate') {
        fake.trades.set(orderId, {
          out_trade_no: orderId,
          total_amount: biz.total_amount ?? '',
          subject: biz.subject ?? '',
          trade_status: 'WAIT_BUYER_PAY',
          notify_url: params.notify_url ?? '',
          scanned: false,
        });
        ok({
          out_trade_no: orderId,
          qr_code: `https://qr.alipay.com/bax0${randomBytes(6).toString('hex')}`,
        });
        return;
      }
      if (!trade?.scanned) {
        if (method === 'alipay.trade.query') fake.queries.push(orderId);
        if (method === 'alipay.trade.close') fake.closed.push(orderId);
        fail('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        return;
      }
      if (method === 'alipay.trade.query') {
        fake.queries.push(orderId);
        ok({
          out_trade_no: orderId,
          trade_no: trade.trade_no,
          trade_status: trade.trade_status,
          total_amount: trade.total_amount,
        });
        return;
      }
      if (method === 'alipay.trade.close') {
        fake.closed.push(orderId);
        trade.trade_status = 'TRADE_CLOSED';
        ok({ out_trade_no: orderId, trade_no: trade.trade_no });
        return;
      }
      if (method === 'alipay.trade.refund') {
        if (
          trade.trade_status !== 'TRADE_SUCCESS' ||
          centsOf(biz.refund_amount) !== centsOf(trade.total_amount)
        ) {
          fail('40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
          return;
        }
        fake.refunds.push(biz);
        ok({
          out_trade_no: orderId,
          trade_no: trade.trade_no,
          refund_fee: yuan(centsOf(biz.refund_amount) ?? 0),
          fund_change: 'Y',
        });
        return;
      }
      fail('40004', 'isv.invalid-method', '不存在的方法名');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
