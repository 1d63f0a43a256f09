import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import {
  outlineFromStructure,
  slidesFromOutline,
  type CoursewareData,
  type CoursewareForm,
} from '@aita/core';
import { renderPptx } from '@aita/docgen';
import { sampleFigurePng } from '@aita/docgen/samples';
import { describe, expect, it } from 'vitest';
import { coursewareDeck } from './deck';

const run = promisify(execFile);
const onPath = (cmd: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, cmd)));

/** LibreOffice and poppler are required in CI; elsewhere the conversion is skipped with the rest checked. */
function officeAvailable(): boolean {
  const ok = onPath('soffice') && onPath('pdftotext');
  if (!ok && process.env.CI === 'true') throw new Error('CI=true 但未找到 soffice 或 pdftotext');
  return ok;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Converts the .pptx to PDF and reads every page's size and every word's box (`pdftotext -bbox`). */
async function pdfWords(pptx: Uint8Array) {
  const dir = await mkdtemp(join(tmpdir(), 'courseware-pdf-'));
  try {
    await writeFile(join(dir, 'deck.pptx'), pptx);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        join(dir, 'deck.pptx'),
      ],
      { timeout: 120_000 },
    );
    const pdf = await readFile(join(dir, 'deck.pdf'));
    const { stdout } = await run('pdftotext', ['-bbox', join(dir, 'deck.pdf'), '-'], {
      maxBuffer: 64 << 20,
    });
    const pages: { width: number; height: number }[] = [];
    const words: { page: number; text: string; box: number[] }[] = [];
    const tag =
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
    for (const m of stdout.matchAll(tag)) {
      if (m[1] !== undefined) pages.push({ width: Number(m[1]), height: Number(m[2]) });
      else
        words.push({
          page: pages.length,
          text: (m[7] ?? '').replace(
            /&(lt|gt|amp|quot|apos);/g,
            (_e, n: string) => ENTITIES[n] ?? '',
          ),
          box: [3, 4, 5, 6].map((i) => Number(m[i])),
        });
    }
    if (process.env.COURSEWARE_PDF_OUT) await writeFile(process.env.COURSEWARE_PDF_OUT, pdf);
    return { pdf, pages, words };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const form: CoursewareForm = {
  period: '小学',
  subject: '数学',
  textbookVersion: '人教版',
  topic: '分数的初步认识：几分之一与几分之几的比较和简单计算',
  lessonNo: 2,
  lessonType: 'new',
  themeId: 'lively',
};

/** A teacher's outline with one long 新授 section, so the writer must split it. */
function courseware(themeId: string): CoursewareData {
  const base = outlineFromStructure({ ...form, themeId });
  const long = Array.from(
    { length: 12 },
    (_, i) =>
      `把一个整体平均分成若干份，表示其中的一份或几份的数叫作分数（说明 ${i + 1}），例如 $\\frac{${i + 1}}{12}$`,
  );
  const outline = {
    ...base,
    sections: base.sections.map((s) => ({
      ...s,
      points:
        s.kind === 'concept'
          ? long
          : s.kind === 'example'
            ? ['比较 $\\frac{1}{2}$ 和 $\\frac{1}{4}$ 的大小。']
            : [
                `${s.title}的第一条要点`,
                `${s.title}的第二条要点，稍微写得长一些，看看换行后是否仍在框内`,
              ],
      answer:
        s.kind === 'example'
          ? [
              '把同样大的两张纸分别平均分成 2 份和 4 份',
              '涂色表示 $\\frac{1}{2}$ 和 $\\frac{1}{4}$',
              '所以 $\\frac{1}{2}>\\frac{1}{4}$',
            ]
          : s.kind === 'exercise'
            ? ['答案一', '答案二']
            : [],
    })),
  };
  return {
    coursewareId: 1,
    form: { ...form, themeId },
    outline,
    slides: slidesFromOutline(outline),
    outlineSource: 'structure',
    copyCount: 0,
    updatedAt: new Date(0).toISOString(),
  };
}

describe(coursewareDeck, () => {
  it('outline → slides → .pptx that LibreOffice prints on the right number of pages, no word outside its slide', async () => {
    const logo = { data: sampleFigurePng(), format: 'png' as const, widthPx: 160, heightPx: 120 };
    for (const themeId of ['lively', 'academic']) {
      const cw = courseware(themeId);
      const { bytes, warnings } = await renderPptx(
        coursewareDeck(cw, themeId === 'lively' ? logo : undefined),
      );
      expect(warnings).toEqual([]);
      // 9 slides of the outline (an answer slide after the exercise) + 1 continuation of the long 新授.
      const expected = cw.slides.length + 1;
      expect(cw.slides).toHaveLength(9);
      if (!officeAvailable()) continue;
      const { pages, words } = await pdfWords(bytes);
      expect(pages).toHaveLength(expected);
      const text = words.map((w) => w.text).join('');
      expect(text).toContain('答案一');
      expect(text).toContain('1/2>1/4');
      for (const w of words) {
        const page = pages[w.page - 1];
        const [x0 = -1, y0 = -1, x1 = Infinity, y1 = Infinity] = w.box;
        expect(page, w.text).toBeDefined();
        expect(x0, w.text).toBeGreaterThanOrEqual(0);
        expect(y0, w.text).toBeGreaterThanOrEqual(0);
        expect(x1, w.text).toBeLessThanOrEqual(page?.width ?? 0);
        expect(y1, w.text).toBeLessThanOrEqual(page?.height ?? 0);
      }
    }
  });
});
