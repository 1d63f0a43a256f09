/**
 * Real local HTTP servers for the engine tests: node:http on 127.0.0.1 with a free port, the
 * requests they received, and when each request's socket closed (to measure upstream aborts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body's bytes as received (multipart uploads carry binary files). */
  raw: Buffer;
  /** performance.now() when the socket of this request closed; undefined while open. */
  closedAt?: number;
}

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  /** Resolves with the close time of request `i`'s socket. */
  socketClosed(i: number): Promise<number>;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => unknown;

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const closeWaiters = new Map<number, Array<(t: number) => void>>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw.toString('utf8'),
        raw,
      };
      const i = requests.push(seen) - 1;
      req.socket.once('close', () => {
        seen.closedAt = performance.now();
        for (const w of closeWaiters.get(i) ?? []) w(seen.closedAt);
      });
      void Promise.resolve(handler(req, res, seen.body)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    socketClosed(i) {
      const r = requests[i];
      if (r?.closedAt !== undefined) return Promise.resolve(r.closedAt);
      return new Promise((resolve) => {
        const list = closeWaiters.get(i) ?? [];
        list.push(resolve);
        closeWaiters.set(i, list);
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes `data` and waits until the kernel took it, so chunks arrive separately. */
export function writeChunk(res: ServerResponse, data: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    res.write(data, () => setTimeout(resolve, 5));
  });
}

/** One `data:` event of the chat-completions stream. */
export function sse(payload: unknown): string {
  return `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

/** A `chat.completion.chunk` with the given delta. */
export function chunk(delta: Record<string, unknown>, finishReason: string | null = null): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1767225600,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

export function startStream(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
}

/** Never resolves unless aborted: a stalled upstream. */
export const never = (): Promise<void> => new Promise(() => undefined);

/**
 * Idle timeout for tests where a chunk must arrive before the timeout fires. The provider's idle
 * timer also runs while the request is under way, and on a loaded 2-core CI machine the first
 * chunk from a local server took up to ~600 ms (measured with two busy loops beside the suite):
 * a 200–300 ms timeout then fires before the first delta. Long against that noise, short enough
 * for a test. Tests where no data ever comes can use shorter timeouts.
 */
export const STALL_TIMEOUT_MS = 1500;

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Answers `body` as JSON with `status`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Streams `total` bytes of a never-ending JSON array without Content-Length: a huge answer. */
export async function sendHuge(res: ServerResponse, total: number): Promise<void> {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const piece = Buffer.alloc(64 * 1024, 0x20);
  res.write('[');
  for (let sent = 0; sent < total && !res.destroyed; sent += piece.length) {
    await new Promise<void>((resolve) => res.write(piece, () => resolve()));
  }
  res.end(']');
}
