/**
 * Essay marking (spec §7 "Essay revision: POST /v1/essay/revise/task/submit, /list, /status,
 * /result"; docs/essayReview.md). The four spec calls have fixed shapes other front ends rely on:
 * submit `{ title, grade, genre, fullScore, essays: [{ studentName?, text?, imageUrls? }] }` →
 * `{ taskId }`; status → `{ state, progress, essays: [{ state }] }`; result → `{ essays: [{ text,
 * score, comments: [{ start, end, kind, text }], overall }] }` with character offsets. The rest
 * (teacher edits, 发布, Word export) are ours.
 */
import {
  ESSAY_BANDS_MAX,
  ESSAY_BATCH_MAX,
  ESSAY_COMMENT_KIND_IDS,
  ESSAY_COMMENT_MAX,
  ESSAY_COMMENTS_MAX,
  ESSAY_FULL_SCORE_MAX,
  ESSAY_GENRE_MAX,
  ESSAY_GRADE_MAX,
  ESSAY_GRADE_MIN,
  ESSAY_IMAGES_MAX,
  ESSAY_LINES_MAX,
  ESSAY_REQUIREMENT_MAX,
  ESSAY_RUBRICS,
  ESSAY_STATES,
  ESSAY_STUDENT_NAME_MAX,
  ESSAY_TASK_PAGE_SIZE,
  ESSAY_TASK_STATES,
  ESSAY_TEXT_MAX_CHARS,
  ESSAY_TITLE_MAX,
  bandsFromLines,
  MSG_ESSAY_BANDS,
  MSG_ESSAY_BATCH_SIZE,
  MSG_ESSAY_EMPTY,
  MSG_ESSAY_RUBRIC_SUM,
  MSG_ESSAY_TOO_LONG,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, isImageLink, pageFields, textField, uuidField } from './fields';
import { paths } from './paths';
import { WHOLE_MESSAGE } from './validate';

/** A required one-line text: trimmed, not blank, at most `max` characters. */
const lineField = (max: number) =>
  textField(max)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v !== '', { message: '不能为空' });

/** A line read on a photo: page index, box [x0, y0, x1, y1] in thousandths, its text. */
const photoLineSchema = z.object({
  image: z
    .number()
    .int()
    .min(0)
    .max(ESSAY_IMAGES_MAX - 1),
  box: z.tuple([
    z.number().min(0).max(1000),
    z.number().min(0).max(1000),
    z.number().min(0).max(1000),
    z.number().min(0).max(1000),
  ]),
  text: z.string().max(ESSAY_TEXT_MAX_CHARS),
});

const essayFields = {
  studentName: textField(ESSAY_STUDENT_NAME_MAX).optional(),
  /** The class's student who wrote it (a student of the task's `classId`). */
  studentId: z.number().int().min(1).max(2_147_483_647).optional(),
  // The length limit is checked below with its own sentence; this cap only bounds the body.
  text: textField(ESSAY_TEXT_MAX_CHARS * 4).optional(),
  imageUrls: z
    .array(z.string().refine(isImageLink, { message: '应为图片链接' }))
    .max(ESSAY_IMAGES_MAX)
    .optional(),
  /**
   * The lines `/ocr` read on the photos (page index, box in thousandths, text), handed back with
   * the corrected text so comments can be drawn on the photos.
   */
  lines: z.array(photoLineSchema).max(ESSAY_LINES_MAX).optional(),
};

/** An essay needs text or photos, and text within the limit (each with its own sentence). */
function checkEssay(essay: { text?: string; imageUrls?: string[] }, ctx: z.RefinementCtx) {
  const text = essay.text?.trim() ?? '';
  if (!text && !(essay.imageUrls?.length ?? 0)) {
    ctx.addIssue({ code: 'custom', message: MSG_ESSAY_EMPTY, params: WHOLE_MESSAGE, input: essay });
  } else if (text.length > ESSAY_TEXT_MAX_CHARS) {
    ctx.addIssue({
      code: 'custom',
      message: MSG_ESSAY_TOO_LONG,
      params: WHOLE_MESSAGE,
      input: essay,
    });
  }
}

