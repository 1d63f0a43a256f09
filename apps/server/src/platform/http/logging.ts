import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { LogLevel } from '../../env';

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Uses the caller's X-Request-Id when it is short and plain, else a random UUID. */
export function genReqId(req: RawRequestDefaultExpression): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Replaces the values of secret-bearing query parameters (token, ticket, …) in a URL. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|ticket|password|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * pino options: request ids, no headers in request logs, secret query params and headers
 * redacted (X-Token is the login token, ARCHITECTURE.md "HTTP contract").
 */
export function loggerOptions(
  level: LogLevel,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers["x-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
