import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { BOOT_DATA_ID, Code } from '@aita/core';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from './http/envelope';
import { MSG_API_NOT_FOUND, MSG_RESOURCE_NOT_FOUND, MSG_WEB_NOT_BUILT } from './http/messages';

/** Paths that belong to the API: unknown ones answer the envelope 40004, never HTML. */
const API_PREFIXES = ['/v1/', '/v2/', '/passport/', '/oss/'];
/** Vite's content-hashed build output: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const isApiPath = (path: string): boolean =>
  API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);

function wantsHtml(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/assets/') || path.startsWith('/static/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The Content-Security-Policy of the web app's HTML (docs/server.md "Content-Security-Policy").
 * Scripts only from this origin (Vite emits no inline script); styles may be inline (KaTeX and
 * React set style attributes); images only from this origin, data:/blob: (pasted-image previews)
 * and `imageOrigins` (the object store's public host in Aliyun mode), so no image of another site
 * loads by itself (a remote image in an AI answer would tell its host who read it: core's renderer
 * shows those as links; a citation shows its letter, not the site's favicon); frames from this
 * origin (login, embedded app chats) or https (activity pages); requests only to this origin and to
 * `uploadOrigins` (the object store's host in Aliyun mode). Framed only by the app itself and
 * the configured host sites (`frameAncestors`, FRAME_ANCESTORS: the os=jzax embedding), so another
 * page cannot overlay the logged-in app (clickjacking).
 */
export function webContentSecurityPolicy(
  uploadOrigins: readonly string[] = [],
  frameAncestors: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): string {
  const connect = ["'self'", ...uploadOrigins].join(' ');
  const images = ["'self'", 'data:', 'blob:', ...imageOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    // The recording player plays the teacher's audio from an object URL (docs/transcription.md).
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/**
 * The first routes' own copies of index.html, written by the web build
 * (apps/web/build/route-preloads.ts: `_routes/home/index.html` preloads the home page's chunks):
 * request path → file under `webDist`. Empty when the build wrote none.
 */
export function routePages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(webDist, '_routes');
  if (!existsSync(dir)) return pages;
  const slashes = (path: string): string => path.replaceAll('\\', '/');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const full = join(entry.parentPath, entry.name);
    pages.set(
      `/${slashes(relative(dir, full)).slice(0, -'.html'.length)}`,
      slashes(relative(webDist, full)),
    );
  }
  return pages;
}

/**
 * Data the server puts into a page's HTML: request path → the object the web app reads from the
 * page's `<script type="application/json" id="aita-boot">` ({@link BOOT_DATA_ID}).
 */
export type PageBootData = ReadonlyMap<string, Record<string, unknown>>;

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON that is safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as `\uXXXX` escapes (the same string to JSON.parse), so no string in the data can close
 * the element (`</script>`), open a comment (`<!--`) or break a line of a script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);
}

/**
 * The page's HTML with `data` in a `<script type="application/json" id="aita-boot">` at the end
 * of its head. A JSON block never runs, so `script-src 'self'` (no inline scripts) still holds.
 */
export function withBootData(html: string, data: Record<string, unknown>): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('the page has no </head>');
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** The content codings a page kept in memory is sent in. */
type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli, then gzip,
 * whichever has the higher weight (brotli on a tie); a coding with `q=0`, or not listed (unless
 * `*` is), is not acceptable; identity when neither is. Not @fastify/accept-negotiator (which
 * @fastify/static uses): it matches names case-sensitively and sends `br` for `*;q=0.1, br;q=0`.
 */
export function preferredCoding(header: string | undefined): Coding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** A page held in memory in every coding it is sent in, compressed once. */
interface MemoryPage {
  bodies: Record<Coding, Buffer>;
  /** Weak: the codings are the same page (RFC 9110 §8.8.1). */
  etag: string;
}

