import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { examPaper } from '@aita/contract';
import type { ExamPaperData } from '@aita/core';
import { splitMath } from '@aita/docgen';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_PHONE, postAs, tokenFor } from '../../test/identity';
import { paperDocx } from './document';

const run = promisify(execFile);
/** Where the rendered first page is kept for a person to look at (git-ignored). */
const ARTIFACTS = resolve(import.meta.dirname, '../../../test-results/exam-paper');

let ctx: TestContext;
let demo: string;
let paper: ExamPaperData;

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  demo = await tokenFor(ctx.app, row?.id ?? 0);
  const list = (await postAs(ctx.app, demo, examPaper.info.path, {})).json();
  const paperId = list.data.list[0].paperId;
  // The sample paper (24 questions) and one 判断题: 25 questions.
  const [judge] = await ctx.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.seedKey, 'jm-018'));
  const added = await postAs(ctx.app, demo, examPaper.question.path, {
    paperId,
    action: 'add',
    questionIds: [judge?.id],
  });
  paper = added.json().data;
});
afterAll(() => ctx?.close());

const word = async (body: Record<string, unknown>, url: string = examPaper.word.path) => {
  const res = await postAs(ctx.app, demo, url, { paperId: paper.paperId, ...body });
  expect(res.headers['content-type']).toContain('wordprocessingml');
  return new Uint8Array(res.rawPayload);
};
const parts = (bytes: Uint8Array) =>
  new Map(
    Object.entries(unzipSync(bytes))
      .filter(([name]) => name.endsWith('.xml'))
      .map(([name, data]) => [name, strFromU8(data)]),
  );
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const formulas = (texts: string[]) =>
  texts.flatMap((t) => splitMath(t)).filter((s) => s.kind !== 'text').length;

