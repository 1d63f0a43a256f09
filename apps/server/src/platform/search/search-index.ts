import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findRanges, snippetOf, type Range } from './highlight';
import { reciprocalRankFusion } from './rrf';
import { searchEntries } from './tables';
import { indexTokens, queryTokens } from './tokenize';
import { buildTsquery } from './tsquery';
import { detectVectorBackend, nearest, rowsOf, unitVector, type VectorBackend } from './vector';

/** The areas that index records; a new area adds its name here. */
export const SEARCH_KINDS = [
  'question',
  'document',
  'conversation',
  'app',
  'schoolFile',
  'knowledge',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Characters of a record's body kept in the index row for snippets. */
export const BODY_EXCERPT_CHARS = 2000;
/** Characters of a record's body that are tokenised (a very long document is indexed by its start). */
export const BODY_INDEX_CHARS = 50_000;
/** Largest page size of `search`. */
export const MAX_PAGE_SIZE = 50;
/** Deepest result reachable by paging when keyword and vector results are fused. */
export const MAX_FUSED_DEPTH = 200;

/** `(texts) => vectors`, one per text, from the embeddings provider (ai/embeddings). */
export type EmbedFn = (texts: string[]) => Promise<number[][]>;

/** A record as an area hands it to the index. */
export interface SearchEntryInput {
  kind: SearchKind;
  refId: string;
  ownerUid: number | null;
  orgId?: number | null;
  visibility: 'private' | 'org' | 'public';
  title: string;
  body: string;
}

/** Who is searching: their own rows, their schools' `org` rows and `public` rows are visible. */
export interface SearchViewer {
  uid: number | null;
  orgIds?: readonly number[];
}

/** One search: free text, the kinds to look in, the viewer, and a page (limit 1–50, offset). */
export interface SearchRequest {
  query: string;
  kinds: readonly SearchKind[];
  viewer: SearchViewer;
  limit?: number;
  offset?: number;
}

/** One found record: its id and the text to show, with ranges for the UI to highlight. */
export interface SearchHit {
  kind: SearchKind;
  refId: string;
  /** ts_rank_cd for keyword-only results; the RRF score when vector results were fused in. */
  score: number;
  title: string;
  titleRanges: Range[];
  snippet: string;
  snippetRanges: Range[];
}

/** A page of hits, best first, and how they were found. */
export interface SearchResult {
  hits: SearchHit[];
  hasMore: boolean;
  /** `and`: hits contain every word; `or`: no record had them all, so any word counted; `none`: no words. */
  keyword: 'and' | 'or' | 'none';
  /** Whether vector results were merged in, and how they were found. */
  vector: VectorBackend | 'off' | 'failed';
}

/** The index's operations; `createSearchIndex` makes the one the server uses. */
export interface SearchIndex {
  /** Adds or replaces records (by kind and refId). Embeds them when `embed` is configured. */
  upsert(entries: readonly SearchEntryInput[]): Promise<{ embedded: boolean }>;
  /** Removes records from the index; unknown ids are ignored. */
  remove(kind: SearchKind, refIds: readonly string[]): Promise<void>;
  search(request: SearchRequest): Promise<SearchResult>;
  /** pgvector or the SQL fallback (detected once); `off` without `embed`. */
  vectorBackend(): Promise<VectorBackend | 'off'>;
}

// PostgreSQL text cannot hold NUL; other control characters are harmless but useless.
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/\u0000/g, '');

function visibleTo(viewer: SearchViewer): SQL {
  const parts: SQL[] = [sql`visibility = 'public'`];
  if (viewer.uid !== null) parts.push(sql`owner_uid = ${viewer.uid}`);
  const orgs = (viewer.orgIds ?? []).filter(Number.isInteger);
  if (orgs.length > 0)
    parts.push(
      sql`(visibility = 'org' and org_id in (${sql.join(
        orgs.map((o) => sql`${o}`),
        sql`, `,
      )}))`,
    );
  return sql`(${sql.join(parts, sql` or `)})`;
}

