import { GREETINGS, MSG_UNDER_CONSTRUCTION, SIDEBAR_LABELS } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, pathOf, useBrowser } from './browser';

const browser = useBrowser();
const greetingTexts = Object.values(GREETINGS).map((g) => g.text);

describe('routes', () => {
  it('/ lands on /home/index with the greeting of the hour', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/home/index`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greetingTexts.some((text) => heading?.includes(text))).toBe(true);
    expect(await page.getByText('正在加载').count()).toBe(0);
    await page.screenshot({ path: '/tmp/aita-e2e-home.png' });
    expect(browser.errors).toEqual([]);
  });

  it('/home/index loads only its own chunk: no application-centre code, no app list call', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = requested.filter((path) => path.endsWith('.js'));
    expect(scripts.some((path) => /\/assets\/HomePage-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /AppCenterPage|PlaceholderPage/.test(path))).toEqual([]);
    expect(requested).not.toContain('/v1/app/index/list');
  });

  it("each first route's HTML preloads its own page chunk, which the page then runs", async () => {
    const preloads = async (path: string): Promise<string[]> => {
      const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // The entry's stylesheet is inlined (build/inline-css.ts): the first paint waits for no file.
      // Its link stays, disabled (never fetched), so Vite's preloader knows it is in the page.
      expect(html, path).toContain('<style>');
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      expect(links, path).toHaveLength(1);
      expect(links[0], path).toMatch(/ disabled>$/);
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1] ?? '',
      );
    };
    const pages = {
      '/home/index': /\/assets\/HomePage-/,
      '/apps/index': /\/assets\/AppCenterPage-/,
    };
    for (const [path, chunk] of Object.entries({
      ...pages,
      '/chat/index': /\/assets\/ChatRoute-/,
    })) {
      const own = await preloads(path);
      expect(
        own.filter((href) => chunk.test(href)),
        path,
      ).toHaveLength(1);
      for (const href of own) expect((await fetch(`${baseUrl}${href}`)).status, href).toBe(200);
    }
    // Other routes get the plain index.html: no page's chunk ahead of time.
    const plain = await preloads('/my/index');
    expect(plain.filter((href) => /HomePage-|AppCenterPage-|ChatRoute-/.test(href))).toEqual([]);

    // The preloaded chunk is the one the page imports: fetched once, and the page renders.
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(requested.filter((path) => pages['/home/index'].test(path))).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });

  it('the first routes fetch no stylesheet, and the chat not the half-screen panel before an app opens', async () => {
    for (const path of ['/home/index', '/apps/index', '/chat/index']) {
      const page = await browser.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').getByText(/./).first().waitFor();
      await page.waitForLoadState('networkidle');
      // A lazy chunk's import used to fetch the inlined entry stylesheet again and wait for it.
      expect(
        requested.filter((p) => p.endsWith('.css')),
        path,
      ).toEqual([]);
      expect(
        requested.filter((p) => /HalfScreenPanel-/.test(p)),
        path,
      ).toEqual([]);
      // Styles still apply: the inlined sheet is in force.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
    }
  });

  it("a first visit's first commit holds the page: the layout's spinner never shows", async () => {
    for (const path of ['/home/index', '/apps/index', '/my/index']) {
      const page = await browser.newPage();
      // Every state of <main> from the first byte: the spinner would show before the page.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __mainStates: seen });
        new MutationObserver(() => {
          const main = document.querySelector('main');
          if (!main) return;
          const state = main.querySelector(':scope > [role="status"]')
            ? 'spinner'
            : (main.textContent ?? '').trim() === ''
              ? 'empty'
              : 'page';
          if (seen[seen.length - 1] !== state) seen.push(state);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction(() =>
        (window as unknown as { __mainStates: string[] }).__mainStates.includes('page'),
      );
      const states = await page.evaluate(
        () => (window as unknown as { __mainStates: string[] }).__mainStates,
      );
      expect(states[0], `${path}: ${states.join(' → ')}`).toBe('page');
      expect(browser.errors).toEqual([]);
    }
  });

  it('/home redirects to /home/index and keeps the query', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home?bd_vid=abc`);
    await page.waitForURL((url) => url.pathname === '/home/index');
    expect(pathOf(page)).toBe('/home/index?bd_vid=abc');
  });

  it('an unknown path ends on /home/index', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/home/index`);
    expect(pathOf(page)).toBe('/home/index');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it.each(['/chat/index', '/chat/ai-assistant'])(
    '%s shows the chat page, not the 建设中 page',
    async (path) => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${path}`);
      const main = page.locator('main');
      await main.getByTestId('chat-page').waitFor();
      await main.getByTestId('welcome').waitFor();
      expect(await main.getByRole('heading', { name: MSG_UNDER_CONSTRUCTION }).count()).toBe(0);
      expect(pathOf(page)).toBe(path);
    },
  );
});

