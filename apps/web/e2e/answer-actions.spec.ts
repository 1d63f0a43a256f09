import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

async function register(): Promise<string> {
  const phone = `132${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const token = await signUp({ phone, password: 'actions-e2e-2026' });
  return token;
}

async function chatPage(token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}/chat/index`);
  await page.getByTestId('welcome').getByText(/./).first().waitFor();
  return page;
}

const done = '[data-testid="ai-message"][data-message-phase="done"]';

let token = '';
beforeAll(async () => {
  token = await register();
});

describe('answer actions', () => {
  it('复制 puts formatted HTML and plain text on the clipboard, not Markdown', async () => {
    const page = await chatPage(token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const input = page.getByTestId('chat-input');
    await input.fill('作文批改怎么用？');
    await input.press('Enter');
    await page.locator(done).waitFor({ timeout: 20_000 });
    await page.getByTestId('copy-answer').click();
    // The write is asynchronous: read only once the app says it is done (复制成功), or a read
    // that overlaps the write fails with "Clipboard data has changed".
    await page.getByTestId('toast').filter({ hasText: '复制成功' }).waitFor();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) return { types: [] as string[], html: '', plain: '' };
      return {
        types: [...item.types],
        html: await (await item.getType('text/html')).text(),
        plain: await (await item.getType('text/plain')).text(),
      };
    });
    expect(copied.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(copied.html).toContain('<strong>');
    expect(copied.plain).not.toContain('**');
    expect(copied.plain).toContain('当前未配置大模型');
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('重新生成 asks the last question again in the same conversation', async () => {
    const page = await chatPage(token);
    const bodies: { content: string; logId?: string }[] = [];
    await page.route('**/v2/aiassistant/question', async (route) => {
      bodies.push(route.request().postDataJSON() as { content: string; logId?: string });
      await route.continue();
    });
    const input = page.getByTestId('chat-input');
    await input.fill('教案生成怎么用？');
    await input.press('Enter');
    await page.locator(done).waitFor({ timeout: 20_000 });
    await page.getByTestId('regenerate-answer').click();
    await page.locator(done).nth(1).waitFor({ timeout: 20_000 });
    expect(bodies.map((b) => b.content)).toEqual(['教案生成怎么用？', '教案生成怎么用？']);
    expect(bodies[1]?.logId).toMatch(/^[0-9a-f-]{36}$/);
    // Only the newest answer offers it.
    expect(await page.getByTestId('regenerate-answer').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
