import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, pathOf, useBrowser } from './browser';
import { registerTeacher } from './accounts';

const browser = useBrowser();
const SLIPS = `我的妈妈是一名医生,她每天都很忙。早上她很早就起床给我做早饭，然后送我去上学，然后再去医院上班。
有一次我发烧了，妈妈高兴的跑过来摸摸我的头。她跑的很快，去药店给我买药。
晚上妈妈在次给我量体温，然后妈妈给我讲故事，然后我就睡着了。`;
const CLEAN = `去年秋天，学校组织我们到郊外的果园摘苹果。车窗外的稻田像一块金色的地毯，一直铺到天边。
到了果园，我小心地摘下一个苹果，轻轻地放进篮子里。原来，用自己的双手换来的果实，才是最甜的。`;

/** Waits until no toast is shown (axe would measure a toast fading in or out). */
async function noToast(page: Page) {
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

/** A fresh teacher logged in through the SSO link. */
async function login(page: Page) {
  const body = {
    data: {
      token: await registerTeacher({
        phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'essay-review-2026',
        uname: '语文老师',
      }),
    },
  };
  await page.goto(`${baseUrl}/sso?token=${body.data.token}`);
  await page.getByTestId('user-name').waitFor();
  return body.data.token;
}

describe('essay marking (作文批改)', () => {
  it('submits a class batch, follows it live across a reload, edits, 发布, and shows the class view', async () => {
    const page = await browser.newPage();
    await login(page);
    await page.goto(`${baseUrl}/essay-review/index`);
    const form = page.getByRole('form', { name: '提交作文批改' });
    await form.getByLabel('作文题目').fill('我的妈妈');
    await form.getByLabel('年级').selectOption({ label: '三年级' });
    await form.getByLabel('满分').fill('30');
    // Without a vision model the page says photos are read offline (print only), before anyone tries.
    await page.getByText('照片文字由本机离线识别，适合印刷体').waitFor();
    // The teacher moves a point between dimensions; the sum must stay the full score.
    await form.getByRole('button', { name: '调整评分标准' }).click();
    await form.getByLabel('第1项满分').fill('13');
    await form.getByText('合计 31 / 30 分').waitFor();
    await form.getByLabel('第2项满分').fill('9');
    await form.getByText('合计 30 / 30 分').waitFor();
    await form.getByLabel('第1项名称').fill('内容与中心');
    await form.getByLabel('第1位学生姓名').fill('李华');
    await form.getByLabel('第1位学生作文内容').fill(SLIPS);
    await form.getByRole('button', { name: '添加学生' }).click();
    await form.getByLabel('第2位学生姓名').fill('王小明');
    await form.getByLabel('第2位学生作文内容').fill(CLEAN);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-submit-1440.png'), fullPage: true });
    await form.getByRole('button', { name: '开始批改' }).click();
    await page.waitForURL(/\/essay-review\/task\/[0-9a-f-]{36}$/);
    const taskPath = pathOf(page);

    // The status survives a reload: the page reads it again and ends on the result.
    await page.reload();
    await page.getByRole('tab', { name: '逐篇批改' }).waitFor();
    expect(pathOf(page)).toBe(taskPath);
    await page.getByRole('heading', { name: '李华' }).waitFor();
    await page.getByText('小学中年级习作 30 分（老师调整）', { exact: false }).waitFor();
    await page.getByText('基础检查', { exact: true }).first().waitFor();
    const marks = page.getByTestId('essay-text').locator('mark');
    expect(await marks.count()).toBeGreaterThan(3);
    expect(await page.getByTestId('essay-text').locator('mark', { hasText: '在次' }).count()).toBe(
      1,
    );
    await page.screenshot({ path: join(tmpdir(), 'essay-result-1440.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The teacher rewrites a comment, gives a score and saves.
    const comment = page.getByLabel('批注内容：在次');
    await comment.fill('“在次”应为“再次”，表示又一次');
    await page.getByLabel('老师评分').fill('24');
    await page.getByLabel('总评').fill('妈妈的形象很真实，注意错别字。');
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.getByText('已保存修改').waitFor();
    await page.getByText('老师已修改').waitFor();
    await page.getByRole('button', { name: /李华\s*24/ }).waitFor();

    // The class view counts the batch.
    await page.getByRole('tab', { name: '全班概览' }).click();
    await page.getByText(/已评分 1\/2 篇/).waitFor();
    await page.getByText(/下次写作课建议重点讲/).waitFor();
    await noToast(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-class-1440.png'), fullPage: true });

    // 发布 makes it final: no more editing.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('已发布', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: '逐篇批改' }).click();
    expect(await page.getByRole('button', { name: '保存修改' }).count()).toBe(0);
    expect(await page.getByLabel('批注内容：在次').isDisabled()).toBe(true);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('works on a 390×844 phone and refuses an empty essay in Chinese', async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, true);
    await login(page);
    await page.goto(`${baseUrl}/essay-review/index`);
    const form = page.getByRole('form', { name: '提交作文批改' });
    await form.getByLabel('作文题目').fill('那一次，我真快乐');
    await form.getByRole('button', { name: '开始批改' }).click();
    await page.getByRole('alert').filter({ hasText: '作文内容为空' }).waitFor();
    await form.getByLabel('第1位学生作文内容').fill(CLEAN);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-submit-390.png'), fullPage: true });
    await form.getByRole('button', { name: '开始批改' }).click();
    await page.getByRole('heading', { name: '学生1' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await noToast(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-result-390.png'), fullPage: true });
  });
});

/** A JSON call as the teacher; answers `data` after checking the code. */
async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

const REVISED = SLIPS.replace('妈妈高兴的跑过来', '妈妈着急地跑过来').replace('在次', '再次');

describe('a class’s essays (class management, grade bands, resubmission)', () => {
  it('links a class, scores in the teacher’s bands, 发布 reaches the class, a revision is compared', async () => {
    const page = await browser.newPage();
    const token = await login(page);
    const { classId } = await post<{ classId: number }>(token, '/v1/class/create', {
      name: '三年级（2）班',
      grade: 3,
    });
    await post(token, '/v1/class/roster/import', {
      classId,
      students: ['李华', '王小明', '张雨'].map((name, i) => ({ name, number: `0${i + 1}` })),
    });
    await page.goto(`${baseUrl}/essay-review/index`);
    const form = page.getByRole('form', { name: '提交作文批改' });
    await form.getByLabel('作文题目').fill('我的妈妈');
    await form.getByLabel('年级').selectOption({ label: '三年级' });
    await form.getByLabel('满分').fill('30');
    // The class's roster becomes one row per student.
    await form.getByLabel(/^班级/).selectOption({ label: '三年级（2）班（3人）' });
    await form.getByLabel('第3位学生姓名').waitFor();
    expect(await form.getByLabel('第1位学生姓名').inputValue()).toBe('李华');
    expect(await form.getByLabel('第2位学生姓名').inputValue()).toBe('王小明');
    await form.getByLabel('第1位学生作文内容').fill(SLIPS);
    await form.getByLabel('第2位学生作文内容').fill(CLEAN);
    // The teacher's bands: names and lines, the ranges shown live.
    await form.getByRole('button', { name: '调整等级' }).click();
    const lines = await form.getByLabel(/^第\d个等级最低分$/).count();
    expect(lines).toBeGreaterThan(1);
    await form.getByLabel('第1个等级名称').fill('一类文');
    await form.getByLabel('第1个等级最低分').fill('25');
    await form.getByText(/一类文 25–30/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-class-submit-1440.png'), fullPage: true });
    await form.getByRole('button', { name: '开始批改' }).click();
    await page.waitForURL(/\/essay-review\/task\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '李华' }).waitFor();
    await page.getByText('三年级（2）班', { exact: false }).first().waitFor();

    // A score gets the teacher's band in the list and beside the name.
    await page.getByLabel('老师评分').fill('26');
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.getByRole('button', { name: /李华\s*26 一类文/ }).waitFor();
    await page.getByText('26 / 30 分（一类文）').waitFor();

    // 发布: the score reaches the class's exam for 李华.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByRole('link', { name: '成绩已记入三年级（2）班「作文：我的妈妈」' }).waitFor();
    const { list } = await post<{ list: { examId: number; name: string }[] }>(
      token,
      '/v1/class/exam/list',
      { classId },
    );
    expect(list.map((e) => e.name)).toEqual(['作文：我的妈妈']);
    const detail = await post<{ scores: { studentId: number; score: number }[] }>(
      token,
      '/v1/class/exam/detail',
      { examId: list[0]?.examId },
    );
    expect(detail.scores.map((s) => s.score)).toEqual([26]);

    // The student's revision: kept with the first version, marked, compared.
    await page.getByRole('button', { name: '提交修改稿' }).click();
    await page.getByLabel('李华修改后的作文（原稿和批注会保留）').fill(REVISED);
    await page.getByRole('button', { name: '提交并批改' }).click();
    await page.getByText('修改对比（第 1 稿 → 第 2 稿）').waitFor();
    const diff = page.getByLabel('修改对比', { exact: true });
    expect(await diff.locator('del', { hasText: '在' }).count()).toBeGreaterThan(0);
    expect(await diff.locator('ins', { hasText: '再' }).count()).toBeGreaterThan(0);
    await page.getByText(/上一稿的批注：已修改 [1-9]\d* \/ \d+ 处/).waitFor();
    await page.getByText('待发布').waitFor();
    await noToast(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-revision-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(tmpdir(), 'essay-revision-390.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('作文批改 in the apps centre, on the home card and among 推荐功能 opens the marking tool', async () => {
    const page = await browser.newPage();
    await login(page);
    await page.goto(`${baseUrl}/apps/index`);
    await page.locator('main section[data-section="category"]').first().waitFor();
    await page.getByRole('searchbox', { name: '搜索应用' }).fill('作文批改');
    await page.getByRole('searchbox', { name: '搜索应用' }).press('Enter');
    const results = page.getByTestId('search-results');
    await results.locator('button[data-app-id]', { hasText: '作文批改' }).first().click();
    await page.waitForURL(`${baseUrl}/essay-review/index`);
    await page.getByRole('form', { name: '提交作文批改' }).waitFor();

    await page.goto(`${baseUrl}/`);
    const carousel = page.getByRole('region', { name: '功能推荐' });
    const card = page.locator(
      '[data-testid="carousel-track"] > div:not([aria-hidden]) button[data-card-key="essay-review"]',
    );
    await carousel.waitFor();
    for (let turn = 0; turn < 4; turn++) {
      if ((await card.count()) > 0) break;
      await carousel.getByRole('button', { name: '下一页' }).click();
      await page.waitForTimeout(500);
    }
    await card.click();
    await page.waitForURL(`${baseUrl}/essay-review/index`);
    await page.getByRole('form', { name: '提交作文批改' }).waitFor();

    // 推荐功能: 作文批改 is a link to the tool, not a chat app to choose.
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('list', { name: '推荐功能' })
      .getByRole('link', { name: '作文批改' })
      .click();
    await page.waitForURL(`${baseUrl}/essay-review/index`);
    await page.getByRole('form', { name: '提交作文批改' }).waitFor();
    expect(browser.errors).toEqual([]);
  }, 90_000);
});

/** A white PNG page of `width`×`height` (what a phone photo is to the upload checks). */
function whitePng(width: number, height: number): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array<number>(width).fill(250)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('comments drawn on the photo', () => {
  it('boxes each comment on the photo, linked both ways with the list, by mouse, keyboard and on a phone', async () => {
    const page = await browser.newPage();
    const token = await login(page);
    const form = new FormData();
    form.append('kind', 'image');
    form.append(
      'file',
      new Blob([new Uint8Array(whitePng(600, 400))], { type: 'image/png' }),
      '作文.png',
    );
    const uploaded = await fetch(`${baseUrl}/v1/file/upload`, {
      method: 'POST',
      headers: { 'x-token': token },
      body: form,
    });
    const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const { url } = await post<{ url: string }>(token, '/v1/essay/revise/file', { fileId });
    // The lines as /ocr answers them (page, box in thousandths, text), with the corrected text.
    const lines = SLIPS.split('\n').map((text, i) => ({
      image: 0,
      box: [60, 120 + i * 200, 940, 260 + i * 200],
      text,
    }));
    const { taskId } = await post<{ taskId: string }>(token, '/v1/essay/revise/task/submit', {
      title: '我的妈妈',
      grade: 3,
      genre: '记叙文',
      fullScore: 30,
      essays: [{ studentName: '李华', text: SLIPS, imageUrls: [url], lines }],
    });
    await page.goto(`${baseUrl}/essay-review/task/${taskId}`);
    const photo = page.getByTestId('photo-boxes');
    const box = photo.getByRole('button', { name: /（错别字）：「在次」/ });
    await box.waitFor();
    expect(await photo.getByRole('button').count()).toBeGreaterThan(3);
    // Hovering the comment in the list outlines its box on the photo.
    const item = page.locator('[data-comment-item]', { has: page.getByLabel('批注内容：在次') });
    await item.hover();
    expect(await box.getAttribute('aria-pressed')).toBe('true');
    // Focusing a box by keyboard selects its comment in the list.
    const first = photo.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-box'));
    expect(focused).toMatch(/^\d+-\d+$/);
    const index = Number(focused?.split('-')[0]);
    await page.locator(`[data-comment-item="${index}"].border-primary-400`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-boxes-1440.png'), fullPage: true });
    // On a phone the photo fits the screen and a tap selects the comment.
    await page.setViewportSize({ width: 390, height: 844 });
    await box.click();
    await page
      .locator('[data-comment-item].border-primary-400', { has: page.getByLabel('批注内容：在次') })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: join(tmpdir(), 'essay-boxes-390.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 90_000);
});

describe('a printed photo read offline (no vision model)', () => {
  it('识别照片文字 reads the photo with Tesseract and asks the teacher to check the text', async () => {
    const page = await browser.newPage();
    await login(page);
    await page.goto(`${baseUrl}/essay-review/index`);
    const form = page.getByRole('form', { name: '提交作文批改' });
    await page.getByText('照片文字由本机离线识别，适合印刷体').waitFor();
    const lines = CLEAN.split('\n').flatMap((p) => p.match(/.{1,21}/gu) ?? []);
    const dataUrl = await page.evaluate((text: string[]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1400;
      canvas.height = 120 + text.length * 110;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.rotate((3 * Math.PI) / 180);
      g.fillStyle = '#000';
      g.font = '40px "Noto Serif CJK SC"';
      text.forEach((line, i) => g.fillText(line, 60, 90 + i * 110));
      return canvas.toDataURL('image/png');
    }, lines);
    await form
      .locator('input[type="file"][accept^="image"]')
      .first()
      .setInputFiles({
        name: '作文第1页.png',
        mimeType: 'image/png',
        buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
      });
    await form.getByRole('img', { name: '第1位学生作文照片第1页' }).waitFor();
    await form.getByRole('button', { name: '识别照片文字' }).click();
    await form.getByText('识别结果请核对', { exact: true }).waitFor({ timeout: 60_000 });
    const text = await form.getByLabel('第1位学生作文内容').inputValue();
    // Most printed pairs of characters are read (drawn by the browser in Noto Serif CJK, 3°).
    const pairs = lines.flatMap((l) => [...l].slice(1).map((c, i) => `${l[i] ?? ''}${c}`));
    expect(pairs.filter((p) => text.includes(p)).length / pairs.length).toBeGreaterThan(0.8);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'essay-ocr-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(tmpdir(), 'essay-ocr-390.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
