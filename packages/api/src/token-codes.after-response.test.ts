import { Code, Header } from '@aita/core';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptServer } from './test/script-server';
import type { ScriptServer } from './test/script-server';
import { applyTokenCode, createTokenCodesHook } from './token-codes.after-response';

function recorder(stored = '') {
  const calls: string[] = [];
  return {
    calls,
    currentToken: () => stored,
    clearToken: () => calls.push('clear'),
    reload: () => calls.push('reload'),
  };
}

describe(applyTokenCode, () => {
  it('clears then reloads on 20200', () => {
    const actions = recorder();
    expect(applyTokenCode(Code.TOKEN_EXPIRED, actions)).toBe(true);
    expect(actions.calls).toEqual(['clear', 'reload']);
  });

  it.each([Code.NOT_LOGGED_IN, Code.PROVIDER_CREDENTIAL])('only clears on %i', (code) => {
    const actions = recorder();
    expect(applyTokenCode(code, actions)).toBe(true);
    expect(actions.calls).toEqual(['clear']);
  });

  it.each([Code.OK, Code.INVALID_PARAM, Code.INTERNAL, '20200', undefined])(
    'leaves the token alone for %j',
    (code) => {
      const actions = recorder();
      expect(applyTokenCode(code, actions)).toBe(false);
      expect(actions.calls).toEqual([]);
    },
  );
});

describe(createTokenCodesHook, () => {
  let server: ScriptServer;
  beforeAll(async () => {
    server = await startScriptServer();
  });
  afterAll(() => server.close());

  const call = async (actions: ReturnType<typeof recorder>, sent = '') => {
    const http = ky.create({
      retry: 0,
      throwHttpErrors: false,
      hooks: { afterResponse: [createTokenCodesHook(actions)] },
    });
    return http
      .post(`${server.url}/v1/user/info`, { json: {}, headers: { [Header.TOKEN]: sent } })
      .text();
  };

  it('acts on the envelope of a real response and leaves the body readable', async () => {
    server.script = () => ({ body: { code: 20200, msg: '登录已过期', data: null } });
    const actions = recorder();
    const text = await call(actions);
    expect(actions.calls).toEqual(['clear', 'reload']);
    expect(JSON.parse(text)).toMatchObject({ code: 20200 });
  });

  it('acts whatever the HTTP status', async () => {
    server.script = () => ({ status: 401, body: { code: 20100, msg: '请先登录', data: null } });
    const actions = recorder();
    await call(actions);
    expect(actions.calls).toEqual(['clear']);
  });

  it('acts when the request carried the token stored now', async () => {
    server.script = () => ({ body: { code: 20100, msg: '请先登录', data: null } });
    const actions = recorder('tok-now');
    await call(actions, 'tok-now');
    expect(actions.calls).toEqual(['clear']);
  });

  it('leaves a token stored after the request went out alone (a login during an anonymous call)', async () => {
    server.script = () => ({ body: { code: 20100, msg: '请先登录', data: null } });
    const anonymous = recorder('tok-after-login');
    await call(anonymous, '');
    expect(anonymous.calls).toEqual([]);
    server.script = () => ({ body: { code: 20200, msg: '登录已过期', data: null } });
    const switched = recorder('tok-of-the-other-account');
    await call(switched, 'tok-before-switch');
    expect(switched.calls).toEqual([]);
  });

  it('never reads a body that is not JSON (event streams, blobs)', async () => {
    server.script = () => ({
      contentType: 'text/event-stream',
      body: 'data: {"code":20200}\n\n',
    });
    const actions = recorder();
    expect(await call(actions)).toContain('20200');
    expect(actions.calls).toEqual([]);
  });

  it('ignores unparsable JSON', async () => {
    server.script = () => ({ body: '{"code":20200' });
    const actions = recorder();
    expect(await call(actions)).toBe('{"code":20200');
    expect(actions.calls).toEqual([]);
  });
});
