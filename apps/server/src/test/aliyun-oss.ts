import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
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
 *
 * With `ramKey` it is also the bucket of the server's own RAM key: GetObject (with `Range`,
 * answering 206 and `Content-Range` as OSS does), PutObject, CopyObject (`x-oss-copy-source`)
 * and DeleteObject, each checked against that key's signature. Objects put with an STS
 * credential are readable this way too.
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
  /** The bucket's current objects by key (STS and RAM-key puts). */
  bucket: Map<string, Buffer>;
  /** `Range` headers of the GETs received, in order ('' without one). */
  ranges: string[];
  /** GETs signed in the URL (V1 query signature) that were answered, their paths in order. */
  signedGets: string[];
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

export async function startFakeOss(
  sts: FakeSts,
  { ramKey }: { ramKey?: { id: string; secret: string } } = {},
): Promise<FakeOss> {
  const objects: FakeOss['objects'] = [];
  const bucketObjects = new Map<string, Buffer>();
  const ranges: string[] = [];
  const signedGets: string[] = [];
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
      const bucket = vhost[1] as string;
      const key = decodeURIComponent((req.url ?? '/').split('?')[0]?.slice(1) ?? '');
      const query = new URL(req.url ?? '/', 'http://oss').searchParams;
      if (ramKey && req.method === 'GET' && query.has('Signature')) {
        return serveSignedUrl(req, res, { bucket, key, query, fail });
      }
      const auth = parseAuthorization(req.headers.authorization);
      if (!auth) return fail(403, 'AccessDenied', 'AccessDenied');
      if (ramKey && auth.accessKeyId === ramKey.id) {
        return serveRamKey(req, res, Buffer.concat(chunks), { bucket, key, fail });
      }
      if (req.method !== 'PUT') return fail(405, 'MethodNotAllowed', 'Only PUT here.');
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
      bucketObjects.set(key, body);
      const etag = `"${createHash('md5').update(body).digest('hex').toUpperCase()}"`;
      res.writeHead(200, { etag, 'x-oss-request-id': randomBytes(12).toString('hex') });
      res.end();
    });
  });
  /**
   * A GET signed in the URL with the RAM key, as OSS checks it: `OSSAccessKeyId`, `Expires` not
   * past, `Signature` over `GET\n\n\n{Expires}\n/{bucket}/{key}` plus the `response-*`
   * sub-resources (sorted, decoded), which then set the answer's headers.
   */
  function serveSignedUrl(
    req: IncomingMessage,
    res: ServerResponse,
    {
      bucket,
      key,
      query,
      fail,
    }: {
      bucket: string;
      key: string;
      query: URLSearchParams;
      fail: (s: number, c: string, m: string) => void;
    },
  ) {
    const expires = query.get('Expires') ?? '';
    if (query.get('OSSAccessKeyId') !== ramKey?.id) {
      return fail(403, 'InvalidAccessKeyId', 'The OSS Access Key Id does not exist.');
    }
    if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= Date.now()) {
      return fail(403, 'AccessDenied', 'Request has expired.');
    }
    const overrides = [...query.entries()]
      .filter(([name]) => name.startsWith('response-'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const resource = `/${bucket}/${key}${
      overrides.length > 0 ? `?${overrides.map(([n, v]) => `${n}=${v}`).join('&')}` : ''
    }`;
    const expected = createHmac('sha1', ramKey?.secret ?? '')
      .update(`GET\n\n\n${expires}\n${resource}`)
      .digest('base64');
    if (!sameSignature(expected, query.get('Signature') ?? '')) {
      return fail(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match.',
      );
    }
    const object = bucketObjects.get(key);
    if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
    signedGets.push(req.url ?? '');
    const headers: Record<string, string> = {
      'x-oss-request-id': randomBytes(12).toString('hex'),
      'content-length': String(object.length),
    };
    for (const [name, value] of overrides) headers[name.slice('response-'.length)] = value;
    res.writeHead(200, headers);
    res.end(object);
  }

  function serveRamKey(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    {
      bucket,
      key,
      fail,
    }: { bucket: string; key: string; fail: (s: number, c: string, m: string) => void },
  ) {
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const auth = parseAuthorization(req.headers.authorization);
    const expected = signV1(
      ramKey?.secret ?? '',
      canonicalString({
        method: req.method ?? 'GET',
        contentMd5: header('content-md5'),
        contentType: header('content-type'),
        date: header('x-oss-date') ?? header('date') ?? '',
        headers: req.headers,
        resource: `/${bucket}/${key}`,
      }),
    );
    if (!auth || !sameSignature(expected, auth.signature)) {
      return fail(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match.',
      );
    }
    const done = (status: number, headers: Record<string, string> = {}, data?: Buffer) => {
      res.writeHead(status, { 'x-oss-request-id': randomBytes(12).toString('hex'), ...headers });
      res.end(data);
    };
    if (req.method === 'PUT') {
      const source = header('x-oss-copy-source');
      if (source) {
        const from = decodeURIComponent(source.replace(`/${bucket}/`, ''));
        const object = bucketObjects.get(from);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        bucketObjects.set(key, object);
        return done(
          200,
          { 'content-type': 'application/xml' },
          Buffer.from(
            '<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><ETag>"C"</ETag><LastModified>2026-01-01T00:00:00.000Z</LastModified></CopyObjectResult>',
          ),
        );
      }
      bucketObjects.set(key, body);
      return done(200, { etag: '"E"' });
    }
    if (req.method === 'DELETE') {
      bucketObjects.delete(key);
      return done(204);
    }
    if (req.method !== 'GET') return fail(405, 'MethodNotAllowed', 'Not here.');
    const object = bucketObjects.get(key);
    if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
    const range = header('range') ?? '';
    ranges.push(range);
    const m = /^bytes=(\d+)-(\d*)$/.exec(range);
    if (m && Number(m[1]) < object.length) {
      const start = Number(m[1]);
      const end = Math.min(m[2] ? Number(m[2]) : object.length - 1, object.length - 1);
      return done(
        206,
        { 'content-range': `bytes ${start}-${end}/${object.length}` },
        object.subarray(start, end + 1),
      );
    }
    return done(200, {}, object);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    objects,
    bucket: bucketObjects,
    ranges,
    signedGets,
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
