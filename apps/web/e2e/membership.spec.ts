import { chinaDate, MSG_ORDER_LIST_FAILED, SANDBOX_PAYMENT_NOTICE } from '@aita/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();
const DEMO = { phone: '13800000000', password: 'aita-demo-2026' };
const DAY_S = 86_400;
/** Made by the global setup with `redeem:create --days 30` before the server started. */
const codes = inject('redeemCodes');

/** A fresh teacher (random phone): a membership of its own, orders of its own. */
async function registerTeacher(): Promise<string> {
  const token = await signUp({
    phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'member-spec-2026',
    uname: '会员老师',
  });
  return token;
}

/** The teacher's membership end (unix seconds) as the server has it. */
async function vipEndAt(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/user/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: '{}',
  });
  return ((await response.json()) as { data: { vipEndAt: number } }).data.vipEndAt;
}

/** `YYYY-MM-DD` of unix seconds in Beijing time, as the app shows every date (core's helper). */
function dateIn(_page: Page, seconds: number): Promise<string> {
  return Promise.resolve(chinaDate(seconds * 1000));
}

async function openMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name }).click();
}

describe('membership in the browser', () => {
  it('buys a month in the sandbox, sees the badge without reload, the order, and redeems codes', async () => {
    const token = await registerTeacher();
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').getByText('会员老师').waitFor();
    expect(await page.getByTestId('vip-badge').count()).toBe(0);
    // A marker that a full page reload would wipe.
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));

    // 我的订单 of a new teacher: the empty state, whose button opens 开通会员.
    await openMenuItem(page, '我的订单');
    const orders = page.getByTestId('orders-dialog');
    await orders.getByTestId('orders-empty').waitFor();
    await orders.getByRole('button', { name: '开通会员' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.waitFor();
    expect(await orders.count()).toBe(0);

    // The sandbox label, prominent; the three products with ¥ prices and the list price crossed out.
    expect(await dialog.getByTestId('sandbox-notice').textContent()).toBe(SANDBOX_PAYMENT_NOTICE);
    const month = dialog.getByRole('radio', { name: /^月度会员/ });
    await month.waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(3);
    const monthText = (await month.textContent()) ?? '';
    expect(monthText).toContain('30天');
    expect(monthText).toContain('¥29.00');
    expect(await month.locator('del').textContent()).toBe('¥39.00');
    await dialog.getByRole('radio', { name: /^年度会员/ }).click();
    await month.click();
    expect(await month.getAttribute('aria-checked')).toBe('true');

    // Order → the payment step: QR code drawn in the browser, the pay page link, waiting.
    await dialog.getByTestId('pay-now').click();
    await dialog.getByTestId('payment-step').waitFor();
    expect(await dialog.getByTestId('payment-amount').textContent()).toBe('¥29.00');
    const qr = dialog.getByTestId('payment-qr');
    await qr.waitFor();
    expect(((await qr.locator('path').getAttribute('d')) ?? '').length).toBeGreaterThan(1000);
    const link = dialog.getByTestId('pay-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toContain(`${baseUrl}/v1/member/sandbox/pay?orderId=`);
    await dialog.getByTestId('sandbox-notice').waitFor();
    await page.screenshot({ path: '/tmp/aita-e2e-membership-pay.png' });

    // The teacher pays on the sandbox page in a new tab.
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await payPage.getByText(SANDBOX_PAYMENT_NOTICE).waitFor();
    await payPage.getByRole('button', { name: '确认支付（沙箱）' }).click();
    await payPage.getByText('支付成功，会员已生效').waitFor();
    await payPage.close();

    // The poll sees it: success with the end date, the VIP badge at once, no reload.
    const success = dialog.getByTestId('payment-success');
    await success.waitFor({ timeout: 15_000 });
    const end = await vipEndAt(token);
    expect(Math.abs(end - (Date.now() / 1000 + 30 * DAY_S))).toBeLessThan(300);
    expect(await success.textContent()).toBe(`开通成功，会员有效期至 ${await dateIn(page, end)}`);
    await page.getByTestId('vip-badge').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload),
    ).toBe(1);
    await dialog.getByRole('button', { name: '完成' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 我的订单: the order with its ¥ price, 30天 and paid time.
    await openMenuItem(page, '我的订单');
    const table = page.getByTestId('orders-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['月度会员', '30天', '¥29.00']);
    expect(cells[3]).toMatch(
      new RegExp(`^${await dateIn(page, Math.floor(Date.now() / 1000))} \\d{2}:\\d{2}$`),
    );
    await page.screenshot({ path: '/tmp/aita-e2e-membership-orders.png' });
    await page.getByTestId('orders-dialog').getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('orders-dialog').waitFor({ state: 'detached' });

    // A member renews: 续费会员 → 兑换码. Blank → disabled; a code → 30 more days.
    await openMenuItem(page, '续费会员');
    await dialog.getByRole('tab', { name: '兑换码' }).click();
    const input = dialog.getByTestId('redeem-code');
    const submit = dialog.getByTestId('redeem-submit');
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    const code = codes[0] ?? '';
    await input.fill(code.toLowerCase());
    await submit.click();
    const redeemed = dialog.getByTestId('redeem-success');
    await redeemed.waitFor();
    const extended = await vipEndAt(token);
    expect(extended - end).toBeGreaterThanOrEqual(30 * DAY_S);
    expect(extended - end).toBeLessThan(30 * DAY_S + 300);
    expect(await redeemed.textContent()).toBe(
      `兑换成功，会员增加 30 天，有效期至 ${await dateIn(page, extended)}`,
    );
    // The same code again: the server's message.
    await input.fill(code);
    await submit.click();
    expect(await dialog.getByTestId('redeem-error').textContent()).toBe('兑换码已被使用');
    expect(await submit.isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/aita-e2e-membership-redeem.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The personal page shows the new end, and its own entry points.
    await page.goto(`${baseUrl}/my/index`);
    expect(await page.getByTestId('my-vip').textContent()).toBe(
      `会员有效期至 ${await dateIn(page, extended)}`,
    );
    await page.getByTestId('my-orders-button').click();
    await page.getByTestId('orders-table').waitFor();
    expect(await page.getByTestId('orders-table').locator('tbody tr').count()).toBe(2);
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('an anonymous 开通会员 opens login first, then the dialog; the nobook dialog leads there too', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/my/index`);
    await page.getByTestId('my-membership-button').click();
    await page.getByTestId('login-overlay').waitFor();
    expect(await page.getByTestId('purchase-dialog').count()).toBe(0);
    const frame = page.frameLocator('[data-testid="login-frame"]');
    await frame.locator('#phone').fill(DEMO.phone);
    await frame.locator('#password').fill(DEMO.password);
    await frame.locator('#submit').click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('sandbox-notice').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The nobook membership dialog's 开通会员 opens the purchase dialog (no more placeholder).
    const list = await fetch(`${baseUrl}/v1/app/index/list`, { method: 'POST' });
    const data = (
      (await list.json()) as {
        data: { appList: Record<string, { name: string; category: string }[]> };
      }
    ).data;
    const nobook = Object.values(data.appList)
      .flat()
      .find((app) => app.category === 'nobook');
    expect(nobook).toBeDefined();
    await page.goto(`${baseUrl}/apps/index?nb=${encodeURIComponent(nobook?.name ?? '')}`);
    await page.getByTestId('nobook-membership-button').click();
    await dialog.waitFor();
    expect(await page.getByText('会员功能即将开放').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('order list failure shows 获取订单列表失败 and a retry', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    const login = await fetch(`${baseUrl}/passport/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').waitFor();
    // The network fails at the browser's layer (§8: a transport failure, no server msg).
    await page.route('**/v1/member/order/pagelist**', (route) => route.abort('failed'));
    await openMenuItem(page, '我的订单');
    const error = page.getByTestId('orders-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.textContent()).toContain(MSG_ORDER_LIST_FAILED);
    await page.unroute('**/v1/member/order/pagelist**');
    await error.getByRole('button', { name: '重新加载' }).click();
    await page
      .locator('[data-testid="orders-empty"], [data-testid="orders-table"]')
      .first()
      .waitFor();
  }, 60_000);
});
