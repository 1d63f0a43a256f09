import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_COPY_OK, MSG_INVALID_IMAGE } from '@aita/core';
import type { Page } from 'playwright-core';
import { startOwnServer, type OwnServer } from './ownServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

/**
 * Stores a conversation of `count` exchanges (第1问 … 第N问) through the question API, each
 * continuing the last; resolves when all are answered.
 */
async function storeConversation(origin: string, token: string, count: number) {
  let logId = '';
  for (let n = 1; n <= count; n += 1) {
    const response = await fetch(`${origin}/v2/aiassistant/question`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({
        content: `第${n}问`,
        type: 'normal',
        isNetwork: 0,
        isDeepThink: 0,
        ...(logId ? { logId } : {}),
      }),
    });
    const text = await response.text();
    expect(text).toContain('"status":3');
    logId = [...text.matchAll(/"logId":"([0-9a-f-]{36})"/g)].at(-1)?.[1] ?? '';
  }
}

/** Registers a fresh teacher on `origin` and returns the login token. */
async function register(origin: string, readLog?: () => string): Promise<string> {
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const token = await signUp(
    { phone, password: 'chat-e2e-2026' },
    readLog ? { origin, readLog } : undefined,
  );
  return token;
}

/** A page logged in on `origin` (the token cookie the login frame would leave, §9). */
async function chatPage(origin: string, token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'aita_token', value: token, url: origin }]);
  await page.goto(`${origin}/chat/index`);
  await page.getByTestId('welcome').getByText(/./).first().waitFor();
  return page;
}

async function ask(page: Page, question: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(question);
  await input.press('Enter');
}

/**
 * Pastes a file into the chat box as a real ClipboardEvent: a 120×80 PNG drawn in the page, or
 * bytes that only claim to be a PNG.
 */
async function pasteIntoChat(page: Page, kind: 'png' | 'not-an-image') {
  await page.evaluate(async (what) => {
    let blob: Blob;
    if (what === 'png') {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 120, 80);
      context.fillStyle = '#f59e0b';
      context.beginPath();
      context.arc(60, 40, 28, 0, Math.PI * 2);
      context.fill();
      blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
      );
    } else {
      blob = new Blob(['这不是图片'], { type: 'image/png' });
    }
    const data = new DataTransfer();
    data.items.add(new File([blob], 'exercise.png', { type: 'image/png' }));
    const box = document.querySelector('[data-testid="chat-input"]');
    if (!box) throw new Error('no chat box');
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, kind);
}

/** The JSON body of the next question the page sends. */
async function nextQuestionBody(page: Page, send: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith('/v2/aiassistant/question'));
  await send();
  return JSON.parse((await request).postData() ?? '{}') as {
    content: string;
    imgUrls?: string[];
    isNetwork: number;
  };
}

let token = '';
beforeAll(async () => {
  token = await register(baseUrl);
});

