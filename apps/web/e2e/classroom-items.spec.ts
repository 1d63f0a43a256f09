import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher } from './accounts';

const browser = useBrowser();
const NAMES = ['张一', '李二', '王三', '赵四'];

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

async function check(page: Page, label: string) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  expect(await seriousViolations(page), label).toEqual([]);
}

describe('per-question scores (小题分与试题分析)', () => {
  it('sets items by hand, enters item scores like a spreadsheet and reads the item analysis', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 }, false);
    const token = await registerTeacher({
      phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password: 'classroom-2026',
      uname: '班主任',
    });
    const { classId } = await post<{ classId: number }>(token, '/v1/class/create', {
      name: '初三（2）班',
      grade: 9,
      subject: 2,
    });
    await post(token, '/v1/class/roster/import', {
      classId,
      students: NAMES.map((n, i) => ({ name: n, number: `0${i + 1}` })),
    });
    await post(token, '/v1/class/exam/save', {
      classId,
      name: '单元测试',
      examDate: '2026-11-20',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/classroom/index`);
    const main = page.locator('main');
    await main.getByRole('heading', { name: '初三（2）班' }).waitFor();
    await main.getByRole('tab', { name: '成绩' }).click();

    await main.getByRole('button', { name: '试题设置' }).click();
    await main.getByLabel('或手动填写小题').fill('1 3\n2 3\n3 10');
    await main.getByRole('button', { name: '按填写设置小题' }).click();
    await page.getByText('试题已设置').waitFor();
    const cell = (student: string, label: string) =>
      main.getByLabel(`${student}第${label}题的得分`);
    await cell('张一', '1').waitFor();
    expect(await main.textContent()).toContain('总分（满分 16）');

    // Typed across with →, a refused cell, then a column pasted down item 2.
    await cell('张一', '1').fill('3');
    await page.keyboard.press('Enter');
    expect(await cell('李二', '1').evaluate((el) => el === document.activeElement)).toBe(true);
    await cell('李二', '1').fill('4');
    await main.getByText('第1题：分数应在 0 到 3 之间').waitFor();
    expect(await main.getByRole('button', { name: '保存成绩' }).isDisabled()).toBe(true);
    for (const [student, value] of [
      ['李二', '3'],
      ['王三', '0'],
      ['赵四', '3'],
    ] as const) {
      await cell(student, '1').fill(value);
    }
    await cell('张一', '2').evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', '3\r\n0\r\n3\r\n0\r\n');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await cell('赵四', '2').inputValue()).toBe('0');
    for (const [student, value] of [
      ['张一', '10'],
      ['李二', '6'],
      ['王三', '4'],
    ] as const) {
      await cell(student, '3').fill(value);
    }
    expect(await main.getByLabel('张一的总分').textContent()).toBe('16');
    await main.getByRole('button', { name: '保存成绩' }).click();
    await page.getByText('成绩已保存').waitFor();

    // Worked out by hand (as the server test): item 1 mean 2.25, D 0 → 区分度偏低.
    const analysis = main.getByRole('region', { name: '试题分析' });
    await analysis.getByText('区分度偏低').waitFor();
    const firstRow = analysis.getByRole('row', { name: /^1 3 2\.25/ });
    expect(await firstRow.textContent()).toContain('75%');
    await check(page, 'item analysis');

    // Items typed by hand get knowledge points from the class's tree (初中 数学): item 3 loses
    // 10 − 5 = 5 per student, item 1 3 − 2.25 = 0.75, so 一次函数 is where the class lost most.
    await main.getByRole('button', { name: '设置知识点' }).click();
    await main.getByLabel('为第1题添加知识点').selectOption('jm.num.eq.linear');
    await main.getByLabel('为第3题添加知识点').selectOption('jm.num.func.linear');
    await main.getByRole('button', { name: '删除第3题的知识点：一次函数' }).waitFor();
    await check(page, 'item knowledge points');
    await main.getByRole('button', { name: '保存知识点' }).click();
    await page.getByText('知识点已保存').waitFor();
    await analysis.getByText('「一次函数」', { exact: true }).waitFor();
    expect(await analysis.textContent()).toContain('本班在「一次函数」失分最多（人均 5 分');
    expect(await main.textContent()).toContain('知识点：2/3 题已标注');
  });
});
