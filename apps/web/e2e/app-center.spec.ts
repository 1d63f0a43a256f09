import type { AppIndexList, Envelope } from '@aita/core';
import { MSG_NETWORK_ERROR } from '@aita/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();
let list: AppIndexList;

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/v1/app/index/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const envelope = (await response.json()) as Envelope<AppIndexList>;
  expect(envelope.code).toBe(200);
  list = envelope.data;
});

/** Column names the page must show: every column with apps, and the zone. */
function expectedSections(): string[] {
  return list.columnList
    .filter((c) => (list.appList[String(c.id)] ?? c.appList).length > 0 || c.appList.length === 0)
    .filter((c) => {
      const apps = list.appList[String(c.id)] ?? c.appList;
      return apps.length > 0 || (list.hasNewStandardColumn && c.id >= 100 && c.id <= 999);
    })
    .map((c) => c.name);
}

describe('/apps/index', () => {
  it('shows the seeded categories as sections with their application cards', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index`);
    const sections = page.locator('main section[data-section="category"]');
    await sections.first().waitFor();

    const names = expectedSections();
    expect(names).toEqual(expect.arrayContaining(['热门应用', '新课标专区', '备课', '作文']));
    const titles = await sections.locator(':scope > h2').allTextContents();
    expect(titles).toEqual(names);
    expect(titles.length).toBeGreaterThanOrEqual(6);

    const tabs = await page
      .getByRole('navigation', { name: '应用分类' })
      .getByRole('button')
      .allTextContents();
    expect(tabs).toEqual(names);

    const cards = page.locator('main section button[data-app-id]');
    const cardCount = await cards.count();
    expect(cardCount).toBeGreaterThanOrEqual(40);
    const expectedCards =
      list.columnList.reduce((n, c) => n + (list.appList[String(c.id)] ?? c.appList).length, 0) +
      list.newColumnList.reduce(
        (n, c) => n + (list.newAppList[String(c.id)] ?? c.appList).length,
        0,
      );
    expect(cardCount).toBe(expectedCards);

    const hot = list.columnList.find((c) => c.name === '热门应用');
    const first = (hot && list.appList[String(hot.id)]?.[0]) ?? undefined;
    expect(first).toBeDefined();
    if (first) {
      const card = sections.first().locator(`button[data-app-id="${first.appId}"]`);
      expect(await card.textContent()).toContain(first.name);
      expect(await card.locator('img').getAttribute('alt')).toBe(first.name);
      expect(await card.locator('img').getAttribute('src')).toBe(first.logo);
    }
    expect(browser.errors).toEqual([]);
    await page.screenshot({ path: '/tmp/aita-e2e-apps.png' });
    await page.screenshot({ path: '/tmp/aita-e2e-apps-full.png', fullPage: true });
  });

  it('renders the new-curriculum zone: documents as safe external links and sub-columns', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index`);
    const zone = page.locator('section[data-section="category"]', {
      has: page.getByRole('heading', { level: 2, name: '新课标专区' }),
    });
    await zone.waitFor();
    const links = zone.getByRole('list', { name: '课程标准文件' }).getByRole('link');
    expect(await links.count()).toBe(list.newStandardDocList.length);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await links.first().getAttribute('href')).toBe(list.newStandardDocList[0]?.link);
    const subTitles = await zone.locator('h3').allTextContents();
    expect(subTitles).toEqual(list.newColumnList.map((c) => c.name));
  });

  it('scrolls to a category when its tab is clicked and marks it active', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/apps/index`);
    const tabs = page.getByRole('navigation', { name: '应用分类' });
    await tabs.getByRole('button').first().waitFor();
    const last = tabs.getByRole('button').last();
    const name = (await last.textContent()) ?? '';
    await last.click();
    await page.waitForFunction(() => window.scrollY > 300);
    // Past the 500 ms smooth-scroll settle time, the clicked tab is still the active one.
    await page.waitForTimeout(800);
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('nav[aria-label="应用分类"] button')]
          .find((b) => b.textContent === label)
          ?.getAttribute('aria-current') === 'true',
      name,
      { timeout: 5000 },
    );
    const heading = page.getByRole('heading', { level: 2, name });
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box && box.y).toBeLessThan(900);
    // The tab bar sticks below the header while the page scrolls.
    const barBox = await tabs.boundingBox();
    expect(barBox && Math.round(barBox.y)).toBe(64);
  });

  it('shows 网络异常，暂无数据 when the list cannot load, and recovers on retry', async () => {
    const page = await browser.newPage();
    let failures = 1;
    await page.route('**/v1/app/index/list', async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.abort('connectionrefused');
      } else {
        await route.continue();
      }
    });
    await page.goto(`${baseUrl}/apps/index`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(MSG_NETWORK_ERROR);
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator('main section[data-section="category"]').first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
