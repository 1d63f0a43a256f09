/**
 * Tables of exam papers (docs/examPaper.md "Tables"): a teacher's paper and its questions. Each
 * question row keeps a snapshot of the bank question (stem, options, answer, analysis, points),
 * so editing or deleting a bank question never changes a paper already printed.
 */
import type { PaperBlueprintTarget } from '@aita/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { questions } from './questionBank';
import { orgs } from './school';

/** A teacher's exam paper. Sections are derived from its questions' types (core's SECTION_ORDER). */
export const examPapers = pgTable(
  'exam_papers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUid: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    durationMinutes: smallint().notNull().default(120),
    /** 学段 and 学科 ids of `/v1/user/configs` (those of its first question). */
    period: smallint().notNull().default(2),
    subject: smallint().notNull().default(2),
    /** Stable key of the demo teacher's seeded paper (seeding twice inserts nothing); null otherwise. */
    seedKey: text().unique(),
    /**
     * The school it is shared to (its members list, read and copy it; only the owner edits);
     * null when private. A school's deletion unshares it.
     */
    sharedOrgId: integer().references(() => orgs.id, { onDelete: 'set null' }),
    /** The 双向细目表 the teacher set as the target (cells and level scores); null when none. */
    blueprintTarget: jsonb().$type<PaperBlueprintTarget>(),
    ...timestamps,
  },
  (t) => [index().on(t.ownerUid, t.updatedAt), index().on(t.sharedOrgId, t.updatedAt)],
);

/** A question's place in a paper, with its score and the snapshot of its text. */
export const examPaperItems = pgTable(
  'exam_paper_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paperId: integer()
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    /** The bank question it came from (null once that is deleted; the snapshot stays). */
    questionId: integer().references(() => questions.id, { onDelete: 'set null' }),
    type: text().notNull(),
    /** Order within its section (0, 1, …). */
    position: integer().notNull(),
    score: smallint().notNull(),
    difficulty: smallint().notNull(),
    stem: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
    analysis: text().notNull(),
    knowledgePoints: jsonb().$type<{ id: string; name: string }[]>().notNull(),
    /** 认知层次 1–4, the bank question's when taken, or set in the paper; null = 未标注. */
    cognitiveLevel: smallint(),
  },
  (t) => [
    index().on(t.paperId, t.type, t.position),
    index().on(t.questionId),
    check('exam_paper_items_cognitive_level_range', sql`${t.cognitiveLevel} between 1 and 4`),
  ],
);
