import {
  AI_COURSE_MESSAGES,
  Code,
  lessonCompleted,
  QUIZ_PASS_PERCENT,
  type LessonKind,
} from '@aita/core';
import type { AiLessonProgress } from '@aita/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiCourseProgress } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { CourseAccess, LessonRow } from './access';

type ProgressRow = typeof aiCourseProgress.$inferSelect;

const NO_PROGRESS: AiLessonProgress = {
  positionSec: 0,
  watchedPct: 0,
  quizScore: 0,
  quizTotal: 0,
  completed: false,
};

/** A progress row as the calls answer it (no row: nothing done yet). */
export const toProgress = (row: ProgressRow | undefined): AiLessonProgress =>
  row
    ? {
        positionSec: row.positionSec,
        watchedPct: row.watchedPct,
        quizScore: row.quizScore,
        quizTotal: row.quizTotal,
        completed: row.completedAt !== null,
      }
    : NO_PROGRESS;

/**
 * A teacher's progress per lesson (docs/aiCourse.md "Model"): position, the largest share
 * watched, the best quiz score, the read flag, and `completed_at` once the lesson's rule is met.
 */
export function createCourseProgress({
  db,
  clock,
  access,
}: {
  db: Db;
  clock: () => Date;
  access: CourseAccess;
}) {
  async function progressOf(
    userId: number,
    lessonIds: number[],
  ): Promise<Map<number, ProgressRow>> {
    if (lessonIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(aiCourseProgress)
      .where(
        and(eq(aiCourseProgress.userId, userId), inArray(aiCourseProgress.lessonId, lessonIds)),
      );
    return new Map(rows.map((r) => [r.lessonId, r]));
  }

  /** Sets `completedAt` once the lesson's rule is met; returns the progress. */
  async function settle(userId: number, lesson: LessonRow): Promise<AiLessonProgress> {
    const [row] = await db
      .select()
      .from(aiCourseProgress)
      .where(and(eq(aiCourseProgress.userId, userId), eq(aiCourseProgress.lessonId, lesson.id)));
    if (!row) return NO_PROGRESS;
    if (
      row.completedAt === null &&
      lessonCompleted(lesson.kind as LessonKind, { ...row, read: row.read === 1 })
    ) {
      const [done] = await db
        .update(aiCourseProgress)
        .set({ completedAt: clock() })
        .where(and(eq(aiCourseProgress.userId, userId), eq(aiCourseProgress.lessonId, lesson.id)))
        .returning();
      return toProgress(done);
    }
    return toProgress(row);
  }

  return {
    progressOf,

    /** Saves position and the largest share watched (or that a text was read). */
    async saveProgress(
      userId: number,
      input: { lessonId: number; positionSec: number; watchedPct: number; read?: boolean },
    ): Promise<AiLessonProgress> {
      const lesson = await access.studiedLesson(userId, input.lessonId);
      const positionSec =
        lesson.durationSec > 0
          ? Math.min(input.positionSec, lesson.durationSec)
          : input.positionSec;
      const read = input.read ? 1 : 0;
      await db
        .insert(aiCourseProgress)
        .values({
          userId,
          lessonId: lesson.id,
          courseId: lesson.courseId,
          positionSec,
          watchedPct: input.watchedPct,
          read,
          updatedAt: clock(),
        })
        .onConflictDoUpdate({
          target: [aiCourseProgress.userId, aiCourseProgress.lessonId],
          set: {
            positionSec,
            watchedPct: sql`greatest(${aiCourseProgress.watchedPct}, ${input.watchedPct})`,
            read: sql`greatest(${aiCourseProgress.read}, ${read})`,
            updatedAt: clock(),
          },
        });
      return settle(userId, lesson);
    },

    /** Marks a quiz: the best attempt is kept; passed at QUIZ_PASS_PERCENT. */
    async submitQuiz(userId: number, lessonId: number, answers: number[]) {
      const lesson = await access.studiedLesson(userId, lessonId);
      const questions = lesson.questions;
      if (lesson.kind !== 'quiz' || answers.length !== questions.length || questions.length === 0) {
        throw new DomainError(Code.INVALID_PARAM, AI_COURSE_MESSAGES.answersInvalid);
      }
      const score = questions.filter((q, i) => answers[i] === q.answer).length;
      const total = questions.length;
      await db
        .insert(aiCourseProgress)
        .values({
          userId,
          lessonId,
          courseId: lesson.courseId,
          quizScore: score,
          quizTotal: total,
          updatedAt: clock(),
        })
        .onConflictDoUpdate({
          target: [aiCourseProgress.userId, aiCourseProgress.lessonId],
          set: {
            quizScore: sql`greatest(${aiCourseProgress.quizScore}, ${score})`,
            quizTotal: total,
            updatedAt: clock(),
          },
        });
      return {
        score,
        total,
        passed: score * 100 >= total * QUIZ_PASS_PERCENT,
        correct: questions.map((q) => q.answer),
        progress: await settle(userId, lesson),
      };
    },
  };
}
