import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerTeacher } from './accounts';
import { seriousViolations } from './axe';
import { baseUrl, pathOf, useBrowser } from './browser';

const browser = useBrowser();
async function teacher(): Promise<string> {
  return registerTeacher({
    phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'courseware-2026',
    uname: '课件老师',
  });
}

async function login(page: Page, token: string) {
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
}

/** What a teacher writes in each part of the structure, by the part's title. */
const WRITTEN: Record<string, { points: string; answer?: string }> = {
  教学目标: { points: '理解勾股定理的内容\n会用勾股定理求直角三角形的边长' },
  情境导入: { points: '地砖图案中三个正方形的面积有什么关系？' },
  新知探究: { points: '直角三角形两直角边的平方和等于斜边的平方\n$a^2+b^2=c^2$' },
  例题精讲: {
    points: '在 Rt△ABC 中，∠C=90°，a=3，b=4，求 c。',
    answer: '$c^2=a^2+b^2=25$\n所以 $c=5$',
  },
  课堂练习: { points: '直角边为 6 和 8，求斜边。', answer: '10' },
  课堂小结: { points: '勾股定理只适用于直角三角形' },
  布置作业: { points: '课本第 24 页习题 1、2' },
};

/** Opens an app of the catalogue by name: its id from the search call. */
async function appIdOf(name: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/app/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: name }),
  });
  const body = (await response.json()) as { data: { list: { appId: number; name: string }[] } };
  const app = body.data.list.find((a) => a.name === name);
  if (!app) throw new Error(`no app ${name}`);
  return app.appId;
}

describe('AI课件 (form → outline → slides → .pptx)', () => {
  it('leads from the app centre to the tool, and from the form to a downloaded deck', async () => {
    const page = await browser.newPage();
    await login(page, await teacher());
    // The app centre's AI课件 opens /code, which hands over to the tool.
    await page.goto(`${baseUrl}/code?appId=${await appIdOf('AI课件生成')}`);
    await page.waitForURL(/\/courseware\/index$/);
    await page.getByRole('heading', { name: 'AI课件' }).waitFor();
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);

    const form = page.getByRole('form', { name: '课件信息' });
    await form.getByRole('button', { name: '生成课件大纲' }).click();
    await form.getByRole('alert').getByText('请填写课题').waitFor();
    await form.getByLabel('课题').fill('勾股定理');
    await form.getByLabel('学段').selectOption('初中');
    await form.getByLabel('学科').selectOption('数学');
    await form.getByText('学术典雅').click();
    await form.getByRole('button', { name: '生成课件大纲' }).click();

    // Without a model: the structure, empty, and a plain word about it.
    await page.getByRole('status').getByText('当前未配置大模型').waitFor();
    const outline = page.getByRole('list', { name: '课件大纲' });
    const parts = outline.locator(':scope > li');
    expect(await parts.count()).toBe(7);
    await page.getByRole('button', { name: '生成幻灯片' }).click();
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('请先填写大纲中这一部分的要点：教学目标')
      .waitFor();
    await page.screenshot({ path: join(tmpdir(), 'courseware-outline-1440.png'), fullPage: true });
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);

    for (const [title, text] of Object.entries(WRITTEN)) {
      const part = outline.getByRole('listitem', { name: new RegExp(`：${title}$`) });
      await part.getByRole('textbox').nth(1).fill(text.points);
      if (text.answer) await part.getByRole('textbox').nth(2).fill(text.answer);
    }
    // Reorder: 课堂小结 before 课堂练习; rename; add and delete a part.
    await page.getByRole('button', { name: '上移「课堂小结」' }).click();
    const titles = await outline
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((li) => (li.querySelector('input') as HTMLInputElement).value),
      );
    expect(titles.slice(4, 6)).toEqual(['课堂小结', '课堂练习']);
    await outline.getByLabel('第 2 部分的标题').fill('趣味导入');
    await page.getByLabel('添加一部分').selectOption('concept');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    expect(await parts.count()).toBe(8);
    await page.getByRole('button', { name: '删除「新授」' }).click();
    expect(await parts.count()).toBe(7);

    await page.getByRole('button', { name: '生成幻灯片' }).click();
    const slideList = page.getByRole('navigation', { name: '幻灯片列表' });
    await slideList.getByRole('button', { name: /^第 1 页/ }).waitFor();
    // Title, 7 parts, and the answer slide after the exercise.
    expect(await slideList.getByRole('button').count()).toBe(9);
    const preview = page.getByTestId('slide-preview');
    await slideList.getByRole('button', { name: /^第 4 页/ }).click();
    await preview.getByText('a²+b²=c²').waitFor();
    expect(await preview.textContent()).not.toContain('$');
    await page.screenshot({ path: join(tmpdir(), 'courseware-slides-1440.png') });
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);

    // Edit one slide's text; it shows in the preview and in the download.
    const editor = page.getByRole('region', { name: '编辑本页文字' });
    await editor.getByLabel('标题').fill('勾股定理的内容');
    await preview.getByText('勾股定理的内容').waitFor();
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.getByRole('button', { name: '已保存' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15000 }),
      page.getByRole('button', { name: '下载 PPT' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('勾股定理.pptx');
    const file = join(tmpdir(), `courseware-${Date.now()}.pptx`);
    await download.saveAs(file);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    expect(entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e))).toHaveLength(9);
    const xml = execFileSync('unzip', ['-p', file, 'ppt/slides/slide4.xml'], { encoding: 'utf8' });
    expect(xml).toContain('勾股定理的内容');
    expect(xml).toContain('<a:ea typeface="黑体"');

    // 我的课件: on another day the teacher finds it under the form and goes on where it was.
    await page.goto(`${baseUrl}/courseware/index`);
    const mine = page.getByRole('list', { name: '我的课件列表' });
    await mine.getByText('9 页').waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: join(tmpdir(), 'courseware-mine-1440.png'), fullPage: true });
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);
    await mine.getByRole('button', { name: '继续编辑「勾股定理」' }).click();
    await slideList.getByRole('button', { name: /^第 4 页/ }).click();
    await preview.getByText('勾股定理的内容').waitFor();
    // Back to the form, and deleted (after the teacher confirms): the list is empty.
    await page.getByRole('button', { name: '返回大纲' }).click();
    await page.getByRole('button', { name: '返回修改信息' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: '删除「勾股定理」' }).click();
    await page.getByText('还没有课件').waitFor();
    await page.reload();
    await page.getByText('还没有课件').waitFor();
  }, 120_000);

  it('works on a phone (390×844)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, true);
    await login(page, await teacher());
    await page.goto(`${baseUrl}/courseware/index`);
    const form = page.getByRole('form', { name: '课件信息' });
    await form.getByLabel('课题').fill('春');
    await form.getByLabel('学科').selectOption('语文');
    await form.getByRole('button', { name: '生成课件大纲' }).click();
    const outline = page.getByRole('list', { name: '课件大纲' });
    await outline.waitFor();
    const boxes = await outline
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(tmpdir(), 'courseware-outline-390.png'), fullPage: true });
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);
  });
});

