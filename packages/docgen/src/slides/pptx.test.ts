import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../samples';
import { convertToPdf, count, officeAvailable, unzipText } from '../test/office';
import { fitFontSize, splitToFit, textHeightIn } from './fit';
import { SLIDE_BOXES, SLIDE_FONT_PT } from './frame';
import { renderPptx } from './render';

describe(renderPptx, () => {
  it('writes a 16:9 deck with fitted text, continuation slides, notes and the East Asian font on every run', async () => {
    const { bytes, warnings } = await renderPptx(sampleDeck());
    const parts = unzipText(bytes);
    const slides = [...parts.keys()].filter((k) => /^ppt\/slides\/slide\d+\.xml$/.test(k));
    // 6 slides asked for; the 14 two-line steps need three slides at 20 pt or more, the 17-row table two.
    expect(slides).toHaveLength(9);
    expect(warnings).toEqual([]);
    expect(parts.get('ppt/presentation.xml')).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
    const all = slides.map((k) => parts.get(k) ?? '').join('');
    expect(all).toContain('探究活动（续）');
    expect(all).toContain('常见勾股数（续）');
    // Every run that sets a Latin font sets the same East Asian one.
    expect(count(all, /<a:ea typeface="微软雅黑"/)).toBe(
      count(all, /<a:latin typeface="微软雅黑"/),
    );
    expect(count(all, /<a:ea typeface="微软雅黑"/)).toBeGreaterThan(20);
    const notes = [...parts.entries()].filter(([k]) =>
      /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(k),
    );
    expect(notes.map(([, xml]) => xml).join('')).toContain('强调目标二是本课重点');
    expect(count(all, /<p:pic>/)).toBe(1);

    if (officeAvailable()) {
      const { pdf, text } = await convertToPdf(bytes, 'pptx');
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(count(new TextDecoder('latin1').decode(pdf), /\/Type\s*\/Page[^s]/)).toBe(9);
      expect(text).toContain('勾股定理（第一课时）');
      expect(text).toContain('第 14 步');
    }
  });

  it('takes a theme: its colours and fonts replace the defaults', async () => {
    const { bytes } = await renderPptx({
      title: 't',
      theme: { fonts: { heading: '黑体', body: '宋体' }, colors: { title: 'C00000' } },
      slides: [{ type: 'bullets', title: '标题', bullets: ['要点'] }],
    });
    const slide = unzipText(bytes).get('ppt/slides/slide1.xml') ?? '';
    expect(slide).toContain('<a:ea typeface="黑体"');
    expect(slide).toContain('<a:ea typeface="宋体"');
    expect(slide).toContain('C00000');
  });
});

describe(fitFontSize, () => {
  it('shrinks long text and gives up below the minimum', () => {
    const box = SLIDE_BOXES.body;
    const short = [{ text: '一句话', level: 1 as const }];
    expect(fitFontSize(short, box, 28, 20)).toBe(28);
    const many = Array.from({ length: 9 }, () => ({ text: '一'.repeat(30), level: 1 as const }));
    const pt = fitFontSize(many, box, 28, 20);
    expect(pt).not.toBeNull();
    expect(pt).toBeLessThan(28);
    expect(textHeightIn(many, box.w, pt ?? 0)).toBeLessThanOrEqual(box.h);
    const tooMany = Array.from({ length: 30 }, () => ({
      text: '一'.repeat(30),
      level: 1 as const,
    }));
    expect(fitFontSize(tooMany, box, 28, 20)).toBeNull();
    const chunks = splitToFit(tooMany, box, SLIDE_FONT_PT.body.min);
    expect(chunks.flat()).toHaveLength(30);
    for (const c of chunks)
      expect(textHeightIn(c, box.w, SLIDE_FONT_PT.body.min)).toBeLessThanOrEqual(box.h);
  });
});
