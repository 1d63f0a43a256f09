// The virtual lab (nobook) is members only, decided by the server (`/v1/member/book/detail`):
// a non-member sees the membership dialog; after redeeming a code the same app opens, without a
// reload; an anonymous `?nb=` request is resumed after login through the server too.
import { appAreaNote } from '@aita/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { randomPhone, registerTeacher } from './accounts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
/** Made by the global setup with `redeem:create --days 30`; membership.spec.ts uses the first. */
const codes = inject('redeemCodes');
const PASSWORD = 'nobook-spec-2026';

interface App {
  appId: number;
  name: string;
  uri: string;
  category: string;
}

async function nobookApp(): Promise<App> {
  const response = await fetch(`${baseUrl}/v1/app/index/list`, { method: 'POST' });
  const { data } = (await response.json()) as { data: { appList: Record<string, App[]> } };
  const lab = Object.values(data.appList)
    .flat()
    .find((app) => app.category === 'nobook');
  if (!lab) throw new Error('no nobook app in the catalogue');
  return lab;
}

/** The app dialog showing the lab: its frame is the app's embedded page, the server's url. */
async function expectLabOpen(page: Page, lab: App) {
  const frame = page.locator(`iframe[title="${lab.name}"]`);
  await frame.waitFor();
  expect(new URL((await frame.getAttribute('src')) ?? '', baseUrl).pathname).toBe(
    `/chat/${lab.uri}`,
  );
  expect(await frame.getAttribute('src')).toMatch(/\?embed=1$/);
  const note = appAreaNote('nobook')?.note ?? '';
  await page.frameLocator(`iframe[title="${lab.name}"]`).getByText(note).waitFor();
  expect(await page.getByTestId('nobook-membership-button').count()).toBe(0);
}

describe('虚拟实验室: the server decides who may open it', () => {
  it('a non-member sees the membership dialog; after redeeming a code the same app opens', async () => {
    const lab = await nobookApp();
    const token = await registerTeacher({
      phone: randomPhone('137'),
      password: PASSWORD,
      uname: '实验老师',
    });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').getByText('实验老师').waitFor();
    await page.goto(`${baseUrl}/apps/index`);
    const tile = page.locator(`button[data-app-id="${lab.appId}"]`).first();
    await tile.click();
    const dialogButton = page.getByTestId('nobook-membership-button');
    await dialogButton.waitFor();
    await page.getByText(`「${lab.name}」是会员专享应用`).waitFor();
    expect(await page.locator(`iframe[title="${lab.name}"]`).count()).toBe(0);
    await page.screenshot({ path: '/tmp/aita-e2e-nobook-refused.png' });

    // 开通会员 → 兑换码, redeemed in the same page (no reload).
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    await dialogButton.click();
    const purchase = page.getByTestId('purchase-dialog');
    await purchase.waitFor();
    await purchase.getByRole('tab', { name: '兑换码' }).click();
    await purchase.getByTestId('redeem-code').fill(codes[1] ?? '');
    await purchase.getByTestId('redeem-submit').click();
    await purchase.getByTestId('redeem-success').waitFor();
    await page.keyboard.press('Escape');
    await purchase.waitFor({ state: 'detached' });

    // The same tile now opens the lab page in the app dialog.
    await tile.click();
    await expectLabOpen(page, lab);
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload),
    ).toBe(1);
    await page.screenshot({ path: '/tmp/aita-e2e-nobook-open.png' });
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('an anonymous ?nb= request is resumed after login through the server: a member gets the lab', async () => {
    const lab = await nobookApp();
    const phone = randomPhone('137');
    const token = await registerTeacher({ phone, password: PASSWORD, uname: '会员实验老师' });
    const used = await fetch(`${baseUrl}/v1/redeem/use`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({ code: codes[2] }),
    });
    expect(((await used.json()) as { code: number }).code).toBe(200);

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index?nb=${encodeURIComponent(lab.name)}`);
    await page.getByTestId('login-overlay').waitFor();
    const frame = page.frameLocator('[data-testid="login-frame"]');
    await frame.locator('#phone').fill(phone);
    await frame.locator('#password').fill(PASSWORD);
    await frame.locator('#submit').click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await expectLabOpen(page, lab);
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('?nb= naming no virtual-lab app: a toast, and neither dialog', async () => {
    const token = await registerTeacher({ phone: randomPhone('137'), password: PASSWORD });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/apps/index?nb=${encodeURIComponent('不存在的实验')}`);
    await page.getByText('没有找到虚拟实验室应用「不存在的实验」').waitFor();
    expect(await page.getByTestId('nobook-membership-button').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
