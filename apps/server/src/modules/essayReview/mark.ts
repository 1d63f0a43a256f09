/**
 * The marking job (docs/essayReview.md "The job"): one job per task, marking its essays a few at
 * a time. Each essay's outcome is written on its own row, keyed by the essay, so a job that runs
 * again (a restart, a lost lease) marks only the essays not yet done and never twice the same
 * way. Progress is the share of essays finished.
 */
import {
  basicCheck,
  ESSAY_CHECK_NOTICE,
  ESSAY_MARK_CONCURRENCY,
  gradeName,
  MarkingOutputError,
  MSG_ESSAY_PHOTO_UNREADABLE,
  MSG_ESSAY_PHOTOS_NEED_VISION,
  parseOcrLines,
  verifyModelMarking,
  type EssayComment,
  type EssayMarking,
} from '@aita/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { essays, essayTasks } from '../../db/schema';
import { JobFailure, type JobHandler } from '../../jobs';
import { markingInstruction, markingSchema, markingSystem, OCR_PROMPT } from './prompt';

/** The job kind of a task's marking. */
export const MARK_JOB = 'essayReview.mark';

/** Reads the bytes of one of the teacher's essay photos (the images area of file intake). */
export type PhotoReader = (
  ownerUid: number,
  url: string,
) => Promise<{ bytes: Uint8Array; mimeType: string } | null>;

type Task = typeof essayTasks.$inferSelect;
type Essay = typeof essays.$inferSelect;

