/**
 * The aiCourse area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/aiCourse`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the aiCourse area (`paths.aiCourse`). */
export const aiCoursePaths = {
  /** The current school's courses with the teacher's progress (docs/aiCourse.md). */
  courses: route('POST', '/v1/resource/ai/courses', 'json', 'user'),
  /** One lesson (video, reading or quiz) with the teacher's progress; `/video?id=…` uses it. */
  lesson: route('POST', '/v1/resource/ai/lesson', 'json', 'user'),
  progress: route('POST', '/v1/resource/ai/progress', 'json', 'user'),
  quiz: route('POST', '/v1/resource/ai/quiz/submit', 'json', 'user'),
  /** A school admin's view: the courses offered to the school, which are shown, completion. */
  manage: route('POST', '/v1/resource/ai/manage', 'json', 'user'),
  manageToggle: route('POST', '/v1/resource/ai/manage/toggle', 'json', 'user'),
  /** The video bytes with range requests (built-in store) or a redirect to a signed URL (OSS). */
  video: route('GET', '/v1/resource/ai/video/:lessonId', 'blob', 'user'),
  /** The lesson's WebVTT subtitles. */
  subtitles: route('GET', '/v1/resource/ai/subtitles/:lessonId', 'blob', 'user'),
} as const;
