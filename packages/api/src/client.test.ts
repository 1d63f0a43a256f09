import { API_VERSION, CLIENT_ID, Code, MSG_NETWORK_ERROR } from '@aita/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiClientOptions } from './client';
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
  server.script = () => envelope(200, { ok: true });
});

/** A client on the script server with an in-memory token and recorded side effects. */
function setup(overrides: Partial<ApiClientOptions> = {}) {
  const state = { token: 'tok-1', clears: 0, reloads: 0, errors: [] as ApiError[] };
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
    onError: (error) => state.errors.push(error),
    ...overrides,
  });
  return { client, state };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe(createApiClient, () => {
  describe('headers (§7)', () => {
    it.each(['GET', 'POST'] as const)('sends the five headers on %s', async (method) => {
      const { client } = setup();
      await client.request(method, '/v1/any');
      const hit = server.hits[0];
      expect(hit?.method).toBe(method);
      expect(hit?.headers['x-client-id']).toBe(CLIENT_ID);
      expect(hit?.headers['x-client-id']).toBe('1031102');
      expect(hit?.headers['x-device-id']).toBe('device-1');
      expect(hit?.headers['x-version']).toBe(API_VERSION);
      expect(hit?.headers['x-token']).toBe('tok-1');
      expect(hit?.headers['x-anonymous-id']).toBe('anon-1');
    });

    it('sends an empty X-Token when anonymous', async () => {
      const { client, state } = setup();
      state.token = '';
      await client.get('/v1/any');
      expect(server.hits[0]?.headers['x-token']).toBe('');
    });

    it('posts JSON bodies, {} when none is given, and adds query params', async () => {
      const { client } = setup();
      await client.post('/v1/app/search', { query: '作文' });
      await client.post('/v1/resource/ai/courses');
      await client.get('/v1/member/order/pagelist', {
        searchParams: { page: 1, pageSize: 8, x: undefined },
      });
      expect(server.hits[0]?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ query: '作文' });
      expect(server.hits[1]?.body).toBe('{}');
      expect(server.hits[2]?.url).toBe('/v1/member/order/pagelist?page=1&pageSize=8');
      expect(server.hits[2]?.body).toBe('');
    });
  });

  describe('envelope and codes (§7, §8)', () => {
    it('resolves with data on code 200', async () => {
      server.script = () => envelope(200, { list: [1, 2] });
      const { client, state } = setup();
      await expect(client.post('/v1/x', {})).resolves.toEqual({ list: [1, 2] });
      expect(state.errors).toEqual([]);
    });

    it('20200: clears the token, then reloads once', async () => {
      server.script = () => envelope(Code.TOKEN_EXPIRED, null, '登录已过期');
      const { client, state } = setup();
      const error = await rejection(client.post('/v1/user/info', {}));
      expect(error.code).toBe(20200);
      expect(error.kind).toBe('business');
      expect(state.token).toBe('');
      expect(state.clears).toBe(1);
      expect(state.reloads).toBe(1);
    });

    it.each([Code.NOT_LOGGED_IN, Code.PROVIDER_CREDENTIAL])(
      '%i: clears the token without reloading',
      async (code) => {
        server.script = () => envelope(code, null, '请先登录');
        const { client, state } = setup();
        const error = await rejection(client.post('/v1/aitalk/collect/list', {}));
        expect(error.code).toBe(code);
        expect(error.msg).toBe('请先登录');
        expect(state.token).toBe('');
        expect(state.clears).toBe(1);
        expect(state.reloads).toBe(0);
      },
    );

    it('a 20100 for an anonymous call still on its way when the login stored a token keeps that token', async () => {
      // The server answers only once the token is stored: the order is forced, not timed.
      const { client, state } = setup();
      state.token = '';
      let release: () => void = () => undefined;
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.script = () => ({ ...envelope(Code.NOT_LOGGED_IN, null, '请先登录'), until });
      const anonymous = rejection(client.post('/v1/aitalk/collect/list', {}));
      await expect.poll(() => server.hits.length).toBe(1);
      state.token = 'tok-after-login';
      release();
      expect((await anonymous).code).toBe(Code.NOT_LOGGED_IN);
      expect(server.hits[0]?.headers['x-token']).toBe('');
      expect(state.token).toBe('tok-after-login');
      expect(state.clears).toBe(0);
    });

    it('other business codes reject with the server msg and keep the token', async () => {
      server.script = () => envelope(Code.INVALID_PARAM, null, '应用名称过长');
      const { client, state } = setup();
      const error = await rejection(client.post('/v1/app/index/list', { name: 'x' }));
      expect(error).toMatchObject({ kind: 'business', code: 40001, msg: '应用名称过长' });
      expect(state.token).toBe('tok-1');
      expect(state.clears).toBe(0);
      expect(state.errors).toEqual([error]);
      expect(server.hits).toHaveLength(1); // business codes are never retried
    });

    it.each([500, 404, 502])(
      'HTTP %i rejects with 网络异常，暂无数据, not retried',
      async (status) => {
        server.script = () => ({ status, body: { code: 50000, msg: 'boom', data: null } });
        const { client, state } = setup();
        const error = await rejection(client.get('/v1/x'));
        expect(error).toMatchObject({ kind: 'http', status, code: 0, msg: MSG_NETWORK_ERROR });
        expect(server.hits).toHaveLength(1);
        expect(state.errors).toHaveLength(1);
      },
    );

    it('an unparsable body rejects with 网络异常，暂无数据', async () => {
      server.script = () => ({ body: '<html>oops</html>', contentType: 'text/html' });
      const { client } = setup();
      const error = await rejection(client.get('/v1/x'));
      expect(error).toMatchObject({ kind: 'parse', msg: MSG_NETWORK_ERROR });
    });

    it('a refused connection rejects with 网络异常，暂无数据, not retried', async () => {
      const closed = await startScriptServer();
      const url = closed.url;
      await closed.close();
      let tries = 0;
      const { client } = setup({
        baseUrl: url,
        fetch: (input, init) => {
          tries += 1;
          return globalThis.fetch(input, init);
        },
      });
      const error = await rejection(client.get('/v1/x'));
      expect(error).toMatchObject({ kind: 'network', msg: MSG_NETWORK_ERROR });
      expect(tries).toBe(1); // network errors are not retried
      expect(error.message).toBe(MSG_NETWORK_ERROR);
    });
  });

  describe('timeouts (§8, §9)', () => {
    it('retries a timeout twice (3 tries) then rejects with 网络异常，暂无数据', async () => {
      server.script = () => ({ ...envelope(200, 'late'), delayMs: 1000 });
      const { client, state } = setup({ timeout: 100 });
      const started = Date.now();
      const error = await rejection(client.post('/v1/x', {}));
      expect(error).toMatchObject({ kind: 'timeout', msg: MSG_NETWORK_ERROR });
      expect(server.hits).toHaveLength(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(state.errors).toEqual([error]); // notified once per call, not per attempt
    });

    it('per-request retries 0 tries once', async () => {
      server.script = () => ({ ...envelope(200, 'late'), delayMs: 1000 });
      const { client } = setup({ timeout: 100 });
      const error = await rejection(client.post('/v1/x', {}, { retries: 0 }));
      expect(error.kind).toBe('timeout');
      expect(server.hits).toHaveLength(1);
    });

    it('per-request timeout overrides the client default', async () => {
      server.script = () => ({ ...envelope(200, 'late'), delayMs: 300 });
      const { client } = setup({ timeout: 100 });
      await expect(client.get('/v1/x', { timeout: 3000 })).resolves.toBe('late');
      expect(server.hits).toHaveLength(1);
    });

    it('resolves when the second try answers in time', async () => {
      server.script = (_hit, index) => ({
        ...envelope(200, `try ${index + 1}`),
        delayMs: index === 0 ? 1000 : 0,
      });
      const { client, state } = setup({ timeout: 250 });
      await expect(client.post('/v1/x', {})).resolves.toBe('try 2');
      expect(server.hits).toHaveLength(2);
      expect(state.errors).toEqual([]);
    });

    it('the client-wide retries option applies', async () => {
      server.script = () => ({ ...envelope(200, 'late'), delayMs: 1000 });
      const { client } = setup({ timeout: 100, retries: 1 });
      await rejection(client.get('/v1/x'));
      expect(server.hits).toHaveLength(2);
    });

    it('a caller abort rejects with kind abort, no retry and no notification', async () => {
      server.script = () => ({ ...envelope(200, 'late'), delayMs: 1000 });
      const { client, state } = setup({ timeout: 3000 });
      const controller = new AbortController();
      const pending = client.get('/v1/x', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const error = await rejection(pending);
      expect(error.kind).toBe('abort');
      expect(server.hits).toHaveLength(1);
      expect(state.errors).toEqual([]);
    });

    it('rejects bad timeout and retries options as programming errors', async () => {
      expect(() => setup({ timeout: 0 })).toThrow(RangeError);
      expect(() => setup({ retries: -1 })).toThrow(RangeError);
      const { client, state } = setup();
      await expect(client.get('/v1/x', { retries: 1.5 })).rejects.toThrow(RangeError);
      expect(server.hits).toHaveLength(0);
      expect(state.errors).toEqual([]);
    });
  });

  describe('request cache (§7)', () => {
    it('is off by default: two identical calls hit the server twice', async () => {
      const { client } = setup();
      await Promise.all([client.post('/v1/x', { a: 1 }), client.post('/v1/x', { a: 1 })]);
      expect(server.hits).toHaveLength(2);
    });

    it('when on, shares one response within the window and fetches again after it', async () => {
      let now = 0;
      let served = 0;
      server.script = () => envelope(200, { n: ++served });
      const { client } = setup({ cache: { enabled: true, now: () => now } });
      const first = await client.post<{ n: number }>('/v1/x', { a: 1 });
      now = 499;
      const second = await client.post<{ n: number }>('/v1/x', { a: 1 });
      expect(server.hits).toHaveLength(1);
      expect(second).toEqual(first);
      expect(second).not.toBe(first); // each caller gets its own copy
      now = 500;
      await expect(client.post('/v1/x', { a: 1 })).resolves.toEqual({ n: 2 });
      expect(server.hits).toHaveLength(2);
    });

    it('shares an in-flight request between concurrent callers', async () => {
      server.script = () => ({ ...envelope(200, 'x'), delayMs: 50 });
      const { client } = setup({ cache: { enabled: true } });
      await Promise.all([client.get('/v1/x'), client.get('/v1/x'), client.get('/v1/x')]);
      expect(server.hits).toHaveLength(1);
    });

    it('keys by method, body and token', async () => {
      const { client, state } = setup({ cache: { enabled: true, now: () => 0 } });
      await client.post('/v1/x', { a: 1 });
      await client.post('/v1/x', { a: 2 });
      await client.get('/v1/x');
      state.token = 'other';
      await client.post('/v1/x', { a: 1 });
      expect(server.hits).toHaveLength(4);
    });

    it('does not keep a failed response', async () => {
      server.script = (_hit, index) =>
        index === 0 ? { status: 500, body: '' } : envelope(200, 'ok');
      const { client } = setup({ cache: { enabled: true, now: () => 0 } });
      await rejection(client.get('/v1/x'));
      await expect(client.get('/v1/x')).resolves.toBe('ok');
      expect(server.hits).toHaveLength(2);
    });

    it('can be bypassed per call', async () => {
      const { client } = setup({ cache: { enabled: true, now: () => 0 } });
      await client.get('/v1/x');
      await client.get('/v1/x', { cache: false });
      expect(server.hits).toHaveLength(2);
    });
  });

  it('sends through an injected fetch', async () => {
    const seen: string[] = [];
    const { client } = setup({
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return globalThis.fetch(input, init);
      },
    });
    await client.get('/v1/app/recommend');
    expect(seen).toEqual([`${server.url}/v1/app/recommend`]);
    expect(server.hits).toHaveLength(1);
  });

  it('resolves paths against a baseUrl with a trailing slash', async () => {
    const { client } = setup({ baseUrl: `${server.url}/` });
    expect(client.url('/v1/a')).toBe(`${server.url}/v1/a`);
    expect(client.url('v1/a')).toBe(`${server.url}/v1/a`);
    await client.get('/v1/a');
    expect(server.hits[0]?.url).toBe('/v1/a');
  });

  it('exposes the ky instance with the same hooks for stream and blob modules', async () => {
    server.script = () => envelope(Code.NOT_LOGGED_IN, null, '请先登录');
    const { client, state } = setup();
    const text = await client.http.post(client.url('/v2/aitalk/file'), { json: {} }).text();
    expect(JSON.parse(text)).toMatchObject({ code: 20100 });
    expect(server.hits[0]?.headers['x-client-id']).toBe(CLIENT_ID);
    expect(state.clears).toBe(1);
    expect(client.headers()).toMatchObject({ 'X-Token': '', 'X-Device-Id': 'device-1' });
  });
});
