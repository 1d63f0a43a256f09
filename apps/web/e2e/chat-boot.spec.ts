import type { AppIndexList, Envelope } from '@aita/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, onPath, useBrowser } from './browser';

const browser = useBrowser();
const INFO_PATH = '/v1/aiassistant/info';

interface AssistantInfo {
  prologueDesc: string;
  isNetwork: number;
  logo: string;
  isOffline: number;
}

let info: AssistantInfo;
let apps: AppIndexList;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, path).toBe(200);
  return envelope.data;
}

beforeAll(async () => {
  info = await post<AssistantInfo>(INFO_PATH, { ty: 'normal' });
  apps = await post<AppIndexList>('/v1/app/index/list', {});
});

/** Waits until the chat's welcome shows the assistant's own welcome text. */
async function assistantWelcome(page: Page): Promise<void> {
  await page.getByTestId('welcome').getByText(info.prologueDesc.slice(0, 10)).first().waitFor();
}

describe('the chat page with the assistant config in its HTML', () => {
  it('carries the answer of POST /v1/aiassistant/info in a JSON block', async () => {
    expect(info.prologueDesc.length).toBeGreaterThan(10);
    const response = await fetch(`${baseUrl}/chat/index`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    const blocks = [
      ...html.matchAll(/<script type="application\/json" id="aita-boot">(.*?)<\/script>/gs),
    ];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual({ assistantInfo: info });
  });

  it('shows the welcome on a first visit without asking for it; a later visit asks', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === INFO_PATH) asked.push(request.method());
    });
    await page.goto(`${baseUrl}/chat/index`);
    await assistantWelcome(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    // Away and back in the app: the welcome is still there.
    await page.getByRole('link', { name: '首页' }).first().click();
    await page.waitForURL(onPath('/home/index'));
    await page.getByRole('link', { name: '会话' }).first().click();
    await page.waitForURL(onPath('/chat/index'));
    await assistantWelcome(page);

    // An app's chat replaces the welcome; back on the assistant's chat the embedded config was
    // used up, so the welcome comes from the server as before.
    const assistantApp = [
      ...apps.columnList.flatMap((c) => apps.appList[String(c.id)] ?? c.appList),
      ...apps.newColumnList.flatMap((c) => apps.newAppList[String(c.id)] ?? c.appList),
    ].find((app) => app.category === 'aiassistant');
    expect(assistantApp).toBeDefined();
    await page.getByRole('link', { name: 'AI应用' }).first().click();
    await page.locator(`button[data-app-id="${assistantApp?.appId}"]`).first().click();
    await page.waitForURL(onPath(`/chat/${encodeURIComponent(assistantApp?.uri ?? '')}`));
    await page.getByTestId('welcome').getByText(/./).first().waitFor();
    await page.getByRole('link', { name: '会话' }).first().click();
    await page.waitForURL(onPath('/chat/index'));
    await assistantWelcome(page);
    expect(asked).toEqual(['POST']);
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
