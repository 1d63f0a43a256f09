/**
 * Web search for the AI assistant (spec §1 "optionally with web search and citations"; §3 "Web
 * search result"; ARCHITECTURE.md "Embedded defaults": the built-in corpus or SearXNG).
 */
import type { WebSearchResult } from '@aita/core';

export type { WebSearchResult };

/** Options of one search. */
export interface WebSearchOptions {
  /** Aborting it stops the upstream request; the search then fails with 'aborted'. */
  signal?: AbortSignal;
  /** Most results wanted (default 5). */
  limit?: number;
}

/** A search backend. Every failure is a {@link WebSearchError}. */
export interface WebSearchProvider {
  /** For logs, e.g. `builtin-corpus` or `searxng`. */
  readonly name: string;
  /** Results in §3's shape, best first, at most `limit`, no two with the same link. */
  search(query: string, options?: WebSearchOptions): Promise<WebSearchResult[]>;
}

/** Why a search failed (the same kinds as the model's `ProviderError`). */
export type WebSearchErrorType = 'http' | 'timeout' | 'aborted' | 'network' | 'protocol';

/** A typed search failure, for operators' logs. */
export class WebSearchError extends Error {
  override readonly name = 'WebSearchError';
  readonly type: WebSearchErrorType;
  readonly status: number | undefined;

  constructor(type: WebSearchErrorType, message: string, options?: { status?: number }) {
    super(message);
    this.type = type;
    this.status = options?.status;
  }
}

/** Default number of results of one search. */
export const DEFAULT_SEARCH_LIMIT = 5;
