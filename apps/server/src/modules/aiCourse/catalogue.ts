/**
 * Putting courses in (docs/aiCourse.md "Operators"): the demo course's seed, `course:import` of a
 * course file, `course:offer` to a school, and rendering the seeded videos into the store.
 */
import { LESSON_KINDS, type LessonKind } from '@aita/core';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../db/database';
import { aiCourseChapters, aiCourseLessons, aiCourseOrgs, aiCourses, orgs } from '../../db/schema';
import { DEMO_SCHOOL } from '../../db/seed-identity';
import type { CourseMedia } from './media';
import { renderSlideVideo } from './render-video';
import { DEMO_COURSE, seedVideoKey, slidesToVtt, type SeedCourse } from './seed-data';

/** Largest video an operator may import. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;

interface LessonInput {
  kind: LessonKind;
  title: string;
  videoKey?: string;
  videoMime?: string;
  videoBytes?: number;
  durationSec?: number;
  subtitles?: string;
  paragraphs?: readonly string[];
  questions?: readonly { question: string; options: readonly string[]; answer: number }[];
}

/** Replaces the course of `slug` (its chapters and lessons; progress of removed lessons goes). */
async function writeCourse(
  tx: Db,
  course: { slug: string; title: string; summary: string },
  chapters: readonly { title: string; lessons: readonly LessonInput[] }[],
): Promise<number> {
  const [row] = await tx
    .insert(aiCourses)
    .values({ slug: course.slug, title: course.title, summary: course.summary })
    .onConflictDoUpdate({
      target: aiCourses.slug,
      set: { title: course.title, summary: course.summary, updatedAt: new Date() },
    })
    .returning({ id: aiCourses.id });
  if (!row) throw new Error('course insert returned nothing');
  await tx.delete(aiCourseChapters).where(eq(aiCourseChapters.courseId, row.id));
  for (const [ci, chapter] of chapters.entries()) {
    const [ch] = await tx
      .insert(aiCourseChapters)
      .values({ courseId: row.id, title: chapter.title, sort: ci })
      .returning({ id: aiCourseChapters.id });
    if (!ch) throw new Error('chapter insert returned nothing');
    for (const [li, lesson] of chapter.lessons.entries()) {
      await tx.insert(aiCourseLessons).values({
        courseId: row.id,
        chapterId: ch.id,
        kind: lesson.kind,
        title: lesson.title,
        sort: li,
        videoKey: lesson.videoKey ?? '',
        videoMime: lesson.videoMime ?? '',
        videoBytes: lesson.videoBytes ?? 0,
        durationSec: Math.round(lesson.durationSec ?? 0),
        subtitles: lesson.subtitles ?? '',
        paragraphs: [...(lesson.paragraphs ?? [])],
        questions: (lesson.questions ?? []).map((q) => ({ ...q, options: [...q.options] })),
      });
    }
  }
  return row.id;
}

const seedLessons = (course: SeedCourse) =>
  course.chapters.map((chapter, ci) => ({
    title: chapter.title,
    lessons: chapter.lessons.map((l, li): LessonInput => {
      const slides = l.slides ?? [];
      return {
        ...l,
        ...(l.kind === 'video'
          ? {
              videoKey: seedVideoKey(course.slug, ci, li),
              videoMime: 'video/webm',
              durationSec: slides.reduce((s, x) => s + x.seconds, 0),
              subtitles: slidesToVtt(slides),
              paragraphs: slides.map((s) => `${s.heading}：${s.lines.join('，')}`),
            }
          : {}),
      };
    }),
  }));

/**
 * The demo course, offered to and shown in the demo school. Idempotent: a course of the same
 * slug is left as it is (an operator may have changed it).
 */
export async function seedDemoCourse(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: aiCourses.id })
      .from(aiCourses)
      .where(eq(aiCourses.slug, DEMO_COURSE.slug));
    const courseId = existing?.id ?? (await writeCourse(tx, DEMO_COURSE, seedLessons(DEMO_COURSE)));
    const [school] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(eq(orgs.joinCode, DEMO_SCHOOL.joinCode));
    if (school) {
      await tx
        .insert(aiCourseOrgs)
        .values({ orgId: school.id, courseId, enabled: 1 })
        .onConflictDoNothing();
    }
  });
}

