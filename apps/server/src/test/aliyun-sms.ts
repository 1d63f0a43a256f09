import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcSignature } from './aliyun-sts';

/**
 * A local Aliyun SMS service (`dysmsapi.aliyuncs.com`, API version 2017-05-25) speaking the
 * RPC protocol for `SendSms`: it verifies the RPC signature V1 (test/aliyun-sts.ts
 * `rpcSignature`, written from the protocol description), the common parameters and a fresh
 * `SignatureNonce`, then answers Aliyun's JSON (`{Code:"OK", Message, BizId, RequestId}`) or
 * an error code such as `isv.BUSINESS_LIMIT_CONTROL`.
 */
export interface FakeSms {
  url: string;
  /** Accepted SendSms calls, parameters decoded. */
  sent: Record<string, string>[];
  /** Requests refused for a bad signature or parameters. */
  refused: string[];
  mode: 'ok' | 'limited';
  close(): Promise<void>;
}

export async function startFakeSms({
  accessKeyId,
  accessKeySecret,
}: {
  accessKeyId: string;
  accessKeySecret: string;
}): Promise<FakeSms> {
  const nonces = new Set<string>();
  const fake: FakeSms = { url: '', sent: [], refused: [], mode: 'ok', close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      const answer = (status: number, body: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: requestId, ...body }));
      };
      const params: Record<string, string> = {};
      const url = new URL(req.url ?? '/', 'http://local');
      for (const [k, v] of url.searchParams) params[k] = v;
      if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
          params[k] = v;
        }
      }
      const refuse = (code: string, message: string) => {
        fake.refused.push(code);
        answer(400, { Code: code, Message: message });
      };
      const age = Math.abs(Date.now() - Date.parse(params.Timestamp ?? ''));
      if (params.AccessKeyId !== accessKeyId) return refuse('InvalidAccessKeyId.NotFound', 'key');
      if (
        params.Format !== 'JSON' ||
        params.Version !== '2017-05-25' ||
        params.Action !== 'SendSms' ||
        params.SignatureMethod !== 'HMAC-SHA1' ||
        params.SignatureVersion !== '1.0' ||
        !(age < 15 * 60_000)
      ) {
        return refuse('MissingParameter', 'common parameters');
      }
      if (!params.SignatureNonce || nonces.has(params.SignatureNonce)) {
        return refuse('SignatureNonceUsed', 'nonce');
      }
      nonces.add(params.SignatureNonce);
      const { Signature: signature, ...rest } = params;
      if (signature !== rpcSignature(req.method ?? 'POST', rest, accessKeySecret)) {
        return refuse(
          'SignatureDoesNotMatch',
          'Specified signature is not matched with our calculation.',
        );
      }
      if (!params.PhoneNumbers || !params.SignName || !params.TemplateCode) {
        return refuse('MissingParameter', 'PhoneNumbers, SignName, TemplateCode');
      }
      try {
        JSON.parse(params.TemplateParam ?? '');
      } catch {
        return refuse('isv.INVALID_JSON_PARAM', 'TemplateParam');
      }
      if (fake.mode === 'limited') {
        return answer(200, {
          Code: 'isv.BUSINESS_LIMIT_CONTROL',
          Message: '触发分钟级流控Permits:1',
        });
      }
      fake.sent.push(params);
      answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((done) => server.close(() => done()));
  return fake;
}
