/**
 * Tables of class management (docs/classroom.md "Model"): classes, who teaches them, students,
 * exams and scores. Everything of a class goes with it (`on delete cascade`), and a teacher's
 * account going takes their teaching rows with it; a class nobody teaches any more is removed by
 * the service.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { examPapers } from './examPaper';
import { users } from './identity';

/** A question of an exam scored per question (core's ExamItem). */
export interface StoredExamItem {
  label: string;
  maxScore: number;
  knowledgePoints: { id: string; name: string }[];
}

/** The seating chart as stored (`seats[row * columns + column]`, a student id or null). */
export interface StoredSeating {
  rows: number;
  columns: number;
  aisles: number[];
  seats: (number | null)[];
  /** Arranging rules (docs/classroom.md "Seating"): pairs kept apart, students kept in front. */
  apart?: [number, number][];
  front?: number[];
  frontRows?: number;
}

/** A class. `grade` 1–12 (一年级 … 高三) or 0; `subject` an id of the common info, 0 for none. */
export const classes = pgTable('classes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  grade: smallint().notNull().default(0),
  subject: smallint().notNull().default(0),
  seating: jsonb().$type<StoredSeating>(),
  /** The owner's current co-teacher invite code (docs/classroom.md "Co-teachers"), or null. */
  inviteCode: text().unique(),
  inviteExpiresAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** Who teaches a class: its `owner` (who created it) and invited `teacher`s. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'teacher'] }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index().on(t.userId)],
);

/** A student of one class. 学号 is unique within the class when given. */
export const classStudents = pgTable(
  'class_students',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    number: text(),
    gender: text({ enum: ['m', 'f'] }),
    notes: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('class_students_class_number').on(t.classId, t.number),
    index().on(t.classId),
  ],
);

/** An exam of a class with its full score and the teacher's pass and excellence lines. */
export const classExams = pgTable(
  'class_exams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    examDate: date({ mode: 'string' }).notNull(),
    fullScore: doublePrecision().notNull(),
    passScore: doublePrecision().notNull(),
    excellentScore: doublePrecision().notNull(),
    /** The exam paper its items came from (docs/classroom.md "Per-question scores"), or null. */
    paperId: integer().references(() => examPapers.id, { onDelete: 'set null' }),
    /** Its questions in order; empty for an exam scored by total only. */
    items: jsonb().$type<StoredExamItem[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index().on(t.classId),
    check(
      'class_exams_lines',
      sql`${t.passScore} >= 0 and ${t.passScore} <= ${t.excellentScore} and ${t.excellentScore} <= ${t.fullScore}`,
    ),
  ],
);

/** A student's score in an exam; a student without a row has none (absent or not entered). */
export const classScores = pgTable(
  'class_scores',
  {
    examId: integer()
      .notNull()
      .references(() => classExams.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => classStudents.id, { onDelete: 'cascade' }),
    score: doublePrecision().notNull(),
    /** Per-question scores (null: empty cell), one per exam item; `score` is their total. */
    itemScores: jsonb().$type<(number | null)[]>(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.studentId] }),
    index().on(t.studentId),
    check('class_scores_non_negative', sql`${t.score} >= 0`),
  ],
);

/**
 * A teacher's short note about a student over the term (优点, 进步, 待改进, 其他), the material of
 * the 期末评语. Private to the class's teachers; deleted with the student.
 */
export const classObservations = pgTable(
  'class_observations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => classStudents.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['strength', 'progress', 'improve', 'other'] }).notNull(),
    text: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.classId), index().on(t.studentId)],
);

/**
 * A student's 期末评语 (docs/classroom.md "Comments"): written by the model in a batch job
 * (`source` model, `jobId` the job that wrote it, so a job run again skips what it wrote) or by
 * the teacher (`source` teacher: a batch never overwrites it unless asked). Deleted with the student.
 */
export const classComments = pgTable(
  'class_comments',
  {
    studentId: integer()
      .primaryKey()
      .references(() => classStudents.id, { onDelete: 'cascade' }),
    classId: integer()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    source: text({ enum: ['model', 'teacher'] }).notNull(),
    jobId: text(),
    ...timestamps,
  },
  (t) => [index().on(t.classId)],
);
