import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

describe('accessibility (axe-core, serious and critical)', () => {
  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['/home/index', '首页', async (page) => void (await page.locator('main').first().waitFor())],
    [
      '/apps/index',
      'AI应用',
      async (page) =>
        void (await page.locator('main section[data-section="category"]').first().waitFor()),
    ],
    [
      '/chat/index',
      '会话',
      async (page) => void (await page.getByTestId('welcome').getByText(/./).first().waitFor()),
    ],
  ];
  for (const [path, name, ready] of pages) {
    it(`${name} (${path}) at 1440×900 and 390×844`, async () => {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await browser.newPage(viewport);
        await page.goto(`${baseUrl}${path}`);
        await ready(page);
        await page.waitForTimeout(300);
        expect(await seriousViolations(page), `${path} ${viewport.width}px`).toEqual([]);
        await page.context().close();
      }
    }, 60_000);
  }
});
