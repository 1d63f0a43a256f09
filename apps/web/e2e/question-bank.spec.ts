import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

async function post(token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** A fresh teacher, a member of the demo school when `join`; returns the token. */
async function teacher(join: boolean): Promise<string> {
  const token = await signUp({
    phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'question-bank-2026',
    uname: '题库老师',
  });
  if (join) expect((await post(token, '/v1/org/join', { code: 'DEMO2026' })).code).toBe(200);
  return token;
}

/** Logs in through the SSO link and opens the bank. */
async function openBank(page: Page, token: string) {
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${baseUrl}/question-bank-jp/index`);
}

const totalOf = async (page: Page) =>
  Number(/共 (\d+) 道试题/.exec((await page.getByText(/共 \d+ 道试题/).textContent()) ?? '')?.[1]);

describe('question bank (精品资源)', () => {
  it('browses by knowledge point, filters by type and difficulty, searches and shows an answer', async () => {
    const page = await browser.newPage();
    await openBank(page, await teacher(true));
    await page.getByText(/共 \d+ 道试题/).waitFor();
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(30);
    expect(await page.getByTestId('question-card').count()).toBe(10);
    expect(await page.locator('[data-testid="question-card"] .katex').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-1440.png') });

    // The knowledge tree: open 方程与不等式 under 数与代数 and pick 一元二次方程.
    const tree = page.getByRole('navigation', { name: '知识点' });
    await tree.getByRole('button', { name: '展开方程与不等式' }).click();
    await tree.getByRole('button', { name: '一元二次方程', exact: true }).click();
    await page.getByText('共 3 道试题').waitFor();
    await page.getByRole('button', { name: '方程与不等式', exact: true }).click();
    await page.waitForFunction(
      () =>
        /共 \d+ 道试题/.test(document.body.innerText) &&
        !document.body.innerText.includes('共 3 道试题'),
    );
    const unit = await totalOf(page);
    expect(unit).toBeGreaterThan(3);

    // Type and difficulty filters narrow the unit.
    await page.getByRole('group', { name: '题型' }).getByRole('button', { name: '填空题' }).click();
    await page.waitForFunction((n) => !document.body.innerText.includes(`共 ${n} 道试题`), unit);
    const fills = await totalOf(page);
    expect(fills).toBeLessThan(unit);
    const cards = page.getByTestId('question-card');
    for (let i = 0; i < (await cards.count()); i++) {
      expect(await cards.nth(i).textContent()).toContain('填空题');
    }
    await page
      .getByRole('group', { name: '难度' })
      .getByRole('button', { name: '难', exact: true })
      .click();
    await page.getByText('暂无符合条件的试题').waitFor();

    // Search, with the filters cleared.
    await page.getByRole('button', { name: '全部知识点' }).click();
    await page.getByRole('group', { name: '题型' }).getByRole('button', { name: '全部' }).click();
    await page.getByRole('group', { name: '难度' }).getByRole('button', { name: '全部' }).click();
    await page.getByRole('searchbox', { name: '搜索试题' }).fill('勾股定理');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByText('（“勾股定理”的搜索结果）').waitFor();
    const ladder = page.getByTestId('question-card').filter({ hasText: '梯子' });
    await ladder.waitFor();

    // Show the answer and the analysis.
    await ladder.getByRole('button', { name: '查看答案与解析' }).click();
    const answer = ladder.getByTestId('question-answer');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('【解析】');
    expect(await answer.locator('.katex').count()).toBeGreaterThan(0);
    await ladder.getByRole('button', { name: '收起答案' }).click();
    expect(await ladder.getByTestId('question-answer').count()).toBe(0);
  });

  it('works on a phone and pages through 小学数学', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await openBank(page, await teacher(true));
    await page.getByRole('tab', { name: '小学数学' }).click();
    await page.getByText(/共 \d+ 道试题/).waitFor();
    const first = await page.getByTestId('question-card').first().textContent();
    await page
      .getByRole('navigation', { name: '试题分页' })
      .getByRole('button', { name: '第 2 页' })
      .click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="question-card"]')?.textContent !== text,
      first,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '按知识点筛选' }).click();
    await page
      .getByRole('navigation', { name: '知识点' })
      .getByRole('button', { name: '整数的认识与运算', exact: true })
      .click();
    await page.getByText('共 6 道试题').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'question-bank-390.png') });
  });

  it('tells a teacher without a school how to get access', async () => {
    const page = await browser.newPage();
    await openBank(page, await teacher(false));
    await page.getByText('加入学校后即可使用题库资源', { exact: false }).waitFor();
  });
});
