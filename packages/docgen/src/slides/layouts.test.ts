import { describe, expect, it } from 'vitest';
import { sampleFigurePng } from '../samples';
import { convertToPdf, count, officeAvailable, pdfWordBoxes, unzipText } from '../test/office';
import type { SlideDeck } from './model';
import { renderPptx } from './render';

const logo = {
  data: sampleFigurePng(),
  format: 'png' as const,
  widthPx: 160,
  heightPx: 120,
  alt: '校徽',
};

/** A deck with the courseware layouts: concept with a diagram space, a worked example, badges, a logo. */
function coursewareDeck(ornament: 'band' | 'dots' | 'seal' | 'rule'): SlideDeck {
  return {
    title: '勾股定理',
    logo,
    theme: {
      fonts: { heading: '黑体', body: '宋体' },
      colors: {
        soft: 'E7F5FF',
        coverBackground: '1864AB',
        coverTitle: 'FFFFFF',
        coverText: 'D0EBFF',
      },
      ornament,
    },
    slides: [
      { type: 'title', title: '勾股定理', subtitle: '人教版 · 初中数学 · 新授课 · 第一课时' },
      {
        type: 'concept',
        title: '新知探究',
        tag: '新授',
        placeholder: '示意图：在此插入图片',
        bullets: Array.from(
          { length: 14 },
          (_, i) => `直角三角形两直角边的平方和等于斜边的平方（第 ${i + 1} 条说明文字）`,
        ),
      },
      {
        type: 'steps',
        title: '例题精讲',
        tag: '例题',
        problem: ['在 Rt△ABC 中，∠C = 90°，a = 3，b = 4，求斜边 c 的长。'],
        steps: Array.from(
          { length: 12 },
          (_, i) => `第 ${i + 1} 步：由勾股定理 a² + b² = c²，代入已知条件并化简计算`,
        ),
      },
      { type: 'bullets', title: '课堂练习', tag: '练习', bullets: ['已知直角边 6 和 8，求斜边。'] },
      { type: 'bullets', title: '课堂练习 · 参考答案', tag: '答案', bullets: ['10'] },
    ],
  };
}

describe('courseware layouts of renderPptx', () => {
  it('splits long concept and step slides, keeps the diagram frame, numbers steps on, draws badges and the logo', async () => {
    const { bytes, warnings } = await renderPptx(coursewareDeck('band'));
    expect(warnings).toEqual([]);
    const parts = unzipText(bytes);
    const slides = [...parts.keys()].filter((k) => /^ppt\/slides\/slide\d+\.xml$/.test(k)).sort();
    const xml = slides.map((k) => parts.get(k) ?? '');
    const all = xml.join('');
    expect(all).toContain('新知探究（续）');
    expect(all).toContain('例题精讲（续）');
    expect(count(all, /示意图：在此插入图片/)).toBe(count(all, /新知探究/));
    // The continuation of the steps starts numbering where the first slide stopped.
    expect(all).toMatch(/<a:buAutoNum type="arabicPeriod" startAt="\d+"/);
    // One logo per slide (the cover's included).
    expect(count(all, /<p:pic>/)).toBe(slides.length);
    expect(all).toContain('<a:ea typeface="宋体"');
    const n = slides.length;

    if (officeAvailable()) {
      const { pdf } = await convertToPdf(bytes, 'pptx');
      const { pages, words } = await pdfWordBoxes(pdf);
      expect(pages).toHaveLength(n);
      expect(words.length).toBeGreaterThan(50);
      for (const w of words) {
        const page = pages[w.page - 1];
        expect(page).toBeDefined();
        if (!page) continue;
        // Every word lies within its slide.
        expect(w.xMin, w.text).toBeGreaterThanOrEqual(0);
        expect(w.yMin, w.text).toBeGreaterThanOrEqual(0);
        expect(w.xMax, w.text).toBeLessThanOrEqual(page.width);
        expect(w.yMax, w.text).toBeLessThanOrEqual(page.height);
      }
    }
  });

  it('draws each ornament without breaking the deck', async () => {
    for (const ornament of ['dots', 'seal', 'rule'] as const) {
      const { bytes } = await renderPptx(coursewareDeck(ornament));
      const xml = unzipText(bytes).get('ppt/slides/slide2.xml') ?? '';
      expect(xml).toContain('新知探究');
      if (ornament === 'dots') expect(xml).toContain('prst="ellipse"');
    }
  });
});
