import { MSG_COLLECT_CANCEL_OK } from '@aita/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

/** A fresh teacher; returns the phone, password and login token. */
async function registerTeacher(uname: string) {
  const teacher = {
    phone: `134${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'stars-e2e-2026',
  };
  const token = await signUp({ ...teacher, uname });
  return { ...teacher, token };
}

async function collect(token: string, appId: number) {
  const response = await fetch(`${baseUrl}/v1/aitalk/collect/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ appId, status: 1 }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

async function login(page: Page, who: { phone: string; password: string }) {
  await page.getByTestId('login-button').click();
  const frame = page.frameLocator('[data-testid="login-frame"]');
  await frame.locator('#phone').fill(who.phone);
  await frame.locator('#password').fill(who.password);
  await frame.locator('#submit').click();
  await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
}

/** Waits until every star of `appId` on the page reads `pressed`. */
async function starsRead(page: Page, appId: string, pressed: boolean) {
  await page.waitForFunction(
    ({ id, want }) => {
      const stars = [
        ...document.querySelectorAll(`[data-tile-app-id="${id}"] button[aria-pressed]`),
      ];
      return stars.length > 0 && stars.every((b) => b.getAttribute('aria-pressed') === want);
    },
    { id: appId, want: String(pressed) },
  );
}

describe('favourite stars follow the teacher', () => {
  it('stars loaded anonymously turn on at login, and off when another teacher logs in', async () => {
    const first = await registerTeacher('星标老师');
    const second = await registerTeacher('另一位老师');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index`);
    const tile = page.locator('main section[data-section="category"] [data-tile-app-id]').nth(1);
    await tile.waitFor();
    const appId = (await tile.getAttribute('data-tile-app-id')) ?? '';
    await collect(first.token, Number(appId));
    await starsRead(page, appId, false);

    // The list was loaded anonymously; logging in must refresh its flags without a reload.
    await login(page, first);
    await starsRead(page, appId, true);
    // So a click does what the star shows: it cancels.
    await tile.getByRole('button', { name: /收藏「/ }).click();
    await page.getByText(MSG_COLLECT_CANCEL_OK).waitFor();
    await starsRead(page, appId, false);
    await collect(first.token, Number(appId));

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByTestId('login-button').waitFor();
    await page.goto(`${baseUrl}/apps/index`);
    await login(page, second);
    await page.getByTestId('user-name').waitFor();
    await starsRead(page, appId, false);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
