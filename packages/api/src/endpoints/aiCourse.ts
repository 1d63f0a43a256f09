import type { aiCourse, BodyInput, Data } from '@aita/contract';
import { aiCoursePaths } from '@aita/contract/paths/aiCourse';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

const c = aiCoursePaths;

/** The current school's courses with the teacher's progress. */
export type AiCourseList = Data<typeof aiCourse.courses>;
/** One lesson, whole (video URL, text, quiz questions without answers). */
export type AiLessonDetail = Data<typeof aiCourse.lesson>;
/** A lesson's progress as saved. */
export type AiProgress = Data<typeof aiCourse.progress>;
/** A marked quiz. */
export type AiQuizResult = Data<typeof aiCourse.quiz>;
/** The school admin's view. */
export type AiCourseManage = Data<typeof aiCourse.manage>;

/** `POST /v1/resource/ai/courses` (spec §7, empty body): the courses of the current school. */
export function fetchAiCourses(
  client: ApiClient,
  input: BodyInput<typeof aiCourse.courses> = {},
  options?: RequestOptions,
) {
  return send<typeof aiCourse.courses>(client, c.courses, input ?? {}, {
    ...options,
    cache: false,
  });
}

/** `POST /v1/resource/ai/lesson`: one lesson (also what `/video?id=…` plays). */
export function fetchAiLesson(client: ApiClient, lessonId: number, options?: RequestOptions) {
  return send<typeof aiCourse.lesson>(client, c.lesson, { lessonId }, { ...options, cache: false });
}

/** `POST /v1/resource/ai/progress`: where a video was left, how much was watched, or a text read. */
export function saveAiProgress(
  client: ApiClient,
  input: BodyInput<typeof aiCourse.progress>,
  options?: RequestOptions,
) {
  return send<typeof aiCourse.progress>(client, c.progress, input, options);
}

/** `POST /v1/resource/ai/quiz/submit`: marks a quiz attempt. */
export function submitAiQuiz(
  client: ApiClient,
  input: BodyInput<typeof aiCourse.quiz>,
  options?: RequestOptions,
) {
  return send<typeof aiCourse.quiz>(client, c.quiz, input, options);
}

/** `POST /v1/resource/ai/manage`: a school admin's courses and teachers' completion. */
export function fetchAiCourseManage(client: ApiClient, orgId: number, options?: RequestOptions) {
  return send<typeof aiCourse.manage>(client, c.manage, { orgId }, { ...options, cache: false });
}

/** `POST /v1/resource/ai/manage/toggle`: shows (1) or hides (0) a course for the school's teachers. */
export function toggleAiCourse(
  client: ApiClient,
  input: BodyInput<typeof aiCourse.manageToggle>,
  options?: RequestOptions,
) {
  return send<typeof aiCourse.manageToggle>(client, c.manageToggle, input, options);
}