function kindsIn(kinds: readonly SearchKind[]): SQL {
  return sql`kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;
}

interface KeywordRow {
  kind: SearchKind;
  ref_id: string;
  title: string;
  body: string;
  score: number;
}

/**
 * The search index of the whole server: one table (`search_entries`) every area writes into,
 * one query path with jieba tokens in a `simple` tsvector ranked by ts_rank_cd, and vector results
 * fused in by reciprocal rank when an embeddings function is given. Identical SQL on PGlite and
 * PostgreSQL; docs/architecture/search.md explains the choices and limits.
 */
export function createSearchIndex(deps: {
  database: Database;
  embed?: EmbedFn;
  /** `auto` (default) uses pgvector when available; `fallback` forces the plain-SQL cosine. */
  vector?: 'auto' | 'fallback';
}): SearchIndex {
  const { db } = deps.database;
  let backend: Promise<VectorBackend> | undefined;
  const vectorBackend = (): Promise<VectorBackend> => {
    backend ??= deps.vector === 'fallback' ? Promise.resolve('fallback') : detectVectorBackend(db);
    return backend;
  };

  async function embedTexts(texts: string[]): Promise<number[][] | undefined> {
    if (!deps.embed || texts.length === 0) return undefined;
    const vectors = await deps.embed(texts);
    if (vectors.length !== texts.length)
      throw new Error('embed returned a wrong number of vectors');
    return vectors.map(unitVector);
  }

  async function keyword(
    tokens: string[],
    where: SQL,
    operator: '&' | '|',
    limit: number,
    offset: number,
  ): Promise<KeywordRow[]> {
    const query = buildTsquery(tokens, operator);
    return rowsOf<KeywordRow>(
      await db.execute(sql`
        select kind, ref_id, title, body,
          ts_rank_cd('{0, 0, 0.2, 1}', tsv, q) as score
        from search_entries, to_tsquery('simple', ${query}) as q
        where ${where} and tsv @@ q
        order by score desc, updated_at desc, ref_id
        limit ${limit} offset ${offset}`),
    );
  }

  return {
    vectorBackend: () => (deps.embed ? vectorBackend() : Promise.resolve('off')),

    async upsert(entries) {
      // One row per (kind, refId), the last given winning: PostgreSQL refuses an INSERT … ON
      // CONFLICT that would update the same row twice.
      const unique = [...new Map(entries.map((e) => [`${e.kind}\u0000${e.refId}`, e])).values()];
      if (unique.length === 0) return { embedded: false };
      const rows = unique.map((e) => {
        const title = clean(e.title);
        const body = clean(e.body);
        return { e, title, body, bodyForIndex: body.slice(0, BODY_INDEX_CHARS) };
      });
      let vectors: number[][] | undefined;
      try {
        vectors = await embedTexts(rows.map((r) => `${r.title}\n${r.bodyForIndex.slice(0, 2000)}`));
      } catch {
        vectors = undefined; // the keyword index still works; callers see embedded: false
      }
      await db
        .insert(searchEntries)
        .values(
          rows.map(({ e, title, body, bodyForIndex }, i) => ({
            kind: e.kind,
            refId: e.refId,
            ownerUid: e.ownerUid,
            orgId: e.orgId ?? null,
            visibility: e.visibility,
            title,
            body: body.slice(0, BODY_EXCERPT_CHARS),
            tsv: sql`setweight(to_tsvector('simple', ${indexTokens(title).join(' ')}), 'A') || setweight(to_tsvector('simple', ${indexTokens(bodyForIndex).join(' ')}), 'B')`,
            embedding: vectors?.[i] ?? null,
            updatedAt: new Date(),
          })),
        )
        .onConflictDoUpdate({
          target: [searchEntries.kind, searchEntries.refId],
          set: {
            ownerUid: sql`excluded.owner_uid`,
            orgId: sql`excluded.org_id`,
            visibility: sql`excluded.visibility`,
            title: sql`excluded.title`,
            body: sql`excluded.body`,
            tsv: sql`excluded.tsv`,
            embedding: sql`excluded.embedding`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      return { embedded: vectors !== undefined };
    },

    async remove(kind, refIds) {
      if (refIds.length === 0) return;
      await db.execute(
        sql`delete from search_entries where kind = ${kind} and ref_id in (${sql.join(
          refIds.map((id) => sql`${clean(id)}`),
          sql`, `,
        )})`,
      );
    },

    async search(request) {
      const limit = Math.min(Math.max(Math.trunc(request.limit ?? 20), 1), MAX_PAGE_SIZE);
      const offset = Math.max(Math.trunc(request.offset ?? 0), 0);
      const tokens = queryTokens(clean(request.query));
      const none: SearchResult = { hits: [], hasMore: false, keyword: 'none', vector: 'off' };
      if (request.kinds.length === 0) return none;
      const where = sql`${kindsIn(request.kinds)} and ${visibleTo(request.viewer)}`;

      // Keyword results: all words (AND); when that finds nothing on the first page, any word.
      const fused = deps.embed !== undefined;
      const depth = fused ? Math.min(offset + limit + 1, MAX_FUSED_DEPTH) : limit + 1;
      const start = fused ? 0 : offset;
      let mode: SearchResult['keyword'] = 'none';
      let rows: KeywordRow[] = [];
      if (tokens.length > 0) {
        mode = 'and';
        rows = await keyword(tokens, where, '&', depth, start);
        // Past the first page, an empty AND page may just be the end of the AND results.
        const noAndMatch =
          rows.length === 0 &&
          tokens.length > 1 &&
          (start === 0 || (await keyword(tokens, where, '&', 1, 0)).length === 0);
        if (noAndMatch) {
          mode = 'or';
          rows = await keyword(tokens, where, '|', depth, start);
        }
      }

      let vector: SearchResult['vector'] = 'off';
      let ranked: { row: KeywordRow; score: number }[] = rows.map((row) => ({
        row,
        score: Number(row.score),
      }));
      const text = clean(request.query).slice(0, 2000).trim();
      if (fused && text) {
        try {
          const [q] = (await embedTexts([text])) ?? [];
          if (q) {
            const used = await vectorBackend();
            const near = await nearest(db, used, q, where, depth);
            vector = used;
            const byKey = new Map<string, KeywordRow>();
            for (const r of [...rows, ...near])
              byKey.set(`${r.kind}\u0000${r.ref_id}`, r as KeywordRow);
            ranked = reciprocalRankFusion([
              rows.map((r) => `${r.kind}\u0000${r.ref_id}`),
              near.map((r) => `${r.kind}\u0000${r.ref_id}`),
            ]).flatMap(({ key, score }) => {
              const row = byKey.get(key);
              return row ? [{ row, score }] : [];
            });
          }
        } catch {
          vector = 'failed'; // keyword results stand on their own
        }
      }
      if (fused) ranked = ranked.slice(offset);

      const hits = ranked.slice(0, limit).map(({ row, score }): SearchHit => ({
        kind: row.kind,
        refId: row.ref_id,
        score,
        title: row.title,
        titleRanges: findRanges(row.title, tokens),
        ...snippetOf(row.body, tokens),
      }));
      return { hits, hasMore: ranked.length > limit, keyword: mode, vector };
    },
  };
}
