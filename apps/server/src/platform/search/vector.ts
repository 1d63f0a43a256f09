import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** How nearest neighbours are found: pgvector's `<=>`, or cosine in plain SQL (no extension). */
export type VectorBackend = 'pgvector' | 'fallback';

/**
 * Without pgvector, cosine is computed in SQL over at most this many rows (the most recently
 * updated visible ones with an embedding): bounded time, at the price of not seeing older rows
 * once an area holds more. docs/architecture/search.md gives the numbers.
 */
export const FALLBACK_CANDIDATES = 5000;

/** Rows of a raw query on node-postgres (`{ rows }`) and on the PGlite proxy alike. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/**
 * Finds out once whether pgvector can be used: already installed, or `CREATE EXTENSION vector`
 * succeeds (PGlite loads the extension in its worker only when embeddings are configured; a
 * PostgreSQL server needs the package and the right to create it), and a distance computes. Any
 * failure means the fallback, never an error.
 */
export async function detectVectorBackend(db: Db): Promise<VectorBackend> {
  try {
    const installed = rowsOf(
      await db.execute(sql`select 1 from pg_extension where extname = 'vector'`),
    );
    if (installed.length === 0) await db.execute(sql`create extension if not exists vector`);
    // Installed is not enough: an embedded database created with pgvector and opened without it
    // (embeddings configured once, then not) lists the extension but cannot run it.
    await db.execute(sql`select '[1,0]'::vector <=> '[0,1]'::vector`);
    return 'pgvector';
  } catch {
    return 'fallback';
  }
}

/** Scales a vector to unit length (so cosine is a dot product); a zero vector stays zero. */
export function unitVector(values: readonly number[]): number[] {
  let norm = 0;
  for (const v of values) norm += v * v;
  norm = Math.sqrt(norm);
  return values.map((v) => (norm > 0 && Number.isFinite(v) ? v / norm : 0));
}

/** `[0.1,0.2]` — pgvector's text form. */
const vectorLiteral = (v: readonly number[]) => `[${v.join(',')}]`;
/** `{0.1,0.2}` — PostgreSQL's array text form. */
const arrayLiteral = (v: readonly number[]) => `{${v.join(',')}}`;

export interface VectorRow {
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  score: number;
}

/**
 * The `limit` rows nearest to the unit vector `query` among those matching `filter`, best first,
 * with cosine similarity as score. Rows embedded with another dimension (another model) are skipped.
 */
export async function nearest(
  db: Db,
  backend: VectorBackend,
  query: readonly number[],
  filter: SQL,
  limit: number,
): Promise<VectorRow[]> {
  const dims = query.length;
  if (backend === 'pgvector') {
    const q = vectorLiteral(query);
    return rowsOf<VectorRow>(
      await db.execute(sql`
        select kind, ref_id, title, body, 1 - (embedding::vector <=> ${q}::vector) as score
        from search_entries
        where ${filter} and embedding is not null and cardinality(embedding) = ${dims}
        order by embedding::vector <=> ${q}::vector, ref_id
        limit ${limit}`),
    );
  }
  const q = arrayLiteral(query);
  return rowsOf<VectorRow>(
    await db.execute(sql`
      select kind, ref_id, title, body, score from (
        select kind, ref_id, title, body,
          (select sum(a * b) from unnest(embedding, ${q}::real[]) as t(a, b)) as score
        from (
          select kind, ref_id, title, body, embedding from search_entries
          where ${filter} and embedding is not null and cardinality(embedding) = ${dims}
          order by updated_at desc
          limit ${FALLBACK_CANDIDATES}
        ) as candidates
      ) as scored
      order by score desc, ref_id
      limit ${limit}`),
  );
}