describe(paperDocx, () => {
  it('writes one native equation per formula of a 25-question paper', async () => {
    const items = paper.sections.flatMap((s) => s.items);
    expect(items).toHaveLength(25);
    const expected = formulas(items.flatMap((i) => [i.stem, ...i.options]));
    expect(expected).toBeGreaterThanOrEqual(60);
    const body = parts(await word({ layout: 'A4' })).get('word/document.xml') ?? '';
    expect(count(body, /<m:oMath>/g)).toBe(expected);
    // A4: one column, no 密封线; the header block and the score table.
    expect(body).not.toMatch(/<w:cols [^>]*w:num="2"/);
    expect(body).toContain('考试时间：120分钟');
    expect(body).toContain('满分：122分');
    for (const cell of ['题号', '一', '四', '总分', '得分']) expect(body).toContain(`>${cell}<`);
    expect(body).toContain('一、选择题（本大题共10小题，每小题3分，共30分）');
    expect(body).toContain('二、判断题（本大题共1小题，每小题2分，共2分）');
  });

  it('lays A3 and B4 out in two columns with the 密封线 box, and adds the answers on request', async () => {
    for (const layout of ['A3', 'B4']) {
      const xml = parts(await word({ layout, withAnswers: true }));
      const body = xml.get('word/document.xml') ?? '';
      expect(body).toMatch(/<w:cols [^>]*w:num="2"/);
      expect(body).toMatch(/w:orient="landscape"/);
      const header = [...xml.entries()].find(([n]) => n.startsWith('word/header'))?.[1] ?? '';
      for (const field of ['学校', '班级', '姓名', '考号']) expect(header).toContain(field);
      expect(header).toContain('vert270');
      expect(body).toContain('答案与解析');
      const items = paper.sections.flatMap((s) => s.items);
      const all = formulas(items.flatMap((i) => [i.stem, ...i.options, ...i.answer, i.analysis]));
      expect(count(body, /<m:oMath>/g)).toBe(all);
    }
    const answers = parts(await word({ kind: 'answers' }, examPaper.file.path));
    const answerBody = answers.get('word/document.xml') ?? '';
    expect(answerBody).toContain('【解析】');
    // The 双向细目表: a row per knowledge point, the totals row adds to the paper's score.
    expect(answerBody).toContain('>双向细目表<');
    expect(answerBody).toContain('>122分<');
  });

  it('ends the paper with the 双向细目表 on an A4 landscape section of its own on request', async () => {
    const plain = parts(await word({ layout: 'B4', withAnswers: true })).get('word/document.xml');
    expect(plain).not.toContain('>双向细目表<');
    const res = await postAs(ctx.app, demo, examPaper.word.path, {
      paperId: paper.paperId,
      layout: 'B4',
      withAnswers: true,
      withBlueprint: true,
    });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '（B4，含答案，含细目表）.docx',
    );
    const body = parts(new Uint8Array(res.rawPayload)).get('word/document.xml') ?? '';
    const sects = [...body.matchAll(/<w:sectPr.*?<\/w:sectPr>/g)].map((m) => m[0]);
    expect(sects).toHaveLength(2);
    // The paper: B4 landscape in two columns; the table after it: A4 landscape, one column, 9 pt.
    expect(sects[0]).toMatch(/w:orient="landscape"/);
    expect(sects[0]).toMatch(/<w:cols [^>]*w:num="2"/);
    expect(sects[1]).toMatch(/<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/);
    expect(sects[1]).not.toMatch(/w:num="2"/);
    const tail = body.slice(body.indexOf(sects[0] ?? ''));
    expect(body.indexOf('答案与解析')).toBeLessThan(body.indexOf('>双向细目表<'));
    for (const cell of ['知识点', '题型', '认知层次', '单选题', '解答题', '掌握', '合计', '占比'])
      expect(tail).toContain(`>${cell}<`);
    expect(tail).toContain('>122分<');
    expect(tail).toContain('>100%<');
    expect(tail).toContain('<w:sz w:val="18"/>');

    const refused = await postAs(ctx.app, demo, examPaper.word.path, {
      paperId: paper.paperId,
      withBlueprint: 'yes',
    });
    expect(refused.json().code).toBe(40001);
    expect(refused.json().msg).toBe('参数错误：withBlueprint 应为布尔值');
  });

  it('writes the 答题卡: bubbles, blank boxes and 解答 areas sized by score', async () => {
    const xml = parts(await word({ kind: 'answerSheet' }, examPaper.file.path));
    const body = xml.get('word/document.xml') ?? '';
    expect(body).toContain('>1 [A] [B] [C] [D]<');
    expect(body).toContain('>11 [√] [×]<');
    for (const field of ['学校', '班级', '姓名', '考号']) expect(body).toContain(`>${field}<`);
    // 解答题 of 8 and 14 points: 48 mm and 84 mm at least.
    const heights = [...body.matchAll(/<w:trHeight w:val="(\d+)" w:hRule="atLeast"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(heights).toContain(Math.round(48 * (1440 / 25.4)));
    expect(heights).toContain(Math.round(84 * (1440 / 25.4)));
    expect(count(body, /<m:oMath>/g)).toBe(0);
  });

  it('converts with LibreOffice to a PDF whose first page is kept as a PNG', async () => {
    const office = ['soffice', 'pdftoppm', 'pdftotext'].every((c) =>
      (process.env.PATH ?? '').split(':').some((d) => existsSync(join(d, c))),
    );
    if (!office && process.env.CI === 'true') throw new Error('CI=true 但未找到 soffice/pdftoppm');
    if (!office) return;
    const dir = join(tmpdir(), `paper-${randomUUID()}`);
    const profile = join(tmpdir(), `lo-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    await mkdir(ARTIFACTS, { recursive: true });
    const toPng = async (name: string, bytes: Uint8Array) => {
      await writeFile(join(dir, `${name}.docx`), bytes);
      await run(
        'soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, `${name}.docx`),
        ],
        { timeout: 100_000 },
      );
      const pdf = join(dir, `${name}.pdf`);
      const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-'], {
        maxBuffer: 1 << 24,
      });
      const png = join(ARTIFACTS, `${name}-page1`);
      await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
      const image = await readFile(`${png}.png`);
      expect(image.subarray(1, 4).toString()).toBe('PNG');
      expect((await stat(`${png}.png`)).size).toBeGreaterThan(20_000);
      return text;
    };
    try {
      const text = await toPng('paper-a3', await word({ layout: 'A3', withAnswers: true }));
      expect(text).toContain('九年级数学期中测试卷');
      expect(text).toMatch(/第 1 页 共 \d+ 页/);
      expect(text).toContain('答案与解析');
      const sheet = await toPng(
        'answer-sheet',
        await word({ kind: 'answerSheet' }, examPaper.file.path),
      );
      expect(sheet).toContain('答题卡');
      // B4 with the 双向细目表: the table's pages close the file, A4 landscape, no 密封线.
      const name = 'paper-b4-blueprint';
      await toPng(name, await word({ layout: 'B4', withBlueprint: true }));
      const pdf = join(dir, `${name}.pdf`);
      const { stdout: info } = await run('pdfinfo', [pdf]);
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      const page = async (n: number) => {
        const range = ['-f', `${n}`, '-l', `${n}`];
        const { stdout: text } = await run('pdftotext', ['-layout', ...range, pdf, '-']);
        const { stdout: size } = await run('pdfinfo', [...range, pdf]);
        return { text, size };
      };
      let first = pages;
      while (first > 1 && !(await page(first)).text.includes('双向细目表')) first -= 1;
      expect(first).toBeGreaterThan(1);
      let table = '';
      for (let n = first; n <= pages; n += 1) {
        const { text, size } = await page(n);
        expect(size).toMatch(/size:\s+841\.\d+ x 595\.\d+ pts \(A4\)/);
        expect(text).not.toContain('密封线');
        table += text;
      }
      expect((await page(first - 1)).size).toMatch(/size:\s+1031\.\d+ x 728\.\d+ pts/);
      for (const word of ['知识点', '认知层次', '合计', '占比', '122 分', '100%'])
        expect(table).toContain(word);
      // One line per cell at 9 pt: a cell's 题数（分值） is never split.
      expect(table).toMatch(/10（30 分）\s+1（2 分）\s+8（24 分）\s+6（66 分）/);
      const png = join(ARTIFACTS, `${name}-table`);
      await run('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        `${first}`,
        '-l',
        `${first}`,
        '-singlefile',
        pdf,
        png,
      ]);
      expect((await stat(`${png}.png`)).size).toBeGreaterThan(10_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(profile, { recursive: true, force: true });
    }
  });
});
