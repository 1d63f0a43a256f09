import { MSG_COLLECT_CANCEL_OK, MSG_COLLECT_OK, MSG_LOGIN_AUTO_COLLECTED } from '@aita/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

/** A fresh teacher (random phone) so the favourites of other specs do not interfere. */
async function registerTeacher(): Promise<{ phone: string; password: string }> {
  const teacher = {
    phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'fav-spec-2026',
  };
  await signUp({ ...teacher, uname: '收藏老师' });
  return teacher;
}

async function completeLogin(page: Page, who: { phone: string; password: string }) {
  const frame = page.frameLocator('[data-testid="login-frame"]');
  await frame.locator('#phone').fill(who.phone);
  await frame.locator('#password').fill(who.password);
  await frame.locator('#submit').click();
  await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
}

/**
 * A new teacher is asked for their identity once after login (a modal dialog): clicking or typing
 * under it races its focus trap, so the specs answer it first (跳过).
 */
async function skipIdentityPrompt(page: Page) {
  const dialog = page.getByTestId('identity-tag-dialog');
  await dialog.getByRole('button', { name: '跳过' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function openCentre(page: Page) {
  await page.goto(`${baseUrl}/apps/index`);
  await page.locator('main section[data-section="category"]').first().waitFor();
}

describe('favourites', () => {
  it('an anonymous star opens login; after login the favourite is added with a toast and the star filled', async () => {
    const teacher = await registerTeacher();
    const page = await browser.newPage();
    await openCentre(page);
    expect(await page.getByTestId('favourites-strip').count()).toBe(0);
    const tile = page.locator('main section[data-section="category"] [data-tile-app-id]').nth(2);
    const appId = await tile.getAttribute('data-tile-app-id');
    const star = tile.getByRole('button', { name: /^收藏「/ });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.getByTestId('login-overlay').waitFor();
    await completeLogin(page, teacher);
    await page.getByText(MSG_LOGIN_AUTO_COLLECTED).waitFor();
    await skipIdentityPrompt(page);
    const stars = page.locator(`[data-tile-app-id="${appId}"] button[aria-pressed]`);
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll(`[data-tile-app-id="${id}"] button[aria-pressed]`)].every(
          (b) => b.getAttribute('aria-pressed') === 'true',
        ),
      appId,
    );
    expect(await stars.first().getAttribute('data-collected')).toBe('true');
    // The strip shows it.
    const strip = page.getByTestId('favourites-strip');
    await strip.locator(`[data-tile-app-id="${appId}"]`).waitFor();
    await page.screenshot({ path: '/tmp/aita-e2e-apps-favourites.png' });

    // Cancel from the strip: it leaves the strip, and the stars in the sections empty.
    await strip
      .locator(`[data-tile-app-id="${appId}"]`)
      .getByRole('button', { name: /^取消收藏「/ })
      .click();
    await page.getByText(MSG_COLLECT_CANCEL_OK).waitFor();
    await strip.locator(`[data-tile-app-id="${appId}"]`).waitFor({ state: 'detached' });
    expect(
      await page
        .locator(
          `main section[data-section="category"] [data-tile-app-id="${appId}"] button[aria-pressed]`,
        )
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('collects from the search results in place (收藏成功) and the strip follows', async () => {
    const teacher = await registerTeacher();
    const page = await browser.newPage();
    await openCentre(page);
    await page.getByTestId('login-button').click();
    await completeLogin(page, teacher);
    await page.getByTestId('favourites-strip').waitFor();
    await skipIdentityPrompt(page);
    await page.getByRole('searchbox', { name: '搜索应用' }).fill('作文');
    await page.getByRole('searchbox', { name: '搜索应用' }).press('Enter');
    const results = page.getByTestId('search-results');
    const first = results.locator('[data-tile-app-id]').first();
    await first.waitFor();
    const appId = await first.getAttribute('data-tile-app-id');
    await first.getByRole('button', { name: /^收藏「/ }).click();
    await page.getByText(MSG_COLLECT_OK).waitFor();
    expect(
      await first.getByRole('button', { name: /^取消收藏「/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: '← 返回首页' }).click();
    await page.getByTestId('favourites-strip').locator(`[data-tile-app-id="${appId}"]`).waitFor();
  }, 90_000);
});