function memoryPage(html: string): MemoryPage {
  const identity = Buffer.from(html);
  return {
    bodies: {
      identity,
      // As the build compresses its files (apps/web/build/precompress.ts).
      br: brotliCompressSync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    },
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
  };
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

const notBuiltPage = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>AITA</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.7;color:#333">
<h1 style="font-size:1.25rem">${MSG_WEB_NOT_BUILT}</h1>
<p>服务器已启动，但没有找到网页端的构建产物。请先运行 <code>pnpm build</code>（或设置 WEB_DIST 指向已构建的目录），然后重启服务器。</p>
<p>接口与健康检查（/healthz）可以正常使用。</p>
</body></html>
`;

/**
 * Serves the built web app from `webDist` (ARCHITECTURE.md: one origin for app and API) and
 * owns the not-found handler:
 * - unknown API paths → envelope 40004 接口不存在 (HTTP 404);
 * - other GET/HEAD navigations that accept HTML → index.html (SPA fallback, `no-cache`), or the
 *   first route's own copy that also preloads its page's code ({@link routePages});
 * - anything else → envelope 40004 资源不存在 (HTTP 404).
 * `/assets/*` is immutable; files are sent precompressed when the build wrote `.br`/`.gz` copies;
 * when index.html is missing, navigations get a Chinese "not built" page.
 * A path with `bootData` gets its page with that data embedded ({@link withBootData}), built and
 * compressed (brotli 11, gzip 9) once at start and sent from memory by Accept-Encoding.
 * The presence of index.html is checked once at start.
 */
export const webPlugin = fp<{
  webDist: string;
  uploadOrigins?: readonly string[];
  frameAncestors?: readonly string[];
  imageOrigins?: readonly string[];
  /** Data embedded in the HTML of these paths (exact request paths, without the query). */
  bootData?: PageBootData;
}>(
  async (app, { webDist, uploadOrigins, frameAncestors, imageOrigins, bootData }) => {
    const built = existsSync(join(webDist, 'index.html'));
    const pages = built ? routePages(webDist) : new Map<string, string>();
    // Each page with boot data, built from its file at start and again whenever the file changes
    // (a new web build deployed under a running server names new assets).
    const memoryPages = new Map<string, { file: string; mtimeMs: number; page: MemoryPage }>();
    const loadMemoryPage = async (path: string, data: Record<string, unknown>) => {
      const file = join(webDist, pages.get(path) ?? 'index.html');
      const { mtimeMs } = await stat(file);
      const page = memoryPage(withBootData(await readFile(file, 'utf8'), data));
      memoryPages.set(path, { file, mtimeMs, page });
    };
    if (built) for (const [path, data] of bootData ?? []) await loadMemoryPage(path, data);
    const currentMemoryPage = async (path: string): Promise<MemoryPage | undefined> => {
      const held = memoryPages.get(path);
      const data = bootData?.get(path);
      if (!held || !data) return undefined;
      const { mtimeMs } = await stat(held.file).catch(() => ({ mtimeMs: held.mtimeMs }));
      if (mtimeMs !== held.mtimeMs) await loadMemoryPage(path, data);
      return memoryPages.get(path)?.page;
    };
    const csp = webContentSecurityPolicy(uploadOrigins, frameAncestors, imageOrigins);
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: true,
        // The build writes `.br` (brotli 11) and `.gz` (gzip 9) beside each text file
        // (apps/web/build/precompress.ts): the file matching Accept-Encoding is sent as it is, with
        // `Vary: Accept-Encoding`, and @fastify/compress leaves an answer that already has a
        // Content-Encoding alone, so no download is compressed per request.
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        setHeaders(reply, path) {
          const rel = path.slice(webDist.length).replaceAll('\\', '/');
          if (/^\/?assets\//.test(rel)) reply.header('cache-control', IMMUTABLE);
          else if (path.endsWith('.html')) {
            reply.header('cache-control', 'no-cache');
            reply.header('content-security-policy', csp);
            reply.header('x-frame-options', 'SAMEORIGIN');
          } else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
      // X-Frame-Options for browsers without frame-ancestors; those with it obey the CSP, which
      // also lists the configured host sites.
      reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .header('x-frame-options', 'SAMEORIGIN');
      const page = await currentMemoryPage(path);
      if (page) {
        reply.header('vary', 'Accept-Encoding').header('etag', page.etag);
        if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
        const coding = preferredCoding(request.headers['accept-encoding']);
        // A Content-Encoding makes @fastify/compress leave the body alone.
        if (coding !== 'identity') reply.header('content-encoding', coding);
        return reply.type('text/html; charset=utf-8').send(page.bodies[coding]);
      }
      if (built) return reply.sendFile(pages.get(path) ?? 'index.html');
      return reply.type('text/html; charset=utf-8').send(notBuiltPage);
    };

    if (!built) app.get('/', (request, reply) => sendIndex(request, reply));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path)) return reply.code(404).send(fail(Code.NOT_FOUND, MSG_API_NOT_FOUND));
      if (wantsHtml(request, path)) return sendIndex(request, reply, path);
      return reply.code(404).send(fail(Code.NOT_FOUND, MSG_RESOURCE_NOT_FOUND));
    });
  },
  { name: 'aita-web' },
);
