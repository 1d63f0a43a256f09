/**
 * Connection limits and deadlines of the HTTP server (docs/server.md "Deadlines and connection
 * cap"): how long a client may take to send its headers and its body, how long a connection may
 * sit idle, and how many connections one process holds. A body has a short deadline unless it is
 * an upload (multipart or a raw file), which may take as long as a school's network needs.
 */
import { Code } from '@aita/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { MSG_REQUEST_TIMEOUT } from './messages';

export interface HttpLimits {
  /** HTTP_HEADERS_TIMEOUT_MS (default 20000): the request line and headers. */
  headersTimeoutMs: number;
  /** HTTP_BODY_TIMEOUT_MS (default 30000): a JSON or form body, from its first header byte. */
  bodyTimeoutMs: number;
  /** HTTP_UPLOAD_TIMEOUT_MS (default 3600000): a multipart or raw-file body. */
  uploadTimeoutMs: number;
  /** HTTP_IDLE_TIMEOUT_MS (default 120000): a connection with no byte either way. */
  idleTimeoutMs: number;
  /** HTTP_MAX_CONNECTIONS (default 4096): open connections one process accepts. */
  maxConnections: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 20_000,
  bodyTimeoutMs: 30_000,
  uploadTimeoutMs: 3_600_000,
  idleTimeoutMs: 120_000,
  maxConnections: 4096,
};

/** Content types whose bodies are files: they get the upload deadline. */
const UPLOAD_TYPE = /^(multipart\/|application\/octet-stream|audio\/|video\/|image\/)/i;

/** Whether the request announces a body (a length above 0, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** The deadline of this request's body, or null when it has none. */
export function bodyDeadlineMs(request: FastifyRequest, limits: HttpLimits): number | null {
  if (!hasBody(request)) return null;
  const type = request.headers['content-type'] ?? '';
  return UPLOAD_TYPE.test(type) ? limits.uploadTimeoutMs : limits.bodyTimeoutMs;
}

/** Fastify's own options for the limits it knows (socket idle time). */
export function limitOptions(limits: HttpLimits): { connectionTimeout: number } {
  return { connectionTimeout: limits.idleTimeoutMs };
}

/**
 * Applies the limits to `app`: Node's header and whole-request deadlines (the latter the upload
 * one, the longest any request may take), the connection cap, and a per-request body deadline.
 * A body not received in time is answered 408 with the envelope and the connection is closed, so
 * a slow or stalled sender holds neither a socket nor a parser for long.
 */
export function applyHttpLimits(app: FastifyInstance, limits: HttpLimits): void {
  app.server.headersTimeout = limits.headersTimeoutMs;
  app.server.requestTimeout = limits.uploadTimeoutMs;
  app.server.maxConnections = limits.maxConnections;
  const arm = (request: FastifyRequest, reply: FastifyReply, deadline: number): void => {
    const timer = setTimeout(() => {
      if (request.raw.readableEnded || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs: deadline }, 'request body not received in time');
      // Fastify's parser or the route may still be waiting on the body: they must not answer.
      reply.hijack();
      reply.raw.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      reply.raw.end(JSON.stringify(fail(Code.INVALID_PARAM, MSG_REQUEST_TIMEOUT)), () =>
        request.raw.socket?.destroy(),
      );
    }, deadline);
    timer.unref();
    const done = () => clearTimeout(timer);
    request.raw.once('end', done);
    request.raw.once('close', done);
    reply.raw.once('finish', done);
  };
  app.addHook('onRequest', (request, reply, next) => {
    const deadline = bodyDeadlineMs(request, limits);
    if (deadline !== null) {
      // Node emits the request at the end of its headers, then parses the rest of the same packet:
      // a microtask runs after that. A small body that came with its headers (most JSON calls)
      // is complete by then and needs no timer, no listeners.
      queueMicrotask(() => {
        if (!request.raw.complete && !request.raw.destroyed) arm(request, reply, deadline);
      });
    }
    next();
  });
}
