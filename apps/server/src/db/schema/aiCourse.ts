/**
 * Tables of the AI course (docs/aiCourse.md): courses → chapters → lessons, which schools are
 * offered which courses (and whether their teachers see them), each teacher's progress; and the
 * os=jzax embedding's configuration documents.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { orgs } from './school';

/** A course. `slug` names it for operators (`course:import` replaces by slug). */
export const aiCourses = pgTable('ai_courses', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  summary: text().notNull().default(''),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const aiCourseChapters = pgTable(
  'ai_course_chapters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.courseId)],
);

/**
 * A lesson: `kind` video | reading | quiz. A video's bytes are in the object store under
 * `videoKey` (`course/…`); `paragraphs` are a reading's text or a video's notes; `questions` a
 * quiz's `{question, options, answer}`; `subtitles` WebVTT text ('' when none).
 */
export const aiCourseLessons = pgTable(
  'ai_course_lessons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    chapterId: integer()
      .notNull()
      .references(() => aiCourseChapters.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    sort: integer().notNull().default(0),
    videoKey: text().notNull().default(''),
    videoMime: text().notNull().default(''),
    videoBytes: integer().notNull().default(0),
    durationSec: integer().notNull().default(0),
    subtitles: text().notNull().default(''),
    paragraphs: jsonb().$type<string[]>().notNull().default([]),
    questions: jsonb()
      .$type<{ question: string; options: string[]; answer: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index().on(t.courseId), index().on(t.chapterId)],
);

/** Courses offered to a school (by an operator); `enabled` 1: its teachers see it (the admin's choice). */
export const aiCourseOrgs = pgTable(
  'ai_course_orgs',
  {
    orgId: integer()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    enabled: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.courseId] })],
);

/** A teacher's progress in a lesson (one row per teacher and lesson). */
export const aiCourseProgress = pgTable(
  'ai_course_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => aiCourseLessons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    positionSec: integer().notNull().default(0),
    watchedPct: smallint().notNull().default(0),
    quizScore: smallint().notNull().default(0),
    quizTotal: smallint().notNull().default(0),
    read: smallint().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index().on(t.courseId)],
);

/** The os=jzax configuration documents by key (tabList, subjectList, keywords, nobook, miniprograms). */
export const jyyConfig = pgTable('jyy_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  /** seed | operator: the seed never overwrites an operator's document. */
  source: text().notNull().default('seed'),
  ...timestamps,
});
