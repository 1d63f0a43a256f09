import { chinaDate, type WebSearchResult } from '@aita/core';
import { clipChars, hostnameOf } from './corpus-search';
import {
  DEFAULT_SEARCH_LIMIT,
  WebSearchError,
  type WebSearchOptions,
  type WebSearchProvider,
} from './web-search';

/** Options of {@link createSearxngSearchProvider}. */
export interface SearxngOptions {
  /** The instance, e.g. `http://127.0.0.1:8888` (its settings.yml must list `json` in `search.formats`). */
  baseUrl: string;
  /** Injected for tests and proxies; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Whole-request timeout in ms (default 8000): a slow search must not hold the answer back. */
  timeoutMs?: number;
  /** `language` parameter (default `zh-CN`). */
  language?: string;
  /** `safesearch` parameter: 0 off, 1 moderate, 2 strict (default 1). */
  safesearch?: 0 | 1 | 2;
  /** Longest summary, in code points (default 200). */
  summaryChars?: number;
}

/**
 * Web search through a SearXNG instance's JSON API (`GET {baseUrl}/search?q=…&format=json`),
 * mapped to §3 Web search results: `url` → link, `title`, `content` → summary, `publishedDate` →
 * publishedTime (`YYYY-MM-DD`), hostname from the URL and `https://{hostname}/favicon.ico` as the
 * logo. Duplicate links and non-http(s) results are dropped.
 */
export function createSearxngSearchProvider(options: SearxngOptions): WebSearchProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const summaryChars = options.summaryChars ?? 200;

  async function search(query: string, opts: WebSearchOptions = {}): Promise<WebSearchResult[]> {
    const limit = opts.limit ?? DEFAULT_SEARCH_LIMIT;
    const signal = opts.signal;
    if (signal?.aborted) throw new WebSearchError('aborted', 'The caller aborted the search');
    const params = new URLSearchParams({
      q: query,
      format: 'json',
      language: options.language ?? 'zh-CN',
      safesearch: String(options.safesearch ?? 1),
    });
    const controller = new AbortController();
    let reason: 'timeout' | 'aborted' | undefined;
    const onAbort = (): void => {
      reason ??= 'aborted';
      controller.abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      reason ??= 'timeout';
      controller.abort();
    }, timeoutMs);
    try {
      let body: unknown;
      try {
        const response = await doFetch(`${base}/search?${params.toString()}`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new WebSearchError(
            'http',
            response.status === 403
              ? 'SearXNG answered HTTP 403: enable the json format in its settings.yml'
              : `SearXNG answered HTTP ${response.status}`,
            { status: response.status },
          );
        }
        const text = await response.text();
        try {
          body = JSON.parse(text);
        } catch (_error) {
          throw new WebSearchError('protocol', 'SearXNG did not answer JSON');
        }
      } catch (error) {
        if (error instanceof WebSearchError) throw error;
        if (reason === 'timeout') {
          throw new WebSearchError('timeout', `SearXNG did not answer within ${timeoutMs} ms`);
        }
        if (reason === 'aborted')
          throw new WebSearchError('aborted', 'The caller aborted the search');
        throw new WebSearchError(
          'network',
          `SearXNG connection failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return mapResults(body, limit, summaryChars);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return { name: 'searxng', search };
}

function mapResults(body: unknown, limit: number, summaryChars: number): WebSearchResult[] {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { results?: unknown }).results)
  ) {
    throw new WebSearchError('protocol', 'SearXNG answer has no results array');
  }
  const out: WebSearchResult[] = [];
  const seen = new Set<string>();
  for (const item of (body as { results: unknown[] }).results) {
    if (out.length >= limit) break;
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const link = typeof r.url === 'string' ? r.url : '';
    const hostname = hostnameOf(link);
    if (!hostname || seen.has(link)) continue;
    seen.add(link);
    const title = typeof r.title === 'string' && r.title.trim() !== '' ? r.title.trim() : hostname;
    const content = typeof r.content === 'string' ? r.content.replace(/\s+/g, ' ').trim() : '';
    out.push({
      hostname,
      hostLogo: `https://${hostname}/favicon.ico`,
      publishedTime: formatDate(r.publishedDate),
      title,
      summary: clipChars(content, summaryChars),
      link,
    });
  }
  return out;
}

/** `YYYY-MM-DD` of an ISO-like date string; `''` when absent or unparseable. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const direct = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (direct?.[1]) return direct[1];
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : chinaDate(time);
}
