import type { LessonKind } from '@aita/core';
import type { AiCourse, AiLesson } from '@aita/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiCourseChapters, aiCourseLessons, aiCourseOrgs, aiCourses } from '../../db/schema';
import { createCourseAccess } from './access';
import { createCourseManagement } from './manage';
import { createCourseProgress, toProgress } from './progress';

/** Same-origin URLs of a lesson's media (the routes of contract aiCourse.video / subtitles). */
export const videoUrlOf = (lessonId: number) => `/v1/resource/ai/video/${lessonId}`;
export const subtitlesUrlOf = (lessonId: number) => `/v1/resource/ai/subtitles/${lessonId}`;

/**
 * The AI course for teachers and school admins (docs/aiCourse.md "Access"): a teacher sees the
 * courses their school offers, shown by its admin, when the school has `isCourseShow` 1; every
 * call checks that on the server, from the database (access.ts). Progress and quizzes are in
 * progress.ts, the admin's view in manage.ts; this file reads the outline and the lessons.
 */
export function createAiCourseService({
  db,
  clock = () => new Date(),
}: {
  db: Db;
  clock?: () => Date;
}) {
  const access = createCourseAccess(db);
  const progress = createCourseProgress({ db, clock, access });
  const { studiedLesson } = access;

  return {
    studiedLesson,
    saveProgress: progress.saveProgress,
    submitQuiz: progress.submitQuiz,
    ...createCourseManagement({ db, clock }),

    async courses(userId: number, orgId?: number) {
      const school = await access.schoolOf(userId, orgId);
      const courseRows = await db
        .select({ id: aiCourses.id, title: aiCourses.title, summary: aiCourses.summary })
        .from(aiCourseOrgs)
        .innerJoin(aiCourses, eq(aiCourses.id, aiCourseOrgs.courseId))
        .where(and(eq(aiCourseOrgs.orgId, school.orgId), eq(aiCourseOrgs.enabled, 1)))
        .orderBy(asc(aiCourses.sort), asc(aiCourses.id));
      const ids = courseRows.map((c) => c.id);
      const chapters = ids.length
        ? await db
            .select()
            .from(aiCourseChapters)
            .where(inArray(aiCourseChapters.courseId, ids))
            .orderBy(asc(aiCourseChapters.sort), asc(aiCourseChapters.id))
        : [];
      const lessons = ids.length
        ? await db
            .select({
              id: aiCourseLessons.id,
              chapterId: aiCourseLessons.chapterId,
              kind: aiCourseLessons.kind,
              title: aiCourseLessons.title,
              durationSec: aiCourseLessons.durationSec,
            })
            .from(aiCourseLessons)
            .where(inArray(aiCourseLessons.courseId, ids))
            .orderBy(asc(aiCourseLessons.sort), asc(aiCourseLessons.id))
        : [];
      const done = await progress.progressOf(
        userId,
        lessons.map((l) => l.id),
      );
      const courses: AiCourse[] = courseRows.map((course) => {
        const own = chapters.filter((c) => c.courseId === course.id);
        const outline = own.map((chapter) => ({
          chapterId: chapter.id,
          title: chapter.title,
          lessons: lessons
            .filter((l) => l.chapterId === chapter.id)
            .map((l) => ({
              lessonId: l.id,
              kind: l.kind as LessonKind,
              title: l.title,
              durationSec: l.durationSec,
              progress: toProgress(done.get(l.id)),
            })),
        }));
        const all = outline.flatMap((c) => c.lessons);
        return {
          courseId: course.id,
          title: course.title,
          summary: course.summary,
          chapters: outline,
          lessonCount: all.length,
          completedCount: all.filter((l) => l.progress.completed).length,
        };
      });
      return {
        orgId: school.orgId,
        orgName: school.orgName,
        courses,
        canManage: school.role === 'admin',
      };
    },

    async lesson(userId: number, lessonId: number): Promise<AiLesson> {
      const lesson = await studiedLesson(userId, lessonId);
      const [course] = await db.select().from(aiCourses).where(eq(aiCourses.id, lesson.courseId));
      const [chapter] = await db
        .select()
        .from(aiCourseChapters)
        .where(eq(aiCourseChapters.id, lesson.chapterId));
      const done = await progress.progressOf(userId, [lesson.id]);
      return {
        lessonId: lesson.id,
        kind: lesson.kind as LessonKind,
        title: lesson.title,
        durationSec: lesson.durationSec,
        progress: toProgress(done.get(lesson.id)),
        courseId: lesson.courseId,
        courseTitle: course?.title ?? '',
        chapterTitle: chapter?.title ?? '',
        videoUrl: lesson.kind === 'video' && lesson.videoKey ? videoUrlOf(lesson.id) : '',
        subtitlesUrl: lesson.subtitles ? subtitlesUrlOf(lesson.id) : '',
        paragraphs: lesson.paragraphs,
        questions: lesson.questions.map((q) => ({ question: q.question, options: q.options })),
      };
    },
  };
}

export type AiCourseService = ReturnType<typeof createAiCourseService>;
