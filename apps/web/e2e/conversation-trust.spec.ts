// The conversation and the phone: edit and resend a question, a conversation's own
// URL (reload and a bookmark reopen it), the phone chat header (新对话, history drawer), and the
// 上传图片 button beside paste. Screenshots in /tmp for looking at.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomPhone, registerTeacher } from './accounts';
import { baseUrl, pathOf, useBrowser } from './browser';

const browser = useBrowser();
const done = '[data-testid="ai-message"][data-message-phase="done"]';
const PHONE = { width: 390, height: 844 };
let token = '';

beforeAll(async () => {
  token = await registerTeacher({ phone: randomPhone('136'), password: 'trust-e2e-2026' });
});

async function chatPage(viewport = { width: 1440, height: 900 }, phone = false): Promise<Page> {
  const page = await browser.newPage(viewport, phone);
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  await page.goto(`${baseUrl}/chat/index`);
  await page.getByTestId('welcome').getByText(/./).first().waitFor();
  return page;
}

async function ask(page: Page, text: string, answers: number) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await page
    .locator(done)
    .nth(answers - 1)
    .waitFor({ timeout: 30_000 });
}

/** A small PNG made by the page's canvas, as a phone's album would hand it over. */
async function pngBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 60;
    canvas.height = 40;
    const g = canvas.getContext('2d');
    if (g) {
      g.fillStyle = '#3b82f6';
      g.fillRect(0, 0, 60, 40);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('the conversation', () => {
  it('编辑 puts a question back into the box; changed and sent, it is a new question of the same conversation', async () => {
    const page = await chatPage();
    await ask(page, '三角形的内角和是多少度？', 1);
    const first = page.getByTestId('user-message').first();
    await first.getByTestId('edit-question').click();
    const input = page.getByTestId('chat-input');
    expect(await input.inputValue()).toBe('三角形的内角和是多少度？');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('四边形的内角和是多少度？');
    await page.getByTestId('chat-send').click();
    await page.locator(done).nth(1).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('user-message').allInnerTexts()).toEqual([
      expect.stringContaining('三角形的内角和是多少度？'),
      expect.stringContaining('四边形的内角和是多少度？'),
    ]);
    // Both in one conversation: the URL names it, and it reopens with both questions.
    const id = new URL(page.url()).searchParams.get('c');
    expect(id).toBeTruthy();
    await page.reload();
    await page.getByTestId('user-message').nth(1).waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(2);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('a conversation has its own URL: reload and a bookmark reopen it; 新建对话 leaves it', async () => {
    const page = await chatPage();
    await ask(page, '什么是比例尺？', 1);
    await page.waitForURL((url) => url.searchParams.has('c'));
    const link = page.url();
    expect(pathOf(page)).toMatch(/^\/chat\/index\?c=[\w-]+$/);

    await page.reload();
    await page.getByTestId('user-message').filter({ hasText: '什么是比例尺？' }).waitFor();
    await page.locator(done).first().waitFor();
    expect(page.url()).toBe(link);

    // The link opened in another tab (a bookmark) shows the same conversation.
    const other = await page.context().newPage();
    await other.goto(link);
    await other.getByTestId('user-message').filter({ hasText: '什么是比例尺？' }).waitFor();
    await other.close();

    // 新建对话: an empty chat at /chat/index; Back returns to the page before the chat.
    await page.locator('aside').getByTestId('new-conversation').click();
    await page.waitForURL(`${baseUrl}/chat/index`);
    expect(await page.getByTestId('user-message').count()).toBe(0);
    // Choosing it in the list puts its id back into the URL.
    await page
      .getByTestId('conversation-list')
      .locator('li', { hasText: '什么是比例尺' })
      .first()
      .locator('button')
      .first()
      .click();
    await page.waitForURL(link);
    await page.getByTestId('user-message').filter({ hasText: '什么是比例尺？' }).waitFor();
    expect(browser.errors).toEqual([]);
  }, 90_000);
});

describe('the chat on a phone (390×844, touch)', () => {
  it('a header with 历史会话 and 新对话 (44 px); the history drawer reopens a conversation', async () => {
    const page = await chatPage(PHONE, true);
    expect(await page.locator('aside').first().isVisible()).toBe(false);
    const history = page.getByTestId('open-history');
    const fresh = page.getByTestId('phone-new-chat');
    for (const button of [history, fresh]) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await ask(page, '怎样讲好分数的意义？', 1);
    await page.waitForURL((url) => url.searchParams.has('c'));
    const link = page.url();

    await fresh.tap();
    await page.waitForURL(`${baseUrl}/chat/index`);
    expect(await page.getByTestId('user-message').count()).toBe(0);

    await history.tap();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    const row = drawer
      .locator('li', { hasText: '怎样讲好分数的意义' })
      .first()
      .locator('button')
      .first();
    expect((await row.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const close = page.getByTestId('drawer').getByRole('button', { name: '关闭' });
    expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const more = drawer
      .locator('li', { hasText: '怎样讲好分数的意义' })
      .first()
      .getByRole('button', { name: '更多操作' });
    expect(await more.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect((await more.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: '/tmp/aita-e2e-phone-history.png' });
    await row.tap();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL(link);
    await page.getByTestId('user-message').filter({ hasText: '怎样讲好分数的意义？' }).waitFor();
    await page.screenshot({ path: '/tmp/aita-e2e-phone-chat.png' });
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('上传图片 beside the box: a chosen picture is compressed, uploaded and sent with the question', async () => {
    const page = await chatPage(PHONE, true);
    const pick = page.getByTestId('pick-image');
    await pick.waitFor();
    expect((await pick.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.getByTestId('pick-image-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await pngBytes(page),
    });
    await page.locator('[aria-label="已粘贴的图片"] li[data-status="done"]').waitFor();
    await page.screenshot({ path: '/tmp/aita-e2e-phone-picked.png' });
    await page.getByTestId('chat-input').fill('请看这张图');
    await page.getByTestId('chat-send').tap();
    // Sent with the uploaded link: the question's bubble shows the compressed JPEG.
    const bubble = page.getByTestId('user-message').filter({ hasText: '请看这张图' });
    const link = bubble.getByRole('link', { name: '查看原图 1' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/\/oss\/uploads\/.+\.jpg$/);
    await page.locator(done).first().waitFor({ timeout: 30_000 });
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('上传图片 is on the new home too', async () => {
    const page = await browser.newPage(PHONE, true);
    await page.goto(`${baseUrl}/home/index`);
    const pick = page.getByTestId('pick-image');
    await pick.waitFor();
    expect((await pick.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(browser.errors).toEqual([]);
  }, 60_000);
});

describe('the login overlay', () => {
  for (const [name, viewport, phone] of [
    ['1440×900', { width: 1440, height: 900 }, false],
    ['390×844', PHONE, true],
  ] as const) {
    it(`has one close control and the product's name and colours (${name})`, async () => {
      const page = await browser.newPage(viewport, phone);
      await page.goto(`${baseUrl}/home/index`);
      await page.getByTestId('login-button').click();
      const overlay = page.getByTestId('login-overlay');
      await overlay.waitFor();
      const frame = page.frameLocator('[data-testid="login-frame"]');
      await frame.locator('#phone').waitFor();
      // One close control: the overlay's; the framed page hides its own.
      expect(await frame.locator('#close').isVisible()).toBe(false);
      const close = page.getByTestId('login-close');
      const box = await close.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      // The brand of the app's header, not another name; no card drawn inside the overlay's card.
      expect((await frame.locator('h1').innerText()).trim()).toBe('AI教学助手');
      expect(await frame.locator('h1 svg rect').getAttribute('fill')).toBe('#2f62f5');
      expect(await frame.locator('main').evaluate((el) => getComputedStyle(el).boxShadow)).toBe(
        'none',
      );
      expect((await frame.locator('#submit').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(
        44,
      );
      await page.screenshot({ path: `/tmp/aita-e2e-login-${name}.png` });
      await close.click();
      await overlay.waitFor({ state: 'detached' });
      expect(browser.errors).toEqual([]);
    }, 60_000);
  }
});
