import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher } from './accounts';

const browser = useBrowser();
let axeSource = '';
beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

/** axe-core's serious and critical violations (evaluated over DevTools, the CSP stays as is). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run: (c: Document) => Promise<{ violations: V[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** A fresh teacher through the login provider's API; returns the token. */
async function teacher(): Promise<string> {
  const body = {
    data: {
      token: await registerTeacher({
        phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'classroom-2026',
        uname: '班主任',
      }),
    },
  };
  return body.data.token;
}

/** A JSON call as the teacher; answers `data` after checking the code. */
async function post(token: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as {
    code: number;
    msg: string;
    data: { classId: number };
  };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

const NAMES = ['张一', '李二', '王三', '赵四', '钱五'];

/**
 * A new teacher with a class of five made through the API (the first test makes one on the
 * page), logged in on `page` with the class open; answers the page's main.
 */
async function openSeededClass(page: Page, className: string) {
  const token = await teacher();
  const { classId } = await post(token, '/v1/class/create', { name: className, grade: 7 });
  await post(token, '/v1/class/roster/import', {
    classId,
    students: NAMES.map((n, i) => ({ name: n, number: `0${i + 1}` })),
  });
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${baseUrl}/classroom/index`);
  const main = page.locator('main');
  await main.getByRole('heading', { name: className }).waitFor();
  return main;
}

const ROSTER_WITH_ERRORS = '学号,姓名,性别\n01,张一,男\n02,,女\n01,王三,男\n';
const ROSTER =
  '学号,姓名,性别,备注\n01,张一,男,\n02,李二,女,近视\n03,王三,男,\n04,赵四,女,\n05,钱五,男,\n';

async function check(page: Page, label: string) {
  // Colours mid-transition (a button just enabled) are not what the teacher reads: end every
  // transition and animation at once, rather than wait on frames a busy or background page may
  // not paint (a wait on running transitions once hung a test for its whole 30 s).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  expect(await seriousViolations(page), label).toEqual([]);
}

const VIEWPORTS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

describe('class management (班级管理)', () => {
  it.each(VIEWPORTS)(
    'creates a class and imports a roster with a preview of row errors at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      const token = await teacher();
      await page.goto(`${baseUrl}/sso?token=${token}`);
      await page.getByTestId('user-name').waitFor();
      await page.goto(`${baseUrl}/classroom/index`);
      const main = page.locator('main');
      await main.getByText('还没有班级').waitFor();
      await check(page, `empty ${name}`);

      // Create a class.
      await main.getByRole('button', { name: '新建班级' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('班级名称').fill('初一（3）班');
      await dialog.getByLabel('年级').selectOption({ label: '初一' });
      await dialog.getByLabel('任教学科').selectOption({ label: '数学' });
      await dialog.getByRole('button', { name: '保存' }).click();
      await main.getByRole('heading', { name: '初一（3）班' }).waitFor();
      expect(await main.textContent()).toContain('初一 · 数学');

      // Import: a file with errors is previewed row by row and cannot be confirmed.
      await main.getByRole('button', { name: '导入名单' }).click();
      const importer = page.getByRole('dialog', { name: '导入学生名单' });
      const file = importer.locator('input[type="file"]');
      await file.setInputFiles({
        name: '名单.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(ROSTER_WITH_ERRORS),
      });
      await importer.getByText('其中 2 行有错误').waitFor();
      expect(await importer.textContent()).toContain('姓名为空');
      expect(await importer.textContent()).toContain('重复学号（与第 2 行相同）');
      const confirm = importer.getByRole('button', { name: /确认导入/ });
      expect(await confirm.isDisabled()).toBe(true);
      await check(page, `preview ${name}`);
      await shot('preview');
      await file.setInputFiles({
        name: '名单2.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(ROSTER),
      });
      await importer.getByText('共 5 行，没有发现错误').waitFor();
      await importer.getByRole('button', { name: '确认导入 5 名学生' }).click();
      await page.getByText('已导入 5 名学生').waitFor();
      await main.getByRole('cell', { name: '钱五', exact: true }).waitFor();
      expect(await main.getByRole('row').count()).toBe(6);
      await check(page, `students ${name}`);
      await shot('students');

      expect(await main.textContent()).not.toMatch(/第\s*\d+\s*名|名次/);
      // The home card counts the class and its students.
      const cards = (await (
        await fetch(`${baseUrl}/v1/home/cards`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': token },
          body: '{}',
        })
      ).json()) as { data: { cardInfo: { classInfo: unknown } } };
      expect(cards.data.cardInfo.classInfo).toEqual({ classTotal: 1, personTotal: 5 });
    },
  );

  it.each(VIEWPORTS)(
    'arranges seats by keyboard, calls a name, and keeps notes for the comment at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const main = await openSeededClass(page, '初一（5）班');
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      // Seating: arrange by number, then swap two seats with the keyboard and save.
      await main.getByRole('tab', { name: '座位表' }).click();
      await main.getByRole('button', { name: '按学号排' }).click();
      const first = main.getByRole('button', { name: '第 1 排第 1 列：张一' });
      await first.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await main.getByRole('button', { name: '第 1 排第 1 列：李二' }).waitFor();
      await main.getByRole('button', { name: '第 1 排第 2 列：张一' }).waitFor();
      await main.getByRole('button', { name: '保存座位表' }).click();
      await page.getByText('保存成功').first().waitFor();
      await check(page, `seating ${name}`);
      await shot('seating');

      // Roll call: a name of the class.
      await main.getByRole('tab', { name: '课堂点名' }).click();
      await main.getByRole('button', { name: '随机点名' }).click();
      const called = await main.getByTestId('rollcall-name').textContent();
      expect(['张一', '李二', '王三', '赵四', '钱五']).toContain(called);
      expect(await main.textContent()).toContain('本轮还有 4 人未点到');
      await check(page, `roll call ${name}`);

      // Observations and the offline 期末评语 skeleton made of them.
      await main.getByRole('tab', { name: '观察与评语' }).click();
      await main.getByLabel('记录内容').fill('上课积极发言');
      await main.getByRole('button', { name: '记下' }).click();
      await main.getByRole('button', { name: '删除记录：上课积极发言' }).waitFor();
      const comment = main.getByLabel('张一的期末评语');
      expect(await comment.inputValue()).toContain('张一同学：这学期你上课积极发言。');
      expect(await main.textContent()).toContain('需要配置大模型');
      await check(page, `comments ${name}`);
      await shot('comments');
    },
  );

  it.each(VIEWPORTS)(
    'enters scores like a spreadsheet and reads the statistics at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const main = await openSeededClass(page, '初二（1）班');
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      // Scores: an exam, typed and pasted scores, a refused one, then the statistics.
      await main.getByRole('tab', { name: '成绩' }).click();
      await main.getByRole('button', { name: '新建考试' }).click();
      const examDialog = page.getByRole('dialog');
      await examDialog.getByLabel('考试名称').fill('第一次月考');
      await examDialog.getByRole('button', { name: '保存' }).click();
      const cell = (student: string) => main.getByLabel(`${student}的分数`);
      await cell('张一').waitFor();
      await cell('张一').fill('120');
      await main.getByText('分数应在 0 到 100 之间').waitFor();
      expect(await main.getByRole('button', { name: '保存成绩' }).isDisabled()).toBe(true);
      await cell('张一').fill('95');
      await page.keyboard.press('Enter');
      expect(await cell('李二').evaluate((el) => el === document.activeElement)).toBe(true);
      // A column pasted from Excel fills down from the focused cell.
      await cell('李二').evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', '82\r\n76\r\n58\r\n');
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      expect(await cell('赵四').inputValue()).toBe('58');
      expect(await cell('钱五').inputValue()).toBe('');
      await main.getByRole('button', { name: '保存成绩' }).click();
      await page.getByText('成绩已保存').waitFor();
      const stats = main.getByTestId('score-stats');
      // 95, 82, 76, 58 and one without a score: worked out by hand.
      await stats.getByText('77.75').waitFor();
      const text = (await stats.textContent()) ?? '';
      expect(text).toContain('4 人（1 人无成绩）');
      expect(text).toContain('79');
      expect(text).toContain('95 / 58');
      expect(text).toContain('75%');
      expect(text).toContain('25%');
      // The pass line is editable: at 80 the pass rate is 50%.
      await main.getByLabel('及格线').fill('80');
      await stats.getByText('50%').waitFor();
      await check(page, `scores ${name}`);
      await shot('scores');
    },
  );
});
