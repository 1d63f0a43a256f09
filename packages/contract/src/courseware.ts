/**
 * AI课件 (docs/courseware.md "Endpoints"): the spec's `/v2/aitalk/courseware/info`, `/courseware/file`
 * and `/courseware/copy/stat`, plus the steps between them (outline, slides, save, delete), and the
 * html-file apps the `/code` viewer runs. Shapes the spec does not show are designed here:
 * `/courseware/info {}` → `{ list: [{ coursewareId, title, subject, period, slideCount, updatedAt }], total }`,
 * `{ coursewareId }` → the courseware; `/courseware/file { coursewareId }` → the .pptx itself;
 * `/courseware/copy/stat { coursewareId }` → `{ copyCount }`.
 */
import {
  COURSEWARE_LESSON_NO_MAX,
  COURSEWARE_NOTES_MAX,
  COURSEWARE_PAGE_SIZE,
  COURSEWARE_PERIODS,
  COURSEWARE_POINT_MAX,
  COURSEWARE_POINTS_MAX,
  COURSEWARE_SECTIONS_MAX,
  COURSEWARE_SLIDES_MAX,
  COURSEWARE_SUBJECTS,
  COURSEWARE_TITLE_MAX,
  COURSEWARE_TOPIC_MAX,
  COURSEWARE_THEMES,
  LESSON_TYPES,
  SECTION_KINDS,
  SLIDE_KINDS,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField } from './fields';
import { paths } from './paths';

const required = (max: number) =>
  textField(max)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v !== '', { message: '不能为空' });
const point = textField(COURSEWARE_POINT_MAX).transform((v) => v.trim());
const points = z
  .array(point, { message: '应为文字的数组' })
  .max(COURSEWARE_POINTS_MAX, { message: `最多 ${COURSEWARE_POINTS_MAX} 条` })
  .transform((list) => list.filter((p) => p !== ''));
const themeIds = COURSEWARE_THEMES.map((t) => t.id) as [string, ...string[]];
const sectionId = z.string().regex(/^[a-z0-9-]{1,20}$/, { message: '无效' });

/** The form of step 0 (学段, 学科, 教材版本, 课题, 课时, 课型, 主题). */
export const coursewareFormSchema = z.object({
  period: z.enum(COURSEWARE_PERIODS, { message: '请选择学段' }),
  subject: z.enum(COURSEWARE_SUBJECTS, { message: '请选择学科' }),
  textbookVersion: required(20),
  topic: required(COURSEWARE_TOPIC_MAX),
  lessonNo: intField(1, COURSEWARE_LESSON_NO_MAX, 1),
  lessonType: z.enum(LESSON_TYPES, { message: '取值无效' }).default('new'),
  themeId: z.enum(themeIds, { message: '没有这个课件主题' }),
});

/** An outline as the editor sends it. */
export const coursewareOutlineSchema = z.object({
  title: required(COURSEWARE_TITLE_MAX),
  subtitle: textField(80).transform((v) => v.trim()),
  sections: z
    .array(
      z.object({
        id: sectionId,
        kind: z.enum(SECTION_KINDS, { message: '取值无效' }),
        title: required(COURSEWARE_TITLE_MAX),
        points,
        answer: points,
      }),
      { message: '应为大纲各部分的数组' },
    )
    .min(1, { message: '至少要有一个部分' })
    .max(COURSEWARE_SECTIONS_MAX, { message: `最多 ${COURSEWARE_SECTIONS_MAX} 个部分` }),
});

/** Slides as the slide editor sends them. */
export const coursewareSlidesSchema = z
  .array(
    z.object({
      id: sectionId,
      kind: z.enum(SLIDE_KINDS, { message: '取值无效' }),
      title: required(COURSEWARE_TITLE_MAX + 10),
      points,
      steps: points,
      notes: textField(COURSEWARE_NOTES_MAX).default(''),
    }),
    { message: '应为幻灯片的数组' },
  )
  .max(COURSEWARE_SLIDES_MAX, { message: `最多 ${COURSEWARE_SLIDES_MAX} 页` });

