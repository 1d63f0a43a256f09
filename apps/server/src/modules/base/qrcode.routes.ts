import { home, type Data } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { compressedBody, sendCachedBody } from '../../platform/http/cached-body';
import { fail, ok } from '../../platform/http/envelope';
import { MSG_RESOURCE_NOT_FOUND } from '../../platform/http/messages';
import { publicOriginFor } from '../../platform/http/public-origin';
import type { QrCodeService } from './qrcode.service';

/**
 * `GET /v1/qrcode/list` → `QrItem[]` (§3: assistant, group, app download; fixed for the process,
 * so serialized and compressed once, with an `ETag` for 304s), and the images at
 * `GET /static/qrcode/<kind>.svg` (real QR codes, cached for a day).
 */
export const qrcodeRoutes: FastifyPluginAsync<{ qrcodes: QrCodeService }> = async (
  app,
  { qrcodes },
) => {
  const list = await compressedBody(ok<Data<typeof home.qrcodes>>(qrcodes.list()));
  app.get(home.qrcodes.path, async (request, reply) =>
    sendCachedBody(request, reply, list, 'public, no-cache'),
  );

  app.get<{ Params: { file: string } }>('/static/qrcode/:file', async (request, reply) => {
    const match = /^([a-z]+)\.svg$/.exec(request.params.file);
    const origin = publicOriginFor(request, qrcodes.publicOrigin);
    const svg = match ? await qrcodes.svg(match[1] as string, origin) : undefined;
    if (svg === undefined)
      return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
};
