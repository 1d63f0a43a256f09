import type { FastifyRequest } from 'fastify';

/**
 * The origin to put in absolute URLs we hand out (QR codes, activity links, upload endpoint).
 * PUBLIC_ORIGIN, except when it names port 0: with `PORT=0` (tests, startTestServer) the default
 * PUBLIC_ORIGIN is `http://127.0.0.1:0`, which no browser can reach, so the origin the request
 * came to is used instead.
 */
export function publicOriginFor(request: FastifyRequest, publicOrigin: string): string {
  if (!/:0$/.test(publicOrigin)) return publicOrigin;
  return `${request.protocol}://${request.host}`;
}
