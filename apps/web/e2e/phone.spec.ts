import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, pathOf, useBrowser } from './browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

describe('the phone (390×844, touch)', () => {
  it('no sidebar; a bottom tab bar (首页, AI应用, 会话, 我的) with 44 px targets that navigates', async () => {
    const page = await browser.newPage(PHONE, true);
    await page.goto(`${baseUrl}/home/index`);
    const bar = page.getByTestId('tab-bar');
    await bar.waitFor();
    expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(false);
    const tabs = bar.getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['首页', 'AI应用', '会话', '我的']);
    for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: join(tmpdir(), 'aita-phone-home.png') });

    await bar.getByRole('link', { name: 'AI应用' }).tap();
    await page.locator('main section[data-section="category"]').first().waitFor();
    expect(pathOf(page)).toBe('/apps/index');
    await page.screenshot({ path: join(tmpdir(), 'aita-phone-apps.png') });

    await bar.getByRole('link', { name: '会话' }).tap();
    await page.getByTestId('chat-input').waitFor();
    expect(pathOf(page)).toBe('/chat/index');
    // The question box is above the tab bar, not under it.
    const input = await page.getByTestId('chat-input').boundingBox();
    const barBox = await bar.boundingBox();
    expect((input?.y ?? 0) + (input?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    const chat = await page.getByTestId('chat-page').boundingBox();
    expect((chat?.y ?? 0) + (chat?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
    await page.screenshot({ path: join(tmpdir(), 'aita-phone-chat.png') });
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('at 1440×900 the sidebar stays and there is no tab bar', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
    await page.screenshot({ path: join(tmpdir(), 'aita-desktop-home.png') });
  }, 60_000);
});
