import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
let axeSource = '';

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's serious and critical violations on the page. axe is evaluated through the
 * DevTools protocol (not a script tag), so the server's Content-Security-Policy stays as it is.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map(
            (n) =>
              JSON.stringify(n.target) + (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(-120),
          )
          .slice(0, 5)
          .join(', ')}`,
    );
}

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
