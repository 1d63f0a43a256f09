import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_OBJECT_BYTES, OSS_MESSAGES, OssError, type BuiltinStore } from './builtin-store';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An OSS error document (what ali-oss parses into `err.code` / `err.message`). */
function sendOssError(request: FastifyRequest, reply: FastifyReply, error: OssError) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Error>
  <Code>${escapeXml(error.ossCode)}</Code>
  <Message>${escapeXml(error.message)}</Message>
  <RequestId>${escapeXml(request.id)}</RequestId>
  <HostId>${escapeXml(request.hostname)}</HostId>
</Error>
`;
  return reply
    .code(error.status)
    .header('content-type', 'application/xml; charset=utf-8')
    .header('x-oss-request-id', request.id)
    .send(xml);
}

/** `/oss/{bucket}/{key…}` → bucket and percent-decoded key; undefined when malformed. */
function splitPath(url: string): { bucket: string; key: string } | undefined {
  const path = url.split('?')[0] ?? '';
  const match = /^\/([a-z0-9-]{3,63})\/(.+)$/.exec(path);
  if (!match) return undefined;
  try {
    return { bucket: match[1] as string, key: decodeURIComponent(match[2] as string) };
  } catch {
    return undefined;
  }
}

/**
 * The built-in OSS-compatible store's HTTP face (docs/oss.md), path style, registered at the
 * root because ali-oss with `sldEnable` puts to `{endpoint}/{bucket}/{key}` and the one bucket
 * is named `oss`:
 * - `PUT /oss/{key}`: signed upload (OSS V1 header signature with the temporary credential),
 *   image bodies up to 10 MB inside the credential's directory; 200 with an ETag;
 * - `GET /oss/{key}`: the stored image, public, with nosniff.
 * In Aliyun OSS mode (`acceptUploads: false`) every PUT is refused 403 AccessDenied: credentials
 * then come from STS and never match this store.
 * Refusals answer the OSS XML error format (`<Error><Code>…<Message>中文…`) with HTTP 400/403/404.
 */
export const ossObjectRoutes: FastifyPluginAsync<{
  store: BuiltinStore;
  /** False in Aliyun OSS mode: PUT is refused, GET still serves objects stored before. */
  acceptUploads?: boolean;
}> = async (app, { store, acceptUploads = true }) => {
  // Raw bodies of any type, in this plugin only; one byte over the limit so oversize is ours.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof OssError) return sendOssError(request, reply, error);
    if (error.statusCode === 413) {
      return sendOssError(
        request,
        reply,
        new OssError(400, 'EntityTooLarge', OSS_MESSAGES.tooLarge),
      );
    }
    if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'oss request failed');
    else request.log.info({ errCode: error.code }, 'oss request rejected');
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    return sendOssError(
      request,
      reply,
      new OssError(
        status,
        status === 400 ? 'InvalidArgument' : 'InternalError',
        status === 400 ? '请求无效' : '服务器内部错误',
      ),
    );
  });

  const uploadsOff = async () => {
    throw new OssError(403, 'AccessDenied', OSS_MESSAGES.uploadsOff);
  };
  app.put(
    '/oss/*',
    // Refused before the body is read.
    { bodyLimit: MAX_OBJECT_BYTES, ...(acceptUploads ? {} : { onRequest: uploadsOff }) },
    async (request, reply) => {
      if (request.url.includes('?')) throw new OssError(400, 'InvalidArgument', OSS_MESSAGES.query);
      const parts = splitPath(request.url);
      if (!parts) throw new OssError(400, 'InvalidObjectName', OSS_MESSAGES.badKey);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { etag } = await store.put({ ...parts, headers: request.headers, body });
      return reply.header('etag', etag).header('x-oss-request-id', request.id).send('');
    },
  );

  app.get('/oss/*', async (request, reply) => {
    const parts = splitPath(request.url);
    const object = parts && (await store.get(parts.bucket, parts.key));
    if (!object) throw new OssError(404, 'NoSuchKey', OSS_MESSAGES.notFound);
    return reply
      .header('content-type', object.type)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
};
