import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import {
  canonicalString,
  parseAuthorization,
  sameSignature,
  signV1,
} from '../../../platform/storage/sign';

/**
 * A local Aliyun OSS bucket for the server-side sink: PutObject, GetObject and DeleteObject on
 * the bucket host (`{bucket}.{region}.aliyuncs.com`), each checked against the OSS header
 * signature V1 of one access key. Errors are OSS XML documents.
 */
export async function startFakeBucket(key: { id: string; secret: string }) {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fail = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml', 'x-oss-request-id': 'fake' });
        res.end(
          `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`,
        );
      };
      const vhost = /^([a-z0-9-]+)\.(oss-[a-z0-9-]+)\.aliyuncs\.com$/.exec(req.headers.host ?? '');
      if (!vhost) return fail(400, 'InvalidRequest');
      const bucket = vhost[1] as string;
      const name = decodeURIComponent((req.url ?? '/').split('?')[0]?.slice(1) ?? '');
      const header = (h: string) => {
        const v = req.headers[h];
        return Array.isArray(v) ? v[0] : v;
      };
      const auth = parseAuthorization(req.headers.authorization);
      const date = header('x-oss-date') ?? header('date') ?? '';
      const expected = signV1(
        key.secret,
        canonicalString({
          method: req.method ?? 'GET',
          contentMd5: header('content-md5'),
          contentType: header('content-type'),
          date,
          headers: req.headers,
          resource: `/${bucket}/${name}`,
        }),
      );
      if (auth?.accessKeyId !== key.id || !sameSignature(expected, auth.signature)) {
        return fail(403, 'SignatureDoesNotMatch');
      }
      if (req.method === 'PUT') {
        objects.set(name, { body: Buffer.concat(chunks), type: header('content-type') });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      const object = objects.get(name);
      if (req.method === 'DELETE') {
        objects.delete(name);
        res.writeHead(204);
        return res.end();
      }
      if (!object) return fail(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.type ?? 'application/octet-stream' });
      res.end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    objects,
    /** ali-oss's `urllib` option: plain HTTP to this server, the bucket host kept. */
    urllib: {
      request(
        url: string,
        params: {
          method?: string;
          headers?: Record<string, string>;
          content?: Buffer | string;
          stream?: Readable;
        },
      ) {
        const target = new URL(url);
        return new Promise((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: params.method ?? 'GET',
              path: `${target.pathname}${target.search}`,
              headers: { ...params.headers, host: target.host },
            },
            (res) => {
              const body: Buffer[] = [];
              res.on('data', (c: Buffer) => body.push(c));
              res.on('end', () => {
                const data = Buffer.concat(body);
                const status = res.statusCode ?? 0;
                const info = {
                  status,
                  statusCode: status,
                  headers: res.headers,
                  size: data.length,
                  aborted: false,
                  rt: 1,
                  keepAliveSocket: false,
                  data,
                  requestUrls: [url],
                  timing: null,
                  remoteAddress: '127.0.0.1',
                  remotePort: port,
                };
                resolve({ status, headers: res.headers, data, res: info });
              });
            },
          );
          req.on('error', reject);
          if (params.stream) params.stream.pipe(req);
          else req.end(params.content);
        });
      },
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
