/**
 * 发布 (docs/essayReview.md "Class"): the results become final, and a task linked to a class
 * writes its scores to the class's exam through class management's exam service.
 */
import {
  chinaDate,
  Code,
  DEFAULT_EXCELLENT_RATIO,
  DEFAULT_PASS_RATIO,
  EXAM_NAME_MAX,
  MSG_ESSAY_TASK_RUNNING,
} from '@aita/core';
import { eq } from 'drizzle-orm';
import { essays, essayTasks } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { taskState, type EssayReviewDeps, type TaskAccess } from './task-access';

/** `/publish`. */
export function createPublish({ db, exams }: EssayReviewDeps, { ownTask, jobState }: TaskAccess) {
  /**
   * 发布: the results become final (and read-only). Publishing again keeps the first time. A
   * task linked to a class writes its students' scores to the class's exam 作文：题目 (made on
   * the first 发布, through class management's exam service), so they reach each student's
   * record there.
   */
  return async function publish(uid: number, taskId: string) {
    const task = await ownTask(uid, taskId);
    const state = taskState((await jobState(task))?.state);
    if (state === 'queued' || state === 'running')
      throw new DomainError(Code.CONFLICT, MSG_ESSAY_TASK_RUNNING);
    let examId = task.examId;
    let scored = 0;
    if (task.classId && !task.publishedAt) {
      const rows = await db
        .select({ studentId: essays.studentId, marking: essays.marking })
        .from(essays)
        .where(eq(essays.taskId, taskId));
      const known = examId
        ? await exams.list(uid, task.classId).then((l) => l.some((e) => e.examId === examId))
        : false;
      if (!known) {
        const exam = await exams.save(uid, task.classId, undefined, {
          name: `作文：${task.title}`.slice(0, EXAM_NAME_MAX),
          examDate: chinaDate(new Date()),
          fullScore: task.fullScore,
          passScore: Math.round(task.fullScore * DEFAULT_PASS_RATIO),
          excellentScore: Math.round(task.fullScore * DEFAULT_EXCELLENT_RATIO),
        });
        examId = exam.examId;
      }
      const entries = rows.flatMap((r) =>
        r.studentId !== null && typeof r.marking?.score === 'number'
          ? [{ studentId: r.studentId, score: r.marking.score }]
          : [],
      );
      if (examId) scored = (await exams.saveScores(uid, examId, entries)).saved;
    }
    const at = task.publishedAt ?? new Date();
    if (!task.publishedAt) {
      await db
        .update(essayTasks)
        .set({ publishedAt: at, examId, updatedAt: at })
        .where(eq(essayTasks.id, taskId));
    }
    return { published: true, publishedAt: at.toISOString(), examId, scored };
  };
}
