import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../../env';

/** Where log lines go: anything with `write`; a `flushSync` is called when the app closes. */
export interface LogStream {
  write(line: string): void;
  flushSync?(): void;
}

/** Bytes of log lines kept before they are written (fewer writes under load). */
const LOG_BUFFER_BYTES = 4096;
/** Longest a line waits in the buffer on a quiet server. */
const LOG_FLUSH_MS = 1000;

/**
 * The process's log destination (docs/server.md "Request ids and logs"): `dest` (stdout, or a
 * file) written asynchronously, off the request's path — lines are gathered up to
 * {@link LOG_BUFFER_BYTES} and written at least every {@link LOG_FLUSH_MS}; the app's close
 * writes what is left (`flushSync`), and so does the process's exit (pino flushes an
 * asynchronous destination on `exit`, which also covers a fatal exit through `process.exit`).
 */
export function createLogDestination(dest: number | string = 1): LogStream & { flushSync(): void } {
  // A file is opened here, so the destination is ready at once (a flush at close cannot find it
  // still opening).
  const fd = typeof dest === 'string' ? openSync(dest, 'a') : dest;
  const destination = pino.destination({ dest: fd, sync: false, minLength: LOG_BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Already closed: nothing to write.
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return {
    write: (line) => destination.write(line),
    flushSync() {
      try {
        destination.flushSync();
      } catch {
        // Already closed: nothing to write.
      }
    },
  };
}

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
export function loggerOptions(level: LogLevel, stream: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
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

/** Levels at which `info` lines are written. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/** Writes the access-log line of an answered (or abandoned) request. */
function accessLine(request: FastifyRequest, reply: FastifyReply): void {
  if (!WRITES_INFO.has(request.log.level)) return;
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      // The client went away before the answer ended (a closed stream): not an error.
      ...(reply.raw.writableFinished ? {} : { aborted: true }),
    },
    'request',
  );
}

/**
 * Fastify's own request lines are replaced by the access log: no `incoming request`, no
 * `request completed` and no `request errored` (a client that closed its connection made that an
 * `error`); a premature close of a streamed body is in the access line (`aborted`). Its other
 * lines (not found, serializer and stream failures) stay.
 */
class AccessLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
  override streamError(
    error: Error & { code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    super.streamError(error, request, reply);
  }
}

/** Fastify's `logController`: see {@link AccessLogController}. */
export const accessLogController = (): LogController => new AccessLogController();

/**
 * The access log: one `info` line per request — method, redacted URL, client address, status and
 * milliseconds, with the request id (`reqId`) — written once the answer has been sent, or when
 * the client went away first (`aborted: true`). Flushes the log destination when the app closes.
 */
export function accessLog(app: FastifyInstance, stream: LogStream): void {
  app.addHook('onResponse', (request, reply, done) => {
    accessLine(request, reply);
    done();
  });
  const { flushSync } = stream;
  if (flushSync) app.addHook('onClose', async () => flushSync.call(stream));
}

/**
 * The access line of a hijacked answer (an event stream), which Fastify's `onResponse` never
 * sees: written when the response closes, whether it ended or the client left.
 */
export function accessLogOnClose(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('close', () => accessLine(request, reply));
}
