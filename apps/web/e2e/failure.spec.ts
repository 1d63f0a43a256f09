import { QUESTION_MAX_CHARS } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

describe('failures the teacher can recover from', () => {
  it('a page chunk that fails to load is retried once, then 重新加载 brings the page back', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('link', { name: '会话' }).first().waitFor();
    let attempts = 0;
    await page.route(/\/assets\/ChatRoute-[^/]+\.js$/, async (route) => {
      attempts += 1;
      await route.abort('connectionreset');
    });
    await page.getByRole('link', { name: '会话' }).first().click();
    const alert = page.getByTestId('route-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('页面加载失败');
    expect(attempts).toBeGreaterThanOrEqual(1);
    // The rest of the app still works: the navigation leads elsewhere.
    expect(await page.getByRole('link', { name: '首页' }).first().isVisible()).toBe(true);

    await page.unroute(/\/assets\/ChatRoute-[^/]+\.js$/);
    await alert.getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('chat-input').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
  }, 60_000);

  it('the same message three times shows one toast', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/chat/index`);
    const input = page.getByTestId('chat-input');
    await input.fill('长'.repeat(QUESTION_MAX_CHARS + 1));
    // Anonymous: the length check comes first, and refuses before anything else.
    for (let n = 0; n < 3; n += 1) await input.press('Enter');
    const toast = page.getByText(`问题最多 ${QUESTION_MAX_CHARS} 字`);
    await toast.first().waitFor();
    expect(await toast.count()).toBe(1);
  }, 60_000);
});
