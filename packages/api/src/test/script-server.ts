import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface Hit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the server answers; `delayMs` holds the response back (to provoke timeouts). */
export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as-is. */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
  /** Holds the response back until this settles (to force an order between events). */
  until?: Promise<unknown>;
}

/** Decides the reply from the request and how many requests came before it (0-based). */
export type Script = (hit: Hit, index: number) => Reply;

export interface ScriptServer {
  url: string;
  hits: Hit[];
  script: Script;
  close(): Promise<void>;
}

/** An envelope reply with HTTP 200. */
export const envelope = (code: number, data: unknown = null, msg = ''): Reply => ({
  body: { code, msg, data },
});

/**
 * A real HTTP server on 127.0.0.1, port 0, that records every request and answers what the
 * current `script` says. Replace `server.script` in a test to change the behaviour.
 */
export async function startScriptServer(
  script: Script = () => envelope(200),
): Promise<ScriptServer> {
  const hits: Hit[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state: ScriptServer = {
    url: '',
    hits,
    script,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit: Hit = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const reply = state.script(hit, hits.length);
      hits.push(hit);
      const send = (): void => {
        if (res.destroyed) return;
        const text =
          typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, {
          'content-type': reply.contentType ?? 'application/json; charset=utf-8',
        });
        res.end(text);
      };
      if (reply.until) {
        void reply.until.then(send, send);
      } else if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
