import { sql } from 'drizzle-orm';
import { diskItems, orgs } from '../../db/schema';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A teacher's library (docs/knowledge.md): a named collection of documents. `ownerUid` null is
 * the built-in library of curriculum-standard excerpts, visible to every teacher, or (with
 * `orgId`) a school's 学校资料库, whose documents are the school disk's files.
 */
export const knowledgeLibraries = pgTable(
  'knowledge_libraries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUid: integer(),
    name: text().notNull(),
    /** The school of a 学校资料库 (one a school); null otherwise. */
    orgId: integer().references(() => orgs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('knowledge_libraries_owner').on(t.ownerUid, t.createdAt),
    uniqueIndex('knowledge_libraries_org').on(t.orgId),
  ],
);

/** One block of a document as the viewer shows it: a heading or a paragraph, on a page. */
export interface KnowledgeBlock {
  /** 1-based page (PDF page, slide); null for documents without pages. */
  page: number | null;
  kind: 'heading' | 'para';
  text: string;
}

/**
 * A document of a library: an uploaded file (`fileId`), a web page (`url`) or built-in text.
 * `blocks` is the extracted structure the viewer shows; passages point into it.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    libraryId: uuid()
      .notNull()
      .references(() => knowledgeLibraries.id, { onDelete: 'cascade' }),
    ownerUid: integer(),
    /** file | url | builtin | disk (a school disk file of a 学校资料库). */
    source: text().notNull(),
    fileId: uuid(),
    /** The school disk file a `disk` document reads (one document a file). */
    diskItemId: uuid().references(() => diskItems.id, { onDelete: 'cascade' }),
    url: text(),
    title: text().notNull(),
    /** docx, pdf, pptx, txt, md, html. */
    format: text().notNull(),
    /** pending | done | failed. */
    status: text().notNull().default('pending'),
    /** Why indexing failed (Chinese, for the teacher). */
    error: text(),
    blocks: jsonb().$type<KnowledgeBlock[]>().notNull().default([]),
    pages: integer().notNull().default(0),
    passageCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('knowledge_documents_library').on(t.libraryId, t.createdAt),
    uniqueIndex('knowledge_documents_disk_item').on(t.diskItemId),
  ],
);

/**
 * A passage: what search finds and an answer cites. `blockStart..blockEnd` (inclusive) are the
 * indices of its blocks in the document's `blocks`, so a citation opens it highlighted.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    ordinal: integer().notNull(),
    page: integer(),
    blockStart: integer().notNull(),
    blockEnd: integer().notNull(),
    /** The heading path above the passage (e.g. 二、教学目标), '' when none. */
    heading: text().notNull(),
    text: text().notNull(),
  },
  (t) => [index('knowledge_passages_document').on(t.documentId, t.ordinal)],
);

/**
 * Which libraries an app or a conversation may use (`/v2/aitalk/knowledge/config`), per
 * teacher. `builtin` 1 includes the built-in curriculum-standard excerpts.
 */
export const knowledgeConfigs = pgTable(
  'knowledge_configs',
  {
    ownerUid: integer().notNull(),
    /** app | conversation. */
    scope: text().notNull(),
    scopeId: text().notNull(),
    libraryIds: jsonb().$type<string[]>().notNull().default([]),
    builtin: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.ownerUid, t.scope, t.scopeId] })],
);
