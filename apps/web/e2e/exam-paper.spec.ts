import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, pathOf, useBrowser } from './browser';
import { itemTexts, login, post, teacher } from './exam-paper-helpers';

const browser = useBrowser();

describe('exam paper (试题篮 → editor → Word)', () => {
  it('fills the basket in the bank and makes a paper of it, in sections', async () => {
    const page = await browser.newPage();
    await login(page, await teacher());
    await page.goto(`${baseUrl}/question-bank-jp/index`);
    await page.getByText(/共 \d+ 道试题/).waitFor();
    for (const n of [1, 2, 3, 4]) {
      await page.getByRole('button', { name: `加入试题篮：第 ${n} 题` }).click();
    }
    await page.getByRole('button', { name: '移出试题篮：第 4 题' }).click();
    const basket = page.getByRole('complementary', { name: '试题篮' });
    await basket.getByText('试题篮 3 道').waitFor();
    // The basket survives a reload (kept per teacher in local storage).
    await page.reload();
    await page.getByText(/共 \d+ 道试题/).waitFor();
    await basket.getByText('试题篮 3 道').waitFor({ timeout: 8000 });
    expect(
      await page.getByRole('button', { name: '移出试题篮：第 1 题' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await basket.getByRole('link', { name: '生成试卷' }).click();

    await page.getByRole('heading', { name: '用试题篮生成试卷' }).waitFor();
    await page.getByLabel('试卷标题').fill('七年级数学周测');
    await page.getByRole('button', { name: '生成试卷' }).click();
    await page.waitForURL(/\/exam-paper\/edit\/\d+$/);
    await page.getByRole('heading', { name: '七年级数学周测' }).waitFor();
    expect(await page.getByTestId('paper-item').count()).toBe(3);
    expect(await page.locator('[data-testid="paper-item"] .katex').count()).toBeGreaterThan(2);
    const headings = await page.locator('section h2').allTextContents();
    expect(headings.some((h) => /^一、.+（本大题共\d+小题，/.test(h))).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('edits a paper from the keyboard, sets scores, downloads A3 Word and lists it', async () => {
    const page = await browser.newPage();
    const token = await teacher();
    const bank = await post(token, '/v2/aitalk/question/infos', {
      period: 2,
      type: 'single',
      pageSize: 3,
    });
    const questionIds = (bank.data.list as { questionId: number }[]).map((q) => q.questionId);
    const created = await post(token, '/v2/aitalk/paper/save', {
      title: '七年级数学周测',
      questionIds,
    });
    expect(created.code).toBe(200);
    await login(page, token);
    await page.goto(`${baseUrl}/exam-paper/edit/${String(created.data.paperId)}`);
    await page.getByRole('heading', { name: '七年级数学周测' }).waitFor({ timeout: 10_000 });

    // Reorder from the keyboard: 下移 the first question of its section.
    const before = await itemTexts(page);
    {
      await page.getByRole('button', { name: '下移第 1 题' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (first) =>
          document
            .querySelector('[data-testid="paper-item"]')
            ?.textContent?.replace(/^(?:⋮⋮)?\d+\./, '') !== first,
        before[0],
        { timeout: 8000 },
      );
      const after = await itemTexts(page);
      expect(after[1]).toBe(before[0]);
    }

    // Edit the first question's stem in place; a formula typesets, the bank is untouched.
    {
      await page.getByRole('button', { name: '编辑第 1 题' }).click();
      const form = page.getByRole('form', { name: '编辑第 1 题' });
      await form.getByLabel(/题干/).fill('改写的题干：$\\frac{a}{b}$ 等于多少？');
      await form.getByRole('button', { name: '保存修改' }).click();
      await page
        .getByTestId('paper-item')
        .first()
        .getByText('改写的题干：')
        .waitFor({ timeout: 8000 });
      expect(
        await page.getByTestId('paper-item').first().locator('.katex').count(),
      ).toBeGreaterThan(0);
      const again = await post(token, '/v2/aitalk/question/infos', {
        period: 2,
        type: 'single',
        pageSize: 3,
      });
      expect(JSON.stringify(again.data)).not.toContain('改写的题干');
    }

    // A score per question, then per section; the summary follows.
    const score = page.getByLabel('第 1 题分值');
    await score.fill('7');
    await score.press('Enter');
    await page
      .getByRole('heading', { name: '一、选择题（本大题共3小题，共13分）' })
      .waitFor({ timeout: 8000 });
    await page.getByTestId('paper-summary').getByText('满分 13 分').waitFor({ timeout: 8000 });
    await page.getByLabel('选择题每小题分值').fill('4');
    await page.getByRole('button', { name: '统一设置' }).click();
    await page
      .getByRole('heading', { name: '一、选择题（本大题共3小题，每小题4分，共12分）' })
      .waitFor({ timeout: 8000 });

    // The 双向细目表 as a target: one cell asks for more than the paper has; saved, it shows
    // 目标 / 实际 and the miss, and survives a reload.
    {
      await page.locator('summary', { hasText: '双向细目表' }).click();
      await page.getByRole('columnheader', { name: '掌握' }).waitFor();
      await page.getByRole('button', { name: '设为目标并编辑' }).click();
      await page
        .getByRole('spinbutton', { name: /单选题 目标题数$/ })
        .first()
        .fill('9');
      await page.getByRole('spinbutton', { name: '运用 目标分值' }).fill('5');
      await page.getByRole('button', { name: '保存目标' }).click();
      await page.getByText('有 2 项未达到目标').waitFor({ timeout: 8000 });
      await page.getByText(/^目标 9 题 36 分 \/ 实际 \d+ 分$/).waitFor();
      await page.reload();
      await page.getByText('有 2 项未达到目标').waitFor({ timeout: 10_000 });
      await page.locator('summary', { hasText: '双向细目表' }).click();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-editor-1440.png') });

    // Word in A3 with answers: a .docx (a zip) of some size.
    await page.getByLabel('A3 横版（两栏，密封线）').check();
    await page.getByLabel('卷末附答案与解析').check();
    await page.getByLabel('卷末附双向细目表').check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 8000 }),
      page.getByRole('button', { name: '下载 Word' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('七年级数学周测（A3，含答案，含细目表）.docx');
    const file = join(tmpdir(), `exam-paper-${Date.now()}.docx`);
    await download.saveAs(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.length).toBeGreaterThan(8000);
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
    expect(xml).toContain('>双向细目表<');
    expect(xml.match(/<w:sectPr/g)).toHaveLength(2);

    const [sheet] = await Promise.all([
      page.waitForEvent('download', { timeout: 8000 }),
      page.getByRole('button', { name: '下载答题卡' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('七年级数学周测（答题卡）.docx');

    // The list shows it; removing a question updates the count.
    await page.getByRole('button', { name: '删除第 3 题' }).click();
    await page.getByTestId('paper-summary').getByText('共 2 题').waitFor({ timeout: 8000 });
    await page.getByRole('link', { name: '← 我的试卷' }).click();
    await page.getByRole('link', { name: '七年级数学周测' }).waitFor({ timeout: 8000 });
    expect(pathOf(page)).toBe('/exam-paper/index');
    await page.getByRole('button', { name: '生成B卷：七年级数学周测' }).click();
    await page.getByRole('link', { name: '七年级数学周测（B卷）' }).waitFor({ timeout: 8000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('shares a paper to the school: a colleague sees it read-only and copies it', async () => {
    const ownerToken = await teacher();
    const bank = await post(ownerToken, '/v2/aitalk/question/infos', { period: 2, pageSize: 2 });
    const questionIds = (bank.data.list as { questionId: number }[]).map((q) => q.questionId);
    const title = `共享周测${String(Date.now()).slice(-6)}`;
    const created = await post(ownerToken, '/v2/aitalk/paper/save', { title, questionIds });
    const paperId = String(created.data.paperId);
    const owner = await browser.newPage();
    await login(owner, ownerToken);
    await owner.goto(`${baseUrl}/exam-paper/edit/${paperId}`);
    const share = owner.getByRole('button', { name: '共享到学校' });
    await share.click();
    await owner
      .getByRole('button', { name: '已共享到学校（点击取消共享）' })
      .waitFor({ timeout: 8000 });

    const colleague = await browser.newPage();
    await login(colleague, await teacher());
    await colleague.goto(`${baseUrl}/exam-paper/index`);
    const section = colleague.getByRole('region', { name: '学校共享的试卷' });
    await section.getByRole('link', { name: title }).waitFor({ timeout: 10_000 });
    expect(await seriousViolations(colleague)).toEqual([]);
    await section.getByRole('link', { name: title }).click();
    await colleague.getByRole('note').waitFor({ timeout: 8000 });
    expect(await colleague.getByRole('button', { name: /^删除第/ }).count()).toBe(0);
    expect(await colleague.getByRole('button', { name: '共享到学校' }).count()).toBe(0);
    await colleague.goto(`${baseUrl}/exam-paper/index`);
    await section.getByRole('button', { name: `复制到我的试卷：${title}` }).click();
    await colleague
      .getByRole('region', { name: '试卷列表' })
      .getByRole('link', { name: `${title}（副本）` })
      .waitFor({ timeout: 8000 });
    expect(browser.errors).toEqual([]);
  });

  it("shows the demo teacher's sample paper on a phone, accessible, and swaps a question", async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, true);
    const login0 = await fetch(`${baseUrl}/passport/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'aita-demo-2026' }),
    });
    const token = ((await login0.json()) as { data: { token: string } }).data.token;
    const list = await post(token, '/v2/aitalk/paper/info', {});
    const paperId = (list.data.list as { paperId: number }[])[0]?.paperId;
    await login(page, token);
    await page.goto(`${baseUrl}/exam-paper/edit/${paperId}`);
    await page
      .getByRole('heading', { name: '2026 学年第一学期九年级数学期中测试卷' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('paper-item').count()).toBe(24);
    await page
      .getByRole('heading', { name: '一、选择题（本大题共10小题，每小题3分，共30分）' })
      .waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-editor-390.png') });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const first = (await itemTexts(page))[6];
    // 第 7 题 (一次函数与二次函数 unit) has a sibling-point 单选 left in the bank.
    await page.getByRole('button', { name: '换一题：第 7 题' }).click();
    await page.waitForFunction(
      (text) =>
        document
          .querySelectorAll('[data-testid="paper-item"]')[6]
          ?.textContent?.replace(/^(?:⋮⋮)?\d+\./, '') !== text,
      first,
      { timeout: 10_000 },
    );
    expect(await page.getByTestId('paper-item').count()).toBe(24);
    await page.goto(`${baseUrl}/exam-paper/index`);
    await page.getByRole('form', { name: '智能组卷' }).waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-list-390.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  });

  it("assembles from textbook chapters: only the chosen units' knowledge points", async () => {
    const page = await browser.newPage();
    const token = await teacher();
    await login(page, token);
    await page.goto(`${baseUrl}/exam-paper/index`);
    const form = page.getByRole('form', { name: '智能组卷' });
    await form.waitFor({ timeout: 10_000 });
    // The paper list above the form has settled (a new teacher's empty state) and the knowledge
    // tree has arrived: until then the form moves down when they land, and a click aimed at
    // 按教材章节 just before a move hit the page beside it (the radio did not change).
    await page.getByRole('region', { name: '试卷列表' }).getByText('还没有试卷').waitFor();
    await form
      .getByRole('group', { name: /知识范围/ })
      .getByRole('checkbox')
      .first()
      .waitFor({ timeout: 10_000 });
    await form.getByRole('radio', { name: '按教材章节' }).check();
    await form.getByRole('combobox', { name: '教材版本' }).selectOption({ label: '人教版' });
    await form.getByRole('combobox', { name: '年级/册' }).selectOption({ label: '九年级上册' });
    await form.getByRole('checkbox', { name: '第二十一章 一元二次方程', exact: true }).check();
    await form.getByRole('checkbox', { name: '第二十二章 二次函数', exact: true }).check();
    await form.getByText('已选 5 课，涉及 2 个知识点').waitFor();
    await form.getByRole('spinbutton', { name: '单选题题数' }).fill('2');
    await form.getByRole('spinbutton', { name: '填空题题数' }).fill('0');
    await form.getByRole('spinbutton', { name: '解答题题数' }).fill('1');
    expect(await seriousViolations(page)).toEqual([]);
    await form.screenshot({ path: join(tmpdir(), 'exam-paper-chapters-1440.png') });
    await form.getByRole('button', { name: '开始组卷' }).click();
    await page.waitForURL(/\/exam-paper\/edit\/\d+/, { timeout: 20_000 });
    await page.getByTestId('paper-item').first().waitFor({ timeout: 10_000 });
    const paperId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
    const paper = await post(token, '/v2/aitalk/paper/info', { paperId });
    const points = (
      paper.data.sections as { items: { knowledgePoints: { id: string }[] }[] }[]
    ).flatMap((x) => x.items.map((i) => i.knowledgePoints.map((k) => k.id)));
    expect(points.length).toBeGreaterThan(0);
    for (const ids of points)
      expect(
        ids.some((id) => id.startsWith('jm.num.eq.quad') || id.startsWith('jm.num.func.quad')),
      ).toBe(true);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('says where the bank fell short and links to 智能出题 with 学段, 学科 and the points filled in', async () => {
    const page = await browser.newPage();
    await login(page, await teacher());
    await page.goto(`${baseUrl}/exam-paper/index`);
    const form = page.getByRole('form', { name: '智能组卷' });
    await form.waitFor({ timeout: 10_000 });
    // The list above the form has settled, so the form no longer moves (see the test above).
    await page.getByRole('region', { name: '试卷列表' }).getByText('还没有试卷').waitFor();
    const unit = form
      .getByRole('group', { name: /知识范围/ })
      .getByRole('checkbox')
      .first();
    await unit.waitFor({ timeout: 10_000 });
    const unitName = (await unit.locator('xpath=..').textContent())?.trim() ?? '';
    await unit.check();
    // Far more 解答题 than one unit of the seeded bank holds.
    await form.getByRole('spinbutton', { name: '解答题题数' }).fill('40');
    await form.getByRole('button', { name: '开始组卷' }).click();
    const notes = page.getByRole('list', { name: '组卷说明' });
    await notes.waitFor({ timeout: 20_000 });
    expect(await notes.textContent()).toMatch(/解答题只有 \d+ 道，少于要求的 40 道/);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-notes-1440.png') });
    await notes.getByRole('link', { name: /用 AI 出题补足/ }).click();
    await page.waitForURL(/\/question-bank-ai\/index\?/, { timeout: 10_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('period')).toBe('2');
    expect(url.searchParams.get('subject')).toBe('2');
    // The unit picked for the paper is picked in the 出题 form.
    const picked = page.getByRole('list', { name: '已选知识点' });
    await picked.getByRole('button').first().waitFor({ timeout: 10_000 });
    // Its name in the list is the tree path, ending with the unit (once the tree has loaded).
    const literal = unitName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await picked
      .getByRole('button', { name: new RegExp(`^取消知识点：.*${literal}$`) })
      .waitFor({ timeout: 10_000 });
    expect(await picked.getByRole('button').count()).toBe(1);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-generate-1440.png') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('prints the demo paper from the browser: A3 in two columns with the 密封线, formulas by KaTeX', async () => {
    const page = await browser.newPage();
    const res = await fetch(`${baseUrl}/passport/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'aita-demo-2026' }),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const list = await post(token, '/v2/aitalk/paper/info', {});
    const paperId = (list.data.list as { paperId: number }[])[0]?.paperId;
    await login(page, token);
    await page.goto(`${baseUrl}/exam-paper/print/${paperId}?layout=A3`);
    const paper = page.getByTestId('print-paper');
    await paper.waitFor({ timeout: 10_000 });
    expect(await paper.locator('.katex').count()).toBeGreaterThan(60);
    expect(
      await paper.locator('.ep-print-body').evaluate((e) => getComputedStyle(e).columnCount),
    ).toBe('2');
    expect(await paper.getByText(/学校：_+ 班级：/).count()).toBe(1);
    await paper.getByRole('cell', { name: '总分' }).waitFor({ timeout: 5000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-print-1440.png') });
    // In print only the paper shows, on A3 landscape pages.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: '打印 / 另存为PDF' }).isVisible()).toBe(false);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    // The 密封线 is on every printed page, not only beside the first.
    const file = join(tmpdir(), `exam-paper-a3-${String(Date.now())}.pdf`);
    await writeFile(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const perPage = text.split('\f').filter((t) => t.trim() !== '');
    expect(perPage).toHaveLength(pages);
    // The strip is written bottom-to-top, so the extracted text may run backwards.
    for (const pageText of perPage) {
      expect(pageText.replace(/\s+/g, '')).toMatch(/密封线|线封密/);
    }
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
