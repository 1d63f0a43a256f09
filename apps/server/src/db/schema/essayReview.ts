/**
 * Tables of essay marking (docs/essayReview.md "Model"): a task (one essay or a class's batch,
 * with the rubric it is marked by) and its essays, each with its marking. The task's progress is
 * its job's (the `jobs` table); an essay's own state says which are marked, so a job that runs
 * again after a restart marks only the rest.
 */
import type { EssayMarking, EssayRegion, EssayState, EssayVersion, Rubric } from '@aita/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes, classStudents } from './classroom';
import { timestamps } from './columns';
import { users } from './identity';

/** A marking task: the prompt, grade, genre, full score and rubric, and its job. */
export const essayTasks = pgTable(
  'essay_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUid: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    requirement: text().notNull().default(''),
    grade: smallint().notNull(),
    genre: text().notNull(),
    fullScore: smallint().notNull(),
    /** 字数 (or English words) the essays should reach; 0 when none was asked. */
    minLength: integer().notNull(),
    /** The rubric as it was when the task was made (built-in ones may change later). */
    rubric: jsonb().$type<Rubric>().notNull(),
    /** The marking job (jobs.id); null only between insert and enqueue. */
    jobId: uuid(),
    /** When the teacher pressed 发布; until then the results are drafts. */
    publishedAt: timestamp({ withTimezone: true }),
    /** The class of class management the essays belong to (null: not linked, or class deleted). */
    classId: integer().references(() => classes.id, { onDelete: 'set null' }),
    /** The class's exam that 发布 wrote the scores to (made on the first 发布). */
    examId: integer(),
    ...timestamps,
  },
  (t) => [index().on(t.ownerUid, t.createdAt)],
);

/** One student's essay in a task, with its marking once marked. */
export const essays = pgTable(
  'essays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    taskId: uuid()
      .notNull()
      .references(() => essayTasks.id, { onDelete: 'cascade' }),
    /** Order in the batch (0-based), as submitted. */
    position: smallint().notNull(),
    studentName: text().notNull().default(''),
    /** The class's student who wrote it, when the task is linked to a class. */
    studentId: integer().references(() => classStudents.id, { onDelete: 'set null' }),
    /** The text marked: typed, pasted, or recognised from the photos. */
    text: text().notNull(),
    imageUrls: jsonb().$type<string[]>().notNull().default([]),
    state: text({ enum: ['queued', 'running', 'done', 'failed'] })
      .$type<EssayState>()
      .notNull()
      .default('queued'),
    marking: jsonb().$type<EssayMarking>(),
    /** The 基础检查's findings that have no span (字数, 段落). */
    checkNotes: jsonb().$type<string[]>().notNull().default([]),
    /** Why the essay could not be marked (Chinese, for the teacher). */
    error: text(),
    /** The teacher changed the machine's marking. */
    edited: boolean().notNull().default(false),
    /** Lines the vision model read on the photos, with their boxes (comments are drawn on them). */
    regions: jsonb().$type<EssayRegion[]>().notNull().default([]),
    /** Earlier versions (a resubmission keeps them with their marking), oldest first. */
    versions: jsonb().$type<EssayVersion[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [unique().on(t.taskId, t.position)],
);
