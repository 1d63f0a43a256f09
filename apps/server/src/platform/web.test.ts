import { loadConfig } from '../env';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { routePages, webContentSecurityPolicy, webPlugin } from './web';

const INDEX =
  '<!doctype html><html><head><title>AITA test</title></head><body><div id="root"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** An asset the build precompressed (apps/web/build/precompress.ts writes `.br` and `.gz`). */
const PRE = `export const text = ${JSON.stringify('预压缩'.repeat(2000))};`;
const PRE_BR = brotliCompressSync(PRE);
const PRE_GZ = gzipSync(PRE, { level: 9 });
/** A first route's own page (apps/web/build/route-preloads.ts): index.html plus its preloads. */
const CHAT_PAGE = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/ChatRoute-Zz9.js"></head>',
);

let webDist: string;
let ctx: TestContext;
let bare: TestContext;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'aita-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'index-AbC123xy.js'), ASSET);
  await writeFile(join(webDist, 'assets', 'entry-Pre12345.js'), PRE);
  await writeFile(join(webDist, 'assets', 'entry-Pre12345.js.br'), PRE_BR);
  await writeFile(join(webDist, 'assets', 'entry-Pre12345.js.gz'), PRE_GZ);
  await mkdir(join(webDist, '_routes', 'chat'), { recursive: true });
  await writeFile(join(webDist, '_routes', 'chat', 'index.html'), CHAT_PAGE);
  await writeFile(join(webDist, '_routes', 'chat', 'index.html.br'), brotliCompressSync(CHAT_PAGE));
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  [ctx, bare] = await Promise.all([createTestContext({ webDist }), createTestContext()]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), bare?.close()]);
  await rm(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe(webPlugin, () => {
  it('serves index.html at / with no-cache and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(webContentSecurityPolicy());
  });

  it('lets only the app itself and the FRAME_ANCESTORS host sites frame its pages', async () => {
    for (const url of ['/', '/index.html', '/my/index', '/chat/index?os=jzax']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp.endsWith("frame-ancestors 'self'"), url).toBe(true);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const hosted = await createTestContext({
      webDist,
      env: { FRAME_ANCESTORS: 'https://os.example.com, https://jzax.example.cn:8443' },
    });
    try {
      const res = await hosted.app.inject({
        method: 'GET',
        url: '/home/index?os=jzax',
        headers: html,
      });
      expect(String(res.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://os.example.com https://jzax.example.cn:8443",
      );
    } finally {
      await hosted.close();
    }
    expect(() => loadConfig({ FRAME_ANCESTORS: 'http://insecure.example.com' })).toThrow(
      /FRAME_ANCESTORS/,
    );
  });

  it('sends the Content-Security-Policy on every HTML answer, never allowing inline scripts', async () => {
    for (const url of ['/', '/index.html', '/chat/lesson-plan', '/my/index?os=jzax']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
      );
      expect(directives.get('script-src'), url).toEqual(["'self'"]);
      expect(directives.get('connect-src'), url).toEqual(["'self'"]);
      expect(directives.get('object-src'), url).toEqual(["'none'"]);
      expect(directives.get('base-uri'), url).toEqual(["'self'"]);
    }
    // Not on assets or API answers (they are not documents).
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    // The "not built" page gets it too.
    const notBuilt = await bare.app.inject({ method: 'GET', url: '/', headers: html });
    expect(notBuilt.headers['content-security-policy']).toBe(webContentSecurityPolicy());
  });

  it('lets the browser upload to the object store host in Aliyun mode', () => {
    const csp = webContentSecurityPolicy(['https://b.oss-cn-hangzhou.aliyuncs.com']);
    expect(csp).toContain("connect-src 'self' https://b.oss-cn-hangzhou.aliyuncs.com;");
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    for (const url of [
      '/home/index',
      '/chat/lesson-plan',
      '/apps/index?name=作文',
      '/anything/else',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: encodeURI(url), headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a first route its own page, which preloads that page's code", async () => {
    expect(routePages(webDist)).toEqual(new Map([['/chat/index', '_routes/chat/index.html']]));
    for (const url of ['/chat/index', '/chat/index?os=jzax&c=1']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CHAT_PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(webContentSecurityPolicy());
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/chat/index',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHAT_PAGE);
    // Other routes, and paths that only begin like a first route, get index.html.
    for (const url of ['/chat/lesson-plan', '/chat/index/x', '/chat', '/my/index']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.body, url).toBe(INDEX);
    }
    expect(routePages(join(webDist, 'assets'))).toEqual(new Map());
  });

  it('does not fall back for API paths, missing assets or non-HTML requests', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/v1/nothing', headers: html });
    expect(api.json()).toMatchObject({ code: Code.NOT_FOUND, msg: '接口不存在' });
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/assets/missing-123.js',
      headers: html,
    });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().code).toBe(Code.NOT_FOUND);
    const json = await ctx.app.inject({
      method: 'GET',
      url: '/home/index',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: Code.NOT_FOUND, msg: '资源不存在' });
  });

  it('serves hashed assets as immutable, other files briefly cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses responses when the client accepts it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(ASSET.length / 4);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/v1/app/index/list',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(list.headers['content-encoding']).toBe('br');
  });

  it('sends the precompressed files as they are, negotiated by Accept-Encoding', async () => {
    const url = '/assets/entry-Pre12345.js';
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', bytes: PRE_BR },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip', bytes: PRE_GZ },
      { accept: 'gzip', encoding: 'gzip', bytes: PRE_GZ },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      // Byte for byte the file on disk: not compressed again on the way out.
      expect(res.rawPayload.equals(bytes), accept).toBe(true);
      expect(res.headers['content-length'], accept).toBe(String(bytes.length));
      expect(res.headers['content-type'], accept).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
    expect(brotliDecompressSync(PRE_BR).toString()).toBe(PRE);
    expect(gunzipSync(PRE_GZ).toString()).toBe(PRE);
    const plain = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRE);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(PRE)));
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('refuses path traversal', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/..%2F..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });

  it('answers a Chinese "not built" page when WEB_DIST has no index.html', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('网页端尚未构建');
    const route = await bare.app.inject({ method: 'GET', url: '/home/index', headers: html });
    expect(route.body).toContain('网页端尚未构建');
    const health = await bare.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
