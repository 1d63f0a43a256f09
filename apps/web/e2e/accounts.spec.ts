import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerTeacher, smsCodeFromLog } from './accounts';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
/** A page logged in with `token` (the cookie the login frame leaves, §9). */
async function loggedInPage(token: string, path: string, phone = false): Promise<Page> {
  const page = await browser.newPage(
    phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    phone,
  );
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('registration in the login frame', () => {
  it('needs the SMS code (from the server log when no SMS service is set) and the consent', async () => {
    const phone = randomPhone('158');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/my/index`);
    await page.getByTestId('my-page').getByRole('button', { name: '登录' }).click();
    const frame = page.frameLocator('[data-testid="login-frame"]');
    await frame.locator('#tab-register').click();
    await frame.locator('#phone').fill(phone);
    await frame.locator('#send-code').click();
    await expect
      .poll(() => frame.locator('#notice').textContent())
      .toBe('未配置短信服务，验证码已写入服务器日志');
    expect(await frame.locator('#send-code').isDisabled()).toBe(true);
    const code = await smsCodeFromLog(phone);
    await frame.locator('#code').fill(code);
    await frame.locator('#password').fill('Frame-river-2031');
    await frame.locator('#uname').fill('注册老师');
    await frame.locator('#submit').click();
    await expect
      .poll(() => frame.locator('#error').textContent())
      .toBe('请先阅读并同意《用户协议》和《隐私政策》');
    await frame.locator('#consent').check();
    await frame.locator('#submit').click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByText('注册老师').first().waitFor();
  });

  it('忘记密码 asks for a code and a new password, and says nothing of the number before the code', async () => {
    const phone = randomPhone('159');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/passport/login`);
    await page.locator('#forgot').click();
    expect(await page.locator('#reset-title').isVisible()).toBe(true);
    await page.locator('#phone').fill(phone);
    await page.locator('#send-code').click();
    await expect.poll(() => page.locator('#notice').textContent()).toContain('服务器日志');
    await page.locator('#code').fill(await smsCodeFromLog(phone));
    await page.locator('#password').fill('After-reset-2032');
    await page.locator('#submit').click();
    // Only the proved code lets the page say the number has no account.
    await expect.poll(() => page.locator('#error').textContent()).toBe('该手机号尚未注册');
    await page.locator('#back').click();
    expect(await page.locator('#tab-login').getAttribute('aria-selected')).toBe('true');
  });
});

describe('账号安全 on 个人中心', () => {
  it('lists this device, changes the password with the old one, passes axe at both sizes', async () => {
    const phone = randomPhone('157');
    const token = await registerTeacher({
      phone,
      password: 'Secure-river-2031',
      uname: '安全老师',
    });
    for (const small of [false, true]) {
      const page = await loggedInPage(token, '/my/index', small);
      const devices = page.getByTestId('login-device');
      await devices.first().waitFor();
      expect(await devices.count()).toBe(1);
      expect(await devices.first().textContent()).toContain('本机');
      // A new teacher is greeted by the identity prompt once per browser: skip it to see the page.
      await page
        .getByRole('button', { name: '跳过' })
        .click({ timeout: 3000 })
        .catch(() => undefined);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `/tmp/accounts-my-${small ? '390' : '1440'}.png`,
        fullPage: true,
      });
    }
    const page = await loggedInPage(token, '/my/index');
    await page.getByTestId('change-password-button').click();
    const dialog = page.getByTestId('change-password-dialog');
    const fields = dialog.locator('input[type="password"]');
    await fields.nth(0).fill('not-my-password');
    await fields.nth(1).fill('Second-river-2032');
    await fields.nth(2).fill('Second-river-2032');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('原密码错误').waitFor();
    await fields.nth(0).fill('Secure-river-2031');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('密码已修改').first().waitFor();
  });

  it('a link with another teacher’s token asks first and keeps the current account', async () => {
    const mine = await registerTeacher({
      phone: randomPhone('156'),
      password: 'Mine-river-2031',
      uname: '本人老师',
    });
    const theirPhone = randomPhone('155');
    const theirs = await registerTeacher({
      phone: theirPhone,
      password: 'Their-river-2031',
      uname: '他人老师',
    });
    const page = await loggedInPage(mine, `/chat/index?token=${theirs}`);
    const dialog = page.getByTestId('account-switch-dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('本人老师');
    expect(text).toContain(`他人老师（手机尾号 ${theirPhone.slice(-4)}）`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/accounts-switch-1440.png' });
    await dialog.getByRole('button', { name: '保持当前账号' }).click();
    await page.getByTestId('user-name').getByText('本人老师').waitFor();
    expect(page.url()).not.toContain('token=');
  });
});