const TOOLS = [
  '课堂倒计时',
  '随机点名',
  '分数可视化',
  '几何画板',
  '单词闪卡',
  '小组计分板',
  '课堂骰子',
];

/** The sandboxed frame of the `/code` page once its page has loaded. */
async function toolFrame(page: Page, name: string): Promise<Frame> {
  const handle = await page.getByTitle(name).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  await frame.waitForLoadState();
  return frame;
}

describe('/code: html-file classroom tools in a sandbox', () => {
  it('the sandbox cannot read the app origin’s cookies, storage or pages, nor reach the network', async () => {
    const page = await browser.newPage();
    await login(page, await teacher());
    await page.evaluate(() => localStorage.setItem('probe', 'secret'));
    await page.goto(`${baseUrl}/code?appId=${await appIdOf('课堂倒计时')}`);
    const iframe = page.getByTitle('课堂倒计时');
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts');
    const src = await iframe.getAttribute('src');
    const frame = await toolFrame(page, '课堂倒计时');
    const probe = await frame.evaluate(async () => {
      const attempt = async (f: () => unknown) => {
        try {
          return `read:${String(await f())}`;
        } catch (error) {
          return `blocked:${(error as Error).name}`;
        }
      };
      return {
        origin: window.origin,
        cookie: await attempt(() => document.cookie),
        storage: await attempt(() => localStorage.getItem('probe')),
        session: await attempt(() => sessionStorage.length),
        parent: await attempt(() => window.parent.document.title),
        fetchApp: await attempt(() =>
          fetch('/v1/user/info', { method: 'POST' }).then((r) => r.status),
        ),
        fetchOut: await attempt(() => fetch('https://example.com/').then((r) => r.status)),
      };
    });
    expect(probe.origin).toBe('null');
    expect(probe.cookie).toMatch(/^blocked:/);
    expect(probe.storage).toMatch(/^blocked:/);
    expect(probe.session).toMatch(/^blocked:/);
    expect(probe.parent).toMatch(/^blocked:/);
    expect(probe.fetchApp).toBe('blocked:TypeError');
    expect(probe.fetchOut).toBe('blocked:TypeError');
    // Those two refusals are the sandbox's CSP at work, reported on the console.
    await expect.poll(() => browser.cspViolations.length).toBeGreaterThanOrEqual(2);
    browser.cspViolations.length = 0;

    // An app that is not an html-file app is refused plainly, with the way back.
    await page.goto(`${baseUrl}/code?appId=${await appIdOf('教案生成')}`);
    await page.getByRole('main').getByText('这个网页应用不存在或已下线').waitFor();
    await page.getByRole('link', { name: '返回应用中心' }).waitFor();

    // Opened on its own, the page is still sandboxed (the CSP's sandbox directive).
    const alone = await page.context().newPage();
    await alone.goto(`${baseUrl}${src}`);
    expect(await alone.evaluate(() => window.origin)).toBe('null');
    await alone.close();
  });

  for (const [viewport, label] of [
    [{ width: 1440, height: 900 }, '1440'],
    [{ width: 390, height: 844 }, '390'],
  ] as const) {
    it(`runs every tool at ${label} px: it works, fits, passes axe`, async () => {
      const page = await browser.newPage(viewport, label === '390');
      for (const name of TOOLS) {
        await page.goto(`${baseUrl}/code?appId=${await appIdOf(name)}`);
        await page.getByRole('heading', { name }).waitFor();
        expect(pathOf(page)).toMatch(/^\/code\?appId=\d+$/);
        const frame = await toolFrame(page, name);
        const overflow = await frame.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} overflows`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(frame, { iframes: false }), name).toEqual([]);
      }
      expect(await seriousViolations(page, { iframes: false })).toEqual([]);
      expect(browser.errors).toEqual([]);
    }, 180_000);
  }

  it('the tools do what they say', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/code?appId=${await appIdOf('课堂倒计时')}`);
    let frame = await toolFrame(page, '课堂倒计时');
    await frame.getByRole('button', { name: '1 分钟' }).click();
    await frame.getByRole('button', { name: '开始' }).click();
    await expect
      .poll(() => frame.getByRole('timer').textContent(), { timeout: 4000 })
      .toMatch(/00:5\d/);
    await frame.getByRole('button', { name: '暂停' }).click();
    await page.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'code-timer-fullscreen.png') });
    await page.getByRole('button', { name: '退出全屏' }).click();

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('随机点名')}`);
    frame = await toolFrame(page, '随机点名');
    await frame.getByLabel('学生名单（每行一个，或用逗号、空格分开）').fill('甲\n乙');
    await frame.getByRole('button', { name: '开始点名' }).click();
    await frame.getByText(/请 (甲|乙) 同学回答/).waitFor();
    await frame.getByRole('button', { name: '开始点名' }).click();
    await frame.locator('#count').getByText('2').waitFor();
    await frame.getByRole('button', { name: '开始点名' }).click();
    await frame.getByText('全班都点过了').waitFor();

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('分数可视化')}`);
    frame = await toolFrame(page, '分数可视化');
    await frame.getByText('所以 1/2 < 3/4').waitFor();
    await frame.getByRole('button', { name: '分子加一' }).first().click();
    await frame.getByText('所以 2/2 > 3/4').waitFor();

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('几何画板')}`);
    frame = await toolFrame(page, '几何画板');
    await frame.getByRole('button', { name: '摆成直角三角形' }).click();
    await frame.getByText('内角和').waitFor();
    expect(await frame.locator('#facts').textContent()).toContain('180°');
    expect(await frame.locator('#facts').textContent()).toContain('勾股');

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('单词闪卡')}`);
    frame = await toolFrame(page, '单词闪卡');
    await frame.getByText('1 / 5').waitFor();
    await frame.getByRole('button', { name: '下一张' }).click();
    await frame.getByText('2 / 5').waitFor();

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('小组计分板')}`);
    frame = await toolFrame(page, '小组计分板');
    await frame.getByRole('button', { name: '第一组 加 5 分' }).click();
    await frame.getByRole('status').getByText('第一组：5 分').waitFor();

    await page.goto(`${baseUrl}/code?appId=${await appIdOf('课堂骰子')}`);
    frame = await toolFrame(page, '课堂骰子');
    await frame.getByRole('button', { name: '掷骰子' }).click();
    await frame
      .getByRole('status')
      .getByText(/^\d \+ \d = \d+$/)
      .waitFor();
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
