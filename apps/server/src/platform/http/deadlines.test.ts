// The HTTP deadlines and the connection cap (docs/server.md "Deadlines and connection cap"),
// against real servers on real sockets: a stalled JSON body is answered 408 with the envelope, a
// slow upload is not cut by the JSON deadline but a stalled one is by its own, an idle connection
// is closed, and connections past the cap are refused until one closes.
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeTempDir } from '../../modules/files';
import { objectRoot } from '../storage/builtin-store';
import { registerOnTestServer, startTestServer, type TestServer } from '../../testing';

/** Opens a raw connection to `url`'s host and port. */
function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(text));
  });
}

/** Every file below `dir` (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status line and JSON body of a raw HTTP/1.1 answer. */
function parse(raw: string): { status: number; body: unknown } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const text = rest.join('\r\n\r\n');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { status, body: json ? JSON.parse(json) : null };
}

/** A multipart upload of a small .txt document, split into parts to send one by one. */
function multipartParts(token: string, host: string): { head: string; parts: string[] } {
  const boundary = 'aitaDeadlineBoundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndocument\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\n慢慢上传的教研记录：第一单元复习安排。\r\n--${boundary}--\r\n`;
  const bytes = Buffer.from(body);
  const head =
    `POST /v1/file/upload HTTP/1.1\r\nHost: ${host}\r\nX-Token: ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`;
  const quarter = Math.ceil(bytes.length / 4);
  const parts = [0, 1, 2, 3].map((i) =>
    bytes.subarray(i * quarter, (i + 1) * quarter).toString('latin1'),
  );
  return { head, parts };
}

describe('a JSON body and an upload body have their own deadlines', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      postgres: false,
      env: { HTTP_BODY_TIMEOUT_MS: '400', HTTP_UPLOAD_TIMEOUT_MS: '600000' },
    });
    const registered = await registerOnTestServer(server.url, {
      phone: '13912340001',
      password: 'Deadline-Test-2026!',
    });
    token = registered.data.token;
  });
  afterAll(() => server.close());

  it('a JSON body that stalls is answered 408 with the envelope, and the connection closed', async () => {
    const socket = await open(server.url);
    const closed = readUntilClosed(socket);
    socket.write(
      `POST /passport/api/login HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"phone":"1391234',
    );
    const answer = parse(await closed);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 40001, msg: '请求超时，请检查网络后重试', data: null });
    // The server still answers others.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('headers alone, then the body in time: answered by the route; then nothing: 408', async () => {
    const host = new URL(server.url).host;
    const body = '{"phone":"13912340001","password":"wrong-password-1"}';
    const head =
      `POST /passport/api/login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const socket = await open(server.url);
    const closed = readUntilClosed(socket);
    socket.write(head);
    await pause(150);
    socket.write(body);
    const answer = parse(await closed);
    expect(answer.status).toBe(200);
    // The route's own answer (a refused login), not the deadline's.
    expect(answer.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect((answer.body as { msg: string }).msg).not.toBe('请求超时，请检查网络后重试');

    // The same headers with no body at all: the deadline still holds.
    const stalled = await open(server.url);
    const stalledClosed = readUntilClosed(stalled);
    stalled.write(head);
    expect(parse(await stalledClosed).status).toBe(408);
  });

  it('an upload sent slowly, well past the JSON deadline, is accepted', async () => {
    const socket = await open(server.url);
    const closed = readUntilClosed(socket);
    const { head, parts } = multipartParts(token, new URL(server.url).host);
    socket.write(head);
    for (const part of parts) {
      await pause(350);
      socket.write(Buffer.from(part, 'latin1'));
    }
    const answer = parse(await closed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { name: 'note.txt' } });
  });
});

describe('an upload that stalls', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ postgres: false, env: { HTTP_UPLOAD_TIMEOUT_MS: '500' } });
    const registered = await registerOnTestServer(server.url, {
      phone: '13912340002',
      password: 'Deadline-Test-2026!',
    });
    token = registered.data.token;
  });
  afterAll(() => server.close());

  it('is answered 408 once the upload deadline passes, and nothing is stored', async () => {
    const socket = await open(server.url);
    const closed = readUntilClosed(socket);
    const { head, parts } = multipartParts(token, new URL(server.url).host);
    socket.write(head + (parts[0] ?? ''));
    const answer = parse(await closed);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ msg: '请求超时，请检查网络后重试' });
    // Nothing was kept: no stored object and no half-written temporary file.
    expect(await filesUnder(join(objectRoot(server.dataDir), 'oss', 'files'))).toEqual([]);
    expect(await filesUnder(intakeTempDir(server.dataDir))).toEqual([]);
  });
});

describe('an idle connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Only raw sockets here: a pooled client would reuse a connection the server has just
    // closed, which is why the default (120 s) is longer than the 72 s keep-alive.
    server = await startTestServer({ postgres: false, env: { HTTP_IDLE_TIMEOUT_MS: '300' } });
  });
  afterAll(() => server.close());

  it('is closed when nothing is sent', async () => {
    const socket = await open(server.url);
    const text = await readUntilClosed(socket);
    expect(socket.destroyed).toBe(true);
    expect(text).not.toContain('200 OK');
  });
});

describe('the connection cap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ postgres: false, env: { HTTP_MAX_CONNECTIONS: '3' } });
  });
  afterAll(() => server.close());

  it('refuses connections past HTTP_MAX_CONNECTIONS until one closes', async () => {
    // Let the helper's own keep-alive connections (if any) go first.
    const held = [await open(server.url), await open(server.url), await open(server.url)];
    const extra = await open(server.url);
    const refused = await readUntilClosed(extra);
    expect(refused).toBe('');
    held[0]?.destroy();
    await pause(50);
    const health = await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } });
    expect(health.status).toBe(200);
    held.forEach((s) => s.destroy());
  });
});