/** A saved courseware, whole. */
export const coursewareSchema = z.object({
  coursewareId: z.number(),
  form: z.object({
    period: z.enum(COURSEWARE_PERIODS),
    subject: z.enum(COURSEWARE_SUBJECTS),
    textbookVersion: z.string(),
    topic: z.string(),
    lessonNo: z.number(),
    lessonType: z.enum(LESSON_TYPES),
    themeId: z.string(),
  }),
  outline: z.object({
    title: z.string(),
    subtitle: z.string(),
    sections: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(SECTION_KINDS),
        title: z.string(),
        points: z.array(z.string()),
        answer: z.array(z.string()),
      }),
    ),
  }),
  slides: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(SLIDE_KINDS),
      title: z.string(),
      points: z.array(z.string()),
      steps: z.array(z.string()),
      notes: z.string(),
    }),
  ),
  outlineSource: z.enum(['model', 'structure']),
  copyCount: z.number(),
  updatedAt: z.string(),
});

/** A row of the teacher's courseware list. */
export const coursewareRowSchema = z.object({
  coursewareId: z.number(),
  title: z.string(),
  period: z.string(),
  subject: z.string(),
  slideCount: z.number(),
  updatedAt: z.string(),
});

/** What the `/code` viewer needs to run an html-file app. */
export const htmlAppInfoSchema = z.object({
  appId: z.number(),
  name: z.string(),
  desc: z.string(),
  /** `courseware`: the AI课件 tool of this site; `html`: a page run in the sandbox from `src`. */
  kind: z.enum(['courseware', 'html']),
  src: z.string(),
});

/** Courseware endpoints. */
export const courseware = {
  /**
   * `POST /v2/aitalk/courseware/info {}` → the teacher's coursewares, newest first
   * (`{ list, total }`); `{ coursewareId }` → that courseware whole; another teacher's → 40004.
   */
  info: endpoint(paths.courseware.info, {
    body: z.object({
      coursewareId: positiveIdField.optional(),
      page: intField(1, 10_000, 1),
      pageSize: intField(1, 100, COURSEWARE_PAGE_SIZE),
    }),
    data: z.union([
      coursewareSchema,
      z.object({ list: z.array(coursewareRowSchema), total: z.number() }),
    ]),
  }),
  /**
   * `POST /v2/aitalk/courseware/outline {form}`: step 1. Creates a courseware whose outline the model
   * wrote (with a model) or that holds the structure of the subject and lesson type, for the teacher to
   * fill in (without one); `hint` says which.
   */
  outline: endpoint(paths.courseware.outline, {
    body: coursewareFormSchema,
    data: z.object({ courseware: coursewareSchema, hint: z.string() }),
  }),
  /**
   * `POST /v2/aitalk/courseware/slides {coursewareId, outline}`: step 2. Saves the outline and makes the
   * slides from it: the model writes each slide's content and notes from the outline (with a model);
   * without one the slides hold what the outline says, and an empty section is refused (40001).
   */
  slides: endpoint(paths.courseware.slides, {
    body: z.object({ coursewareId: positiveIdField, outline: coursewareOutlineSchema }),
    data: z.object({ courseware: coursewareSchema, hint: z.string() }),
  }),
  /** `POST /v2/aitalk/courseware/save {coursewareId, outline?, slides?, themeId?}` → the courseware. */
  save: endpoint(paths.courseware.save, {
    body: z.object({
      coursewareId: positiveIdField,
      outline: coursewareOutlineSchema.optional(),
      slides: coursewareSlidesSchema.optional(),
      themeId: z.enum(themeIds, { message: '没有这个课件主题' }).optional(),
    }),
    data: coursewareSchema,
  }),
  /** `POST /v2/aitalk/courseware/delete {coursewareId}` → `{ coursewareId }`. */
  delete: endpoint(paths.courseware.delete, {
    body: z.object({ coursewareId: positiveIdField }),
    data: z.object({ coursewareId: z.number() }),
  }),
  /** `POST /v2/aitalk/courseware/file {coursewareId}` → the .pptx, or an envelope refusal. */
  file: endpoint(paths.courseware.file, {
    body: z.object({ coursewareId: positiveIdField }),
  }),
  /**
   * `POST /v2/aitalk/courseware/copy/stat {coursewareId}`: counts one copy of the courseware's text
   * (the preview's 复制本页文字) and answers the total.
   */
  copyStat: endpoint(paths.courseware.copyStat, {
    body: z.object({ coursewareId: positiveIdField }),
    data: z.object({ copyCount: z.number() }),
  }),
  /** `POST /v1/app/html/info {appId}`: what `/code?appId=…` runs; not an html-file app → 40004. */
  htmlInfo: endpoint(paths.courseware.htmlInfo, {
    body: z.object({ appId: positiveIdField }),
    data: htmlAppInfoSchema,
  }),
  /** `GET /v1/app/html/:appId`: the page itself, sandboxed by its Content-Security-Policy. */
  htmlPage: endpoint(paths.courseware.htmlPage, {}),
};
