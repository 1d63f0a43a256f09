import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  canonicalString,
  parseAuthorization,
  sameSignature,
  signV1,
} from '../platform/storage/sign';
import type { FakeSts } from './aliyun-sts';

/**
 * A local Aliyun OSS that speaks PutObject enough for tests: virtual-hosted style
 * (`Host: {bucket}.{region}.aliyuncs.com`, path `/{key}`), OSS header signature V1 with an STS
 * credential issued by {@link FakeSts} (`x-oss-security-token` must be that credential's token),
 * and the credential's inline policy evaluated as OSS does for `oss:PutObject` on
 * `acs:oss:*:*:{bucket}/{key}`. Errors are OSS XML documents.
 */
export interface FakeOss {
  port: number;
  /** Accepted uploads. */
  objects: {
    host: string;
    bucket: string;
    key: string;
    body: Buffer;
    headers: IncomingHttpHeaders;
  }[];
  close(): Promise<void>;
}

/** Whether an STS inline policy allows `action` on `resource` (Allow statements, `*` globs). */
export function policyAllows(policy: unknown, action: string, resource: string): boolean {
  const glob = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const statements = (policy as { Statement?: unknown[] } | undefined)?.Statement ?? [];
  return statements.some((s) => {
    const st = s as { Effect?: string; Action?: string[]; Resource?: string[] };
    return (
      st.Effect === 'Allow' &&
      (st.Action ?? []).some((a) => glob(a).test(action)) &&
      (st.Resource ?? []).some((r) => glob(r).test(resource))
    );
  });
}

export async function startFakeOss(sts: FakeSts): Promise<FakeOss> {
  const objects: FakeOss['objects'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fail = (status: number, code: string, message: string) => {
        const id = randomBytes(12).toString('hex').toUpperCase();
        res.writeHead(status, { 'content-type': 'application/xml', 'x-oss-request-id': id });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${id}</RequestId><HostId>${req.headers.host ?? ''}</HostId></Error>`,
        );
      };
      const host = req.headers.host ?? '';
      const vhost = /^([a-z0-9-]{3,63})\.(oss-[a-z0-9-]+)\.aliyuncs\.com$/.exec(host);
      if (!vhost) return fail(400, 'InvalidRequest', 'Use the bucket host.');
      if (req.method !== 'PUT') return fail(405, 'MethodNotAllowed', 'Only PUT here.');
      const bucket = vhost[1] as string;
      const key = decodeURIComponent((req.url ?? '/').split('?')[0]?.slice(1) ?? '');
      const auth = parseAuthorization(req.headers.authorization);
      if (!auth) return fail(403, 'AccessDenied', 'AccessDenied');
      const cred = sts.issued.get(auth.accessKeyId);
      if (!cred) return fail(403, 'InvalidAccessKeyId', 'The OSS Access Key Id does not exist.');
      if (req.headers['x-oss-security-token'] !== cred.securityToken) {
        return fail(403, 'InvalidSecurityToken', 'The security token you provided is invalid.');
      }
      if (Date.parse(cred.expiration) <= Date.now()) {
        return fail(403, 'SecurityTokenExpired', 'The security token you provided has expired.');
      }
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const signed = [header('x-oss-date'), header('date')].some(
        (date) =>
          date !== undefined &&
          sameSignature(
            signV1(
              cred.accessKeySecret,
              canonicalString({
                method: 'PUT',
                contentMd5: header('content-md5'),
                contentType: header('content-type'),
                date,
                headers: req.headers,
                resource: `/${bucket}/${key}`,
              }),
            ),
            auth.signature,
          ),
      );
      if (!signed) {
        return fail(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match.',
        );
      }
      if (!policyAllows(cred.policy, 'oss:PutObject', `acs:oss:*:*:${bucket}/${key}`)) {
        return fail(
          403,
          'AccessDenied',
          'You have no right to access this object because of bucket acl.',
        );
      }
      const body = Buffer.concat(chunks);
      objects.push({ host, bucket, key, body, headers: req.headers });
      const etag = `"${createHash('md5').update(body).digest('hex').toUpperCase()}"`;
      res.writeHead(200, { etag, 'x-oss-request-id': randomBytes(12).toString('hex') });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    objects,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * An `urllib` for ali-oss's Node client (its `urllib` option) that sends each request over
 * plain HTTP to 127.0.0.1:`port`, keeping the method, path, headers and the original `Host`
 * (`{bucket}.{region}.aliyuncs.com`): what would go inside TLS to Aliyun reaches the fake OSS.
 * The requested URLs are recorded.
 */
export function forwardingUrllib(port: number, urls: string[] = []) {
  return {
    urls,
    request(
      url: string,
      params: { method?: string; headers?: Record<string, string>; content?: Buffer | string },
    ) {
      urls.push(url);
      const target = new URL(url);
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: params.method ?? 'GET',
            path: `${target.pathname}${target.search}`,
            headers: { ...params.headers, host: target.host },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const data = Buffer.concat(chunks);
              const status = res.statusCode ?? 0;
              resolve({
                status,
                headers: res.headers,
                data,
                res: {
                  status,
                  statusCode: status,
                  headers: res.headers,
                  size: data.length,
                  aborted: false,
                  rt: Date.now() - started,
                  keepAliveSocket: false,
                  data,
                  requestUrls: [url],
                  timing: null,
                  remoteAddress: '127.0.0.1',
                  remotePort: port,
                },
              });
            });
          },
        );
        req.on('error', reject);
        if (params.content !== undefined) req.write(params.content);
        req.end();
      });
    },
  };
}
