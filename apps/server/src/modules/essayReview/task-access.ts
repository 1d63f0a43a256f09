/**
 * What every part of essay marking's service shares (docs/essayReview.md): the dependencies, the
 * task's state from its job's, one essay as `/result` answers it, and the teacher's own task
 * (another teacher's is "not found", 40004, whatever its id).
 */
import {
  alignRegions,
  Code,
  MSG_ESSAY_TASK_NOT_FOUND,
  type EssayRegion,
  type EssayTaskState,
  type PhotoLine,
} from '@aita/core';
import type { Data, essayReview } from '@aita/contract';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import type { Database, Db } from '../../db/database';
import type { essays } from '../../db/schema';
import { essayTasks } from '../../db/schema';
import type { JobQueue, JobState } from '../../jobs';
import { DomainError } from '../../platform/errors';
import type { ClassroomService, ExamService } from '../classroom';

export type Task = typeof essayTasks.$inferSelect;
export type EssayRow = typeof essays.$inferSelect;
export type EssayResult = Data<typeof essayReview.result>['essays'][number];

/** The task's state from its job's (the spec's four words). */
export function taskState(job: JobState | undefined): EssayTaskState {
  if (job === 'succeeded') return 'done';
  if (job === 'failed' || job === 'cancelled') return 'failed';
  if (job === 'running') return 'running';
  return 'queued';
}

const notFound = () => new DomainError(Code.NOT_FOUND, MSG_ESSAY_TASK_NOT_FOUND);

/** One essay as `/result` answers it. */
export function essayResult(row: EssayRow): EssayResult {
  const m = row.marking;
  return {
    essayId: row.id,
    studentName: row.studentName,
    text: row.text,
    imageUrls: row.imageUrls,
    state: row.state,
    score: m?.score ?? null,
    comments: m?.comments ?? [],
    overall: m?.overall ?? '',
    mode: m?.mode ?? null,
    band: m?.band ?? null,
    dimensions: m?.dimensions ?? [],
    paragraphComments: m?.paragraphComments ?? [],
    suggestion: m?.suggestion ?? '',
    checkNotes: row.checkNotes,
    error: row.error,
    edited: row.edited,
    studentId: row.studentId,
    regions: row.regions,
    versions: row.versions.map((v) => ({
      text: v.text,
      imageUrls: v.imageUrls,
      score: v.marking?.score ?? null,
      band: v.marking?.band ?? null,
      comments: v.marking?.comments ?? [],
      overall: v.marking?.overall ?? '',
      replacedAt: v.replacedAt,
    })),
  };
}

/** The service's dependencies. */
export interface EssayReviewDeps {
  db: Db;
  /** For transactions (`database.transaction`: PGlite's driver has none of its own). */
  database: Database;
  jobs: JobQueue;
  ai: AiProviders;
  /** Class management (its exported services, never its tables): students and exam scores. */
  classes: ClassroomService;
  exams: ExamService;
}

/**
 * Where the essay's text is on its photos: the lines `/ocr` read, placed on the text the teacher
 * corrected (lines on photos the essay does not have are left out).
 */
export function regionsOf(
  lines: readonly PhotoLine[] | undefined,
  text: string,
  images: number,
): EssayRegion[] {
  return alignRegions(
    (lines ?? []).filter((l) => l.image < images),
    text,
  );
}

/** The teacher's own task and its job's state. */
export function createTaskAccess({ db, jobs }: Pick<EssayReviewDeps, 'db' | 'jobs'>) {
  async function ownTask(uid: number, taskId: string): Promise<Task> {
    const [task] = await db
      .select()
      .from(essayTasks)
      .where(and(eq(essayTasks.id, taskId), eq(essayTasks.ownerUid, uid)));
    if (!task) throw notFound();
    return task;
  }

  async function jobState(task: Task) {
    return task.jobId ? await jobs.get(task.jobId, task.ownerUid) : null;
  }

  return { ownTask, jobState };
}

/** The teacher's own task and its job's state. */
export type TaskAccess = ReturnType<typeof createTaskAccess>;
