import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerTeacher } from './accounts';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

/**
 * The AI course against the built app and server: a member of the demo school (isCourseShow 1)
 * plays, seeks and resumes a seeded video, finishes a reading and a quiz, and finds it all
 * again after reloading; a teacher of no school is refused; `/video?id=…` plays one video; the
 * os=jzax top bar shows what the server configured (subjects changed with `jyy:set`).
 */
const browser = useBrowser();

async function post(token: string | undefined, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A new teacher, joined to the demo school when `join`. */
async function newTeacher(join: boolean): Promise<string> {
  const token = await registerTeacher({
    phone: randomPhone('136'),
    password: 'course-teacher-2026',
    uname: '赵老师',
  });
  if (join) expect((await post(token, '/v1/org/join', { code: 'DEMO2026' })).code).toBe(200);
  return token;
}

async function open(
  token: string,
  path: string,
  viewport?: { width: number; height: number },
  phone = false,
) {
  const page = await browser.newPage(viewport, phone);
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const videoState = (page: Page) =>
  page.getByTestId('course-video').evaluate((v: HTMLVideoElement) => ({
    readyState: v.readyState,
    duration: v.duration,
    currentTime: v.currentTime,
    paused: v.paused,
    rate: v.playbackRate,
    tracks: Array.from(v.textTracks).map((t) => `${t.kind}:${t.cues?.length ?? 0}`),
  }));

describe('AI course', () => {
  it('plays, seeks and resumes a video, keeps reading and quiz progress across reloads', async () => {
    const token = await newTeacher(true);
    const page = await open(token, '/ai-course/index');
    await page.getByTestId('course-outline').waitFor();
    expect(await page.getByTestId('course-progress').textContent()).toBe('已完成 0/6 课');
    // The first lesson is open: the rendered WebM loads and plays in Chromium.
    const video = page.getByTestId('course-video');
    await video.waitFor();
    await expect
      .poll(async () => (await videoState(page)).readyState, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    expect((await videoState(page)).duration).toBeCloseTo(12, 0);
    await page.getByRole('combobox', { name: '倍速' }).selectOption('1.5');
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(1);
    expect((await videoState(page)).rate).toBe(1.5);
    // The seeded video has sound (the Opus chime track): Chromium decodes it while playing muted.
    const sound = await video.evaluate((v: HTMLVideoElement) => {
      const media = v as HTMLVideoElement & {
        webkitAudioDecodedByteCount: number;
        captureStream: () => MediaStream;
      };
      return {
        decoded: media.webkitAudioDecodedByteCount,
        tracks: media.captureStream().getAudioTracks().length,
      };
    });
    expect(sound.decoded).toBeGreaterThan(0);
    expect(sound.tracks).toBe(1);
    // The chapter list comes from the WebVTT cues; a chapter seeks the video there.
    const chapters = page.getByTestId('video-chapters').getByRole('button');
    await expect.poll(() => chapters.count(), { timeout: 10_000 }).toBe(3);
    expect(await chapters.nth(2).textContent()).toContain('它会犯错');
    // Seek with the chapter list and pause as soon as the seek lands, before the clip can end.
    await Promise.all([
      video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<void>((resolve) =>
            v.addEventListener(
              'seeked',
              () => {
                v.pause();
                resolve();
              },
              { once: true },
            ),
          ),
      ),
      chapters.nth(1).click(),
    ]);
    expect((await videoState(page)).currentTime).toBeGreaterThanOrEqual(4);
    // The position is saved on the server (pause and seek report it).
    const lessonId = Number(
      (
        await page
          .getByTestId('course-outline')
          .getByRole('button', { name: /什么是人工智能/ })
          .getAttribute('data-testid')
      )?.slice(7),
    );
    await expect
      .poll(
        async () =>
          (await post(token, '/v1/resource/ai/lesson', { lessonId })).data.progress.positionSec,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(4);
    const at = (await post(token, '/v1/resource/ai/lesson', { lessonId })).data.progress
      .positionSec as number;
    expect(at).toBeLessThan(10);
    await page.screenshot({ path: join(tmpdir(), 'ai-course-1440.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // A reading, marked read.
    await page
      .getByTestId('course-outline')
      .getByRole('button', { name: /人工智能的发展简史/ })
      .click();
    await page.getByRole('button', { name: '我已读完' }).click();
    await page.getByRole('button', { name: '已读完' }).waitFor();
    // A quiz: a wrong attempt, then the right one.
    await page
      .getByTestId('course-outline')
      .getByRole('button', { name: /小测验：认识人工智能/ })
      .click();
    await page.getByLabel('查询一本标准答案库').check();
    await page.getByLabel('直接使用').check();
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect.poll(() => page.getByTestId('quiz-result').textContent()).toContain('答对 0/2 题');
    await page.getByRole('button', { name: '再试一次' }).click();
    await page.getByLabel('根据上下文逐字预测后续内容').check();
    await page.getByLabel('核实后再使用').check();
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect
      .poll(() => page.getByTestId('quiz-result').textContent())
      .toContain('恭喜，测验通过！');
    expect(await page.getByTestId('course-progress').textContent()).toBe('已完成 2/6 课');

    // After a reload everything is where it was left; the open lesson is in the URL.
    await page.reload();
    await page.getByTestId('course-outline').waitFor();
    expect(await page.getByTestId('course-progress').textContent()).toBe('已完成 2/6 课');
    expect(
      await page.getByTestId('course-outline').getByTestId('lesson-state').allTextContents(),
    ).toEqual(expect.arrayContaining(['已完成', '已完成']));
    await page
      .getByTestId('course-outline')
      .getByRole('button', { name: /什么是人工智能/ })
      .click();
    await page.getByTestId('resumed').waitFor({ timeout: 20_000 });
    const resumed = await videoState(page);
    expect(Math.abs(resumed.currentTime - at)).toBeLessThan(1);
    expect(await page.getByTestId('resumed').textContent()).toContain(`0:0${at}`);
    expect(browser.errors).toEqual([]);
  }, 180_000);

  it('refuses a teacher of no school, in Chinese, on the course and on /video', async () => {
    const member = await newTeacher(true);
    const listed = await post(member, '/v1/resource/ai/courses');
    const lessonId = listed.data.courses[0].chapters[0].lessons[0].lessonId as number;
    const token = await newTeacher(false);
    const page = await open(token, '/ai-course/index');
    await page.getByText('加入已开通AI通识课的学校后即可学习，请先加入学校').waitFor();
    await page.getByRole('link', { name: '加入学校' }).waitFor();
    await page.goto(`${baseUrl}/video?id=${lessonId}`);
    await page.getByText('加入已开通AI通识课的学校后即可学习，请先加入学校').waitFor();
    expect(await page.getByTestId('course-video').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('/video?id=… plays one lesson video with its subtitles, also on a phone', async () => {
    const token = await newTeacher(true);
    const listed = await post(token, '/v1/resource/ai/courses');
    const lessonId = listed.data.courses[0].chapters[1].lessons[0].lessonId as number;
    const page = await open(token, `/video?id=${lessonId}`, { width: 390, height: 844 }, true);
    await page.getByRole('heading', { name: '用AI备课的三个步骤' }).waitFor();
    await expect
      .poll(async () => (await videoState(page)).readyState, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await videoState(page)).tracks, { timeout: 10_000 })
      .toEqual(['subtitles:3', 'metadata:3']);
    await page.screenshot({ path: join(tmpdir(), 'ai-course-video-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const course = await open(token, '/ai-course/index', { width: 390, height: 844 }, true);
    await course.getByTestId('course-outline').waitFor();
    await course.screenshot({ path: join(tmpdir(), 'ai-course-390.png'), fullPage: true });
  }, 90_000);

  it('shows the school admin 学习情况 per teacher', async () => {
    // A teacher who finished one reading, through the API.
    const phone = randomPhone('137');
    const member = await registerTeacher({
      phone,
      password: 'course-teacher-2026',
      uname: '钱老师',
    });
    expect((await post(member, '/v1/org/join', { code: 'DEMO2026' })).code).toBe(200);
    const listed = await post(member, '/v1/resource/ai/courses');
    const reading = listed.data.courses[0].chapters[0].lessons[1].lessonId as number;
    const read = await post(member, '/v1/resource/ai/progress', { lessonId: reading, read: true });
    expect(read.data.completed).toBe(true);
    const login = await post(undefined, '/passport/api/login', {
      phone: '13800000000',
      password: 'aita-demo-2026',
    });
    const page = await open(login.data.token as string, '/ai-course/index');
    await page.getByRole('button', { name: '学习情况' }).click();
    const panel = page.getByTestId('course-manage');
    await panel.getByRole('table').waitFor();
    const row = panel.getByRole('row').filter({ hasText: phone.slice(-4) });
    await expect.poll(() => row.textContent()).toContain('钱老师');
    expect(await row.textContent()).toContain('1/6');
    await page.screenshot({ path: join(tmpdir(), 'ai-course-manage-1440.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);
});

describe('os=jzax', () => {
  it('draws the top tabs and subjects from /v1/jyy/config/tabList', async () => {
    const config = await post(undefined, '/v1/jyy/config/tabList');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index?os=jzax`);
    await page.getByTestId('embed-tabs').waitFor();
    const tabs = page.getByRole('navigation', { name: '顶部导航' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(
      config.data.tabList.map((t: { name: string }) => t.name),
    );
    const hrefs = await tabs.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toEqual(config.data.tabList.map((t: { path: string }) => t.path));
    const options = await page
      .getByRole('combobox', { name: '学科' })
      .locator('option')
      .allTextContents();
    // 信息科技 was set by the operator (global setup's jyy:set); the web never listed it.
    expect(options).toEqual([
      '全部学科',
      ...config.data.subjectList.map((s: { name: string }) => s.name),
    ]);
    expect(options).toContain('信息科技');
    await page.screenshot({ path: join(tmpdir(), 'ai-course-jzax-1440.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);
});
