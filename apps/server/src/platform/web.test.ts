import { loadConfig } from '../env';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Code } from '@aita/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import {
  jsonForScript,
  preferredCoding,
  routePages,
  webContentSecurityPolicy,
  webPlugin,
  withBootData,
} from './web';

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

const BOOT_BLOCK = /<script type="application\/json" id="aita-boot">(.*?)<\/script>/gs;
/** The text of each boot-data block of a page. */
const bootBlocks = (page: string): string[] =>
  [...page.matchAll(BOOT_BLOCK)].map((m) => m[1] ?? '');
/** The page without its boot-data block(s). */
const withoutBootBlock = (page: string): string => page.replace(BOOT_BLOCK, '');

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
      // The page on disk, plus the boot data the server adds (next test).
      expect(withoutBootBlock(res.body), url).toBe(CHAT_PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(webContentSecurityPolicy());
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Other routes, and paths that only begin like a first route, get index.html.
    for (const url of ['/chat/lesson-plan', '/chat/index/x', '/chat', '/my/index']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(res.body, url).toBe(INDEX);
    }
    expect(routePages(join(webDist, 'assets'))).toEqual(new Map());
  });

  it('embeds the assistant config in the chat page, as POST /v1/aiassistant/info answers it', async () => {
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/v1/aiassistant/info',
      payload: { ty: 'normal' },
    });
    expect(info.json().code).toBe(Code.OK);
    const res = await ctx.app.inject({ method: 'GET', url: '/chat/index', headers: html });
    const blocks = bootBlocks(res.body);
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0] ?? '')).toEqual({ assistantInfo: info.json().data });
    expect(info.json().data.prologueDesc).not.toBe('');
    // In the head, after the page's preloads, so the entry script finds it when it runs.
    expect(res.body.indexOf('id="aita-boot"')).toBeGreaterThan(res.body.indexOf('modulepreload'));
    expect(res.body.indexOf('id="aita-boot"')).toBeLessThan(res.body.indexOf('</head>'));
    // Only that page: index.html and the other routes are the files as they are.
    for (const url of ['/', '/chat/lesson-plan', '/chat/index/x', '/home/index', '/index.html']) {
      const other = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(other.body, url).toBe(INDEX);
    }
    const file = await ctx.app.inject({ method: 'GET', url: '/_routes/chat/index.html' });
    expect(file.body).toBe(CHAT_PAGE);
    // Without a build nothing is embedded: the "not built" page.
    const notBuilt = await bare.app.inject({ method: 'GET', url: '/chat/index', headers: html });
    expect(notBuilt.body).toContain('网页端尚未构建');
    expect(notBuilt.body).not.toContain('aita-boot');
  });

  it('sends the chat page from memory, br, gzip or plain by Accept-Encoding, GET and HEAD', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/chat/index', headers: html });
    const page = plain.body;
    expect(bootBlocks(page)).toHaveLength(1);
    const cases = [
      { accept: 'gzip, deflate, br, zstd', coding: 'br' },
      { accept: 'br;q=0.5, gzip', coding: 'gzip' },
      { accept: 'gzip', coding: 'gzip' },
      { accept: 'br;q=0, gzip;q=0', coding: undefined },
      { accept: 'identity', coding: undefined },
      { accept: '*', coding: 'br' },
    ];
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const { accept, coding } of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/chat/index?os=jzax',
        headers: { ...html, 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      const body = coding ? decode[coding as 'br' | 'gzip'](res.rawPayload) : res.rawPayload;
      expect(body.toString(), accept).toBe(page);
      expect(res.headers['content-length'], accept).toBe(String(res.rawPayload.length));
      expect(res.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('no-cache');
      expect(res.headers['content-security-policy'], accept).toBe(webContentSecurityPolicy());
      expect(res.headers['x-frame-options'], accept).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], accept).toBe('nosniff');
      if (coding) expect(res.rawPayload.length, accept).toBeLessThan(Buffer.byteLength(page));

      const head = await ctx.app.inject({
        method: 'HEAD',
        url: '/chat/index',
        headers: { ...html, 'accept-encoding': accept },
      });
      expect(head.statusCode, accept).toBe(200);
      expect(head.rawPayload.length, accept).toBe(0);
      expect(head.headers['content-length'], accept).toBe(res.headers['content-length']);
      expect(head.headers['content-encoding'], accept).toBe(coding);
      expect(head.headers['content-security-policy'], accept).toBe(webContentSecurityPolicy());
    }
    // Compressed once at start: the same bytes every time.
    const twice = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'GET',
          url: '/chat/index',
          headers: { ...html, 'accept-encoding': 'br' },
        }),
      ),
    );
    expect(twice[0]?.rawPayload.equals(twice[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    // Revalidation: the page's ETag answers 304 without a body.
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/chat/index',
      headers: { ...html, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('escapes the boot data so no string in it can close its script element', async () => {
    const hostile = {
      close: '</script><script>alert(1)</script>',
      upper: '</SCRIPT ><img src=x onerror=alert(1)>',
      comment: '<!-- <script>',
      amp: 'a && b &lt;',
      lines: 'a\u2028b\u2029c',
      replacement: "$& $' $` $$",
      nested: [{ deep: '</script>' }],
    };
    const app = Fastify();
    await app.register(webPlugin, {
      webDist,
      bootData: new Map([
        ['/chat/index', { hostile }],
        // A path without a page of its own gets index.html with its data.
        ['/home/index', { n: 1 }],
      ]),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/chat/index', headers: html });
      expect(res.statusCode).toBe(200);
      const blocks = bootBlocks(res.body);
      expect(blocks).toHaveLength(1);
      const json = blocks[0] ?? '';
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({ hostile });
      // One script element opens and one closes: the block's own.
      expect(res.body.match(/<script/gi)).toHaveLength(1);
      expect(res.body.match(/<\/script/gi)).toHaveLength(1);
      expect(withoutBootBlock(res.body)).toBe(CHAT_PAGE);
      const home = await app.inject({ method: 'GET', url: '/home/index', headers: html });
      expect(withoutBootBlock(home.body)).toBe(INDEX);
      expect(JSON.parse(bootBlocks(home.body)[0] ?? '')).toEqual({ n: 1 });
    } finally {
      await app.close();
    }
    expect(jsonForScript({ s: '</script>' })).toBe('{"s":"\\u003c/script\\u003e"}');
    expect(() => withBootData('<html><body></body></html>', {})).toThrow(/<\/head>/);
  });

  it('rebuilds a page kept in memory when a new web build replaces its file', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'aita-web-redeploy-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await mkdir(join(dist, '_routes', 'chat'), { recursive: true });
    const file = join(dist, '_routes', 'chat', 'index.html');
    await writeFile(file, CHAT_PAGE);
    const app = Fastify();
    await app.register(webPlugin, {
      webDist: dist,
      bootData: new Map([['/chat/index', { n: 1 }]]),
    });
    try {
      const before = await app.inject({ method: 'GET', url: '/chat/index', headers: html });
      expect(withoutBootBlock(before.body)).toBe(CHAT_PAGE);
      // The next build names other chunks; the server keeps running.
      const next = CHAT_PAGE.replace('ChatRoute-Zz9.js', 'ChatRoute-Nw1.js');
      await writeFile(file, next);
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      const after = await app.inject({ method: 'GET', url: '/chat/index', headers: html });
      expect(withoutBootBlock(after.body)).toBe(next);
      expect(JSON.parse(bootBlocks(after.body)[0] ?? '')).toEqual({ n: 1 });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('picks the coding of a page kept in memory by the weights of Accept-Encoding', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('')).toBe('identity');
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('GZIP;q=1, BR;q=0.9')).toBe('gzip');
    expect(preferredCoding('br;q=0')).toBe('identity');
    expect(preferredCoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(preferredCoding('deflate')).toBe('identity');
    expect(preferredCoding('br;q=x, gzip')).toBe('gzip');
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
