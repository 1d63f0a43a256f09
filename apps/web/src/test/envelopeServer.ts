import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local server answers for one request: HTTP status and raw body. */
export interface ScriptedReply {
  status?: number;
  body: string;
  /** Wait before answering (to test that a newer request wins). */
  delayMs?: number;
}

/**
 * A real HTTP server on 127.0.0.1:0 whose replies the test scripts, for failure paths the real
 * API host does not produce on demand (HTTP 500, broken JSON, business codes).
 * `requests` records method, path and parsed body of every call.
 */
export async function startEnvelopeServer(reply: (path: string, body: unknown) => ScriptedReply) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch (_error) {
        body = text;
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, body });
      const answer = reply(path, body);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
