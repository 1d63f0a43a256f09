import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** The server the global setup started, e.g. `http://127.0.0.1:41234`. */
export const baseUrl = inject('baseUrl');

/**
 * Per spec file: connects to the shared Chromium once, and gives each test a fresh context
 * (cookies, storage) with a desktop viewport and a Chinese locale.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  return {
    /** Page errors (uncaught exceptions) seen in the current test. */
    errors,
    async newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
      if (!browser) throw new Error('browser not connected');
      errors.length = 0;
      context = await browser.newContext({ viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

/** The path (and query) of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
