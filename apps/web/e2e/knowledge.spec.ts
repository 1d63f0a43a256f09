import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, pathOf, useBrowser } from './browser';
import { randomPhone, registerTeacher } from './accounts';

const browser = useBrowser();
async function noToast(page: Page) {
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

/** A lesson plan long enough to scroll: the cited paragraph sits far down the page. */
const LESSON = [
  '# 八年级物理《浮力》教案',
  '## 一、教学目标',
  '知道浮力的概念和浮力的方向，会用弹簧测力计测量浮力的大小。',
  ...Array.from(
    { length: 18 },
    (_, i) =>
      `## ${'二三四五六七八九十'[i % 9] ?? '十'}、环节${i + 1}\n\n本环节组织学生观察、讨论和记录，教师巡视指导，关注每个小组的参与情况，第${i + 1}次记录课堂生成的问题。`,
  ),
  '## 课堂小结',
  '浸在液体中的物体受到竖直向上的浮力，浮力的大小等于物体排开的液体所受的重力，这就是阿基米德原理。',
].join('\n\n');

async function login(page: Page) {
  const token = await registerTeacher({
    phone: randomPhone('136'),
    password: 'knowledge-2026',
    uname: '物理老师',
  });
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
}

describe('knowledge (我的知识库)', () => {
  for (const [name, viewport, phone] of [
    ['desktop', { width: 1440, height: 900 }, false],
    ['phone', { width: 390, height: 844 }, true],
  ] as const) {
    it(`uploads a document, asks without a model, opens the citation highlighted (${name})`, async () => {
      const page = await browser.newPage(viewport, phone);
      await login(page);
      await page.goto(`${baseUrl}/knowledge/index`);
      await page.getByRole('heading', { name: '我的知识库' }).waitFor();
      await page.getByText('还没有资料').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('上传文档').setInputFiles({
        name: '浮力教案.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(LESSON),
      });
      const docs = page.getByRole('region', { name: '我的资料库' });
      await docs.getByRole('link', { name: '浮力教案' }).waitFor({ timeout: 60_000 });
      await docs.getByText(/\d+ 段/).waitFor();
      await noToast(page);

      await page.getByLabel('向资料库提问').fill('阿基米德原理是什么');
      await page.getByRole('button', { name: '提问' }).click();
      // No model in the e2e server: the best passages, clearly labelled, no generated answer.
      await page.getByText('未配置模型').waitFor();
      expect(await page.getByRole('article', { name: '回答' }).count()).toBe(0);
      const results = page.getByRole('region', { name: '最相关的资料段落' });
      await results.getByText('阿基米德原理').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `knowledge-ask-${name}.png`), fullPage: true });

      await results
        .getByRole('link', { name: /查看原文：浮力教案/ })
        .first()
        .click();
      await page.getByRole('heading', { name: '浮力教案' }).waitFor();
      expect(pathOf(page)).toMatch(/^\/knowledge\/doc\/[0-9a-f-]{36}\?passage=[0-9a-f-]{36}$/);
      const cited = page.locator('[data-cited="true"]');
      await cited.first().waitFor();
      expect(await cited.first().textContent()).toContain('阿基米德原理');
      // Only the cited passage is highlighted, and it was scrolled into view.
      expect(await page.locator('[data-cited="true"]', { hasText: '教学目标' }).count()).toBe(0);
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-cited="true"]');
        if (!el) return false;
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByText(/引用位置：第 \d+ 段（已高亮）/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `knowledge-doc-${name}.png`) });
      expect(browser.errors).toEqual([]);
    }, 180_000);
  }

  it('refuses a renamed program with the server reason', async () => {
    const page = await browser.newPage();
    await login(page);
    await page.goto(`${baseUrl}/knowledge/index`);
    await page.getByText('还没有资料').waitFor();
    await page.getByLabel('上传文档').setInputFiles({
      name: '教案.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    });
    await page.getByText('不能上传可执行程序或脚本').waitFor();
    expect(await page.getByText('还没有资料').count()).toBe(1);
  }, 120_000);
});
