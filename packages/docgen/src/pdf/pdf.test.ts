import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sampleFigurePng } from '../samples';
import { officeAvailable } from '../test/office';
import { findCjkFont, renderPdf } from './render';

const run = promisify(execFile);

describe(renderPdf, () => {
  it('embeds a subset of the CJK font, wraps Chinese text and numbers the pages', async () => {
    const font = await findCjkFont();
    // fonts-noto-cjk is installed here and by .ci/run; without a font there is nothing to embed.
    if (!font) {
      expect(process.env.CI).not.toBe('true');
      return;
    }
    const { bytes, warnings } = await renderPdf(
      {
        title: '教学资源清单',
        pageNumbers: true,
        blocks: [
          { type: 'heading', level: 1, text: '勾股定理 学习单' },
          { type: 'paragraph', text: '直角三角形两直角边的平方和等于斜边的平方。'.repeat(20) },
          { type: 'image', data: sampleFigurePng(), widthPx: 160, heightPx: 120 },
          { type: 'image', data: new Uint8Array([1, 2, 3]), widthPx: 10, heightPx: 10 },
          { type: 'break' },
          { type: 'heading', level: 2, text: '练习' },
        ],
      },
      font,
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(warnings.map((w) => w.kind)).toEqual(['image']);
    // A subset, not the whole 16 MB collection.
    expect(bytes.length).toBeLessThan(500_000);
    if (!officeAvailable()) return;
    const dir = await mkdtemp(join(tmpdir(), 'docgen-pdf-'));
    try {
      const file = join(dir, 'a.pdf');
      await writeFile(file, bytes);
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      expect(text).toContain('勾股定理 学习单');
      // pdftotext drops the narrow spaces pdfkit sets between CJK and digits.
      expect(text).toMatch(/第\s*1\s*页\s*共\s*2\s*页/);
      expect(text).toMatch(/第\s*2\s*页\s*共\s*2\s*页/);
      const { stdout: fonts } = await run('pdffonts', [file]);
      expect(fonts).toMatch(/\+NotoSansCJK\S*\s.*yes\s+yes/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
