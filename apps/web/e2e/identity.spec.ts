import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG_AVATAR_TOO_LARGE, MSG_PROFILE_UPDATED } from '@aita/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, pathOf, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();
const DEMO = { phone: '13800000000', password: 'aita-demo-2026', name: '示范老师' };

async function post<T>(path: string, body: unknown, token = ''): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A fresh teacher (random phone) with a frame token. */
async function registerTeacher(uname: string): Promise<string> {
  const phone = `16${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return signUp({ phone, password: 'e2e-pass-1', uname });
}

/** The token the app stored, from local storage or the cookie; '' when none. */
async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const cookie = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith('aita_token='))
      ?.slice('aita_token='.length);
    return (window.localStorage.getItem('aita.token') ?? '') + (cookie ?? '');
  });
}

async function loginThroughFrame(page: Page) {
  await page.getByTestId('login-button').click();
  const frame = page.frameLocator('[data-testid="login-frame"]');
  await frame.locator('#phone').fill(DEMO.phone);
  await frame.locator('#password').fill(DEMO.password);
  await frame.locator('#submit').click();
  await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
  await page.getByTestId('user-name').getByText(DEMO.name).waitFor();
}

describe('identity in the browser', () => {
  it('logs in through the iframe with the demo teacher; the header shows avatar and name', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index?bd_vid=ad-7`);
    await page.getByTestId('login-button').click();
    const src = await page.getByTestId('login-frame').getAttribute('src');
    expect(src).toBe('/passport/login?bd_vid=ad-7');
    await page.getByTestId('login-close').click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    expect(await storedToken(page)).toBe('');

    await loginThroughFrame(page);
    expect(await page.getByTestId('user-avatar').count()).toBe(1);
    expect(await page.getByTestId('login-button').count()).toBe(0);
    expect(pathOf(page)).toBe('/apps/index?bd_vid=ad-7');
    expect(await storedToken(page)).not.toBe('');
    await page.screenshot({ path: '/tmp/aita-e2e-logged-in.png' });
    expect(browser.errors).toEqual([]);
  }, 60_000);

  it('logs out: ends on /home/index with 登录 and no stored token; the old token is revoked', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index`);
    await loginThroughFrame(page);
    const token = await page.evaluate(() => window.localStorage.getItem('aita.token') ?? '');
    const old = JSON.parse(token) as { value?: string } | string;
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(`${baseUrl}/home/index`);
    await page.getByTestId('login-button').waitFor();
    expect(await storedToken(page)).toBe('');
    const value = typeof old === 'string' ? old : (old.value ?? '');
    const after = await fetch(`${baseUrl}/v1/user/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': value },
      body: '{}',
    });
    expect(((await after.json()) as { code: number }).code).toBe(20200);
  }, 60_000);

  it('logs in by an SSO link: the token leaves the address bar at once', async () => {
    const { token } = await post<{ token: string }>('/passport/api/login', {
      phone: DEMO.phone,
      password: DEMO.password,
    });
    const page = await browser.newPage();
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await page.goto(`${baseUrl}/sso?token=${token}&bd_vid=x1`);
    await page.getByTestId('user-name').getByText(DEMO.name).waitFor();
    expect(pathOf(page)).toBe('/home/index?bd_vid=x1');
    expect(page.url()).not.toContain(token);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'aita_token');
    expect(cookie?.value).toBe(token);
    // 30 days (§9), give or take a minute.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 30 * 86400))).toBeLessThan(60);
  }, 60_000);

  it('ticket login that works: logged in, the ticket cleaned off the URL', async () => {
    const owner = await registerTeacher('票据老师');
    const { ticket } = await post<{ ticket: string }>('/passport/api/ticket', {}, owner);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index?ticket=${encodeURIComponent(ticket)}&gdt_vid=g`);
    await page.getByTestId('user-name').getByText('票据老师').waitFor();
    expect(pathOf(page)).toBe('/apps/index?gdt_vid=g');
  }, 60_000);

  it('ticket login that fails: URL cleaned, still anonymous, the reason shown', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index?ticket=not-a-real-ticket`);
    await page.getByText('登录凭证已使用或已过期').waitFor();
    expect(pathOf(page)).toBe('/home/index');
    await page.getByTestId('login-button').waitFor();
    expect(await storedToken(page)).toBe('');
  }, 60_000);

  it('saves the profile: a reload shows the new name', async () => {
    const token = await registerTeacher('旧名字');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').getByText('旧名字').waitFor();
    await page.goto(`${baseUrl}/my/index`);
    await page.getByTestId('my-name').getByText('旧名字').waitFor();
    // The page tools are reachable from 我的.
    const tools = page.getByTestId('my-tools');
    expect(
      await tools
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/knowledge/index',
      '/transcription/index',
      '/courseware/index',
      '/image-apps/index',
    ]);
    await page.getByRole('button', { name: '编辑账号信息' }).click();
    const dialog = page.getByTestId('account-dialog');
    await dialog.getByTestId('account-name').fill('新名字老师');
    await dialog.getByLabel('学段').selectOption({ label: '初中' });
    await dialog.getByLabel('学科').selectOption({ label: '数学' });
    await dialog.getByTestId('account-save').click();
    await page.getByText(MSG_PROFILE_UPDATED).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('my-name').getByText('新名字老师').waitFor();
    expect(await page.getByTestId('my-page').textContent()).toContain('初中 · 数学');
  }, 60_000);

  it('refuses a .gif or an avatar over 2 MB before sending anything', async () => {
    const token = await registerTeacher('头像老师');
    const page = await browser.newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/passport/api/avatar')) uploads.push(request.url());
    });
    await page.goto(`${baseUrl}/sso?token=${token}`);
    await page.getByTestId('user-name').getByText('头像老师').waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: '账号信息' }).click();
    const input = page.getByTestId('account-dialog').getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'face.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page.getByText(MSG_AVATAR_TOO_LARGE).waitFor();
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    // The same refusal again is the same toast, shown once (toasts are deduplicated).
    await expect.poll(() => page.getByText(MSG_AVATAR_TOO_LARGE).count()).toBe(1);
    expect(uploads).toEqual([]);
  }, 60_000);

  describe('messages from elsewhere', () => {
    let foreign: Server;
    let foreignUrl = '';

    beforeAll(async () => {
      foreign = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>foreign</title><p>foreign page</p>');
      });
      await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
      foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
    });
    afterAll(async () => {
      await new Promise<void>((done) => foreign.close(() => done()));
    });

    it('a success message from a foreign origin, or from a window that is not the frame, logs nobody in', async () => {
      const { token } = await post<{ token: string }>('/passport/api/login', {
        phone: DEMO.phone,
        password: DEMO.password,
      });
      const opener = await browser.newPage();
      await opener.goto(foreignUrl);
      const [app] = await Promise.all([
        opener.context().waitForEvent('page'),
        opener.evaluate((url) => {
          (window as unknown as { app: Window | null }).app = window.open(url, 'app');
        }, `${baseUrl}/home/index`),
      ]);
      await app.getByTestId('login-button').click();
      await app.getByTestId('login-overlay').waitFor();
      const message = JSON.stringify({ type: 'success', token });
      // From another origin, holding a reference to the app window.
      await opener.evaluate((text) => {
        (window as unknown as { app: Window }).app.postMessage(text, '*');
      }, message);
      // From the app's own origin, but from the top window instead of the login frame.
      await app.evaluate((text) => window.postMessage(text, '*'), message);
      // Unparseable text from the frame's own origin is ignored too.
      await app.evaluate(() => window.postMessage('{not json', '*'));
      await app.waitForTimeout(500);
      expect(await storedToken(app)).toBe('');
      expect(await app.getByTestId('login-overlay').count()).toBe(1);
      expect(await app.getByTestId('user-name').count()).toBe(0);
    }, 60_000);
  });
});
