import { AI_COURSE_MESSAGES, Code, SCHOOL_MESSAGES, TOKEN_COOKIE_NAME } from '@aita/core';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_PASSWORD, DEMO_PHONE, postAs } from '../../test/identity';
import { makeSchool, teacher, type Teacher } from '../school/__fixtures__/school';
import { seedVideoKey } from './seed-data';

/**
 * The AI course against a real app and database: who may study (members of a school with
 * isCourseShow whose admin shows the course), the video's range requests, progress, quiz, and the
 * admin's completion view.
 */
let ctx: TestContext;
let demo: Teacher;
let stranger: Teacher;

const call = async (who: Teacher | undefined, url: string, body: unknown = {}) =>
  (await postAs(ctx.app, who?.token, url, body)).json() as Promise<{
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;

const video = (who: Teacher, lessonId: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/resource/ai/video/${lessonId}`,
    headers: { 'x-token': who.token, ...headers },
  });

async function login(phone: string, password: string): Promise<string> {
  const res = await postAs(ctx.app, undefined, '/passport/api/login', { phone, password });
  return (res.json() as { data: { token: string } }).data.token;
}

let lessons: { lessonId: number; kind: string; title: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(orgs).where(eq(orgs.joinCode, 'DEMO2026'));
  demo = { id: 0, phone: DEMO_PHONE, token: await login(DEMO_PHONE, DEMO_PASSWORD) };
  expect(row?.isCourseShow).toBe(1);
  stranger = await teacher(ctx.app, ctx.database);
  const listed = await call(demo, '/v1/resource/ai/courses');
  lessons = listed.data.courses[0].chapters.flatMap(
    (c: { lessons: unknown[] }) => c.lessons,
  ) as typeof lessons;
});
afterAll(async () => {
  await ctx?.close();
});

const first = (kind: string) => {
  const found = lessons.find((l) => l.kind === kind);
  if (!found) throw new Error(`no ${kind} lesson`);
  return found.lessonId;
};

describe('access', () => {
  it('lists the demo course to a member of the demo school, with an empty body as the spec sends', async () => {
    const res = await call(demo, '/v1/resource/ai/courses');
    expect(res.code).toBe(200);
    expect(res.data.orgName).toBe('示范学校');
    expect(res.data.canManage).toBe(true);
    const [course] = res.data.courses;
    expect(course.title).toContain('AI通识课');
    expect(course.chapters.length).toBe(2);
    expect(lessons.map((l) => l.kind)).toEqual([
      'video',
      'reading',
      'quiz',
      'video',
      'reading',
      'quiz',
    ]);
  });

  it('asks for login first', async () => {
    const res = await call(undefined, '/v1/resource/ai/courses');
    expect(res.code).toBe(Code.NOT_LOGGED_IN);
  });

  it('refuses a teacher of no school, in Chinese, for the list, a lesson, the video and subtitles', async () => {
    const list = await call(stranger, '/v1/resource/ai/courses');
    expect(list).toMatchObject({ code: Code.FORBIDDEN, msg: AI_COURSE_MESSAGES.noSchool });
    const lesson = await call(stranger, '/v1/resource/ai/lesson', { lessonId: first('video') });
    expect(lesson).toMatchObject({ code: Code.FORBIDDEN, msg: AI_COURSE_MESSAGES.noSchool });
    const bytes = await video(stranger, first('video'));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.json()).toMatchObject({ code: Code.FORBIDDEN });
    const vtt = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/subtitles/${first('video')}`,
      headers: { 'x-token': stranger.token },
    });
    expect(vtt.json()).toMatchObject({ code: Code.FORBIDDEN });
    const progress = await call(stranger, '/v1/resource/ai/progress', {
      lessonId: first('video'),
      positionSec: 3,
      watchedPct: 100,
    });
    expect(progress.code).toBe(Code.FORBIDDEN);
  });

  it('refuses a member of a school without isCourseShow, and the demo course to another school', async () => {
    const admin = await teacher(ctx.app, ctx.database);
    const other = await makeSchool(ctx.database, admin, { name: '未开通学校' });
    const list = await call(admin, '/v1/resource/ai/courses');
    expect(list).toMatchObject({ code: Code.FORBIDDEN, msg: AI_COURSE_MESSAGES.notOpened });
    // The school opens the course, but the demo course is not offered to it.
    await ctx.database.db.update(orgs).set({ isCourseShow: 1 }).where(eq(orgs.id, other.orgId));
    const empty = await call(admin, '/v1/resource/ai/courses');
    expect(empty.code).toBe(200);
    expect(empty.data.courses).toEqual([]);
    const lesson = await call(admin, '/v1/resource/ai/lesson', { lessonId: first('reading') });
    expect(lesson).toMatchObject({ code: Code.FORBIDDEN, msg: AI_COURSE_MESSAGES.noAccess });
    expect((await video(admin, first('video'))).json().code).toBe(Code.FORBIDDEN);
    // Naming another school's id: not a member.
    const [demoOrg] = await ctx.database.db
      .select()
      .from(orgs)
      .where(eq(orgs.joinCode, 'DEMO2026'));
    const foreign = await call(admin, '/v1/resource/ai/courses', { orgId: demoOrg?.id });
    expect(foreign).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.notMember });
    const manage = await call(admin, '/v1/resource/ai/manage', { orgId: demoOrg?.id });
    expect(manage.code).toBe(Code.FORBIDDEN);
  });

  it('answers 40004 for a lesson that does not exist, 40001 for a bad id', async () => {
    expect((await call(demo, '/v1/resource/ai/lesson', { lessonId: 999999 })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await call(demo, '/v1/resource/ai/lesson', { lessonId: 'x' })).code).toBe(
      Code.INVALID_PARAM,
    );
  });
});

