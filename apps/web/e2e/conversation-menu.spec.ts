import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher } from './accounts';

/**
 * A conversation row's menu (置顶, 重命名, 删除 with its confirmation) on the built app. The menu
 * and the dialog are chunks of their own that the chat page loads only when needed: a press on
 * 更多操作 before the menu's chunk arrived still opens it.
 */
const browser = useBrowser();

/** Registers a fresh teacher and returns the login token. */
async function register(): Promise<string> {
  const phone = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const envelope = { data: { token: await registerTeacher({ phone, password: 'menu-e2e-2026' }) } };
  return envelope.data.token;
}

/** Stores a one-exchange conversation asking `question` (offline mode answers at once). */
async function storeConversation(token: string, question: string): Promise<void> {
  const response = await fetch(`${baseUrl}/v2/aiassistant/question`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ content: question, type: 'normal', isNetwork: 0, isDeepThink: 0 }),
  });
  expect(await response.text()).toContain('"status":3');
}

async function openChat(token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}/chat/index`);
  await page.getByTestId('conversation-list').waitFor();
  return page;
}

const row = (page: Page, title: string) =>
  page.getByTestId('conversation-list').locator('li', { hasText: title });

async function choose(page: Page, title: string, action: string): Promise<void> {
  const item = row(page, title);
  await item.hover();
  await item.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

let token = '';
beforeAll(async () => {
  token = await register();
  await storeConversation(token, '分数的意义');
  await storeConversation(token, '小数的加法');
});

describe('/chat/index: the conversation menu', () => {
  it('a press before the menu chunk arrived opens it; 置顶 pins the row first', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
    // Hold the menu's chunk back until the 更多操作 placeholder has been pressed.
    let release: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/assets\/RowMenu-[^/]+\.js$/, async (route) => {
      held += 1;
      await pressed;
      await route.continue();
    });
    await page.goto(`${baseUrl}/chat/index`);
    const older = row(page, '分数的意义');
    await older.waitFor();
    await older.hover();
    await older.getByRole('button', { name: '更多操作' }).click();
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    await page.getByRole('menuitem', { name: '置顶' }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-row-menu.png') });
    await page.getByRole('menuitem', { name: '置顶' }).click();
    expect(held).toBeGreaterThan(0);
    await page.locator('li[data-pinned="true"]', { hasText: '分数的意义' }).waitFor();
    const titles = await page.getByTestId('conversation-list').locator('li').allTextContents();
    expect(titles[0]).toContain('分数的意义');
  }, 60_000);

  it('重命名 saves the new title; 删除 asks first and removes the row (also after a reload)', async () => {
    const page = await openChat(token);
    await choose(page, '小数的加法', '重命名');
    const input = page.getByRole('textbox', { name: '重命名' });
    await input.fill('小数加法练习');
    await input.press('Enter');
    await row(page, '小数加法练习').waitFor();
    // Nothing of the closed menu is left behind: the page scrolls and the rest is not inert.
    expect(await page.locator('[inert]').count()).toBe(0);

    await choose(page, '分数的意义', '删除');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('删除').first().waitFor();
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-delete-dialog.png') });
    await page.getByTestId('confirm-delete').click();
    await row(page, '分数的意义').waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await row(page, '小数加法练习').waitFor();
    expect(await row(page, '分数的意义').count()).toBe(0);
  }, 60_000);
});