/** An essay as submitted: typed or pasted text, photos, or both (text corrected beside photos). */
const submittedEssaySchema = z.object(essayFields).superRefine(checkEssay);

const rubricIds = ESSAY_RUBRICS.map((r) => r.id) as [string, ...string[]];

const commentSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.enum(ESSAY_COMMENT_KIND_IDS, { message: '取值无效' }),
  text: textField(ESSAY_COMMENT_MAX),
  source: z.enum(['model', 'check', 'teacher']).default('teacher'),
});

const dimensionSchema = z.object({
  key: z.string(),
  name: z.string(),
  score: z.number(),
  max: z.number(),
  reason: z.string(),
});

/** A task as listed. */
export const essayTaskSchema = z.object({
  taskId: z.string(),
  title: z.string(),
  grade: z.number(),
  genre: z.string(),
  fullScore: z.number(),
  state: z.enum(ESSAY_TASK_STATES),
  essays: z.number(),
  published: z.boolean(),
  createdAt: z.string(),
});

/** One marked essay as `/result` answers it (the spec's fields first). */
export const essayResultSchema = z.object({
  essayId: z.number(),
  studentName: z.string(),
  text: z.string(),
  imageUrls: z.array(z.string()),
  state: z.enum(ESSAY_STATES),
  /** Null when no model marked it and the teacher gave no score. */
  score: z.number().nullable(),
  comments: z.array(commentSchema.extend({ source: z.enum(['model', 'check', 'teacher']) })),
  overall: z.string(),
  mode: z.enum(['model', 'check']).nullable(),
  band: z.string().nullable(),
  dimensions: z.array(dimensionSchema),
  paragraphComments: z.array(z.object({ paragraph: z.number(), text: z.string() })),
  suggestion: z.string(),
  /** The 基础检查's findings without a span (length, paragraphs); empty when a model marked it. */
  checkNotes: z.array(z.string()),
  /** Why this essay could not be marked (Chinese), when it failed. */
  error: z.string().nullable(),
  /** The teacher changed something the machine wrote. */
  edited: z.boolean(),
  /** The class's student who wrote it, when the task is linked to a class. */
  studentId: z.number().nullable(),
  /** Lines read on the photos with their boxes (thousandths of the photo), to draw comments on. */
  regions: z.array(
    z.object({
      image: z.number(),
      box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
      start: z.number(),
      end: z.number(),
    }),
  ),
  /** Earlier versions, oldest first, each with its marking as it was. */
  versions: z.array(
    z.object({
      text: z.string(),
      imageUrls: z.array(z.string()),
      score: z.number().nullable(),
      band: z.string().nullable(),
      comments: z.array(commentSchema.extend({ source: z.enum(['model', 'check', 'teacher']) })),
      overall: z.string(),
      replacedAt: z.string(),
    }),
  ),
});

/** The rubric a task uses (shown beside the scores; the class view groups by its bands). */
export const essayRubricSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(['zh', 'en']),
  fullScore: z.number(),
  minLength: z.number(),
  dimensions: z.array(
    z.object({ key: z.string(), name: z.string(), max: z.number(), criteria: z.string() }),
  ),
  bands: z.array(
    z.object({ name: z.string(), min: z.number(), max: z.number(), description: z.string() }),
  ),
});