describe('video', () => {
  it('serves the rendered WebM with exact range answers (206), 416 past the end', async () => {
    const id = first('video');
    const whole = await video(demo, id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const bytes = whole.rawPayload;
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    // The stored object is what is served: the seed video was rendered into the built-in store.
    const stored = await readFile(join(ctx.dataDir, 'oss', 'oss', seedVideoKey('ai-basics', 0, 0)));
    expect(stored.equals(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(300_000);

    const part = await video(demo, id, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1124))).toBe(true);

    const tail = await video(demo, id, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const past = await video(demo, id, { range: `bytes=${bytes.length + 5}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('takes the token cookie (a <video> sends no header) and serves WebVTT subtitles', async () => {
    const id = first('video');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/video/${id}`,
      headers: {
        cookie: `${TOKEN_COOKIE_NAME}=${encodeURIComponent(demo.token)}`,
        range: 'bytes=0-3',
      },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.toString('hex')).toBe('1a45dfa3');
    const vtt = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/subtitles/${id}`,
      headers: { 'x-token': demo.token },
    });
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body).toContain('00:00:00.000 --> 00:00:04.000');
  });

  it('answers 40004 for the video of a lesson that is not a video', async () => {
    expect((await video(demo, first('reading'))).json().code).toBe(Code.NOT_FOUND);
  });
});

describe('progress', () => {
  it('keeps the furthest share watched and the position, completes at 90%, and lists it', async () => {
    const id = first('video');
    const half = await call(demo, '/v1/resource/ai/progress', {
      lessonId: id,
      positionSec: 6,
      watchedPct: 50,
    });
    expect(half.data).toMatchObject({ positionSec: 6, watchedPct: 50, completed: false });
    const back = await call(demo, '/v1/resource/ai/progress', {
      lessonId: id,
      positionSec: 2,
      watchedPct: 20,
    });
    expect(back.data).toMatchObject({ positionSec: 2, watchedPct: 50, completed: false });
    const done = await call(demo, '/v1/resource/ai/progress', {
      lessonId: id,
      positionSec: 11,
      watchedPct: 95,
    });
    expect(done.data).toMatchObject({ watchedPct: 95, completed: true });
    const lesson = await call(demo, '/v1/resource/ai/lesson', { lessonId: id });
    expect(lesson.data.progress).toMatchObject({
      positionSec: 11,
      watchedPct: 95,
      completed: true,
    });
    expect(lesson.data.videoUrl).toBe(`/v1/resource/ai/video/${id}`);
    const list = await call(demo, '/v1/resource/ai/courses');
    expect(list.data.courses[0].completedCount).toBe(1);
  });

  it('marks a reading read, and a quiz by its answers (best attempt kept, answers not sent before)', async () => {
    const reading = await call(demo, '/v1/resource/ai/progress', {
      lessonId: first('reading'),
      read: true,
    });
    expect(reading.data.completed).toBe(true);
    const quizId = first('quiz');
    const quiz = await call(demo, '/v1/resource/ai/lesson', { lessonId: quizId });
    expect(quiz.data.questions.length).toBe(2);
    expect(JSON.stringify(quiz.data.questions)).not.toContain('answer');
    const wrong = await call(demo, '/v1/resource/ai/quiz/submit', {
      lessonId: quizId,
      answers: [0, 0],
    });
    expect(wrong.data).toMatchObject({ score: 0, total: 2, passed: false, correct: [1, 1] });
    expect(wrong.data.progress.completed).toBe(false);
    const right = await call(demo, '/v1/resource/ai/quiz/submit', {
      lessonId: quizId,
      answers: [1, 1],
    });
    expect(right.data).toMatchObject({ score: 2, passed: true });
    expect(right.data.progress).toMatchObject({ quizScore: 2, quizTotal: 2, completed: true });
    const again = await call(demo, '/v1/resource/ai/quiz/submit', {
      lessonId: quizId,
      answers: [0, 0],
    });
    expect(again.data.progress).toMatchObject({ quizScore: 2, completed: true });
    const short = await call(demo, '/v1/resource/ai/quiz/submit', {
      lessonId: quizId,
      answers: [1],
    });
    expect(short).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: AI_COURSE_MESSAGES.answersInvalid,
    });
  });

  it('shows the school admin each teacher’s completion; hiding a course hides it from teachers', async () => {
    const [demoOrg] = await ctx.database.db
      .select()
      .from(orgs)
      .where(eq(orgs.joinCode, 'DEMO2026'));
    const orgId = demoOrg?.id ?? 0;
    const member = await teacher(ctx.app, ctx.database);
    expect((await call(member, '/v1/org/join', { code: 'DEMO2026' })).code).toBe(200);
    expect((await call(member, '/v1/resource/ai/manage', { orgId })).code).toBe(Code.FORBIDDEN);
    const manage = await call(demo, '/v1/resource/ai/manage', { orgId });
    expect(manage.code).toBe(200);
    const total = manage.data.courses[0].lessonCount;
    expect(total).toBe(6);
    const me = manage.data.teachers.find((t: { uname: string }) => t.uname === '示范老师');
    expect(me).toMatchObject({ completedCount: 3, lessonCount: 6 });
    expect(me.lastStudiedAt).toBeGreaterThan(0);
    const newcomer = manage.data.teachers.find((t: { uid: string }) => t.uid === String(member.id));
    expect(newcomer).toMatchObject({ completedCount: 0, lessonCount: 6, lastStudiedAt: 0 });

    const courseId = manage.data.courses[0].courseId;
    const off = await call(demo, '/v1/resource/ai/manage/toggle', { orgId, courseId, enabled: 0 });
    expect(off.code).toBe(200);
    expect((await call(member, '/v1/resource/ai/courses')).data.courses).toEqual([]);
    expect((await call(member, '/v1/resource/ai/lesson', { lessonId: first('video') })).code).toBe(
      Code.FORBIDDEN,
    );
    await call(demo, '/v1/resource/ai/manage/toggle', { orgId, courseId, enabled: 1 });
    expect((await call(member, '/v1/resource/ai/courses')).data.courses.length).toBe(1);
    expect(
      (await call(member, '/v1/resource/ai/manage/toggle', { orgId, courseId, enabled: 0 })).code,
    ).toBe(Code.FORBIDDEN);
  });
});
