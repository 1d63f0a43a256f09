import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerTeacher } from './accounts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/**
 * Every visible control on the page smaller than 44 × 44 CSS px, as `text (w×h)`. Links inside
 * a sentence are exempt (WCAG 2.5.5's inline exception); a checkbox or radio counts by its
 * label, which is what the finger presses.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"]';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if (el.tagName === 'A' && el.closest('p, li > span, td')) continue;
      const target =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > window.innerHeight * 3) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('placeholder') ??
          el.tagName
        )
          .trim()
          .slice(0, 20);
        small.push(`${name || el.tagName} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

describe('tap targets on the phone (390×844, touch)', () => {
  it('every control on 首页, AI应用, 会话 and 我的 is at least 44 × 44 px', async () => {
    const token = await registerTeacher({
      phone: randomPhone('136'),
      password: 'tap-targets-2026',
      uname: '手机老师',
    });
    const page = await browser.newPage(PHONE, true);
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('tab-bar').waitFor();
    const found: Record<string, string[]> = {};
    for (const [name, path, ready] of [
      ['首页', '/home/index', 'main h1, main h2'],
      ['AI应用', '/apps/index', 'main section[data-section="category"]'],
      ['会话', '/chat/index', '[data-testid="chat-input"]'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const skip = page.getByRole('button', { name: '跳过' });
      if (await skip.isVisible()) await skip.click();
      found[name] = await smallTargets(page);
      await page.screenshot({ path: join(tmpdir(), `aita-tap-${name}.png`), fullPage: true });
    }
    await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).tap();
    await page.waitForLoadState('networkidle');
    found['我的'] = await smallTargets(page);
    expect(found).toEqual({ 首页: [], AI应用: [], 会话: [], 我的: [] });
  }, 60_000);
});