/** Essay marking endpoints. */
export const essayReview = {
  /**
   * `POST /v1/essay/revise/task/submit`: one essay or a class's batch → `{ taskId }`; the task
   * runs as a job. `rubricId` defaults by grade and genre; `minLength` to the rubric's.
   * Photos without text need the vision model (40001 with the sentence saying so).
   */
  submit: endpoint(paths.essayReview.submit, {
    body: z
      .object({
        title: lineField(ESSAY_TITLE_MAX),
        requirement: textField(ESSAY_REQUIREMENT_MAX).optional(),
        grade: intField(ESSAY_GRADE_MIN, ESSAY_GRADE_MAX, 0).refine((v) => v > 0, {
          message: '不能为空',
        }),
        genre: lineField(ESSAY_GENRE_MAX),
        fullScore: intField(1, ESSAY_FULL_SCORE_MAX, 0).refine((v) => v > 0, {
          message: '不能为空',
        }),
        rubricId: z.enum(rubricIds, { message: '取值无效' }).optional(),
        /** The teacher's own dimensions (names, maxima, criteria); they must add up to fullScore. */
        rubricDimensions: z
          .array(
            z.object({
              name: lineField(20),
              max: z.number().min(0.5).max(ESSAY_FULL_SCORE_MAX),
              criteria: textField(200).default(''),
            }),
          )
          .min(1)
          .max(8)
          .optional(),
        /** The teacher's bands: a name and the lowest whole score of each, one starting at 0. */
        rubricBands: z
          .array(
            z.object({
              name: lineField(20),
              min: z.number().int().min(0).max(ESSAY_FULL_SCORE_MAX),
            }),
          )
          .min(1)
          .max(ESSAY_BANDS_MAX)
          .optional(),
        /** A class of class management: its students' scores go to the class on 发布. */
        classId: z.number().int().min(1).max(2_147_483_647).optional(),
        minLength: intField(0, 5000, -1),
        essays: z.array(submittedEssaySchema).superRefine((list, ctx) => {
          if (list.length < 1 || list.length > ESSAY_BATCH_MAX) {
            ctx.addIssue({
              code: 'custom',
              message: MSG_ESSAY_BATCH_SIZE,
              params: WHOLE_MESSAGE,
              input: list,
            });
          }
        }),
      })
      .superRefine((b, ctx) => {
        const sum = b.rubricDimensions?.reduce((n, d) => n + d.max, 0);
        if (sum !== undefined && Math.abs(sum - b.fullScore) > 1e-9) {
          ctx.addIssue({
            code: 'custom',
            message: MSG_ESSAY_RUBRIC_SUM,
            params: WHOLE_MESSAGE,
            input: b,
          });
        }
        if (b.rubricBands && !bandsFromLines(b.rubricBands, b.fullScore)) {
          ctx.addIssue({
            code: 'custom',
            message: MSG_ESSAY_BANDS,
            params: WHOLE_MESSAGE,
            input: b,
          });
        }
      }),
    data: z.object({ taskId: z.string() }),
  }),
  /** `POST /v1/essay/revise/list {page, pageSize}`: the teacher's tasks, newest first. */
  list: endpoint(paths.essayReview.list, {
    body: z.object(pageFields(ESSAY_TASK_PAGE_SIZE)),
    data: z.object({ list: z.array(essayTaskSchema), total: z.number() }),
  }),
  /** `POST /v1/essay/revise/status {taskId}`: the job's state and progress, each essay's state. */
  status: endpoint(paths.essayReview.status, {
    body: z.object({ taskId: uuidField }),
    data: z.object({
      state: z.enum(ESSAY_TASK_STATES),
      progress: z.number(),
      stage: z.string(),
      error: z.string().nullable(),
      essays: z.array(z.object({ essayId: z.number(), state: z.enum(ESSAY_STATES) })),
    }),
  }),
  /** `POST /v1/essay/revise/result {taskId}`: the task, its rubric and every essay's marking. */
  result: endpoint(paths.essayReview.result, {
    body: z.object({ taskId: uuidField }),
    data: z.object({
      taskId: z.string(),
      title: z.string(),
      requirement: z.string(),
      grade: z.number(),
      genre: z.string(),
      fullScore: z.number(),
      minLength: z.number(),
      state: z.enum(ESSAY_TASK_STATES),
      published: z.boolean(),
      publishedAt: z.string().nullable(),
      /** The linked class (null when none, or it was deleted) and its exam holding the scores. */
      classId: z.number().nullable(),
      className: z.string().nullable(),
      examId: z.number().nullable(),
      rubric: essayRubricSchema,
      essays: z.array(essayResultSchema),
    }),
  }),
  /**
   * `POST /v1/essay/revise/essay/update`: the teacher's version of one essay's marking (any
   * comment, score, dimension, the overall comment); refused once published or while marking.
   */
  updateEssay: endpoint(paths.essayReview.updateEssay, {
    body: z.object({
      taskId: uuidField,
      essayId: intField(1, 2_147_483_647, 0).refine((v) => v > 0, { message: '不能为空' }),
      score: z.number().min(0).max(ESSAY_FULL_SCORE_MAX).nullable().optional(),
      dimensions: z
        .array(
          z.object({
            key: textField(40),
            score: z.number().min(0).max(ESSAY_FULL_SCORE_MAX),
            reason: textField(ESSAY_COMMENT_MAX),
          }),
        )
        .max(12)
        .optional(),
      comments: z.array(commentSchema).max(ESSAY_COMMENTS_MAX).optional(),
      paragraphComments: z
        .array(z.object({ paragraph: z.number().int().min(0), text: textField(ESSAY_COMMENT_MAX) }))
        .max(100)
        .optional(),
      overall: textField(ESSAY_COMMENT_MAX).optional(),
      suggestion: textField(ESSAY_COMMENT_MAX).optional(),
    }),
    data: essayResultSchema,
  }),
  /** `POST /v1/essay/revise/publish {taskId}`: makes the results final (发布); idempotent. */
  publish: endpoint(paths.essayReview.publish, {
    body: z.object({ taskId: uuidField }),
    data: z.object({
      published: z.boolean(),
      publishedAt: z.string(),
      /** The class's exam the scores were written to (null when not linked to a class). */
      examId: z.number().nullable(),
      /** Scores written to the class's students. */
      scored: z.number(),
    }),
  }),
  /** `POST /v1/essay/revise/export {taskId, essayId?}`: Word with 批注 on the spans (blob). */
  exportWord: endpoint(paths.essayReview.exportWord, {
    body: z.object({ taskId: uuidField, essayId: intField(1, 2_147_483_647, 0) }),
  }),
  /**
   * `POST /v1/essay/revise/file {fileId}`: one of the teacher's uploads (`/v1/file/upload`) as an
   * essay: a document's whole extracted text (40009 while it is still read), or an image's photo
   * link for `imageUrls`.
   */
  file: endpoint(paths.essayReview.file, {
    body: z.object({ fileId: uuidField }),
    data: z.object({
      kind: z.enum(['document', 'image']),
      name: z.string(),
      text: z.string(),
      url: z.string(),
    }),
  }),
  /**
   * `POST /v1/essay/revise/ocr {imageUrls}`: the text of an essay's photos and its lines with
   * their boxes, read by the vision model (40001 with the sentence saying so when none is configured). Nothing is marked yet:
   * the teacher corrects the text beside the photos first.
   */
  recognise: endpoint(paths.essayReview.recognise, {
    body: z.object({
      imageUrls: z
        .array(z.string().refine(isImageLink, { message: '应为图片链接' }))
        .min(1)
        .max(ESSAY_IMAGES_MAX),
    }),
    data: z.object({ text: z.string(), lines: z.array(photoLineSchema) }),
  }),
  /**
   * `POST /v1/essay/revise/essay/resubmit {taskId, essayId, text?, imageUrls?}`: the student's
   * revised essay; the current version and its marking are kept in `versions`, the new one is
   * marked by the task's job again and the task becomes a draft until 发布 again.
   */
  resubmit: endpoint(paths.essayReview.resubmit, {
    body: z
      .object({
        taskId: uuidField,
        essayId: intField(1, 2_147_483_647, 0).refine((v) => v > 0, { message: '不能为空' }),
        text: essayFields.text,
        imageUrls: essayFields.imageUrls,
        lines: essayFields.lines,
      })
      .superRefine(checkEssay),
    data: essayResultSchema,
  }),
} as const;
