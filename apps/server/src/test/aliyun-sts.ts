import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Aliyun STS (`sts.aliyuncs.com`, API version 2015-04-01) speaking the real RPC protocol,
 * for tests. It verifies each request as Aliyun does (RPC signature V1, "签名机制" of the
 * Aliyun RPC API docs) and answers AssumeRole's real JSON, or Aliyun's error JSON:
 *
 * - parameters from the query string and an `application/x-www-form-urlencoded` body;
 * - `Format=JSON`, `Version=2015-04-01`, `Action=AssumeRole`, `SignatureMethod=HMAC-SHA1`,
 *   `SignatureVersion=1.0`, a `SignatureNonce` not seen before, a UTC ISO 8601 `Timestamp`
 *   within 15 minutes, the configured `AccessKeyId`;
 * - StringToSign = `METHOD&%2F&` + percentEncode(canonicalized query), where the canonicalized
 *   query is every parameter but `Signature`, sorted by name, `percentEncode(k)=percentEncode(v)`
 *   joined by `&`; percentEncode leaves only `A-Z a-z 0-9 - _ . ~` and encodes every other UTF-8
 *   byte as `%XY` (upper-case hex; a space is `%20`, never `+`);
 * - Signature = base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)).
 *
 * Written from the protocol description, independently of ali-oss's client code.
 */
export interface FakeSts {
  /** e.g. `http://127.0.0.1:41234` (ALIYUN_STS_ENDPOINT). */
  url: string;
  /** Every accepted AssumeRole call, parameters decoded. */
  calls: Record<string, string>[];
  /** Credentials issued so far, by AccessKeyId (what OSS would accept). */
  issued: Map<string, IssuedCredential>;
  /** What the next calls answer. */
  mode: 'ok' | 'denied' | 'server-error' | 'hang' | 'garbage' | 'no-credentials';
  /** Lifetime of issued credentials from now, ms (default DurationSeconds). */
  lifetimeMs: number | undefined;
  /** The RequestId of the last error answer. */
  lastErrorRequestId: string | undefined;
  close(): Promise<void>;
}

export interface IssuedCredential {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: string;
  /** The inline policy sent with AssumeRole, parsed. */
  policy: unknown;
  sessionName: string;
}

/** Aliyun's percent-encoding for RPC signatures (RFC 3986 unreserved characters kept). */
export function aliyunPercentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The RPC V1 signature of `params` (without `Signature`) for `method`. */
export function rpcSignature(method: string, params: Record<string, string>, secret: string) {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] as string)}`)
    .join('&');
  const stringToSign = `${method.toUpperCase()}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

const noMillis = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function startFakeSts({
  accessKeyId,
  accessKeySecret,
}: {
  accessKeyId: string;
  accessKeySecret: string;
}): Promise<FakeSts> {
  const nonces = new Set<string>();
  const hanging = new Set<ServerResponse>();
  const fake: FakeSts = {
    url: '',
    calls: [],
    issued: new Map(),
    mode: 'ok',
    lifetimeMs: undefined,
    lastErrorRequestId: undefined,
    close: async () => undefined,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) => {
    const requestId = randomBytes(16).toString('hex').toUpperCase();
    fake.lastErrorRequestId = requestId;
    send(res, status, {
      RequestId: requestId,
      HostId: 'sts.aliyuncs.com',
      Code: code,
      Message: message,
      Recommend: `https://api.aliyun.com/troubleshoot?q=${code}`,
    });
    return requestId;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://sts');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (req.method === 'POST') {
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return error(res, 400, 'InvalidParameter', 'Content-Type must be form-urlencoded.');
      }
      Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
    }
    for (const name of [
      'Action',
      'Version',
      'Format',
      'AccessKeyId',
      'SignatureMethod',
      'SignatureVersion',
      'SignatureNonce',
      'Timestamp',
      'Signature',
    ]) {
      if (!params[name]) return error(res, 400, 'MissingParameter', `${name} is mandatory.`);
    }
    if (params.Format !== 'JSON') return error(res, 400, 'InvalidParameter', 'Format');
    if (params.Version !== '2015-04-01') return error(res, 400, 'InvalidVersion', 'Version');
    if (params.Action !== 'AssumeRole') return error(res, 404, 'InvalidAction.NotFound', 'Action');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return error(res, 400, 'InvalidParameter', 'SignatureMethod');
    }
    const at = Date.parse(params.Timestamp as string);
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(params.Timestamp as string) ||
      !Number.isFinite(at) ||
      Math.abs(at - Date.now()) > 15 * 60 * 1000
    ) {
      return error(res, 400, 'InvalidTimeStamp.Format', 'Specified time stamp is not valid.');
    }
    if (nonces.has(params.SignatureNonce as string)) {
      return error(res, 400, 'SignatureNonceUsed', 'Specified signature nonce was used.');
    }
    nonces.add(params.SignatureNonce as string);
    if (params.AccessKeyId !== accessKeyId) {
      return error(res, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const expected = Buffer.from(rpcSignature(req.method ?? 'GET', params, accessKeySecret));
    const given = Buffer.from(params.Signature as string);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return error(
        res,
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    }
    for (const name of ['RoleArn', 'RoleSessionName']) {
      if (!params[name]) return error(res, 400, 'MissingParameter', `${name} is mandatory.`);
    }
    const duration = Number(params.DurationSeconds ?? 3600);
    if (!Number.isInteger(duration) || duration < 900 || duration > 3600) {
      return error(res, 400, 'InvalidParameter.DurationSeconds', 'DurationSeconds');
    }
    let policy: unknown;
    try {
      policy = params.Policy === undefined ? undefined : JSON.parse(params.Policy);
    } catch {
      return error(res, 400, 'InvalidParameter.PolicyGrammar', 'Policy is not JSON.');
    }
    fake.calls.push(params);

    if (fake.mode === 'hang') {
      hanging.add(res);
      return undefined;
    }
    if (fake.mode === 'denied') {
      return error(
        res,
        403,
        'NoPermission',
        'You are not authorized to do this action. You should be authorized by RAM.',
      );
    }
    if (fake.mode === 'server-error') {
      return error(res, 500, 'InternalError', 'The request processing has failed.');
    }
    if (fake.mode === 'garbage') {
      return send(res, 200, '<html><body>502 Bad Gateway</body></html>');
    }
    const requestId = randomBytes(16).toString('hex').toUpperCase();
    if (fake.mode === 'no-credentials') return send(res, 200, { RequestId: requestId });
    const credential: IssuedCredential = {
      accessKeyId: `STS.NU${randomBytes(10).toString('hex')}`,
      accessKeySecret: randomBytes(20).toString('base64url'),
      securityToken: `CAIS${randomBytes(60).toString('base64')}`,
      expiration: noMillis(new Date(Date.now() + (fake.lifetimeMs ?? duration * 1000))),
      policy,
      sessionName: params.RoleSessionName as string,
    };
    fake.issued.set(credential.accessKeyId, credential);
    return send(res, 200, {
      RequestId: requestId,
      AssumedRoleUser: {
        Arn: `${params.RoleArn}/${params.RoleSessionName}`,
        AssumedRoleId: `3${randomBytes(8).toString('hex')}:${params.RoleSessionName}`,
      },
      Credentials: {
        AccessKeyId: credential.accessKeyId,
        AccessKeySecret: credential.accessKeySecret,
        SecurityToken: credential.securityToken,
        Expiration: credential.expiration,
      },
    });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
