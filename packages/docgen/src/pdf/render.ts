import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { sniffImage } from '../word/blocks';
import { PAGE_SIZES, mmToTwips, type PageSizeName } from '../word/layout';
import type { DocWarning, RenderResult } from '../word/model';

/**
 * A printable handout as PDF: headings, paragraphs, pictures, page breaks and page numbers. Meant for what must print
 * the same everywhere (teaching aids, answer sheets); Word files stay editable, PDFs do not.
 */
export type PdfBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string; align?: 'left' | 'center' | 'right' | 'justify' }
  | { type: 'image'; data: Uint8Array; widthPx: number; heightPx: number }
  | { type: 'break' };

/** A PDF document: page size and orientation, margins, blocks, and a 第 X 页 共 Y 页 footer when `pageNumbers`. */
export type PdfDocumentSpec = {
  title?: string;
  page?: { size?: PageSizeName; orientation?: 'portrait' | 'landscape'; marginMm?: number };
  pageNumbers?: boolean;
  blocks: PdfBlock[];
};

/**
 * The font every PDF embeds (subset to the characters used). PDF readers have no fallback for Chinese, so a CJK font
 * file must be given: a .ttf/.otf, or a .ttc with the PostScript name of the face to use.
 */
export type PdfFont = { data: Uint8Array; postscriptName?: string };

/** Where Debian (`fonts-noto-cjk`), other Linux distributions and Windows keep a Simplified Chinese font. */
export const CJK_FONT_CANDIDATES: readonly { path: string; postscriptName?: string }[] = [
  {
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    postscriptName: 'NotoSansCJKsc-Regular',
  },
  {
    path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    postscriptName: 'NotoSansCJKsc-Regular',
  },
  {
    path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
    postscriptName: 'NotoSansCJKsc-Regular',
  },
  { path: 'C:\\Windows\\Fonts\\simsun.ttc', postscriptName: 'SimSun' },
];

/** The first installed font of {@link CJK_FONT_CANDIDATES}, or null when the machine has none. */
export async function findCjkFont(): Promise<PdfFont | null> {
  for (const candidate of CJK_FONT_CANDIDATES) {
    try {
      return {
        data: new Uint8Array(await readFile(candidate.path)),
        postscriptName: candidate.postscriptName,
      };
    } catch {
      // Not on this machine; try the next.
    }
  }
  return null;
}

/** Heading sizes in points (三号, 四号, 小四) and the body size (五号), as in the Word writer. */
const PDF_FONT_PT = { 1: 16, 2: 14, 3: 12, body: 10.5, footer: 9 } as const;

/**
 * Writes a PDF with pdfkit, embedding (a subset of) the given CJK font. Pictures that are not PNG or JPEG are left out
 * with a warning; `$…$` stays as text (PDF has no equation object).
 */
export async function renderPdf(spec: PdfDocumentSpec, font: PdfFont): Promise<RenderResult> {
  const warnings: DocWarning[] = [];
  const paper = PAGE_SIZES[spec.page?.size ?? 'A4'];
  const landscape = spec.page?.orientation === 'landscape';
  const size: [number, number] = landscape
    ? [paper.height / 20, paper.width / 20]
    : [paper.width / 20, paper.height / 20];
  const margin = mmToTwips(spec.page?.marginMm ?? 20) / 20;
  const doc = new PDFDocument({
    size,
    margin,
    bufferPages: true,
    info: { Title: spec.title ?? '' },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('cjk', Buffer.from(font.data), font.postscriptName);
  doc.font('cjk');
  const width = size[0] - 2 * margin;
  for (const block of spec.blocks) {
    switch (block.type) {
      case 'heading':
        doc
          .fontSize(PDF_FONT_PT[block.level])
          .text(block.text, { align: block.level === 1 ? 'center' : 'left' });
        doc.moveDown(0.5);
        break;
      case 'paragraph':
        doc
          .fontSize(PDF_FONT_PT.body)
          .text(block.text, { align: block.align ?? 'justify', lineGap: 3 });
        doc.moveDown(0.3);
        break;
      case 'image': {
        if (!sniffImage(block.data) || !(block.widthPx > 0) || !(block.heightPx > 0)) {
          warnings.push({
            kind: 'image',
            source: '图片',
            message: '图片不是 PNG 或 JPEG，或没有尺寸，已省略',
          });
          break;
        }
        // 96 px per inch, 72 pt per inch; never wider than the text.
        const w = Math.min(width, (block.widthPx * 72) / 96);
        const h = (w * block.heightPx) / block.widthPx;
        if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
        // The box is the text width, so `align` centres the picture in it.
        doc.image(Buffer.from(block.data), doc.page.margins.left, doc.y, {
          fit: [width, h],
          align: 'center',
        });
        doc.y += h;
        doc.moveDown(0.3);
        break;
      }
      case 'break':
        doc.addPage();
        break;
    }
  }
  if (spec.pageNumbers) {
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      const text = `第 ${i + 1} 页 共 ${range.count} 页`;
      // Writing inside the bottom margin must not start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .fontSize(PDF_FONT_PT.footer)
        .text(text, margin, size[1] - margin / 2 - PDF_FONT_PT.footer, {
          width,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
  }
  doc.end();
  await finished;
  const bytes = new Uint8Array(Buffer.concat(chunks));
  return { bytes, warnings };
}
