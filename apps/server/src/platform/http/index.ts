import { Code } from '@aita/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  isDatabaseUnavailable,
  isStorageFull,
  MSG_STORAGE_FULL,
  MSG_UNAVAILABLE,
} from '../../db/unavailable';
import { DomainError } from '../errors';
import { DEFAULT_HTTP_LIMITS, limitOptions, type HttpLimits } from './deadlines';
import { fail } from './envelope';
import type { LogLevel } from '../../env';
import {
  accessLogController,
  genReqId,
  loggerOptions,
  REQUEST_ID_HEADER,
  type LogStream,
} from './logging';
import {
  MSG_API_NOT_FOUND,
  MSG_BAD_REQUEST,
  MSG_BAD_URL,
  MSG_BODY_TOO_LARGE,
  MSG_INTERNAL,
  MSG_INVALID_JSON,
  MSG_RESOURCE_NOT_FOUND,
  MSG_SHUTTING_DOWN,
  MSG_TOO_MANY_REQUESTS,
  MSG_UNSUPPORTED_MEDIA_TYPE,
} from './messages';

/** Largest accepted request body (JSON): 1 MiB. Larger answers HTTP 413. */
export const BODY_LIMIT = 1024 * 1024;

/** Maps a transport-level error (HTTP status) to the envelope. See docs/server.md "Error policy". */
function transportError(error: FastifyError, status: number): { code: number; msg: string } {
  if (status === 413) return { code: Code.INVALID_PARAM, msg: MSG_BODY_TOO_LARGE };
  if (status === 415) return { code: Code.INVALID_PARAM, msg: MSG_UNSUPPORTED_MEDIA_TYPE };
  if (status === 404) return { code: Code.NOT_FOUND, msg: MSG_API_NOT_FOUND };
  if (status === 429) return { code: Code.TOO_MANY_REQUESTS, msg: MSG_TOO_MANY_REQUESTS };
  if (
    status === 400 &&
    (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
  ) {
    return { code: Code.INVALID_PARAM, msg: MSG_INVALID_JSON };
  }
  return { code: Code.INVALID_PARAM, msg: MSG_BAD_REQUEST };
}

/** Headers of every response (also those the router refuses before any hook runs). */
function commonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * What the router refuses before any route or hook (Fastify's `frameworkErrors`): a URL with a
 * malformed percent-escape → 400 40001 请求地址无效; a path parameter over 100 characters (no
 * file here has such a name) → 404 40004 资源不存在. Fastify would answer its own English JSON.
 */
function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  commonHeaders(request, reply);
  request.log.info({ errCode: error.code }, 'request rejected by the router');
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(fail(Code.INVALID_PARAM, MSG_BAD_URL));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
  }
  request.log.error({ err: error }, 'request failed in the router');
  return reply.code(500).send(fail(Code.INTERNAL, MSG_INTERNAL));
}

/** The Fastify options of the app: logging, request ids, body limit, proxies, router errors. */
export function fastifyOptions(options: {
  logLevel: LogLevel;
  logStream: LogStream;
  trustProxy: FastifyServerOptions['trustProxy'];
  limits?: HttpLimits;
}): FastifyServerOptions {
  return {
    ...limitOptions(options.limits ?? DEFAULT_HTTP_LIMITS),
    logger: loggerOptions(options.logLevel, options.logStream),
    genReqId,
    requestIdHeader: false,
    // One access-log line per request (logging.ts `accessLog`) instead of Fastify's two.
    logController: accessLogController(),
    bodyLimit: BODY_LIMIT,
    // TRUST_PROXY: request.ip (throttles, logs) is the client's only behind trusted proxies.
    trustProxy: options.trustProxy,
    // The web app is served from the same origin; nothing here needs a trailing-slash variant.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerError,
    // Requests during shutdown get our envelope (setupHttp), not Fastify's own 503 body.
    return503OnClosing: false,
  };
}

/**
 * The HTTP rules of every route (ARCHITECTURE.md "HTTP contract"), set on the root instance:
 * common headers, an empty JSON body read as no body, and the one error handler that answers a
 * {@link DomainError} as HTTP 200 with its code and any other failure with the envelope.
 */
export function setupHttp(app: FastifyInstance): void {
  // Shutdown: a request that still arrives (on a kept-alive connection) gets the envelope and
  // the connection closed; connections that become idle once their stream ended are closed at
  // once instead of holding the close for its grace period.
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
  // One callback-style hook (no promise per request): replying without calling `done` stops
  // the request there.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      reply.header('connection', 'close');
      reply.code(503).send(fail(Code.INTERNAL, MSG_SHUTTING_DOWN));
      return;
    }
    commonHeaders(request, reply);
    done();
  });

  // An empty JSON body counts as no body (the list call's payload is optional, §7).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });

  const faults = { loggedAt: -Infinity, seen: 0 };
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(200).send({ code: error.code, msg: error.message, data: error.data });
    }
    const fault = isStorageFull(error)
      ? MSG_STORAGE_FULL
      : isDatabaseUnavailable(error)
        ? MSG_UNAVAILABLE
        : undefined;
    if (fault) {
      // One line per 10 s, not a stack per request: an outage fails every request at once.
      faults.seen += 1;
      const now = performance.now();
      if (now - faults.loggedAt >= 10_000) {
        request.log.error(
          { errName: error.name, errMessage: error.message, failures: faults.seen },
          'database unavailable: answering 503',
        );
        faults.loggedAt = now;
        faults.seen = 0;
      }
      return reply.code(503).send(fail(Code.INTERNAL, fault));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(Code.INTERNAL, MSG_INTERNAL));
    }
    request.log.info({ errCode: error.code, errMessage: error.message }, 'request rejected');
    const { code, msg } = transportError(error, status);
    return reply.code(status).send(fail(code, msg));
  });
}
