/**
 * Rules of the AI general-knowledge course (AI通识课, spec §2 /ai-course/index, §6 "The AI course
 * depends on isCourseShow"; docs/aiCourse.md).
 */

/** What a lesson is: a video to watch, a text to read, a short quiz. */
export const LESSON_KINDS = ['video', 'reading', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A video lesson counts as completed once this share of it was watched (percent). */
export const VIDEO_COMPLETE_PERCENT = 90;
/** A quiz counts as passed (and the lesson completed) at this share of right answers (percent). */
export const QUIZ_PASS_PERCENT = 60;
/** Playback speeds offered by the player. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
/** How often the player saves the position while a video plays (ms). */
export const PROGRESS_SAVE_INTERVAL_MS = 5000;
/** A saved position this close to the end starts the video again from the beginning (seconds). */
export const RESUME_END_MARGIN_SEC = 2;

/** The position to resume a video at: the saved one, unless it is (almost) at the end. */
export function resumePosition(savedSec: number, durationSec: number): number {
  if (!(savedSec > 0) || !Number.isFinite(savedSec)) return 0;
  if (durationSec > 0 && savedSec >= durationSec - RESUME_END_MARGIN_SEC) return 0;
  return savedSec;
}

/** Whether a lesson's progress makes it completed (video watched enough, quiz passed, text read). */
export function lessonCompleted(
  kind: LessonKind,
  progress: { watchedPct: number; quizScore: number; quizTotal: number; read: boolean },
): boolean {
  if (kind === 'video') return progress.watchedPct >= VIDEO_COMPLETE_PERCENT;
  if (kind === 'quiz') {
    return (
      progress.quizTotal > 0 && progress.quizScore * 100 >= progress.quizTotal * QUIZ_PASS_PERCENT
    );
  }
  return progress.read;
}

/**
 * The share of a video watched, from the seconds seen and its length: whole percent, 0..100.
 * Seeking ahead does not count; the player reports the furthest second watched in order.
 */
export function watchedPercent(watchedSec: number, durationSec: number): number {
  if (!(durationSec > 0) || !(watchedSec > 0)) return 0;
  return Math.min(100, Math.round((watchedSec / durationSec) * 100));
}
