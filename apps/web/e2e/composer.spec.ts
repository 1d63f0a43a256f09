import { QUESTION_MAX_CHARS } from '@aita/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

async function register(): Promise<string> {
  const phone = `133${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const token = await signUp({ phone, password: 'composer-e2e-2026' });
  return token;
}

async function chatPage(token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}/chat/index`);
  await page.getByTestId('welcome').getByText(/./).first().waitFor();
  return page;
}

const doneAnswer = '[data-testid="ai-message"][data-message-phase="done"]';

let token = '';
beforeAll(async () => {
  token = await register();
});

describe('the question box', () => {
  it('a double-click on 发送 sends once and does not stop the answer', async () => {
    const page = await chatPage(token);
    const questions: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v2/aiassistant/question')) questions.push(r.postData() ?? '');
    });
    await page.getByTestId('chat-input').fill('双击发送会怎样？');
    await page.getByTestId('chat-send').dblclick();
    await page.locator(doneAnswer).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-message-phase="stopped"]').count()).toBe(0);
    expect(questions).toHaveLength(1);
    expect(await page.getByTestId('user-message').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('shows a counter, refuses over the limit in Chinese before sending, and keeps the text', async () => {
    const page = await chatPage(token);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v2/aiassistant/question')) sent += 1;
    });
    const long = '长'.repeat(QUESTION_MAX_CHARS + 1);
    const input = page.getByTestId('chat-input');
    await input.fill(long);
    const counter = page.getByTestId('chat-counter');
    expect(await counter.textContent()).toBe(`${QUESTION_MAX_CHARS + 1}/${QUESTION_MAX_CHARS}`);
    expect(await counter.getAttribute('data-over')).toBe('true');
    await input.press('Enter');
    await page.getByText(`问题最多 ${QUESTION_MAX_CHARS} 字`).first().waitFor();
    expect(sent).toBe(0);
    expect(await input.inputValue()).toBe(long);

    // Shortened to the limit, it is accepted.
    await input.fill('长'.repeat(QUESTION_MAX_CHARS));
    expect(await counter.getAttribute('data-over')).toBe('false');
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(false);
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('a question that fails to send comes back into the box', async () => {
    const page = await chatPage(token);
    await page.route('**/v2/aiassistant/question', (route) => route.abort('connectionreset'));
    const input = page.getByTestId('chat-input');
    await input.fill('网络断了这句话还在吗？');
    await input.press('Enter');
    await page.locator('[data-testid="ai-message"][data-message-phase="failed"]').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement | null)
          ?.value === '网络断了这句话还在吗？',
    );
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('a conversation started with an image is titled from the teacher’s words', async () => {
    // As the new home sends it (§4): the image links prepended to the question, and as imgUrls.
    const link = 'https://img.example.cn/exercise.png';
    const response = await fetch(`${baseUrl}/v2/aiassistant/question`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({
        content: `${link}\n这道几何题怎么讲`,
        imgUrls: [link],
        type: 'normal',
        isNetwork: 0,
        isDeepThink: 0,
      }),
    });
    expect(await response.text()).toContain('"status":3');
    const page = await chatPage(token);
    const list = page.getByTestId('conversation-list');
    await list.getByText('这道几何题怎么讲').first().waitFor();
    expect(await list.getByText('img.example.cn').count()).toBe(0);
  }, 60_000);
});
