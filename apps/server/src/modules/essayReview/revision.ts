/**
 * A student's revised essay (docs/essayReview.md "Resubmission"): the current version moves to
 * `versions`, the new text is queued for the task's job, and the task is a draft again.
 */
import {
  Code,
  ESSAY_VERSIONS_MAX,
  MSG_ESSAY_NOT_FOUND,
  MSG_ESSAY_PHOTOS_NEED_VISION,
  MSG_ESSAY_RESUBMIT_SAME,
  MSG_ESSAY_TASK_RUNNING,
  MSG_ESSAY_TOO_MANY_VERSIONS,
} from '@aita/core';
import type { Body, essayReview } from '@aita/contract';
import { and, eq } from 'drizzle-orm';
import { essays, essayTasks } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { MARK_JOB } from './mark';
import {
  essayResult,
  regionsOf,
  taskState,
  type EssayResult,
  type EssayReviewDeps,
  type TaskAccess,
} from './task-access';

/** `/essay/resubmit`. */
export function createResubmit(
  { db, jobs, ai }: EssayReviewDeps,
  { ownTask, jobState }: TaskAccess,
) {
  /**
   * A student's revised essay on the same task: the current version with its marking goes to
   * `versions`, the new text is marked by the task's job again, and the task is a draft until
   * the teacher publishes it again.
   */
  return async function resubmit(
    uid: number,
    body: Body<typeof essayReview.resubmit>,
  ): Promise<EssayResult> {
    const task = await ownTask(uid, body.taskId);
    const state = taskState((await jobState(task))?.state);
    if (state === 'queued' || state === 'running')
      throw new DomainError(Code.CONFLICT, MSG_ESSAY_TASK_RUNNING);
    const [row] = await db
      .select()
      .from(essays)
      .where(and(eq(essays.id, body.essayId), eq(essays.taskId, task.id)));
    if (!row) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_NOT_FOUND);
    const text = body.text?.trim() ?? '';
    const imageUrls = body.imageUrls ?? [];
    if (!text && imageUrls.length && !ai.capabilities().vision) {
      throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_PHOTOS_NEED_VISION);
    }
    const samePhotos = imageUrls.join('\n') === row.imageUrls.join('\n');
    if ((text === row.text && (samePhotos || !imageUrls.length)) || (!text && samePhotos)) {
      throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_RESUBMIT_SAME);
    }
    if (row.versions.length + 1 >= ESSAY_VERSIONS_MAX) {
      throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_TOO_MANY_VERSIONS);
    }
    const now = new Date();
    const [saved] = await db
      .update(essays)
      .set({
        versions: [
          ...row.versions,
          {
            text: row.text,
            imageUrls: row.imageUrls,
            marking: row.marking,
            checkNotes: row.checkNotes,
            replacedAt: now.toISOString(),
          },
        ],
        text,
        imageUrls,
        state: 'queued',
        marking: null,
        checkNotes: [],
        regions: regionsOf(body.lines, text, imageUrls.length),
        error: null,
        edited: false,
        updatedAt: now,
      })
      .where(eq(essays.id, row.id))
      .returning();
    if (!saved) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_NOT_FOUND);
    const job = await jobs.enqueue(
      MARK_JOB,
      { taskId: task.id },
      { ownerUid: uid, dedupeKey: `essay-task:${task.id}` },
    );
    await db
      .update(essayTasks)
      .set({ jobId: job.id, publishedAt: null, updatedAt: now })
      .where(eq(essayTasks.id, task.id));
    return essayResult(saved);
  };
}
