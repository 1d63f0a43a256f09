// Recent apps: `/v1/aitalk/mylist/add` (written whenever a teacher opens an app) is read back as
// 最近使用 on the application centre, newest first (docs/apps.md "Recent apps").
import { describe, expect, it } from 'vitest';
import { randomPhone, registerTeacher } from './accounts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

async function addRecent(token: string, appId: number) {
  const res = await fetch(`${baseUrl}/v1/aitalk/mylist/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ appId }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

describe('最近使用', () => {
  it('lists the apps the teacher opened, newest first, and only for that teacher', async () => {
    const token = await registerTeacher({ phone: randomPhone('135'), password: 'recent-e2e-2026' });
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
    await page.goto(`${baseUrl}/apps/index`);
    const tiles = page.locator('main section[data-section="category"] [data-tile-app-id]');
    await tiles.first().waitFor();
    await page.getByTestId('favourites-strip').waitFor();
    expect(await page.getByTestId('recent-apps').count()).toBe(0);

    const first = Number(await tiles.nth(0).getAttribute('data-tile-app-id'));
    const second = Number(await tiles.nth(3).getAttribute('data-tile-app-id'));
    await addRecent(token, first);
    await addRecent(token, second);
    await page.reload();
    const strip = page.getByTestId('recent-apps');
    await strip.waitFor();
    expect(await strip.getByRole('heading').textContent()).toBe('最近使用');
    const ids = await strip
      .locator('[data-tile-app-id]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-tile-app-id'))));
    expect(ids).toEqual([second, first]);
    // Opening again moves it to the front.
    await addRecent(token, first);
    await page.reload();
    await strip.locator('[data-tile-app-id]').first().waitFor();
    expect(
      Number(await strip.locator('[data-tile-app-id]').first().getAttribute('data-tile-app-id')),
    ).toBe(first);
    await page.screenshot({ path: '/tmp/trust-recent-apps-1440.png' });

    // Another teacher sees none of it.
    const other = await registerTeacher({ phone: randomPhone('135'), password: 'recent-e2e-2026' });
    const page2 = await browser.newPage();
    await page2.context().addCookies([{ name: 'aita_token', value: other, url: baseUrl }]);
    await page2.goto(`${baseUrl}/apps/index`);
    await page2.getByTestId('favourites-strip').waitFor();
    expect(await page2.getByTestId('recent-apps').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
