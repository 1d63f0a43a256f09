/** The server's one search index: see docs/architecture/search.md. */
export {
  createSearchIndex,
  SEARCH_KINDS,
  MAX_PAGE_SIZE,
  type EmbedFn,
  type SearchEntryInput,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
  type SearchRequest,
  type SearchResult,
  type SearchViewer,
} from './search-index';
export type { Range } from './highlight';
export { reciprocalRankFusion, RRF_K } from './rrf';
export { indexTokens, normalizeText, queryTokens } from './tokenize';
export { searchEntries } from './tables';
export { buildTsquery } from './tsquery';