/** The upstream failures another attempt may cure (busy, down, slow, cut off). */
const retryable = (error: unknown) =>
  isUpstreamError(error) &&
  (error.type === 'timeout' ||
    error.type === 'network' ||
    (error.type === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

/** The offline marking: 基础检查 only, no score. */
function checkMarking(text: string, minLength: number): { marking: EssayMarking; notes: string[] } {
  const check = basicCheck(text, minLength);
  return {
    marking: {
      mode: 'check',
      score: null,
      band: null,
      dimensions: [],
      comments: check.comments,
      paragraphComments: [],
      overall: ESSAY_CHECK_NOTICE,
      suggestion: '',
    },
    notes: check.notes,
  };
}

/** Dictionary hits the model missed: a confused character is wrong whoever spots it. */
function withDictionaryHits(model: EssayComment[], check: EssayComment[]): EssayComment[] {
  const extra = check.filter(
    (c) => c.kind === 'typo' && !model.some((m) => m.start < c.end && c.start < m.end),
  );
  return [...model, ...extra].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Marks one essay's text with the model (two tries when an answer lacks a dimension). */
async function modelMarking(ai: AiProviders, task: Task, text: string, signal: AbortSignal) {
  const rubric = task.rubric;
  const check = basicCheck(text, task.minLength);
  for (let attempt = 1; ; attempt += 1) {
    const { data } = await ai.structured.generate({
      schema: markingSchema(rubric),
      system: markingSystem(rubric),
      instruction: markingInstruction({ ...task, grade: gradeName(task.grade) }, rubric, text),
      signal,
    });
    try {
      const { marking } = verifyModelMarking(text, rubric, data);
      marking.comments = withDictionaryHits(marking.comments, check.comments);
      return { marking, notes: check.notes };
    } catch (error) {
      if (!(error instanceof MarkingOutputError) || attempt >= 2) throw error;
    }
  }
}

/** Recognises the text of an essay's photos with the vision model; never guesses. */
async function recognise(
  ai: AiProviders,
  readPhoto: PhotoReader,
  task: Task,
  essay: Essay,
  signal: AbortSignal,
) {
  if (!ai.capabilities().vision) throw new JobFailure(MSG_ESSAY_PHOTOS_NEED_VISION);
  const images = [];
  // The essay's photo index of each image sent (an unreadable link is left out).
  const pages: number[] = [];
  for (const [index, url] of essay.imageUrls.entries()) {
    const photo = await readPhoto(task.ownerUid, url);
    if (photo) {
      images.push(photo);
      pages.push(index);
    }
  }
  if (!images.length) return { text: '', regions: [] };
  const answer = await ai.vision.analyze({
    prompt: OCR_PROMPT,
    images,
    detail: 'high',
    signal,
  });
  const { text, regions } = parseOcrLines(answer.text, images.length);
  return { text, regions: regions.map((r) => ({ ...r, image: pages[r.image] ?? r.image })) };
}

/**
 * The handler of {@link MARK_JOB}: payload `{ taskId }`, result `{ taskId, marked }`.
 * With a chat model an essay is scored by its rubric; without one it gets the 基础检查. A failure
 * of one essay (unreadable photo, a refused text) fails that essay, not the batch; a busy or
 * unreachable model fails the attempt, and the retry continues where it stopped.
 */
export function createMarkJob(deps: {
  db: Db;
  ai: AiProviders;
  readPhoto: PhotoReader;
}): JobHandler<{ taskId: string }, { taskId: string; marked: number }> {
  const { db, ai } = deps;
  return {
    kind: MARK_JOB,
    concurrency: 2,
    maxAttempts: 3,
    leaseMs: 60_000,
    async run({ job, signal, progress }) {
      const { taskId } = job.payload;
      const [task] = await db.select().from(essayTasks).where(eq(essayTasks.id, taskId));
      if (!task) return { taskId, marked: 0 };
      const all = await db
        .select()
        .from(essays)
        .where(eq(essays.taskId, taskId))
        .orderBy(asc(essays.position));
      let finished = all.filter((e) => e.state === 'done' || e.state === 'failed').length;
      const queue = all.filter((e) => e.state !== 'done' && e.state !== 'failed');
      const report = () =>
        progress(
          Math.floor((finished / Math.max(1, all.length)) * 100),
          `已批改 ${finished}/${all.length} 篇`,
        );
      await report();
      const save = async (essay: Essay, values: Partial<typeof essays.$inferInsert>) => {
        // Never overwrite an essay another run already finished.
        await db
          .update(essays)
          .set({ ...values, updatedAt: new Date() })
          .where(
            and(eq(essays.id, essay.id), ne(essays.state, 'done'), ne(essays.state, 'failed')),
          );
      };
      const markOne = async (essay: Essay) => {
        signal.throwIfAborted();
        await save(essay, { state: 'running' });
        try {
          let text = essay.text;
          if (!text.trim()) {
            const read = await recognise(ai, deps.readPhoto, task, essay, signal);
            text = read.text;
            if (!text) throw new JobFailure(MSG_ESSAY_PHOTO_UNREADABLE);
            await save(essay, { text, regions: read.regions });
          }
          const { marking, notes } = ai.structured.available
            ? await modelMarking(ai, task, text, signal)
            : checkMarking(text, task.minLength);
          await save(essay, { state: 'done', marking, checkNotes: notes, error: null });
        } catch (error) {
          if (signal.aborted || retryable(error)) throw error;
          const message =
            error instanceof JobFailure
              ? error.message
              : isUpstreamError(error)
                ? error.teacherMessage
                : null;
          if (message === null) throw error;
          // The essay still gets what needs no model, beside the reason it was not scored.
          const fallback = essay.text.trim() ? checkMarking(essay.text, task.minLength) : null;
          await save(essay, {
            state: 'failed',
            error: message,
            marking: fallback?.marking ?? null,
            checkNotes: fallback?.notes ?? [],
          });
        }
        finished += 1;
        await report();
      };
      // A small pool: at most ESSAY_MARK_CONCURRENCY model calls of this task at once.
      const workers = Array.from(
        { length: Math.min(ESSAY_MARK_CONCURRENCY, queue.length) },
        async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await markOne(next);
        },
      );
      const outcomes = await Promise.allSettled(workers);
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed) {
        if (retryable(failed.reason)) {
          throw new JobFailure(
            isUpstreamError(failed.reason)
              ? failed.reason.teacherMessage
              : '批改服务繁忙，请稍后重试',
            {
              retryable: true,
              cause: failed.reason,
            },
          );
        }
        throw failed.reason;
      }
      return { taskId, marked: finished };
    },
  };
}