/** The renders under way or done, per store (one process may hold several, as tests do). */
const seedRenders = new WeakMap<CourseMedia, Map<string, Promise<void>>>();

/**
 * Renders the seeded lessons' videos that the store does not hold yet (at start, and before the
 * first play of one); once per key and process.
 */
export function ensureSeedVideo(
  media: CourseMedia,
  key: string,
  signal?: AbortSignal,
): Promise<void> {
  const found = DEMO_COURSE.chapters
    .flatMap((chapter, ci) =>
      chapter.lessons.map((l, li) => ({
        key: seedVideoKey(DEMO_COURSE.slug, ci, li),
        slides: l.slides,
      })),
    )
    .find((l) => l.key === key && l.slides);
  if (!found?.slides) return Promise.resolve();
  let renders = seedRenders.get(media);
  if (!renders) seedRenders.set(media, (renders = new Map()));
  const cacheKey = key;
  let pending = renders.get(cacheKey);
  if (!pending) {
    const slides = found.slides;
    pending = (async () => {
      if (await media.exists(key)) return;
      const video = await renderSlideVideo(slides, { signal });
      await media.put(key, video.bytes, video.mime);
    })();
    pending.catch(() => renders.delete(cacheKey));
    renders.set(cacheKey, pending);
  }
  return pending;
}

/**
 * Renders every seeded video the store lacks (the server calls it at start). `signal` stops it
 * between two frames, so a closing server does not wait for a render (the first play, or the
 * next start, renders it again).
 */
export async function ensureSeedVideos(
  media: CourseMedia,
  db: Db,
  signal?: AbortSignal,
): Promise<void> {
  const rows = await db
    .select({ key: aiCourseLessons.videoKey })
    .from(aiCourseLessons)
    .where(eq(aiCourseLessons.kind, 'video'))
    .orderBy(asc(aiCourseLessons.id));
  for (const { key } of rows) {
    if (signal?.aborted) return;
    if (key.startsWith('course/seed/')) await ensureSeedVideo(media, key, signal);
  }
}

/** A refusal an operator can fix (exit code 2). */
export class CourseCommandError extends Error {}

