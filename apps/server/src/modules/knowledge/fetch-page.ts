import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a web page could not be added; `message` is Chinese, for the teacher. */
export class PageFetchError extends Error {
  constructor(
    readonly reason: 'url' | 'private' | 'http' | 'type' | 'large' | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export const PAGE_MESSAGES = {
  url: '网址无效，请输入以 http:// 或 https:// 开头的网页地址',
  private: '不能添加内网或本机地址的网页',
  http: '网页无法打开（服务器返回错误），请检查网址',
  type: '该网址不是网页或纯文本，请上传文件',
  large: '网页过大（超过 5 MB），请另存为文件后上传',
  timeout: '网页打开超时，请稍后重试',
  network: '网页无法访问，请检查网址',
} as const;

export interface PageFetchOptions {
  /** Loopback and private addresses allowed (tests only: KNOWLEDGE_ALLOW_PRIVATE_URLS). */
  allowPrivate?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 15_000;

/** Whether an address is an ordinary public one (not loopback, private, link-local, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Checks a URL's form: http(s), no credentials, a literal address must be public. */
export function checkPageUrl(raw: string, allowPrivate = false): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new PageFetchError('url', PAGE_MESSAGES.url);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new PageFetchError('url', PAGE_MESSAGES.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (ipaddr.isValid(host) && !isPublicAddress(host))
      throw new PageFetchError('private', PAGE_MESSAGES.private);
    if (host === 'localhost' || host.endsWith('.localhost'))
      throw new PageFetchError('private', PAGE_MESSAGES.private);
  }
  return url;
}

/**
 * A DNS lookup that refuses non-public answers: the address checked is the one connected to,
 * so a name that resolves to a private address (or re-resolves to one: DNS rebinding) is refused.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const bad = list.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (bad || list.length === 0) {
        const refused = Object.assign(new Error('private address'), { code: 'EPRIVATE' });
        return callback(refused, '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** A fetched page: its bytes (at most maxBytes), the final URL and its media type. */
export interface FetchedPage {
  url: string;
  bytes: Buffer;
  contentType: string;
  charset?: string;
}

/**
 * Fetches a web page for the library (docs/knowledge.md "Web pages"): http(s) only, at most
 * `maxRedirects` redirects (each checked again), a connect-time address check against private
 * and loopback networks, a size cap counted while reading and a whole-request timeout. Only
 * HTML and plain text are taken.
 */
export async function fetchPage(raw: string, options: PageFetchOptions = {}): Promise<FetchedPage> {
  const allowPrivate = options.allowPrivate ?? false;
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let url = checkPageUrl(raw, allowPrivate);
  for (let hop = 0; ; hop++) {
    const answer = await get(url, { allowPrivate, maxBytes, signal }).catch((error: unknown) => {
      if (error instanceof PageFetchError) throw error;
      if (timeout.aborted) throw new PageFetchError('timeout', PAGE_MESSAGES.timeout);
      if ((error as { code?: string }).code === 'EPRIVATE')
        throw new PageFetchError('private', PAGE_MESSAGES.private);
      throw new PageFetchError('network', PAGE_MESSAGES.network);
    });
    if ('location' in answer) {
      if (hop >= maxRedirects) throw new PageFetchError('http', PAGE_MESSAGES.http);
      url = checkPageUrl(new URL(answer.location, url).toString(), allowPrivate);
      continue;
    }
    return { ...answer, url: url.toString() };
  }
}

function get(
  url: URL,
  {
    allowPrivate,
    maxBytes,
    signal,
  }: { allowPrivate: boolean; maxBytes: number; signal: AbortSignal },
): Promise<Omit<FetchedPage, 'url'> | { location: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(allowPrivate),
        signal,
        headers: {
          'user-agent': 'AITA-knowledge/1.0 (+teacher library import)',
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new PageFetchError('http', PAGE_MESSAGES.http));
          return;
        }
        const type = response.headers['content-type'] ?? '';
        const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!['text/html', 'application/xhtml+xml', 'text/plain'].includes(media)) {
          response.destroy();
          reject(new PageFetchError('type', PAGE_MESSAGES.type));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new PageFetchError('large', PAGE_MESSAGES.large));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new PageFetchError('large', PAGE_MESSAGES.large));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            bytes: Buffer.concat(chunks),
            contentType: media,
            charset: /charset=([\w-]+)/i.exec(type)?.[1]?.toLowerCase(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
