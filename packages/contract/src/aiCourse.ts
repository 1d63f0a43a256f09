/**
 * The AI general-knowledge course (AI通识课, spec §2 /ai-course/index and /video, §7
 * `POST /v1/resource/ai/courses` with an empty body; docs/aiCourse.md): courses → chapters →
 * lessons (video, reading, quiz), each teacher's progress, and a school admin's view.
 */
import { LESSON_KINDS } from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField } from './fields';
import { paths } from './paths';

/** A teacher's progress in one lesson. */
export const lessonProgressSchema = z.object({
  /** Where the video was left (seconds). */
  positionSec: z.number(),
  /** Share of the video watched in order, 0..100. */
  watchedPct: z.number(),
  /** Right answers of the best quiz attempt, of `quizTotal`; 0 of 0 before any. */
  quizScore: z.number(),
  quizTotal: z.number(),
  completed: z.boolean(),
});

/** A lesson in a course's outline. */
export const lessonSummarySchema = z.object({
  lessonId: z.number(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  /** Length of a video lesson (seconds); 0 for others. */
  durationSec: z.number(),
  progress: lessonProgressSchema,
});

export const chapterSchema = z.object({
  chapterId: z.number(),
  title: z.string(),
  lessons: z.array(lessonSummarySchema),
});

export const courseSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  summary: z.string(),
  chapters: z.array(chapterSchema),
  lessonCount: z.number(),
  completedCount: z.number(),
});

/** A quiz question as the teacher sees it (no answer). */
export const quizQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
});

/** One lesson, whole. */
export const lessonSchema = lessonSummarySchema.extend({
  courseId: z.number(),
  courseTitle: z.string(),
  chapterTitle: z.string(),
  /** Same-origin URL of the video (GET, range requests); '' when not a video lesson. */
  videoUrl: z.string(),
  /** Same-origin URL of the WebVTT subtitles; '' when none. */
  subtitlesUrl: z.string(),
  /** Reading text or a video's notes: paragraphs of plain text. */
  paragraphs: z.array(z.string()),
  questions: z.array(quizQuestionSchema),
});

const lessonBody = z.object({ lessonId: positiveIdField });

/** A teacher's completion, for the school admin. */
export const teacherCompletionSchema = z.object({
  uid: z.string(),
  uname: z.string(),
  phoneTail: z.string(),
  completedCount: z.number(),
  lessonCount: z.number(),
  /** Unix seconds of the last progress; 0 when none. */
  lastStudiedAt: z.number(),
});

export const aiCourse = {
  /** `{}` (the spec's empty body) reads the teacher's current school; `orgId` picks another. */
  courses: endpoint(paths.aiCourse.courses, {
    body: z
      .object({ orgId: positiveIdField.optional() })
      .optional()
      .transform((v) => v ?? {}),
    data: z.object({
      orgId: z.number(),
      orgName: z.string(),
      courses: z.array(courseSchema),
      /** Whether the teacher is an admin of this school (shows 学习情况). */
      canManage: z.boolean(),
    }),
  }),
  lesson: endpoint(paths.aiCourse.lesson, { body: lessonBody, data: lessonSchema }),
  /** Saves where a video was left and how much was watched (the largest share is kept), or a text read. */
  progress: endpoint(paths.aiCourse.progress, {
    body: z.object({
      lessonId: positiveIdField,
      positionSec: intField(0, 86_400, 0),
      watchedPct: intField(0, 100, 0),
      read: z.boolean().optional(),
    }),
    data: lessonProgressSchema,
  }),
  quiz: endpoint(paths.aiCourse.quiz, {
    body: z.object({
      lessonId: positiveIdField,
      answers: z.array(z.number().int().min(-1).max(25)).max(50, { message: '题目过多' }),
    }),
    data: z.object({
      score: z.number(),
      total: z.number(),
      passed: z.boolean(),
      /** The right option of each question, shown after the attempt. */
      correct: z.array(z.number()),
      progress: lessonProgressSchema,
    }),
  }),
  manage: endpoint(paths.aiCourse.manage, {
    body: z.object({ orgId: positiveIdField }),
    data: z.object({
      isCourseShow: z.number(),
      courses: z.array(
        z.object({
          courseId: z.number(),
          title: z.string(),
          lessonCount: z.number(),
          /** 1: the school's teachers see it. */
          enabled: z.number(),
        }),
      ),
      teachers: z.array(teacherCompletionSchema),
    }),
  }),
  manageToggle: endpoint(paths.aiCourse.manageToggle, {
    body: z.object({
      orgId: positiveIdField,
      courseId: positiveIdField,
      enabled: z.union([z.literal(0), z.literal(1)], { message: '只能为 0 或 1' }),
    }),
    data: z.null(),
  }),
  video: endpoint(paths.aiCourse.video, {}),
  subtitles: endpoint(paths.aiCourse.subtitles, {}),
} as const;

export type AiCourse = z.infer<typeof courseSchema>;
export type AiLesson = z.infer<typeof lessonSchema>;
export type AiLessonProgress = z.infer<typeof lessonProgressSchema>;
export type AiTeacherCompletion = z.infer<typeof teacherCompletionSchema>;
