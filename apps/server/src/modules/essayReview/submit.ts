/**
 * A new task (docs/essayReview.md "Calls", "Rubrics", "Class"): its rubric (built in, scaled, or
 * the teacher's), its class's students, the task and essays in one transaction, and the job.
 */
import {
  bandsFromLines,
  Code,
  defaultRubric,
  findRubric,
  MSG_ESSAY_PHOTOS_NEED_VISION,
  MSG_ESSAY_STUDENT_NOT_IN_CLASS,
  scaleRubric,
} from '@aita/core';
import type { Body, essayReview } from '@aita/contract';
import { eq } from 'drizzle-orm';
import { essays, essayTasks } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { MARK_JOB } from './mark';
import { regionsOf, type EssayReviewDeps } from './task-access';

/** `/submit`: stores the task and its essays and enqueues the marking job. */
export function createSubmit({ db, database, jobs, ai, classes }: EssayReviewDeps) {
  /** Stores the task and its essays and enqueues the marking job. */
  return async function submit(
    uid: number,
    body: Body<typeof essayReview.submit>,
  ): Promise<{ taskId: string }> {
    const photosOnly = body.essays.some((e) => !e.text?.trim() && (e.imageUrls?.length ?? 0) > 0);
    if (photosOnly && !ai.capabilities().vision) {
      throw new DomainError(Code.INVALID_PARAM, MSG_ESSAY_PHOTOS_NEED_VISION);
    }
    const base = body.rubricId ? findRubric(body.rubricId) : undefined;
    const chosen = base ? scaleRubric(base, body.fullScore) : defaultRubric(body);
    // The teacher's own dimensions keep the chosen scale's bands and language.
    const bands = body.rubricBands ? bandsFromLines(body.rubricBands, body.fullScore) : null;
    const rubric =
      body.rubricDimensions || bands
        ? {
            ...chosen,
            name: `${chosen.name}（老师调整）`,
            dimensions:
              body.rubricDimensions?.map((d, i) => ({ key: `d${i + 1}`, ...d })) ??
              chosen.dimensions,
            bands: bands ?? chosen.bands,
          }
        : chosen;
    // A class of class management: the caller must teach it, every student must be in it.
    const roster = body.classId ? (await classes.detail(uid, body.classId)).students : [];
    const nameOf = new Map(roster.map((s) => [s.studentId, s.name]));
    for (const e of body.essays) {
      if (e.studentId !== undefined && !nameOf.has(e.studentId)) {
        throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_STUDENT_NOT_IN_CLASS);
      }
    }
    const minLength = body.minLength >= 0 ? body.minLength : rubric.minLength;
    const taskId = await database.transaction(async (tx) => {
      const [task] = await tx
        .insert(essayTasks)
        .values({
          ownerUid: uid,
          title: body.title,
          requirement: body.requirement?.trim() ?? '',
          grade: body.grade,
          genre: body.genre,
          fullScore: body.fullScore,
          minLength,
          rubric,
          classId: body.classId ?? null,
        })
        .returning({ id: essayTasks.id });
      if (!task) throw new Error('insert returned no task');
      await tx.insert(essays).values(
        body.essays.map((e, position) => ({
          taskId: task.id,
          position,
          studentName:
            e.studentName?.trim() ||
            (e.studentId !== undefined ? nameOf.get(e.studentId) : undefined) ||
            `学生${position + 1}`,
          studentId: e.studentId ?? null,
          text: e.text?.trim() ?? '',
          imageUrls: e.imageUrls ?? [],
          regions: regionsOf(e.lines, e.text?.trim() ?? '', e.imageUrls?.length ?? 0),
        })),
      );
      return task.id;
    });
    const job = await jobs.enqueue(
      MARK_JOB,
      { taskId },
      { ownerUid: uid, dedupeKey: `essay-task:${taskId}` },
    );
    await db.update(essayTasks).set({ jobId: job.id }).where(eq(essayTasks.id, taskId));
    return { taskId };
  };
}
