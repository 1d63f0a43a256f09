import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderXlsx } from './sheets/write';
import { renderPptx } from './slides/render';
import { count, unzipText } from './test/office';
import { renderDocx } from './word/document';
import { splitMath } from './word/math-text';

/** Text made of the characters that trip formula handling: dollars, backslashes, braces, scripts, CJK. */
const trickyText = fc
  .array(
    fc.constantFrom(
      '$',
      '$$',
      '\\',
      '{',
      '}',
      '^',
      '_',
      '\\frac',
      '\\ce{',
      'H2O',
      '->',
      'x',
      '2',
      ' ',
      '中',
      '\\$',
      '&',
      '\\\\',
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

describe(renderDocx, () => {
  it('never throws on odd text, and every formula is either an equation or a warning', async () => {
    await fc.assert(
      fc.asyncProperty(trickyText, async (text) => {
        const { bytes, warnings } = await renderDocx({
          sections: [{ blocks: [{ type: 'paragraph', runs: text }] }],
        });
        const body = unzipText(bytes).get('word/document.xml') ?? '';
        const formulas = splitMath(text).filter((s) => s.kind !== 'text').length;
        const failed = warnings.filter((w) => w.kind === 'math' || w.kind === 'chemistry').length;
        expect(count(body, /<m:oMath>/) + failed).toBe(formulas);
      }),
      // A lone line break typesets nothing: it once became an empty <m:oMath/> and no warning.
      { numRuns: 60, examples: [['$\\\\$']] },
    );
  });
});

describe(renderDocx, () => {
  it('writes a valid file from empty input: one blank section, no empty tables, no sizeless pictures', async () => {
    const blank =
      unzipText((await renderDocx({ sections: [] })).bytes).get('word/document.xml') ?? '';
    expect(count(blank, /<w:sectPr/)).toBe(1);
    const { bytes, warnings } = await renderDocx({
      sections: [
        {
          blocks: [
            { type: 'table', rows: [[], []] },
            {
              type: 'image',
              data: Uint8Array.of(0x89, 0x50, 0x4e, 0x47),
              format: 'png',
              widthPx: 0,
              heightPx: 5,
            },
          ],
        },
      ],
    });
    expect(unzipText(bytes).get('word/document.xml')).not.toContain('<w:tbl>');
    expect(warnings.map((w) => w.kind)).toEqual(['image']);
  });
});

describe(renderXlsx, () => {
  it('writes one blank sheet for an empty workbook (Excel refuses none)', async () => {
    expect(unzipText(await renderXlsx({ sheets: [] })).has('xl/worksheets/sheet1.xml')).toBe(true);
  });
});

describe(renderPptx, () => {
  it('never throws on empty or oversized content', async () => {
    const { bytes, warnings } = await renderPptx({
      title: '',
      slides: [
        { type: 'table', title: '', rows: [] },
        { type: 'bullets', title: '', bullets: [] },
        { type: 'bullets', title: '长', bullets: ['字'.repeat(3000)] },
      ],
    });
    const slides = [...unzipText(bytes).keys()].filter((k) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(k),
    );
    expect(slides).toHaveLength(3);
    expect(warnings.map((w) => w.kind)).toEqual(['text-fit']);
  });
});
