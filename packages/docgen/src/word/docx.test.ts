import { describe, expect, it } from 'vitest';
import { samplePaper } from '../samples';
import { convertToPdf, count, officeAvailable, unzipText } from '../test/office';
import { renderDocx } from './document';
import { PAGE_SIZES } from './layout';
import { paperToDocument, renderPaperDocx } from './paper';

describe(renderPaperDocx, () => {
  it('writes an A3 two-column paper with native equations, a 密封线 and Chinese fonts', async () => {
    const { bytes, warnings } = await renderPaperDocx(samplePaper(), {
      size: 'A3',
      seal: true,
      scoreTable: true,
    });
    const parts = unzipText(bytes);
    const body = parts.get('word/document.xml') ?? '';
    // Per question: stem formulas + option formulas; the sixth question's formula cannot convert.
    expect(count(body, /<m:oMath>/)).toBe(1 + 4 + (3 + 4) + 4 + 1 + 3);
    expect(warnings).toEqual([
      expect.objectContaining({ kind: 'math', source: '\\unknowncommand{x}' }),
    ]);
    expect(body).toContain('$\\unknowncommand{x}$');
    expect(count(body, /<w:sectPr/)).toBe(1);
    expect(body).toMatch(/<w:cols [^>]*w:num="2"/);
    expect(body).toMatch(
      new RegExp(
        `<w:pgSz w:w="${PAGE_SIZES.A3.height}" w:h="${PAGE_SIZES.A3.width}" w:orient="landscape"`,
      ),
    );
    // Every text run names its Chinese font; headings 黑体, body 宋体.
    const textRuns = [...body.matchAll(/<w:r>(.*?)<\/w:r>/g)]
      .map((m) => m[1] ?? '')
      .filter((r) => r.includes('<w:t'));
    expect(textRuns.length).toBeGreaterThan(30);
    expect(textRuns.filter((r) => !/w:eastAsia="(宋体|黑体)"/.test(r))).toEqual([]);
    expect(body).toContain('w:eastAsia="黑体"');
    expect(parts.get('word/styles.xml')).toMatch(/<w:lang [^>]*w:eastAsia="zh-CN"/);
    const header = [...parts.entries()].find(([name]) => name.startsWith('word/header'))?.[1] ?? '';
    expect(header).toContain('考号');
    expect(header).toContain('vert270');
    expect(header).toMatch(/prstDash w:val="dash"|prstDash val="dash"/);
    const footer = [...parts.entries()].find(([name]) => name.startsWith('word/footer'))?.[1] ?? '';
    expect(footer).toContain('NUMPAGES');

    // b² under the root is a native superscript of the equation, not text.
    expect(body).toMatch(/<m:rad>.*?<m:sSup>.*?<m:t[^>]*>b<\/m:t>.*?<m:t[^>]*>2<\/m:t>/);
    if (officeAvailable()) {
      const { pdf, text } = await convertToPdf(bytes, 'docx');
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(text).toContain('九年级数学期中测试卷');
      expect(text).toContain('注意事项');
      expect(text).toMatch(/第 1 页 共 \d 页/);
      // The quadratic formula came through as an equation: its pieces are in the PDF's text
      // (pdftotext may lift the exponent of b² onto the line above, as it is drawn higher).
      expect(text).toMatch(/√\s*b\s*(?:2\s*)?[−-]\s*4\s*ac/);
    }
  });
});

describe(renderDocx, () => {
  it('keeps what cannot convert as text and reports it, and sets page sizes exactly', async () => {
    const { bytes, warnings } = await renderDocx({
      sections: [
        {
          page: { size: 'B4' },
          blocks: [
            { type: 'paragraph', runs: '价格 \\$5，公式 $\\frac{1}{$ 与 $\\ce{C6H12O6 @ x}$' },
          ],
        },
        {
          page: { size: 'A4', orientation: 'landscape' },
          columns: 3,
          blocks: [{ type: 'equation', latex: 'a^2+b^2=c^2' }],
        },
        {
          blocks: [
            {
              type: 'image',
              data: new Uint8Array([1, 2, 3]),
              format: 'png',
              widthPx: 10,
              heightPx: 10,
            },
          ],
        },
      ],
    });
    const body = unzipText(bytes).get('word/document.xml') ?? '';
    expect(count(body, /<w:sectPr/)).toBe(3);
    expect(count(body, /<m:oMath>/)).toBe(1);
    expect(body).toContain('价格 $5');
    expect(body).toMatch(
      new RegExp(`<w:pgSz w:w="${PAGE_SIZES.B4.width}" w:h="${PAGE_SIZES.B4.height}"`),
    );
    expect(body).toMatch(/<w:cols [^>]*w:num="3"/);
    expect(warnings.map((w) => w.kind)).toEqual(['math', 'chemistry', 'image']);
  });
});

describe('sections after the first', () => {
  it('do not inherit the 密封线 header or the footer of the section before', async () => {
    const { bytes } = await renderDocx({
      sections: [
        {
          page: { size: 'A3', orientation: 'landscape' },
          columns: 2,
          seal: {},
          footer: { pageNumbers: true, text: '卷' },
          blocks: [{ type: 'paragraph', runs: '试题' }],
        },
        { page: { size: 'A4' }, blocks: [{ type: 'paragraph', runs: '附表' }] },
      ],
    });
    const parts = unzipText(bytes);
    const body = parts.get('word/document.xml') ?? '';
    const sects = [...body.matchAll(/<w:sectPr.*?<\/w:sectPr>/g)].map((m) => m[0]);
    expect(sects).toHaveLength(2);
    // Each section names its own default header and footer.
    for (const sect of sects) {
      expect(sect).toMatch(/<w:headerReference w:type="default"/);
      expect(sect).toMatch(/<w:footerReference w:type="default"/);
    }
    const rels = parts.get('word/_rels/document.xml.rels') ?? '';
    const target = (sect: string, kind: 'header' | 'footer') => {
      const id = new RegExp(`<w:${kind}Reference w:type="default" r:id="(\\w+)"`).exec(sect)?.[1];
      const file = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? '';
      return parts.get(`word/${file}`) ?? '';
    };
    expect(target(sects[0] ?? '', 'header')).toContain('考号');
    expect(target(sects[1] ?? '', 'header')).not.toContain('考号');
    expect(target(sects[0] ?? '', 'footer')).toContain('NUMPAGES');
    expect(target(sects[1] ?? '', 'footer')).not.toContain('NUMPAGES');
  });
});

describe(paperToDocument, () => {
  it('sets options four, two or one to a line by their printed width', () => {
    const doc = paperToDocument(
      {
        title: '卷',
        groups: [
          {
            title: '一、选择题',
            questions: [
              { stem: '短', options: ['1', '2', '3', '4'] },
              { stem: '公式', options: ['$x_1=2,x_2=3$', '$x_1=-2,x_2=-3$', '$x=1$', '$x=2$'] },
              { stem: '长', options: ['一'.repeat(30), '二'] },
            ],
          },
        ],
      },
      { size: 'B4' },
    );
    const blocks = doc.sections[0]?.blocks ?? [];
    const tables = blocks.filter((b) => b.type === 'table');
    expect(tables.map((t) => t.rows.map((r) => r.length))).toEqual([[4], [2, 2]]);
    expect(
      blocks.filter((b) => b.type === 'paragraph' && String(b.runs).startsWith('A．一')),
    ).toHaveLength(1);
  });
});