/** The course file of `course:import` (docs/aiCourse.md "Course files"). */
export const courseFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'slug: lower-case letters, digits and -'),
  title: z.string().min(1).max(60),
  summary: z.string().max(500).default(''),
  chapters: z
    .array(
      z.object({
        title: z.string().min(1).max(60),
        lessons: z
          .array(
            z.object({
              kind: z.enum(LESSON_KINDS),
              title: z.string().min(1).max(60),
              /** A .webm or .mp4 file, relative to the course file. */
              video: z.string().optional(),
              /** A .vtt file, relative to the course file. */
              subtitles: z.string().optional(),
              paragraphs: z.array(z.string().max(2000)).max(100).default([]),
              questions: z
                .array(
                  z
                    .object({
                      question: z.string().min(1).max(300),
                      options: z.array(z.string().min(1).max(200)).min(2).max(8),
                      answer: z.number().int().min(0),
                    })
                    .refine((q) => q.answer < q.options.length, 'answer: index of an option'),
                )
                .max(50)
                .default([]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

/** The container of a video file by its magic bytes: WebM (EBML) or MP4 (`ftyp`). */
export function videoMimeOf(head: Buffer): string | undefined {
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  if (head.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  return undefined;
}

/** The length of a video (seconds), read from its container by mediabunny. */
export async function videoDuration(bytes: Buffer): Promise<number> {
  const { ALL_FORMATS, BufferSource, Input } = await import('mediabunny');
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    return await input.computeDuration();
  } finally {
    input.dispose();
  }
}

/**
 * `course:import`: checks the file, stores its videos (magic bytes, size, a readable duration),
 * then writes the course. `read` reads a file named relative to the course file.
 */
export async function importCourse(
  raw: unknown,
  read: (name: string) => Promise<Buffer>,
  db: Db,
  media: CourseMedia,
): Promise<string> {
  const parsed = courseFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CourseCommandError(
      `课程文件有误：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`,
    );
  }
  const course = parsed.data;
  const chapters = [];
  for (const [ci, chapter] of course.chapters.entries()) {
    const lessons: LessonInput[] = [];
    for (const [li, lesson] of chapter.lessons.entries()) {
      const out: LessonInput = { ...lesson };
      if (lesson.kind === 'video') {
        if (!lesson.video)
          throw new CourseCommandError(`第${ci + 1}章第${li + 1}课是视频课，缺少 video 文件`);
        const bytes = await read(lesson.video);
        if (bytes.length > MAX_VIDEO_BYTES)
          throw new CourseCommandError(`${lesson.video} 超过 500MB`);
        const mime = videoMimeOf(bytes);
        if (!mime) throw new CourseCommandError(`${lesson.video} 不是 WebM 或 MP4 视频`);
        const durationSec = await videoDuration(bytes).catch(() => 0);
        if (!(durationSec > 0)) throw new CourseCommandError(`${lesson.video} 无法读取视频时长`);
        const key = `course/${course.slug}/${ci + 1}-${li + 1}-${Date.now().toString(36)}.${mime === 'video/webm' ? 'webm' : 'mp4'}`;
        await media.put(key, bytes, mime);
        Object.assign(out, {
          videoKey: key,
          videoMime: mime,
          videoBytes: bytes.length,
          durationSec,
        });
      }
      if (lesson.subtitles) {
        const vtt = (await read(lesson.subtitles)).toString('utf8').replace(/^\uFEFF/, '');
        if (!vtt.startsWith('WEBVTT'))
          throw new CourseCommandError(`${lesson.subtitles} 不是 WebVTT 字幕`);
        out.subtitles = vtt;
      }
      lessons.push(out);
    }
    chapters.push({ title: chapter.title, lessons });
  }
  const id = await writeCourse(db, course, chapters);
  return `imported ${course.slug} (course ${id})`;
}

/** `course:list`: slug, title, lesson count, schools offered. */
export async function listCourses(db: Db): Promise<string> {
  const courses = await db.select().from(aiCourses).orderBy(asc(aiCourses.sort), asc(aiCourses.id));
  if (courses.length === 0) return '还没有课程。';
  const lines = ['id\tslug\ttitle\tlessons\tschools (orgId:enabled)'];
  for (const c of courses) {
    const lessons = await db
      .select({ id: aiCourseLessons.id })
      .from(aiCourseLessons)
      .where(eq(aiCourseLessons.courseId, c.id));
    const offers = await db.select().from(aiCourseOrgs).where(eq(aiCourseOrgs.courseId, c.id));
    lines.push(
      [
        c.id,
        c.slug,
        c.title,
        lessons.length,
        offers.map((o) => `${o.orgId}:${o.enabled}`).join(',') || '-',
      ].join('\t'),
    );
  }
  return lines.join('\n');
}

/** `course:offer --slug S --org ID [--withdraw 1]`: offers a course to a school (shown), or withdraws it. */
export async function offerCourse(
  db: Db,
  slug: string,
  orgId: number,
  withdraw: boolean,
): Promise<string> {
  const [course] = await db
    .select({ id: aiCourses.id })
    .from(aiCourses)
    .where(eq(aiCourses.slug, slug));
  if (!course) throw new CourseCommandError(`课程 ${slug} 不存在`);
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw new CourseCommandError(`学校 ${orgId} 不存在`);
  if (withdraw) {
    await db
      .delete(aiCourseOrgs)
      .where(and(eq(aiCourseOrgs.orgId, orgId), eq(aiCourseOrgs.courseId, course.id)));
    return `withdrawn ${slug} from school ${orgId}`;
  }
  await db
    .insert(aiCourseOrgs)
    .values({ orgId, courseId: course.id, enabled: 1 })
    .onConflictDoNothing();
  return `offered ${slug} to school ${orgId}`;
}
