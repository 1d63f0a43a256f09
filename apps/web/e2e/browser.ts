import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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
  // Content-Security-Policy refusals, which Chromium reports on the console: any is a failure of
  // the test it happened in (the server's CSP must let the app do all it does; docs/server.md).
  const cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });

  return {
    /** Page errors (uncaught exceptions) seen in the current test. */
    errors,
    /**
     * Content-Security-Policy refusals seen in the current test: a test that provokes one on purpose
     * (a sandboxed page trying the network) checks it and empties this list.
     */
    cspViolations,
    /** `phone` adds touch and mobile emulation (a 390×844 phone in WeChat's browser). */
    async newPage(viewport = { width: 1440, height: 900 }, phone = false): Promise<Page> {
      if (!browser) throw new Error('browser not connected');
      errors.length = 0;
      cspViolations.length = 0;
      context = await browser.newContext({
        viewport,
        locale: 'zh-CN',
        ...(phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
      });
      // Every page of the context, popups (the sandbox pay page, …) included.
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

/**
 * A `waitForURL` matcher on the path alone: a chat that starts its conversation adds `?c=<id>`
 * to the URL, and may do so before the wait begins (an exact URL would then never match).
 */
export function onPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

/** The path (and query) of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
