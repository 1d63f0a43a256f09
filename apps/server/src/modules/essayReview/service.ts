/**
 * Essay marking's service (docs/essayReview.md): tasks and their essays, the job that marks them,
 * the teacher's edits and 发布. Every call is scoped to the teacher: another teacher's task is
 * "not found" (40004), whatever its id. Submitting, publishing and revising live in their own
 * files; this one reads tasks and takes the teacher's edits.
 */
import {
  bandOf,
  Code,
  ESSAY_CHECK_NOTICE,
  firstInvalidSpan,
  MSG_ESSAY_NOT_FOUND,
  MSG_ESSAY_PUBLISHED,
  MSG_ESSAY_SCORE_RANGE,
  MSG_ESSAY_SPAN_INVALID,
  MSG_ESSAY_TASK_RUNNING,
  type EssayMarking,
  type EssayState,
} from '@aita/core';
import type { Body, Data, essayReview } from '@aita/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { essays, essayTasks } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { createPublish } from './publish';
import { createResubmit } from './revision';
import { createSubmit } from './submit';
import {
  createTaskAccess,
  essayResult,
  taskState,
  type EssayResult,
  type EssayReviewDeps,
} from './task-access';

export { taskState, type EssayReviewDeps } from './task-access';

/** Creates the service (a factory, so tests pass their own database and queue). */
export function createEssayReviewService(deps: EssayReviewDeps) {
  const { db, classes } = deps;
  const access = createTaskAccess(deps);
  const { ownTask, jobState } = access;

  return {
    submit: createSubmit(deps),
    /** The teacher's tasks, newest first. */
    async list(
      uid: number,
      page: number,
      pageSize: number,
    ): Promise<Data<typeof essayReview.list>> {
      const [total] = await db
        .select({ n: count() })
        .from(essayTasks)
        .where(eq(essayTasks.ownerUid, uid));
      const rows = await db
        .select()
        .from(essayTasks)
        .where(eq(essayTasks.ownerUid, uid))
        .orderBy(desc(essayTasks.createdAt), desc(essayTasks.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await db
            .select({ taskId: essays.taskId, n: count() })
            .from(essays)
            .where(inArray(essays.taskId, ids))
            .groupBy(essays.taskId)
        : [];
      const list = await Promise.all(
        rows.map(async (t) => ({
          taskId: t.id,
          title: t.title,
          grade: t.grade,
          genre: t.genre,
          fullScore: t.fullScore,
          state: taskState((await jobState(t))?.state),
          essays: counts.find((c) => c.taskId === t.id)?.n ?? 0,
          published: t.publishedAt !== null,
          createdAt: t.createdAt.toISOString(),
        })),
      );
      return { list, total: total?.n ?? 0 };
    },

    /** The job's state and progress, and each essay's state. */
    async status(uid: number, taskId: string): Promise<Data<typeof essayReview.status>> {
      const task = await ownTask(uid, taskId);
      const job = await jobState(task);
      const state = taskState(job?.state);
      const rows = await db
        .select({ id: essays.id, state: essays.state })
        .from(essays)
        .where(eq(essays.taskId, taskId))
        .orderBy(asc(essays.position));
      // An essay left "running" by a stopped process waits for the job to be taken up again.
      const essayState = (s: EssayState): EssayState =>
        s === 'running' && state !== 'running' ? 'queued' : s;
      return {
        state,
        progress: state === 'done' ? 100 : (job?.progress ?? 0),
        stage: job?.stage ?? '',
        error: job?.error ?? null,
        essays: rows.map((r) => ({ essayId: r.id, state: essayState(r.state) })),
      };
    },

    /** The task, its rubric and every essay with its marking. */
    async result(uid: number, taskId: string): Promise<Data<typeof essayReview.result>> {
      const task = await ownTask(uid, taskId);
      const rows = await db
        .select()
        .from(essays)
        .where(eq(essays.taskId, taskId))
        .orderBy(asc(essays.position));
      return {
        taskId: task.id,
        title: task.title,
        requirement: task.requirement,
        grade: task.grade,
        genre: task.genre,
        fullScore: task.fullScore,
        minLength: task.minLength,
        state: taskState((await jobState(task))?.state),
        published: task.publishedAt !== null,
        publishedAt: task.publishedAt?.toISOString() ?? null,
        classId: task.classId,
        className: task.classId
          ? ((await classes.list(uid)).find((c) => c.classId === task.classId)?.name ?? null)
          : null,
        examId: task.examId,
        rubric: task.rubric,
        essays: rows.map(essayResult),
      };
    },

    /** The teacher's version of one essay's marking. */
    async updateEssay(
      uid: number,
      body: Body<typeof essayReview.updateEssay>,
    ): Promise<EssayResult> {
      const task = await ownTask(uid, body.taskId);
      if (task.publishedAt) throw new DomainError(Code.CONFLICT, MSG_ESSAY_PUBLISHED);
      const [row] = await db
        .select()
        .from(essays)
        .where(and(eq(essays.id, body.essayId), eq(essays.taskId, task.id)));
      if (!row) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_NOT_FOUND);
      if (row.state === 'queued' || row.state === 'running') {
        throw new DomainError(Code.CONFLICT, MSG_ESSAY_TASK_RUNNING);
      }
      const rubric = task.rubric;
      const before: EssayMarking = row.marking ?? {
        mode: 'check',
        score: null,
        band: null,
        dimensions: [],
        comments: [],
        paragraphComments: [],
        overall: ESSAY_CHECK_NOTICE,
        suggestion: '',
      };
      const next: EssayMarking = { ...before };
      if (body.comments) {
        if (firstInvalidSpan(row.text, body.comments) >= 0) {
          throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_SPAN_INVALID);
        }
        next.comments = [...body.comments].sort((a, b) => a.start - b.start || a.end - b.end);
      }
      if (body.dimensions) {
        next.dimensions = rubric.dimensions.map((d) => {
          const given = body.dimensions?.find((x) => x.key === d.key);
          const old = before.dimensions.find((x) => x.key === d.key);
          if (given && given.score > d.max)
            throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_SCORE_RANGE);
          return {
            key: d.key,
            name: d.name,
            max: d.max,
            score: given?.score ?? old?.score ?? 0,
            reason: given?.reason ?? old?.reason ?? '',
          };
        });
        next.score = next.dimensions.reduce((s, d) => s + d.score, 0);
      }
      if (body.score !== undefined) {
        if (body.score !== null && body.score > task.fullScore) {
          throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_SCORE_RANGE);
        }
        next.score = body.score;
      }
      next.band = bandOf(rubric, next.score);
      if (body.paragraphComments) next.paragraphComments = body.paragraphComments;
      if (body.overall !== undefined) next.overall = body.overall;
      if (body.suggestion !== undefined) next.suggestion = body.suggestion;
      const [saved] = await db
        .update(essays)
        .set({ marking: next, edited: true, updatedAt: new Date() })
        .where(eq(essays.id, row.id))
        .returning();
      if (!saved) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_NOT_FOUND);
      return essayResult(saved);
    },

    publish: createPublish(deps, access),
    resubmit: createResubmit(deps, access),
    ownTask,
  };
}

/** The essay marking service. */
export type EssayReviewService = ReturnType<typeof createEssayReviewService>;
