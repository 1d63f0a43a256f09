import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher } from './accounts';

const browser = useBrowser();

/** A fresh teacher of the demo school, logged in on 校本资源 with the editor open. */
async function openEditor(page: Page): Promise<void> {
  const token = await registerTeacher({
    phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'question-group-2026',
    uname: '阅读老师',
  });
  const joined = await fetch(`${baseUrl}/v1/org/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ code: 'DEMO2026' }),
  });
  expect(((await joined.json()) as { code: number }).code).toBe(200);
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${baseUrl}/question-bank-xb/index`);
  await page.getByText(/共 \d+ 道试题/).waitFor();
  await page.getByRole('button', { name: '新建试题' }).click();
  await page.getByTestId('question-editor').waitFor();
}

describe('a 阅读/材料题 written in the 校本 editor', () => {
  it('writes a material with two 小题 and lists it as one question with its 小题 (1440×900)', async () => {
    const tag = `材料${Math.floor(Math.random() * 1e6)}`;
    const page = await browser.newPage();
    await openEditor(page);
    const editor = page.getByTestId('question-editor');
    await editor.getByLabel('题型').selectOption('reading');
    await editor
      .getByLabel('知识点')
      .selectOption({ label: '数与代数 › 方程与不等式 › 一元二次方程' });
    await editor
      .getByLabel(/^阅读材料或文章/)
      .fill(`${tag}：某商店把每件进价 $40$ 元的商品按 $x$ 元出售，每天可卖出 $(100-x)$ 件。`);
    await editor
      .getByLabel('材料解析（全文主旨）')
      .fill('利润 = 单件利润 × 销量，列一元二次方程。');
    const first = editor.getByRole('region', { name: '第 1 小题' });
    await first.getByLabel('小题题干').fill('要使每天利润为 $525$ 元，售价可以是（　　）');
    await first.getByLabel(/^选项/).fill('$45$ 元\n$55$ 元\n$65$ 元\n$75$ 元');
    await first.getByLabel(/^答案/).fill('B');
    await first.getByLabel('小题解析').fill('$(x-40)(100-x)=525$，得 $x=55$ 或 $x=85$。');
    await editor.getByRole('button', { name: '添加小题' }).click();
    const second = editor.getByRole('region', { name: '第 2 小题' });
    await second.getByLabel('题型').selectOption('judge');
    await second.getByLabel('小题题干').fill('售价越高，每天的利润一定越大。');
    await second.getByLabel('答案').selectOption('错误');
    await second.getByLabel('小题解析').fill('利润是关于 $x$ 的二次函数，先增后减。');
    await editor.getByLabel('材料预览').locator('.katex').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-group-editor-1440.png') });
    await editor.getByRole('button', { name: '保存试题' }).click();
    await editor.waitFor({ state: 'hidden' });
    const card = page.locator('article', { hasText: tag });
    await card.getByLabel('第 1 题第 2 小题').waitFor();
    expect(await card.getByLabel('第 1 题第 1 小题').textContent()).toContain('要使每天利润为');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-group-list-1440.png') });
  });

  it('fits the 小题 panel on a phone (390×844)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, true);
    await openEditor(page);
    const editor = page.getByTestId('question-editor');
    await editor.getByLabel('题型').selectOption('reading');
    await editor.getByRole('region', { name: '第 1 小题' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-group-editor-390.png') });
  });
});
