import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, BODY_LIMIT } from './app';
import { DomainError } from './platform/errors';
import { createTestContext, postJson, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady(app) {
      app.get('/v1/test/boom', async () => {
        throw new Error('secret internal detail at /srv/secret.ts:42');
      });
      app.post('/v1/test/business', async () => {
        throw new DomainError(Code.CONFLICT, '兑换码已被使用');
      });
    },
  });
});
afterAll(() => ctx?.close());

describe(buildApp, () => {
  it('answers /healthz with {"status":"ok"}', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  // /oss/* is the OSS-compatible object store, which answers in OSS's XML error format.
  it('answers unknown API paths with the 40004 envelope, for every API prefix and method', async () => {
    for (const url of ['/v1/nope', '/v2/aiassistant/nope', '/passport/nope']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toEqual({ code: Code.NOT_FOUND, msg: '接口不存在', data: null });
      }
    }
  });

  it('answers GET on the POST-only list route with 40004, not a bare 404 page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/app/index/list' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.NOT_FOUND, msg: '接口不存在' });
  });

  it('answers malformed JSON with HTTP 400 and a Chinese envelope', async () => {
    const res = await postJson(ctx.app, '/v1/app/index/list', undefined, '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: Code.INVALID_PARAM,
      msg: '请求体不是合法的 JSON',
      data: null,
    });
  });

  it('rejects prototype-poisoning JSON', async () => {
    const res = await postJson(ctx.app, '/v1/app/index/list', undefined, '{"__proto__":{"x":1}}');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(Code.INVALID_PARAM);
  });

  it('answers a body over the limit with HTTP 413 and a Chinese envelope', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) });
    const res = await postJson(ctx.app, '/v1/app/index/list', undefined, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: Code.INVALID_PARAM, msg: '请求体过大', data: null });
  });

  it('answers an unsupported media type with HTTP 415 and a Chinese envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/app/index/list',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(Code.INVALID_PARAM);
    expect(res.json().msg).toMatch(/JSON/);
  });

  it('answers business errors with HTTP 200 and their code and message', async () => {
    const res = await postJson(ctx.app, '/v1/test/business', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: Code.CONFLICT, msg: '兑换码已被使用', data: null });
  });

  it('answers internal errors with HTTP 500, code 50000 and no stack or detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: Code.INTERNAL, msg: '服务器内部错误', data: null });
    expect(res.body).not.toMatch(/secret|\.ts|at /);
    // …but the log has it, for the operator.
    expect(ctx.logs.some((l) => l.includes('secret internal detail'))).toBe(true);
  });

  it('echoes a sane X-Request-Id and replaces an insane one', async () => {
    const sane = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123.x' },
    });
    expect(sane.headers['x-request-id']).toBe('abc-123.x');
    const insane = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(insane.headers['x-request-id']);
  });

  it('logs request ids but never the X-Token header or token query params', async () => {
    ctx.logs.length = 0;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/app/index/list?token=SECRET-QUERY-TOKEN&ticket=SECRET-TICKET&page=1',
      headers: {
        'x-token': 'SECRET-HEADER-TOKEN',
        'x-request-id': 'log-check-1',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    const text = ctx.logs.join('\n');
    expect(text).toContain('log-check-1');
    expect(text).toContain('page=1');
    expect(text).not.toContain('SECRET');
  });

  it('sets security headers on responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
