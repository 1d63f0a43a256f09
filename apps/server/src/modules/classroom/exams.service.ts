import {
  Code,
  EXAMS_PER_CLASS_MAX,
  itemsFullScore,
  MSG_EXAM_NOT_FOUND,
  MSG_STUDENT_NOT_FOUND,
  MSG_THRESHOLDS_INVALID,
  MSG_FULL_FROM_ITEMS,
  MSG_TOO_MANY_EXAMS,
  MSG_USE_ITEM_SCORES,
  scoreOutOfRange,
  thresholdsValid,
} from '@aita/core';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classExams, classScores, classStudents } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { taughtClass, taughtExam } from './access';

/** An exam as answered (the contract's examSchema). */
export interface Exam {
  examId: number;
  classId: number;
  name: string;
  examDate: string;
  fullScore: number;
  passScore: number;
  excellentScore: number;
  scoredCount: number;
}

/** What a teacher sets on an exam. */
export interface ExamFields {
  name: string;
  examDate: string;
  fullScore: number;
  passScore: number;
  excellentScore: number;
}

/** A score refused because the full score went below it. */
export const MSG_SCORES_ABOVE_FULL = '已有成绩高于新的满分，请先修改这些成绩';

const scoredCount = sql<number>`(select count(*)::int from ${classScores} where ${classScores.examId} = ${classExams.id})`;

/** The contract's exam from its row. */
export function asExam(row: typeof classExams.$inferSelect, scored: number): Exam {
  return {
    examId: row.id,
    classId: row.classId,
    name: row.name,
    examDate: row.examDate,
    fullScore: row.fullScore,
    passScore: row.passScore,
    excellentScore: row.excellentScore,
    scoredCount: Number(scored),
  };
}

/**
 * Exams and scores of a class (docs/classroom.md "Scores"): only the class's teachers read or
 * write them; scores are validated against the exam's full score. Nothing ranks students.
 */
export function createExamService({ database }: { database: Database }) {
  const { db } = database;

  return {
    /** The class's exams, newest first. */
    async list(uid: number, classId: number): Promise<Exam[]> {
      await taughtClass(db, uid, classId);
      const rows = await db
        .select({ row: classExams, scored: scoredCount })
        .from(classExams)
        .where(eq(classExams.classId, classId))
        .orderBy(desc(classExams.examDate), desc(classExams.id));
      return rows.map((r) => asExam(r.row, r.scored));
    },

    /** Adds an exam to the class, or changes one (`examId`). */
    async save(
      uid: number,
      classId: number,
      examId: number | undefined,
      fields: ExamFields,
    ): Promise<Exam> {
      if (!thresholdsValid(fields))
        throw new DomainError(Code.INVALID_PARAM, MSG_THRESHOLDS_INVALID);
      return database.transaction(async (tx) => {
        await taughtClass(tx, uid, classId, true);
        if (examId === undefined) {
          const [n] = await tx
            .select({ n: count() })
            .from(classExams)
            .where(eq(classExams.classId, classId));
          if ((n?.n ?? 0) >= EXAMS_PER_CLASS_MAX) {
            throw new DomainError(Code.INVALID_PARAM, MSG_TOO_MANY_EXAMS);
          }
          const [row] = await tx
            .insert(classExams)
            .values({ classId, ...fields })
            .returning();
          if (!row) throw new Error('exam insert returned no row');
          return asExam(row, 0);
        }
        const { exam } = await taughtExam(tx, uid, examId);
        // An exam of another class is not this class's: the same answer as no exam.
        if (exam.classId !== classId) throw new DomainError(Code.NOT_FOUND, MSG_EXAM_NOT_FOUND);
        if (exam.items.length && fields.fullScore !== itemsFullScore(exam.items)) {
          throw new DomainError(Code.INVALID_PARAM, MSG_FULL_FROM_ITEMS);
        }
        const [above] = await tx
          .select({ n: count() })
          .from(classScores)
          .where(and(eq(classScores.examId, examId), gt(classScores.score, fields.fullScore)));
        if ((above?.n ?? 0) > 0) throw new DomainError(Code.INVALID_PARAM, MSG_SCORES_ABOVE_FULL);
        const [row] = await tx
          .update(classExams)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(classExams.id, examId))
          .returning();
        if (!row) throw new Error('exam update returned no row');
        const [scored] = await tx
          .select({ n: count() })
          .from(classScores)
          .where(eq(classScores.examId, examId));
        return asExam(row, scored?.n ?? 0);
      });
    },

    /** Deletes an exam and its scores. */
    async remove(uid: number, examId: number): Promise<void> {
      await taughtExam(db, uid, examId);
      await db.delete(classExams).where(eq(classExams.id, examId));
    },

    /** The exam and the scores entered (students without one are absent or not entered). */
    async detail(uid: number, examId: number) {
      const { exam } = await taughtExam(db, uid, examId);
      const scores = await db
        .select({ studentId: classScores.studentId, score: classScores.score })
        .from(classScores)
        .where(eq(classScores.examId, examId));
      return { exam: asExam(exam, scores.length), scores };
    },

    /**
     * Sets the listed students' scores (null clears one), all or nothing: every student must be
     * in the exam's class and every score within 0..full score.
     */
    async saveScores(
      uid: number,
      examId: number,
      entries: { studentId: number; score: number | null }[],
    ): Promise<{ saved: number }> {
      const byStudent = new Map(entries.map((e) => [e.studentId, e.score]));
      return database.transaction(async (tx) => {
        const { exam } = await taughtExam(tx, uid, examId);
        if (exam.items.length) throw new DomainError(Code.INVALID_PARAM, MSG_USE_ITEM_SCORES);
        const ids = [...byStudent.keys()];
        if (ids.length === 0) return { saved: 0 };
        const known = await tx
          .select({ id: classStudents.id })
          .from(classStudents)
          .where(and(eq(classStudents.classId, exam.classId), inArray(classStudents.id, ids)));
        if (known.length !== ids.length) {
          throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
        }
        const set: { examId: number; studentId: number; score: number }[] = [];
        const cleared: number[] = [];
        for (const [studentId, score] of byStudent) {
          if (score === null) cleared.push(studentId);
          else if (score > exam.fullScore) {
            throw new DomainError(Code.INVALID_PARAM, scoreOutOfRange(exam.fullScore));
          } else set.push({ examId, studentId, score });
        }
        if (cleared.length) {
          await tx
            .delete(classScores)
            .where(and(eq(classScores.examId, examId), inArray(classScores.studentId, cleared)));
        }
        if (set.length) {
          await tx
            .insert(classScores)
            .values(set)
            .onConflictDoUpdate({
              target: [classScores.examId, classScores.studentId],
              set: { score: sql`excluded.score`, updatedAt: new Date() },
            });
        }
        return { saved: byStudent.size };
      });
    },
  };
}

/** The exam service. */
export type ExamService = ReturnType<typeof createExamService>;
