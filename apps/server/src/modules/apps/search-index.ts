/**
 * The in-memory search index of the application centre (§4 "Search": real Chinese search that
 * stays fast as the catalogue grows). See docs/apps.md "Search".
 *
 * Why not SQL: `pg_trgm` only indexes `LIKE '%…%'` for queries of three characters or more, and
 * most Chinese searches are one or two characters (作文, 数学). A character-bigram posting list
 * answers every length: one character → the character's postings; two or more → the
 * intersection of the query's bigram postings, each candidate then verified by substring.
 */
import { bigramKey, codePoints, normalizeText } from '../../platform/text';

/** What the index needs of an app. */
export interface SearchableApp {
  id: number;
  name: string;
  description: string;
  /** Catalogue order, the last tie-breaker. */
  sort: number;
}

/** How a hit matched, best first (docs/apps.md "Search"). */
export const MatchRank = {
  EXACT_NAME: 0,
  NAME_PREFIX: 1,
  NAME_CONTAINS: 2,
  DESCRIPTION: 3,
} as const;
export type MatchRankValue = (typeof MatchRank)[keyof typeof MatchRank];

export interface SearchHit {
  id: number;
  rank: MatchRankValue;
}

export interface AppSearchIndex {
  /** Number of indexed apps. */
  readonly size: number;
  /**
   * Apps whose name or description contains `query` (normalised: NFKC, lower case), ranked exact
   * name, name prefix, name contains, description; then shorter name, `sort`, id. A blank query
   * finds nothing. `limit` caps the result (default: all).
   */
  search(query: string, limit?: number): SearchHit[];
}

interface Doc {
  id: number;
  name: string;
  description: string;
  sort: number;
}

function addPosting(map: Map<number, number[]>, key: number, doc: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [doc]);
  // Documents are added in order, so a repeat is always the last element.
  else if (list[list.length - 1] !== doc) list.push(doc);
}

/** Builds the index over `apps` (O(total text length)). */
export function buildAppSearchIndex(apps: readonly SearchableApp[]): AppSearchIndex {
  const docs: Doc[] = apps.map((a) => ({
    id: a.id,
    name: normalizeText(a.name),
    description: normalizeText(a.description),
    sort: a.sort,
  }));
  // Numeric keys: about twice as fast to build as string keys (docs/apps.md "Search").
  const unigrams = new Map<number, number[]>();
  const bigrams = new Map<number, number[]>();
  docs.forEach((doc, i) => {
    // Name and description are indexed apart: no bigram spans the boundary between them.
    for (const field of [doc.name, doc.description]) {
      const cs = codePoints(field);
      for (let k = 0; k < cs.length; k++) {
        addPosting(unigrams, cs[k] as number, i);
        if (k + 1 < cs.length)
          addPosting(bigrams, bigramKey(cs[k] as number, cs[k + 1] as number), i);
      }
    }
  });

  function candidates(q: number[]): number[] {
    if (q.length === 1) return unigrams.get(q[0] as number) ?? [];
    const lists: number[][] = [];
    for (let k = 0; k + 1 < q.length; k++) {
      const list = bigrams.get(bigramKey(q[k] as number, q[k + 1] as number));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let result = lists[0] ?? [];
    for (const other of lists.slice(1)) {
      const set = new Set(other);
      result = result.filter((d) => set.has(d));
      if (result.length === 0) break;
    }
    return result;
  }

  return {
    size: docs.length,
    search(query, limit = Number.POSITIVE_INFINITY) {
      const q = normalizeText(query).trim();
      if (q === '') return [];
      const hits: { doc: Doc; rank: MatchRankValue }[] = [];
      for (const i of candidates(codePoints(q))) {
        const doc = docs[i] as Doc;
        let rank: MatchRankValue | undefined;
        if (doc.name === q) rank = MatchRank.EXACT_NAME;
        else if (doc.name.startsWith(q)) rank = MatchRank.NAME_PREFIX;
        else if (doc.name.includes(q)) rank = MatchRank.NAME_CONTAINS;
        else if (doc.description.includes(q)) rank = MatchRank.DESCRIPTION;
        if (rank !== undefined) hits.push({ doc, rank });
      }
      hits.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.doc.name.length - b.doc.name.length ||
          a.doc.sort - b.doc.sort ||
          a.doc.id - b.doc.id,
      );
      return hits.slice(0, limit).map((h) => ({ id: h.doc.id, rank: h.rank }));
    },
  };
}
