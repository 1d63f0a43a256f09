/**
 * Tables of the question bank (docs/questionBank.md "Model"): knowledge points per 学段 and 学科,
 * questions, and which points each question tests. Keyword search lives in the shared
 * `search_entries` index (kind `question`), not here.
 */
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { users } from './identity';
import { orgs } from './school';

/**
 * One node of a knowledge-point tree. The id is a stable code (`jm.num.eq.linear`) so seeded
 * questions, saved filters and links keep pointing at the same point across re-seeds.
 */
export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: text().primaryKey(),
    /** 学段 and 学科 ids of `/v1/user/configs`. */
    period: smallint().notNull(),
    subject: smallint().notNull(),
    parentId: text(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.period, t.subject)],
);

/**
 * A question. `scope` says whose it is: `platform` (精品资源, seeded or curated), `school` (a
 * school's 校本资源, `org_id` set) or `personal` (`owner_uid`). Texts are rich text with `$…$`.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key of a seeded question (re-seeding inserts nothing twice); null otherwise. */
    seedKey: text().unique(),
    scope: text({ enum: ['platform', 'school', 'personal'] }).notNull(),
    orgId: integer().references(() => orgs.id, { onDelete: 'cascade' }),
    ownerUid: integer().references(() => users.id, { onDelete: 'set null' }),
    period: smallint().notNull(),
    subject: smallint().notNull(),
    grade: smallint().notNull(),
    type: text().notNull(),
    difficulty: smallint().notNull(),
    stem: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
    analysis: text().notNull(),
    source: text().notNull().default('原创'),
    year: smallint().notNull(),
    /** 地区 of the source (core REGIONS: 全国 or a province); null for 原创 or unknown. */
    region: text(),
    /** 认知层次 1 了解 … 4 运用 (COGNITIVE_LEVELS); null when not set. */
    cognitiveLevel: smallint(),
    /** The textbook lesson (`textbook_nodes.id`) it belongs to; null when none. */
    chapterId: text(),
    /**
     * The 阅读/材料题 a sub-question (小题) belongs to, and its place there (1, 2, …); null and 0
     * for a question of its own. Sub-questions are never listed alone: the group is.
     */
    parentId: integer().references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    sort: smallint().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index().on(t.parentId),
    index().on(t.scope, t.period, t.subject, t.type, t.difficulty),
    index().on(t.orgId),
    check('questions_difficulty_range', sql`${t.difficulty} between 1 and 5`),
    check('questions_cognitive_level_range', sql`${t.cognitiveLevel} between 1 and 4`),
    index().on(t.chapterId),
  ],
);

/** Which knowledge points a question tests (browsing a point finds its questions). */
export const questionKnowledgePoints = pgTable(
  'question_knowledge_points',
  {
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    knowledgePointId: text()
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.knowledgePointId] }),
    index().on(t.knowledgePointId),
  ],
);

/**
 * The textbook map (docs/questionBank.md "Textbook map"): 教材版本 › 年级/册 › 单元 › 课 per 学段
 * and 学科, ids stable codes like the knowledge points' (`tb.pm.rj.g3a.u2.l1`).
 */
export const textbookNodes = pgTable(
  'textbook_nodes',
  {
    id: text().primaryKey(),
    period: smallint().notNull(),
    subject: smallint().notNull(),
    parentId: text(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.period, t.subject)],
);

/** Which knowledge points a textbook node (a lesson) teaches. */
export const textbookNodePoints = pgTable(
  'textbook_node_points',
  {
    nodeId: text()
      .notNull()
      .references(() => textbookNodes.id, { onDelete: 'cascade' }),
    knowledgePointId: text()
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.knowledgePointId] }), index().on(t.knowledgePointId)],
);

/**
 * 收藏 (docs/questionBank.md "Favourites and similar questions"): one row per teacher and
 * question, so starring twice keeps one row; listed newest first.
 */
export const questionFavourites = pgTable(
  'question_favourites',
  {
    uid: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.questionId] }), index().on(t.uid, t.createdAt)],
);