describe('layout', () => {
  it('shows the visible sidebar items in order (anonymous: no resources, no AI course)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link').first().waitFor();
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels).toEqual([
      SIDEBAR_LABELS.home,
      SIDEBAR_LABELS.apps,
      SIDEBAR_LABELS.chat,
      SIDEBAR_LABELS.classroom,
      SIDEBAR_LABELS.my,
    ]);
    expect(
      await nav.getByRole('link', { name: SIDEBAR_LABELS.home }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('navigates client-side from the sidebar and moves the highlight', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    // A marker on window survives client-side navigation only.
    await page.evaluate(() => Object.assign(window, { __aitaMarker: 1 }));
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: SIDEBAR_LABELS.apps }).click();
    await page.waitForURL(`${baseUrl}/apps/index`);
    expect(await page.evaluate(() => (window as { __aitaMarker?: number }).__aitaMarker)).toBe(1);
    // The sidebar re-renders just after the URL changes: wait for the highlight to move.
    await nav.locator('a[aria-current="page"]', { hasText: SIDEBAR_LABELS.apps }).waitFor();
    expect(
      await nav.getByRole('link', { name: SIDEBAR_LABELS.home }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows the login button and the three QR cards, and hides the panel on chat routes', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    const panel = page.getByRole('complementary', { name: '扫码关注' });
    // The QR list arrives after the first paint: wait for the third card, then count.
    await panel.locator('figure').nth(2).waitFor();
    expect(await panel.locator('figure').count()).toBe(3);
    await page.goto(`${baseUrl}/chat/index`);
    await page.locator('main').getByTestId('chat-page').waitFor();
    expect(await page.getByRole('complementary', { name: '扫码关注' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(1);
  });

  it('mounts the side panel only on wide screens: a phone fetches neither the QR list nor the activity', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (
        pathname === '/v1/qrcode/list' ||
        pathname === '/v1/activity/info' ||
        pathname.startsWith('/static/qrcode/')
      ) {
        panelRequests.push(pathname);
      }
    });
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The home's own data has arrived by the time its shortcuts show: the layout's effects ran.
    await page.waitForLoadState('networkidle');
    expect(panelRequests).toEqual([]);
    expect(await page.getByRole('complementary', { name: '扫码关注' }).count()).toBe(0);
    // Widened past Tailwind's xl, the panel mounts and loads its codes.
    await page.setViewportSize({ width: 1440, height: 900 });
    const panel = page.getByRole('complementary', { name: '扫码关注' });
    await panel.locator('figure').nth(2).waitFor();
    expect(panelRequests).toContain('/v1/qrcode/list');
  });

  it('os=jzax hides header, sidebar and side panel, and remembers it for the session', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index?os=jzax`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: '扫码关注' }).count()).toBe(0);
    // A full reload without the parameter keeps the choice (sessionStorage).
    await page.goto(`${baseUrl}/home/index`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    // An explicit other os turns it off again.
    await page.goto(`${baseUrl}/home/index?os=pc`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
  });
});
