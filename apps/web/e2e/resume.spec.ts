// Reloading mid-answer: the answer keeps being generated on the server and the page
// re-attaches to it by its logId after a reload (docs/chat-web.md "Resuming an answer"). A
// server of its own with a local OpenAI-compatible fake that holds its answer until released.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOwnServer, type OwnServer } from './ownServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTeacher } from './accounts';
import { useBrowser } from './browser';

const browser = useBrowser();

/** Releases the answer the fake holds (set while one is held). */
let release: (() => void) | undefined;
let held = 0;

/** 第一段。 at once, then 第二段。 when the test releases it. */
async function startFakeModel(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (delta: object, finish?: string) =>
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish ?? null }] })}\n\n`,
        );
      send({ content: '第一段。' });
      held += 1;
      release = () => {
        release = undefined;
        send({ content: '第二段。' });
        send({}, 'stop');
        res.end('data: [DONE]\n\n');
      };
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

describe('an answer survives a reload', () => {
  let model: { url: string; server: Server } | undefined;
  let own: OwnServer | undefined;
  let origin = '';
  const output = () => own?.output() ?? '';

  beforeAll(async () => {
    model = await startFakeModel();
    own = await startOwnServer('resume', {
      AI_BASE_URL: model.url,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '60000',
    });
    origin = own.origin;
  }, 180_000);

  afterAll(async () => {
    release?.();
    await own?.stop();
    model?.server.closeAllConnections();
    model?.server.close();
  }, 60_000);

  it('reloading mid-answer re-attaches to it: the rest arrives once, with no apology', async () => {
    const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const token = await registerTeacher(
      { phone, password: 'resume-e2e-2026' },
      { origin, readLog: output },
    );
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'aita_token', value: token, url: origin }]);
    await page.goto(`${origin}/chat/index`);
    await page.getByTestId('welcome').getByText(/./).first().waitFor();
    await page.getByTestId('chat-input').fill('请写一段课堂导入语');
    await page.getByTestId('chat-send').click();
    const answer = page.getByTestId('ai-message');
    await answer.filter({ hasText: '第一段。' }).waitFor({ timeout: 20_000 });
    expect(held).toBe(1);
    // The new conversation has its URL at once, so the reload reopens it.
    await page.waitForURL((url) => url.searchParams.has('c'));
    const link = page.url();

    await page.reload();
    await page.getByTestId('user-message').filter({ hasText: '请写一段课堂导入语' }).waitFor();
    // Re-attached: streaming again, with the text so far, not cut with an apology.
    await page.locator('[data-testid="ai-message"][data-message-phase="streaming"]').waitFor();
    expect(await answer.last().textContent()).toContain('第一段。');
    expect(await answer.last().textContent()).not.toContain('抱歉');
    release?.();
    const done = page.locator('[data-testid="ai-message"][data-message-phase="done"]');
    await done.waitFor({ timeout: 20_000 });
    expect(await answer.count()).toBe(1);
    const text = (await done.textContent()) ?? '';
    expect(text).toContain('第一段。第二段。');
    expect(text.split('第一段').length).toBe(2);
    // The model was asked once: nothing was re-sent.
    expect(held).toBe(1);

    // Stored whole: another reload shows the finished answer.
    await page.goto(link);
    await done.waitFor();
    expect(await done.textContent()).toContain('第一段。第二段。');
    await page.screenshot({ path: '/tmp/trust-resume-1440.png' });
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
