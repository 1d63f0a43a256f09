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

  it('the question box stays above the on-screen keyboard', async () => {
    const page = await browser.newPage(PHONE, true);
    await page.goto(`${baseUrl}/chat/index`);
    const input = page.getByTestId('chat-input');
    await input.waitFor();
    const bottomOf = async () => {
      const box = await input.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    // Android Chrome (interactive-widget=resizes-content): the keyboard shrinks the layout.
    const viewport = page.viewportSize();
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
      ),
    ).toContain('interactive-widget=resizes-content');
    await page.setViewportSize({ width: 390, height: 500 });
    await page.waitForFunction(() => window.innerHeight === 500);
    expect(await bottomOf()).toBeLessThanOrEqual(500);
    expect(await input.isVisible()).toBe(true);
    if (viewport) await page.setViewportSize(viewport);
    // The restored size's resize event reaches keyboardInset.ts (which then clears the inset) in
    // the next rendering step: let it pass before publishing an inset by hand.
    await page.waitForFunction(() => window.innerHeight === 844);
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(0)))),
    );
    // iOS Safari shrinks only the visual viewport: what keyboardInset.ts publishes for a
    // 344 px keyboard puts the box right above it, and the tab bar steps aside.
    await page.evaluate(() => {
      document.documentElement.style.setProperty('--keyboard-inset', '344px');
      document.documentElement.dataset.keyboard = 'open';
    });
    expect(await bottomOf()).toBeLessThanOrEqual(844 - 344);
    // The chat ends at the keyboard's edge (the box sits in it, centred while it is empty).
    const chat = await page.getByTestId('chat-page').boundingBox();
    expect(Math.round((chat?.y ?? 0) + (chat?.height ?? 0))).toBe(844 - 344);
    expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
    await page.screenshot({ path: join(tmpdir(), 'aita-phone-keyboard.png') });
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
