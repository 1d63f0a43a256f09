import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`; written only through `to_tsvector` in SQL, never read as a value. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * One row per searchable record of any area (a question, a document, a conversation, an app),
 * keyed by the area's kind and the record's own id. Areas own their records; this table is a
 * derived index they write into (search/index.ts `upsert` / `remove`) and that can be rebuilt.
 *
 * Visibility: `private` rows are seen by `owner_uid` only, `org` rows also by members of `org_id`,
 * `public` rows by everyone. No foreign keys: the index is generic, and an area deletes its rows
 * when it deletes its records.
 *
 * `embedding` is `real[]` (not pgvector's `vector`) so that one migration runs on every database:
 * with pgvector it is cast to `vector` at query time; without, cosine is computed in SQL over a
 * bounded candidate set (search/vector.ts). Vectors are stored unit-length.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    kind: text().notNull(),
    refId: text().notNull(),
    ownerUid: integer(),
    orgId: integer(),
    visibility: text({ enum: ['private', 'org', 'public'] })
      .notNull()
      .default('private'),
    title: text().notNull().default(''),
    /** The start of the record's text (search/index.ts BODY_EXCERPT_CHARS), for snippets. */
    body: text().notNull().default(''),
    /** Title tokens at weight A, body tokens at weight B (`to_tsvector('simple', …)`). */
    tsv: tsvector().notNull(),
    embedding: real().array(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_entries_tsv_idx').using('gin', t.tsv),
    index().on(t.kind, t.ownerUid),
    index().on(t.kind, t.orgId),
    index()
      .on(t.kind, t.updatedAt)
      .where(sql`${t.embedding} is not null`),
  ],
);
