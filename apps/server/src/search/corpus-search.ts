import type { WebSearchResult } from '@aita/core';
import { createTextIndex, type KnowledgeDocument } from './text-index';
import {
  DEFAULT_SEARCH_LIMIT,
  WebSearchError,
  type WebSearchOptions,
  type WebSearchProvider,
} from './web-search';

/** Options of {@link createCorpusSearchProvider}. */
export interface CorpusSearchOptions {
  /** The built-in corpus (the same documents as the offline knowledge mode). */
  documents: readonly KnowledgeDocument[];
  /**
   * What the drawer shows as the host of a document whose link is a path of this site or absent
   * (default `内置知识库`).
   */
  siteLabel?: string;
  /** Longest summary, in code points (default 120). */
  summaryChars?: number;
}

/** The host label of built-in documents without an absolute link. */
export const BUILTIN_SITE_LABEL = '内置知识库';

/**
 * The embedded default web search (ARCHITECTURE.md "Embedded defaults"): the built-in corpus
 * ranked by the Chinese-aware BM25 index, each hit as a §3 Web search result whose summary is the
 * document's sentences most relevant to the query.
 */
export function createCorpusSearchProvider(options: CorpusSearchOptions): WebSearchProvider {
  const index = createTextIndex(options.documents);
  const siteLabel = options.siteLabel ?? BUILTIN_SITE_LABEL;
  const summaryChars = options.summaryChars ?? 120;

  async function search(query: string, opts: WebSearchOptions = {}): Promise<WebSearchResult[]> {
    if (opts.signal?.aborted) throw new WebSearchError('aborted', 'The caller aborted the search');
    const limit = opts.limit ?? DEFAULT_SEARCH_LIMIT;
    return index.search(query, { limit }).map(({ doc }) => {
      const best = index.bestSentences(doc, query, 2).sort((a, b) => a.index - b.index);
      const summary = best.length > 0 ? best.map((s) => s.text).join('') : doc.text;
      const host = hostnameOf(doc.link);
      return {
        hostname: host ?? siteLabel,
        hostLogo: host ? `https://${host}/favicon.ico` : '',
        publishedTime: doc.publishedTime ?? '',
        title: doc.title,
        summary: clipChars(summary, summaryChars),
        link: doc.link ?? '',
      };
    });
  }

  return { name: 'builtin-corpus', search };
}

/** The hostname of an absolute http(s) link; undefined for a path or anything else. */
export function hostnameOf(link: string | undefined): string | undefined {
  if (!link || !/^https?:\/\//i.test(link)) return undefined;
  try {
    return new URL(link).hostname || undefined;
  } catch (_error) {
    return undefined;
  }
}

/** `text` cut to `max` code points, with `…` when cut. */
export function clipChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
