import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';
import { SCHOOL_E2E } from './schools';

const browser = useBrowser();

async function post(token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

const run = promisify(execFile);
/** A fresh teacher, a member of the demo school when `join`; returns the token. */
async function teacher(join: boolean | string): Promise<string> {
  const token = await signUp({
    phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'question-bank-2026',
    uname: '题库老师',
  });
  if (join !== false) {
    const code = join === true ? 'DEMO2026' : join;
    expect((await post(token, '/v1/org/join', { code })).code).toBe(200);
  }
  return token;
}

/** Logs in through the SSO link and opens the bank. */
async function openBank(page: Page, token: string) {
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${baseUrl}/question-bank-jp/index`);
}

const totalOf = async (page: Page) =>
  Number(/共 (\d+) 道试题/.exec((await page.getByText(/共 \d+ 道试题/).textContent()) ?? '')?.[1]);

describe('question bank (精品资源)', () => {
  it('browses by knowledge point, filters by type and difficulty, searches and shows an answer', async () => {
    const page = await browser.newPage();
    await openBank(page, await teacher(true));
    await page.getByText(/共 \d+ 道试题/).waitFor();
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(30);
    expect(await page.getByTestId('question-card').count()).toBe(10);
    expect(await page.locator('[data-testid="question-card"] .katex').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-1440.png') });

    // The knowledge tree: open 方程与不等式 under 数与代数 and pick 一元二次方程.
    const tree = page.getByRole('navigation', { name: '知识点' });
    await tree.getByRole('button', { name: '展开方程与不等式' }).click();
    await tree.getByRole('button', { name: '一元二次方程', exact: true }).click();
    await page.getByText('共 3 道试题').waitFor();
    await page.getByRole('button', { name: '方程与不等式', exact: true }).click();
    await page.waitForFunction(
      () =>
        /共 \d+ 道试题/.test(document.body.innerText) &&
        !document.body.innerText.includes('共 3 道试题'),
    );
    const unit = await totalOf(page);
    expect(unit).toBeGreaterThan(3);

    // Type and difficulty filters narrow the unit.
    await page.getByRole('group', { name: '题型' }).getByRole('button', { name: '填空题' }).click();
    await page.waitForFunction((n) => !document.body.innerText.includes(`共 ${n} 道试题`), unit);
    const fills = await totalOf(page);
    expect(fills).toBeLessThan(unit);
    const cards = page.getByTestId('question-card');
    for (let i = 0; i < (await cards.count()); i++) {
      expect(await cards.nth(i).textContent()).toContain('填空题');
    }
    await page
      .getByRole('group', { name: '难度' })
      .getByRole('button', { name: '难', exact: true })
      .click();
    await page.getByText('暂无符合条件的试题').waitFor();

    // Search, with the filters cleared.
    await page.getByRole('button', { name: '全部知识点' }).click();
    await page.getByRole('group', { name: '题型' }).getByRole('button', { name: '全部' }).click();
    await page.getByRole('group', { name: '难度' }).getByRole('button', { name: '全部' }).click();
    // (The bank has dozens of 勾股定理 questions: the ladder one is found by its own words.)
    await page.getByRole('searchbox', { name: '搜索试题' }).fill('梯子 勾股定理');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByText('（“梯子 勾股定理”的搜索结果）').waitFor();
    const ladder = page.getByTestId('question-card').filter({ hasText: '梯子' });
    await ladder.waitFor();

    // Show the answer and the analysis.
    await ladder.getByRole('button', { name: '查看答案与解析' }).click();
    const answer = ladder.getByTestId('question-answer');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('【解析】');
    expect(await answer.locator('.katex').count()).toBeGreaterThan(0);
    await ladder.getByRole('button', { name: '收起答案' }).click();
    expect(await ladder.getByTestId('question-answer').count()).toBe(0);
  });

  it('browses by the textbook map: picks a lesson and sees its questions', async () => {
    const token = await teacher(true);
    const expected = await post(token, '/v2/aitalk/question/infos', {
      period: 2,
      subject: 2,
      knowledgePointId: 'jm.geo.tri.pyth',
    });
    expect(expected.code).toBe(200);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage(size);
      await openBank(page, token);
      await page.getByText(/共 \d+ 道试题/).waitFor();
      if (size.width < 768) await page.getByRole('button', { name: '按知识点筛选' }).click();
      await page.getByRole('tab', { name: '按教材章节' }).click();
      const map = page.getByRole('navigation', { name: '教材章节' });
      await map.getByRole('button', { name: '展开八年级下册' }).first().click();
      await map.getByRole('button', { name: '展开第十七章 勾股定理' }).click();
      await map.getByRole('button', { name: '17.1 勾股定理', exact: true }).click();
      await page
        .getByText('教材章节：人教版 › 八年级下册 › 第十七章 勾股定理 › 17.1 勾股定理')
        .waitFor();
      await page.getByText(`共 ${expected.data.total as number} 道试题`).waitFor();
      const cards = page.getByTestId('question-card');
      expect(await cards.count()).toBe(Math.min(10, expected.data.total as number));
      for (let i = 0; i < (await cards.count()); i++) {
        expect(await cards.nth(i).textContent()).toContain('勾股定理');
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `question-bank-textbook-${size.width}.png`) });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.width);
      // 清除章节 returns to the whole bank.
      await page.getByRole('button', { name: '清除章节' }).click();
      await page.waitForFunction(
        (n) =>
          /共 \d+ 道试题/.test(document.body.innerText) &&
          !document.body.innerText.includes(`共 ${n} 道试题`),
        expected.data.total,
      );
      await page.close();
    }
  }, 120_000);

  it('works on a phone and pages through 小学数学', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await openBank(page, await teacher(true));
    await page.getByRole('tab', { name: '小学数学' }).click();
    await page.getByText(/共 \d+ 道试题/).waitFor();
    const first = await page.getByTestId('question-card').first().textContent();
    await page
      .getByRole('navigation', { name: '试题分页' })
      .getByRole('button', { name: '第 2 页' })
      .click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="question-card"]')?.textContent !== text,
      first,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '按知识点筛选' }).click();
    await page
      .getByRole('navigation', { name: '知识点' })
      .getByRole('button', { name: '整数的认识与运算', exact: true })
      .click();
    await page.getByText('共 166 道试题').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'question-bank-390.png') });
  });

  it('tells a teacher without a school how to get access', async () => {
    const page = await browser.newPage();
    await openBank(page, await teacher(false));
    await page.getByText('加入学校后即可使用题库资源', { exact: false }).waitFor();
  });

  it('switches to 语文, stars a question, finds it in 我的收藏, and adds a similar one to the basket', async () => {
    const page = await browser.newPage();
    await openBank(page, await teacher(true));
    await page.getByText(/共 \d+ 道试题/).waitFor();
    const subjects = page.getByRole('group', { name: '学科' });
    await subjects.getByRole('button', { name: '语文' }).click();
    await page.getByRole('tab', { name: '初中语文' }).waitFor();
    await page.getByText('共 40 道试题').waitFor();
    await page.getByRole('navigation', { name: '知识点' }).getByText('积累与运用').waitFor();
    // A 阅读/材料题 is one card: its passage, then its numbered sub-questions; answers on demand.
    const types = page.getByRole('group', { name: '题型' });
    await types.getByRole('button', { name: '阅读/材料题' }).click();
    await page.getByText('共 2 道试题').waitFor();
    const group = page.getByTestId('question-card').first();
    await group.getByRole('listitem', { name: '第 1 题第 3 小题' }).waitFor();
    await group.getByRole('button', { name: '查看答案与解析' }).click();
    expect(await group.getByTestId('question-answer').textContent()).toMatch(
      /（1）.*（2）.*（3）/s,
    );
    await types.getByRole('button', { name: '全部' }).click();
    await page.getByText('共 40 道试题').waitFor();
    await subjects.getByRole('button', { name: '数学' }).click();
    await page.getByRole('tab', { name: '初中数学' }).waitFor();
    // The 语文 cards stay on screen (正在刷新…) until the 数学 list has arrived: wait for its count.
    await page.waitForFunction(() => {
      const count = /共 (\d+) 道试题/.exec(document.body.innerText)?.[1];
      return count !== undefined && count !== '40';
    });

    // 收藏: the star is a toggle with a toast.
    const first = page.getByTestId('question-card').first();
    const stem = (await first.locator('.qb-rich').first().textContent()) ?? '';
    await first.getByRole('button', { name: '收藏「第 1 题」' }).click();
    await page.getByText('已收藏，可在“我的收藏”中查看').waitFor();
    expect(
      await first.getByRole('button', { name: '取消收藏「第 1 题」' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await page.getByText('共 1 道收藏的试题').waitFor();
    const starred = page.getByTestId('question-card');
    expect(await starred.count()).toBe(1);
    expect(await starred.first().textContent()).toContain(stem.slice(0, 8));

    // 找相似题, then one click puts a similar question into the 试题篮.
    await starred.first().getByRole('button', { name: '找相似题：第 1 题' }).click();
    const dialog = page.getByTestId('similar-dialog');
    await dialog.getByTestId('question-card').first().waitFor();
    const similar = await dialog.getByTestId('question-card').count();
    expect(similar).toBeGreaterThan(0);
    expect(similar).toBeLessThanOrEqual(10);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '加入试题篮：第 1 题' }).click();
    expect(
      await dialog
        .getByRole('button', { name: '移出试题篮：第 1 题' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('complementary', { name: '试题篮' }).getByText('试题篮 1 道').waitFor();

    // Unstarred in 我的收藏, it leaves the list.
    await starred.first().getByRole('button', { name: '取消收藏「第 1 题」' }).click();
    await page.getByText('还没有收藏的试题', { exact: false }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'question-bank-favourites.png') });
  });
});

/** A Word file made by LibreOffice from an HTML page of questions, as a teacher's own file would be. */
async function libreOfficeDocx(dir: string, lines: string[]): Promise<string> {
  const html = join(dir, '校本练习.html');
  await writeFile(
    html,
    `<html><head><meta charset="utf-8"></head><body>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`,
  );
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      dir,
      html,
    ],
    { timeout: 100_000 },
  );
  return join(dir, '校本练习.docx');
}

describe('question bank (校本资源)', () => {
  it('a teacher adds a question with a formula and imports a Word file; a colleague sees them, another school does not', async () => {
    const tag = `校本${Math.floor(Math.random() * 1e6)}`;
    const author = await teacher(true);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${author}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/question-bank-xb/index`);
    await page.getByRole('heading', { name: '校本资源' }).waitFor();
    await page.getByText(/共 \d+ 道试题/).waitFor();

    // The editor: a 填空题 with a formula, previewed live in KaTeX.
    await page.getByRole('button', { name: '新建试题' }).click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByLabel('题型').selectOption('fill');
    await editor
      .getByLabel('知识点')
      .selectOption({ label: '数与代数 › 方程与不等式 › 一元二次方程' });
    await editor.getByLabel(/^题干/).fill(`${tag}：方程 $x^2-5x+6=0$ 的较大根是____`);
    await editor.getByLabel('题干预览').locator('.katex').waitFor();
    await editor.getByLabel(/^答案/).fill('$3$');
    await editor
      .getByLabel('解析', { exact: true })
      .fill('因式分解得 $(x-2)(x-3)=0$，两根为 $2$ 和 $3$。');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'question-bank-xb-editor-1440.png') });
    // A broken formula is refused by the server in Chinese.
    await editor.getByLabel('解析', { exact: true }).fill('$\\frac{1}{2$');
    await editor.getByRole('button', { name: '保存试题' }).click();
    await editor.getByRole('alert').getByText('公式无法排版', { exact: false }).waitFor();
    await editor
      .getByLabel('解析', { exact: true })
      .fill('因式分解得 $(x-2)(x-3)=0$，两根为 $2$ 和 $3$。');
    // A picture pasted into 解析 is uploaded and shown, loaded from the app's own store.
    await editor.getByLabel('解析', { exact: true }).evaluate((el) => {
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      );
      const data = new DataTransfer();
      data.items.add(new File([png], 'shot.png', { type: 'image/png' }));
      (el as HTMLTextAreaElement).setSelectionRange(0, 0);
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[aria-label="解析预览"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await editor.getByLabel('解析', { exact: true }).inputValue()).toMatch(
      /^!\[图片\]\(\/oss\/files\/image\/.+\)\n因式分解/,
    );
    await editor.getByLabel('地区').selectOption('浙江');
    await editor.getByRole('button', { name: '保存试题' }).click();
    await editor.waitFor({ state: 'detached' });
    const mine = page.getByTestId('question-card').filter({ hasText: `${tag}：方程` });
    await mine.waitFor();
    expect(await mine.locator('.katex').count()).toBeGreaterThan(0);
    expect(await mine.textContent()).toContain('题库老师 添加于');
    // 地区 offers 浙江 now; choosing it lists the question, 全部 lists everything again.
    const regions = page.getByRole('group', { name: '地区' });
    await regions.getByRole('button', { name: '浙江' }).click();
    await page.getByText('共 1 道试题').waitFor();
    await mine.getByRole('button', { name: '查看答案与解析' }).click();
    await mine.locator('img[alt="图片"]').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'question-bank-xb-region-1440.png') });
    await regions.getByRole('button', { name: '全部' }).click();

    // Import a Word file made by LibreOffice.
    const dir = await mkdtemp(join(tmpdir(), 'qbank-e2e-'));
    try {
      const docx = await libreOfficeDocx(dir, [
        '一、选择题',
        `1. ${tag}导入：下列各数中，最小的是（  ）`,
        'A. -3   B. 0   C. 2   D. -1',
        '答案：A',
        '解析：负数小于 0，-3 &lt; -1。',
        '二、判断题',
        `2. ${tag}导入：0 是最小的自然数。`,
        '答案：正确',
        '解析：自然数从 0 开始。',
      ]);
      await page.getByRole('button', { name: '导入 Word' }).click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.getByLabel('Word 文档').setInputFiles(docx);
      await dialog
        .getByLabel(/^知识点/)
        .selectOption({ label: '数与代数 › 有理数 › 有理数的概念与数轴' });
      await dialog.getByRole('button', { name: '开始导入' }).click();
      await dialog.getByText('已导入 2 道试题').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: '完成' }).click();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await page
      .getByTestId('question-card')
      .filter({ hasText: `${tag}导入` })
      .first()
      .waitFor();
    await page.screenshot({ path: join(tmpdir(), 'question-bank-xb-1440.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A colleague of the same school sees all three, on a phone, and may not edit them.
    const colleague = await browser.newPage({ width: 390, height: 844 });
    await colleague.goto(`${baseUrl}/sso?token=${await teacher(true)}`);
    await colleague.getByTestId('user-name').waitFor();
    await colleague.goto(`${baseUrl}/question-bank-xb/index`);
    await colleague.getByRole('searchbox', { name: '搜索试题' }).fill(tag);
    await colleague.getByRole('button', { name: '搜索', exact: true }).click();
    await colleague.getByText('共 3 道试题').waitFor();
    expect(await colleague.getByRole('button', { name: /^编辑/ }).count()).toBe(0);
    const width = await colleague.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await colleague.screenshot({
      path: join(tmpdir(), 'question-bank-xb-390.png'),
      fullPage: true,
    });
    expect(await seriousViolations(colleague)).toEqual([]);

    // A teacher of another school sees none of them.
    const stranger = await browser.newPage();
    await stranger.goto(`${baseUrl}/sso?token=${await teacher(SCHOOL_E2E[0].code)}`);
    await stranger.getByTestId('user-name').waitFor();
    await stranger.goto(`${baseUrl}/question-bank-xb/index`);
    await stranger.getByRole('searchbox', { name: '搜索试题' }).fill(tag);
    await stranger.getByRole('button', { name: '搜索', exact: true }).click();
    await stranger.getByText('暂无符合条件的试题').waitFor();

    // The author removes the question they wrote.
    page.once('dialog', (d) => void d.accept());
    await mine.getByRole('button', { name: /^删除/ }).click();
    await mine.waitFor({ state: 'detached' });
    // LibreOffice's conversion and three browsers on a loaded machine: as app-tools' Word test.
  }, 120_000);
});