describe('/chat/index (offline knowledge mode)', () => {
  it('asks a question with Enter and shows the streamed answer; send is disabled while blank', async () => {
    const page = await chatPage(baseUrl, token);
    const send = page.getByTestId('chat-send');
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('chat-input').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await ask(page, '作文批改怎么用？');
    await page.getByTestId('user-message').getByText('作文批改怎么用？').waitFor();
    // While generating, the box is disabled and 停止 replaces send.
    await page.getByTestId('chat-stop').waitFor();
    expect(await page.getByTestId('chat-input').isDisabled()).toBe(true);
    const answer = page.locator('[data-testid="ai-message"][data-message-phase="done"]');
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.textContent()).toContain('当前未配置大模型');
    expect(await answer.locator('.rich-text strong').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('chat-input').isDisabled()).toBe(false);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('copy-answer').click();
    await page.getByText(MSG_COPY_OK).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-answer.png') });
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('web search: 已搜索到 N 个网页 opens the 400 px drawer; a citation shows its hover card', async () => {
    const page = await chatPage(baseUrl, token);
    await page.getByTestId('toggle-network').click();
    await page.getByTestId('toggle-deep-think').click();
    await ask(page, '义务教育数学课程标准的核心素养是什么？');
    await page.getByTestId('thinking').waitFor();
    const answer = page.locator('[data-testid="ai-message"][data-message-phase="done"]');
    await answer.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('thinking').textContent()).toMatch(/已深度思考（用时 \d+ 秒）/);
    const pill = page.getByTestId('network-pill');
    const n = Number(/已搜索到 (\d+) 个网页/.exec((await pill.textContent()) ?? '')?.[1]);
    expect(n).toBeGreaterThan(0);

    const cite = answer.locator('.rich-cite').first();
    await cite.hover();
    const card = page.getByTestId('citation-hover');
    await card.waitFor();
    expect(await card.locator('h3').textContent()).not.toBe('');
    await page.mouse.move(5, 5);
    await card.waitFor({ state: 'detached' });

    await pill.click();
    const drawer = page.getByTestId('drawer');
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(400);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1440);
    await drawer.getByTestId('search-results').waitFor();
    expect(await drawer.locator('[data-citation-card]').count()).toBe(n);
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-drawer.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // A citation click opens the drawer on that result.
    await cite.click();
    await page.locator('[data-testid="drawer"] [data-citation-card="1"]').waitFor();
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('reopens a conversation from the list and shows its exchange', async () => {
    const page = await chatPage(baseUrl, token);
    const item = page
      .getByTestId('conversation-list')
      .locator('li', { hasText: '作文批改怎么用' })
      .first();
    await item.waitFor();
    await item.locator('button').first().click();
    await page.getByTestId('user-message').getByText('作文批改怎么用？').waitFor();
    const answer = page.locator('[data-testid="ai-message"]').first();
    expect(await answer.textContent()).toContain('当前未配置大模型');
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-reopen.png') });
  }, 60_000);
});

describe('/chat/index: pasted images', () => {
  it('a pasted PNG is compressed, uploaded, sent with imgUrls and shown in the bubble, also when reopened', async () => {
    const page = await chatPage(baseUrl, token);
    await page.getByTestId('toggle-network').click();
    // Hold the upload a moment so that its in-between state can be seen.
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/oss/uploads/**', async (route) => {
      if (route.request().method() === 'PUT') await uploadHeld;
      await route.continue();
    });
    await pasteIntoChat(page, 'png');
    const thumb = page.getByRole('list', { name: '已粘贴的图片' }).getByRole('listitem');
    await thumb.first().waitFor();
    expect(await thumb.first().getAttribute('data-status')).toBe('uploading');
    // §4: network search off and hidden while images are attached; send waits for the upload.
    expect(await page.getByTestId('toggle-network').count()).toBe(0);
    await page.getByTestId('chat-input').fill('这道题怎么讲？');
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    releaseUpload();
    await page.locator('[aria-label="已粘贴的图片"] li[data-status="done"]').waitFor();
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(false);
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-pasted.png') });

    const body = await nextQuestionBody(page, () => page.getByTestId('chat-input').press('Enter'));
    expect(body.content).toBe('这道题怎么讲？');
    expect(body.isNetwork).toBe(0);
    expect(body.imgUrls).toHaveLength(1);
    const url = body.imgUrls?.[0] ?? '';
    // The credential's random directory and 96 random bits: no uid, no time (docs/oss.md "Token").
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/oss\/uploads\/[\w-]{22}\/[0-9a-f]{24}-exercise\.jpg$/,
    );
    // The box is empty again and offers network search.
    expect(await page.getByRole('list', { name: '已粘贴的图片' }).count()).toBe(0);
    await page.getByTestId('toggle-network').waitFor();

    const bubble = page.getByTestId('user-message').filter({ hasText: '这道题怎么讲？' });
    const link = bubble.getByRole('link', { name: '查看原图 1' });
    expect(await link.getAttribute('href')).toBe(url);
    // Compressed to 0.8 of its size, as a JPEG (§5, §9).
    const size = await bubble.locator('img').evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([96, 64]);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const popup = page.context().waitForEvent('page');
    await link.click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(url);
    await opened.close();
    await page.bringToFront();
    await page.locator('[data-testid="ai-message"][data-message-phase="done"]').waitFor({
      timeout: 20_000,
    });
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-image-bubble.png') });

    // Reopened from the list: the stored exchange has the image.
    const again = await chatPage(baseUrl, token);
    await again
      .getByTestId('conversation-list')
      .locator('li', { hasText: '这道题怎么讲' })
      .first()
      .locator('button')
      .first()
      .click();
    const stored = again.getByTestId('user-message').filter({ hasText: '这道题怎么讲？' });
    expect(await stored.getByRole('link', { name: '查看原图 1' }).getAttribute('href')).toBe(url);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('a pasted file that is not an image fails with 无效图片, is not sent, and can be deleted', async () => {
    const page = await chatPage(baseUrl, token);
    await pasteIntoChat(page, 'not-an-image');
    await page.getByText(MSG_INVALID_IMAGE).first().waitFor();
    const failed = page.locator('[aria-label="已粘贴的图片"] li[data-status="failed"]');
    await failed.waitFor();
    expect(await failed.getAttribute('title')).toBe(MSG_INVALID_IMAGE);
    expect(await page.getByTestId('toggle-network').count()).toBe(0);
    await page.getByTestId('chat-input').fill('只发文字');
    const body = await nextQuestionBody(page, () => page.getByTestId('chat-send').click());
    expect(body.imgUrls).toBeUndefined();
    expect(await page.getByTestId('user-message').last().locator('img').count()).toBe(0);
    await page.locator('[data-testid="ai-message"][data-message-phase="done"]').waitFor({
      timeout: 20_000,
    });

    await pasteIntoChat(page, 'not-an-image');
    await failed.waitFor();
    await page.getByRole('button', { name: '删除图片 1' }).click();
    await page.getByTestId('toggle-network').waitFor();
    expect(await page.getByRole('list', { name: '已粘贴的图片' }).count()).toBe(0);
  }, 90_000);
});

/** A tiny OpenAI-compatible streaming endpoint answering one formula. */
async function startFakeModel(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (body.includes('慢慢')) {
        // A long answer, one piece every 100 ms, until the client goes away.
        const timer = setInterval(() => {
          const delta = { content: '这是一段很长的回答。' };
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
        }, 100);
        res.on('close', () => clearInterval(timer));
        return;
      }
      const chunks = ['面积公式：', '$S = \\pi', ' r^2$，其中 $r$ 是半径。'];
      for (const content of chunks) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      }
      res.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

describe('/chat/index with a model (KaTeX end to end)', () => {
  let model: { url: string; server: Server } | undefined;
  let own: OwnServer | undefined;
  let origin = '';
  /** The server's output so far (its SMS codes, as no SMS service is configured). */
  const readLog = () => own?.output() ?? '';

  beforeAll(async () => {
    model = await startFakeModel();
    own = await startOwnServer('model', {
      AI_BASE_URL: model.url,
      AI_MODEL: 'fake-model',
      // The long conversation below is stored through the API: 120 questions at once.
      AI_QUESTIONS_PER_MINUTE: '1000',
    });
    origin = own.origin;
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
    model?.server.closeAllConnections();
    model?.server.close();
  }, 60_000);

  it('renders the formula of a streamed answer with KaTeX', async () => {
    const page = await chatPage(origin, await register(origin, readLog));
    expect(await page.getByTestId('offline-note').count()).toBe(0);
    await ask(page, '圆的面积公式是什么？');
    const answer = page.locator('[data-testid="ai-message"][data-message-phase="done"]');
    await answer.waitFor({ timeout: 20_000 });
    await answer.locator('.katex').first().waitFor();
    expect(await answer.locator('.katex').count()).toBe(2);
    expect(await answer.locator('.katex annotation').first().textContent()).toBe('S = \\pi r^2');
    expect(await answer.textContent()).toContain('面积公式');
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('a conversation of 120 exchanges reopens at the newest; 加载更早的消息 puts earlier ones in front', async () => {
    const teacher = await register(origin, readLog);
    await storeConversation(origin, teacher, 120);
    const page = await chatPage(origin, teacher);
    await page
      .getByTestId('conversation-list')
      .locator('li', { hasText: '第1问' })
      .first()
      .locator('button')
      .first()
      .click();
    const questions = page.getByTestId('user-message');
    await questions.filter({ hasText: '第120问' }).waitFor();
    expect(await questions.count()).toBe(20);
    // Each question shows its text and, under it, 编辑 (edit and resend).
    expect(await questions.first().textContent()).toBe('第101问编辑');
    expect(await questions.last().textContent()).toBe('第120问编辑');
    // The newest exchange is in view; the welcome waits until the start is loaded.
    expect(await page.getByTestId('welcome').count()).toBe(0);
    const more = page.getByTestId('load-earlier');
    expect(await more.textContent()).toBe('加载更早的消息');

    const scroll = page.getByTestId('message-scroll');
    await scroll.evaluate((el) => el.scrollTo({ top: 0 }));
    const first = questions.filter({ hasText: '第101问' });
    const before = (await first.boundingBox())?.y ?? NaN;
    await more.click();
    await questions.filter({ hasText: '第81问' }).waitFor();
    expect(await questions.count()).toBe(40);
    // What the teacher was reading stays where it was.
    expect(Math.abs(((await first.boundingBox())?.y ?? NaN) - before)).toBeLessThan(4);
    expect(await scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.screenshot({ path: join(tmpdir(), 'aita-chat-earlier.png') });

    for (let shown = 40; shown < 120; shown += 20) {
      await scroll.evaluate((el) => el.scrollTo({ top: 0 }));
      await more.click();
      await questions.nth(shown).waitFor();
    }
    await page.getByTestId('welcome').waitFor();
    expect(await more.count()).toBe(0);
    expect(await questions.count()).toBe(120);
    expect(await questions.first().textContent()).toBe('第1问编辑');
    expect(await questions.last().textContent()).toBe('第120问编辑');
    expect(browser.errors).toEqual([]);
  }, 120_000);

  it('停止 stops a stream, keeps what was written and re-enables the input', async () => {
    const page = await chatPage(origin, await register(origin, readLog));
    await ask(page, '请慢慢详细介绍教案生成');
    await page.getByTestId('chat-stop').waitFor();
    await page.locator('[data-testid="ai-message"] .rich-text').first().waitFor();
    await page.getByTestId('chat-stop').click();
    await page.getByTestId('answer-stopped').waitFor();
    const answer = page.locator('[data-testid="ai-message"][data-message-phase="stopped"]');
    const text = await answer.locator('.rich-text').textContent();
    expect(text?.length).toBeGreaterThan(0);
    expect(await page.getByTestId('chat-input').isDisabled()).toBe(false);
    await page.waitForTimeout(500);
    expect(await answer.locator('.rich-text').textContent()).toBe(text);
  }, 60_000);
});
