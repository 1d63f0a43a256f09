import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Uploaded files (docs/architecture/intake.md). One row per owner, kind and content: the same
 * teacher uploading the same bytes as the same kind gets the existing row back (a replayed
 * upload is idempotent). `text` holds the extracted text (at most the extraction cap).
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUid: integer().notNull(),
    /** document | image | audio | sheet (platform/intake FILE_KINDS). */
    kind: text().notNull(),
    /** The sanitised original name, shown to the teacher. */
    name: text().notNull(),
    /** docx, pdf, pptx, txt, md, xlsx, csv, jpg, png, … (platform/intake Format). */
    format: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    /** pending | done | failed | needs-ocr | none. */
    extraction: text().notNull().default('pending'),
    /** Why extraction failed (Chinese, for the teacher), when it did. */
    extractionError: text(),
    text: text(),
    textTruncated: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('files_owner_kind_sha256').on(t.ownerUid, t.kind, t.sha256),
    index('files_owner_created').on(t.ownerUid, t.createdAt),
  ],
);
