/**
 * Essay marking's service (docs/essayReview.md): tasks and their essays, the job that marks them,
 * the teacher's edits and 发布. Every call is scoped to the teacher: another teacher's task is
 * "not found" (40004), whatever its id.
 */
import {
  bandOf,
  bandsFromLines,
  chinaDate,
  Code,
  DEFAULT_EXCELLENT_RATIO,
  DEFAULT_PASS_RATIO,
  ESSAY_VERSIONS_MAX,
  EXAM_NAME_MAX,
  defaultRubric,
  ESSAY_CHECK_NOTICE,
  findRubric,
  firstInvalidSpan,
  MSG_ESSAY_NOT_FOUND,
  MSG_ESSAY_PHOTOS_NEED_VISION,
  MSG_ESSAY_PUBLISHED,
  MSG_ESSAY_RESUBMIT_SAME,
  MSG_ESSAY_STUDENT_NOT_IN_CLASS,
  MSG_ESSAY_TOO_MANY_VERSIONS,
  MSG_ESSAY_SCORE_RANGE,
  MSG_ESSAY_SPAN_INVALID,
  MSG_ESSAY_TASK_NOT_FOUND,
  MSG_ESSAY_TASK_RUNNING,
  scaleRubric,
  type EssayMarking,
  type EssayState,
  type EssayTaskState,
} from '@aita/core';
import type { Body, Data, essayReview } from '@aita/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import type { Database, Db } from '../../db/database';
import { essays, essayTasks } from '../../db/schema';
import type { JobQueue, JobState } from '../../jobs';
import { DomainError } from '../../platform/errors';
import type { ClassroomService, ExamService } from '../classroom';
import { MARK_JOB } from './mark';

type Task = typeof essayTasks.$inferSelect;
type EssayRow = typeof essays.$inferSelect;
type EssayResult = Data<typeof essayReview.result>['essays'][number];

/** The task's state from its job's (the spec's four words). */
export function taskState(job: JobState | undefined): EssayTaskState {
  if (job === 'succeeded') return 'done';
  if (job === 'failed' || job === 'cancelled') return 'failed';
  if (job === 'running') return 'running';
  return 'queued';
}

const notFound = () => new DomainError(Code.NOT_FOUND, MSG_ESSAY_TASK_NOT_FOUND);

/** One essay as `/result` answers it. */
function essayResult(row: EssayRow): EssayResult {
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

/** Creates the service (a factory, so tests pass their own database and queue). */
export function createEssayReviewService({
  db,
  database,
  jobs,
  ai,
  classes,
  exams,
}: EssayReviewDeps) {
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

  return {
    /** Stores the task and its essays and enqueues the marking job. */
    async submit(uid: number, body: Body<typeof essayReview.submit>): Promise<{ taskId: string }> {
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
    },

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

    /**
     * 发布: the results become final (and read-only). Publishing again keeps the first time. A
     * task linked to a class writes its students' scores to the class's exam 作文：题目 (made on
     * the first 发布, through class management's exam service), so they reach each student's
     * record there.
     */
    async publish(uid: number, taskId: string) {
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
    },

    /**
     * A student's revised essay on the same task: the current version with its marking goes to
     * `versions`, the new text is marked by the task's job again, and the task is a draft until
     * the teacher publishes it again.
     */
    async resubmit(uid: number, body: Body<typeof essayReview.resubmit>): Promise<EssayResult> {
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
          regions: [],
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
    },

    ownTask,
  };
}

/** The essay marking service. */
export type EssayReviewService = ReturnType<typeof createEssayReviewService>;
