import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

/** A fresh teacher (random phone) with a password, registered through the passport API. */
async function registerTeacher(uname: string): Promise<{ phone: string; password: string }> {
  const teacher = {
    phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'privacy-e2e-2026',
  };
  await signUp({ ...teacher, uname });
  return teacher;
}

async function loginThroughFrame(page: Page, who: { phone: string; password: string }) {
  await page.getByTestId('login-button').click();
  const frame = page.frameLocator('[data-testid="login-frame"]');
  await frame.locator('#phone').fill(who.phone);
  await frame.locator('#password').fill(who.password);
  await frame.locator('#submit').click();
  await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
}

/** Everything in local and session storage, keys and values, as one string. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    return `${dump(window.localStorage)}\n${dump(window.sessionStorage)}`;
  });
}

describe('logout on a shared computer', () => {
  it('after 退出登录, Back and 会话 show nothing of the last teacher, and storage keeps nothing private', async () => {
    const teacher = await registerTeacher('隐私老师');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/chat/index`);
    await loginThroughFrame(page, teacher);
    await page.getByTestId('user-name').waitFor();
    await page.getByTestId('welcome').getByText(/./).first().waitFor();
    const question = `期中复习计划怎么安排-${Date.now()}`;
    const input = page.getByTestId('chat-input');
    await input.fill(question);
    await input.press('Enter');
    await page.locator('[data-testid="ai-message"][data-message-phase="done"]').waitFor({
      timeout: 20_000,
    });
    await page.getByTestId('conversation-list').getByText(question.slice(0, 8)).first().waitFor();
    expect(await storedText(page)).toContain('aita.token');

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(`${baseUrl}/home/index`);
    await page.getByTestId('login-button').waitFor();

    // Back: the chat the teacher left must not come back.
    await page.goBack();
    await page.waitForTimeout(500);
    expect(await page.getByText(question.slice(0, 8)).count()).toBe(0);
    expect(await page.getByTestId('user-message').count()).toBe(0);
    expect(await page.getByTestId('user-name').count()).toBe(0);

    // 会话 from the navigation: no conversation of the old teacher.
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('link', { name: '会话' }).first().click();
    await page.waitForURL(/\/chat\/index/);
    await page.getByTestId('chat-input').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(question.slice(0, 8)).count()).toBe(0);
    expect(await page.getByTestId('user-message').count()).toBe(0);

    const stored = await storedText(page);
    expect(stored).not.toContain('aita.token');
    expect(stored).not.toContain(question.slice(0, 8));
    expect(stored).not.toContain('aita.pending');
    expect(stored).not.toContain(teacher.phone);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
