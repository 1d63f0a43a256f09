import { CLIENT_ID, Code } from '@aita/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postForBlob } from './blob';
import { createApiClient } from './client';
import { downloadTeachingAid } from './endpoints/teachingAids';
import { ApiError } from './errors';
import { envelope, startScriptServer } from './test/script-server';
import type { ScriptServer } from './test/script-server';

let server: ScriptServer;
beforeAll(async () => {
  server = await startScriptServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
});

const PDF = '%PDF-1.7\n%fake\n%%EOF\n';
const pdfReply = () => ({ body: PDF, contentType: 'application/pdf' });

function setup() {
  const state = { token: 'tok-1', clears: 0, reloads: 0, errors: 0 };
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => state.token,
    clearToken: () => {
      state.token = '';
      state.clears += 1;
    },
    getDeviceId: () => 'device-1',
    getAnonymousId: () => 'anon-1',
    reload: () => {
      state.reloads += 1;
    },
    onError: () => {
      state.errors += 1;
    },
    timeout: 150,
  });
  return { client, state };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}

describe(postForBlob, () => {
  it('POSTs JSON with the §7 headers and resolves the body as a Blob of its type', async () => {
    server.script = pdfReply;
    const { client } = setup();
    const blob = await postForBlob(client, '/v1/x', { a: '学校' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF);
    const hit = server.hits[0];
    expect(hit?.method).toBe('POST');
    expect(hit?.url).toBe('/v1/x');
    expect(hit?.headers['content-type']).toContain('application/json');
    expect(hit?.headers['x-client-id']).toBe(CLIENT_ID);
    expect(hit?.headers['x-token']).toBe('tok-1');
    expect(JSON.parse(hit?.body ?? '')).toEqual({ a: '学校' });
  });

  it('sends {} when no body is given', async () => {
    server.script = pdfReply;
    await postForBlob(setup().client, '/v1/x', undefined);
    expect(server.hits[0]?.body).toBe('{}');
  });

  it('rejects an envelope with its code and msg; 20100 clears the token', async () => {
    server.script = () => envelope(Code.NOT_LOGGED_IN, null, '请先登录');
    const { client, state } = setup();
    const error = await rejection(postForBlob(client, '/v1/x', {}));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(Code.NOT_LOGGED_IN);
    expect(error.msg).toBe('请先登录');
    expect(state.clears).toBe(1);
    expect(state.reloads).toBe(0);
  });

  it('20200 clears the token and reloads', async () => {
    server.script = () => envelope(Code.TOKEN_EXPIRED, null, '登录已过期');
    const { client, state } = setup();
    expect((await rejection(postForBlob(client, '/v1/x', {}))).code).toBe(Code.TOKEN_EXPIRED);
    expect(state).toMatchObject({ clears: 1, reloads: 1 });
  });

  it('an envelope even on a non-OK status is its business error', async () => {
    server.script = () => ({ ...envelope(40004, null, '资料不存在'), status: 404 });
    const error = await rejection(postForBlob(setup().client, '/v1/x', {}));
    expect(error).toMatchObject({ kind: 'business', code: 40004, msg: '资料不存在' });
  });

  it('a 200 envelope where a file was expected, or broken JSON, is a parse error', async () => {
    server.script = () => envelope(200, { ok: true });
    expect((await rejection(postForBlob(setup().client, '/v1/x', {}))).kind).toBe('parse');
    server.script = () => ({ body: '{nope' });
    expect((await rejection(postForBlob(setup().client, '/v1/x', {}))).kind).toBe('parse');
  });

  it('a non-OK status that is not JSON rejects with 网络异常，暂无数据', async () => {
    server.script = () => ({ status: 502, body: 'Bad Gateway', contentType: 'text/html' });
    const error = await rejection(postForBlob(setup().client, '/v1/x', {}));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 0, msg: '网络异常，暂无数据' });
  });

  it('retries a timeout (default twice) and then rejects as timeout', async () => {
    server.script = () => ({ ...pdfReply(), delayMs: 400 });
    const error = await rejection(postForBlob(setup().client, '/v1/x', {}));
    expect(error.kind).toBe('timeout');
    expect(server.hits).toHaveLength(3);
  });

  it('a timeout followed by an answer resolves; retries: 0 sends once', async () => {
    server.script = (_hit, index) => (index === 0 ? { ...pdfReply(), delayMs: 400 } : pdfReply());
    expect(await (await postForBlob(setup().client, '/v1/x', {})).text()).toBe(PDF);
    expect(server.hits).toHaveLength(2);
    server.hits.length = 0;
    server.script = () => ({ ...pdfReply(), delayMs: 400 });
    await rejection(postForBlob(setup().client, '/v1/x', {}, { retries: 0 }));
    expect(server.hits).toHaveLength(1);
  });

  it('a caller abort rejects with kind abort', async () => {
    server.script = () => ({ ...pdfReply(), delayMs: 100 });
    const controller = new AbortController();
    const pending = postForBlob(setup().client, '/v1/x', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await rejection(pending)).kind).toBe('abort');
  });

  it('an unreachable server is a network error', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      getToken: () => '',
      clearToken: () => undefined,
      getDeviceId: () => 'd',
      getAnonymousId: () => 'a',
      reload: () => undefined,
    });
    expect((await rejection(postForBlob(client, '/v1/x', {}))).kind).toBe('network');
  });
});

describe(downloadTeachingAid, () => {
  it('POSTs the contract body to /v1/teaching-aid/download', async () => {
    server.script = pdfReply;
    const body = {
      url: '/static/teaching-aids/shuxue/renjiao/grade-1/kousuan-lianxi.pdf',
      school: '实验小学',
      className: '一年级（2）班',
    };
    const blob = await downloadTeachingAid(setup().client, body);
    expect(blob.type).toBe('application/pdf');
    expect(server.hits[0]?.url).toBe('/v1/teaching-aid/download');
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual(body);
  });
});
