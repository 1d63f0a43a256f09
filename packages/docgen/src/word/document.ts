import {
  AlignmentType,
  Document,
  Footer,
  Header,
  LineRuleType,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  TextRun,
} from 'docx';
import { renderBlock, runFonts, type BlockContext } from './blocks';
import {
  COLUMN_GAP_TWIPS,
  DEFAULT_MARGIN_TWIPS,
  FONT_SIZES,
  PAGE_SIZES,
  SEAL_LEFT_MARGIN_TWIPS,
  mmToTwips,
} from './layout';
import type { DocWarning, RenderResult, WordDocument, WordFooter, WordSection } from './model';
import { sealParagraph } from './seal';

const small = (text: string) => ({ text, size: FONT_SIZES.small, font: runFonts(false) });

function footer(spec: WordFooter): Footer {
  const children: (string | (typeof PageNumber)[keyof typeof PageNumber])[] = spec.pageNumbers
    ? ['第 ', PageNumber.CURRENT, ' 页 共 ', PageNumber.TOTAL_PAGES, ' 页']
    : [];
  const runs = [new TextRun({ ...small(''), children })];
  if (spec.text)
    runs.unshift(new TextRun(small(spec.pageNumbers ? `${spec.text}    ` : spec.text)));
  return new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: runs })],
  });
}

/** Page geometry of a section in twips: paper (already turned for landscape), margins and the width of one column. */
export function sectionGeometry(section: WordSection) {
  const paper = PAGE_SIZES[section.page?.size ?? 'A4'];
  const landscape = section.page?.orientation === 'landscape';
  const width = landscape ? paper.height : paper.width;
  const height = landscape ? paper.width : paper.height;
  const m = section.page?.marginsMm ?? {};
  const margin = (mm: number | undefined) =>
    mm === undefined ? DEFAULT_MARGIN_TWIPS : mmToTwips(mm);
  const left = Math.max(margin(m.left), section.seal ? SEAL_LEFT_MARGIN_TWIPS : 0);
  const margins = { top: margin(m.top), right: margin(m.right), bottom: margin(m.bottom), left };
  const columns = Math.min(3, Math.max(1, Math.round(section.columns ?? 1)));
  const textWidth = width - margins.left - margins.right;
  const columnWidth = Math.floor((textWidth - (columns - 1) * COLUMN_GAP_TWIPS) / columns);
  return { width, height, landscape, margins, columns, columnWidth };
}

/**
 * One section's properties, header, footer and body. A section after the first without a header
 * (or footer) gets an empty one: Word and LibreOffice otherwise carry the previous section's over
 * (an A3 paper's 密封线 would reach an A4 page appended to it).
 */
function section(spec: WordSection, warnings: DocWarning[], index = 0) {
  const g = sectionGeometry(spec);
  const ctx: BlockContext = { textWidthTwips: g.columnWidth, warnings };
  const headerChildren: Paragraph[] = [];
  if (spec.seal) headerChildren.push(sealParagraph(spec.seal, g.height));
  if (spec.header) {
    headerChildren.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun(small(spec.header))],
      }),
    );
  }
  return {
    properties: {
      page: {
        size: {
          // docx turns the page itself for landscape, so it takes the portrait size.
          width: PAGE_SIZES[spec.page?.size ?? 'A4'].width,
          height: PAGE_SIZES[spec.page?.size ?? 'A4'].height,
          orientation: g.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
        },
        margin: { ...g.margins, header: mmToTwips(10), footer: mmToTwips(10) },
      },
      column:
        g.columns > 1
          ? {
              count: g.columns,
              space: COLUMN_GAP_TWIPS,
              separate: spec.columnSeparator ?? false,
              equalWidth: true,
            }
          : undefined,
    },
    headers: headerChildren.length
      ? { default: new Header({ children: headerChildren }) }
      : index > 0
        ? { default: new Header({ children: [new Paragraph({})] }) }
        : undefined,
    footers: spec.footer
      ? { default: footer(spec.footer) }
      : index > 0
        ? { default: new Footer({ children: [new Paragraph({})] }) }
        : undefined,
    children: spec.blocks.flatMap((b) => renderBlock(b, ctx)),
  };
}

/**
 * Writes a Word (.docx) file from the document model. Formulas become native equations; every run carries 宋体/黑体
 * for Chinese and Times New Roman for Latin text. Returns the bytes and the warnings (formulas kept as text, pictures
 * left out); it throws only on a programming error, never on odd input.
 */
export async function renderDocx(doc: WordDocument): Promise<RenderResult> {
  const warnings: DocWarning[] = [];
  // A document needs at least one section (it carries the page size); an empty one is a blank A4 page.
  const specs: WordSection[] = doc.sections.length ? doc.sections : [{ blocks: [] }];
  const sections = specs.map((s, i) => section(s, warnings, i));
  const heading = (size: number) => ({
    run: { font: runFonts(true), size, bold: false, color: '000000' },
    paragraph: { spacing: { before: 120, after: 120 } },
  });
  const anchored = new Set(
    specs.flatMap((s) =>
      s.blocks.flatMap((b) =>
        b.type === 'paragraph' && typeof b.runs !== 'string'
          ? b.runs.flatMap((r) => (r.commentId === undefined ? [] : [r.commentId]))
          : [],
      ),
    ),
  );
  const comments = (doc.comments ?? [])
    .filter((c) => anchored.has(c.id))
    .map((c) => ({
      id: c.id,
      author: c.author ?? doc.author ?? 'AITA',
      initials: c.initials,
      date: c.date,
      children: c.text
        .split('\n')
        .map(
          (line) =>
            new Paragraph({ children: [new TextRun({ text: line, font: runFonts(false) })] }),
        ),
    }));
  const file = new Document({
    title: doc.title,
    comments: comments.length ? { children: comments } : undefined,
    creator: doc.author ?? 'AITA',
    styles: {
      default: {
        document: {
          // zh-CN as the East Asian language makes Word and WPS set ambiguous characters (“ ” …) in 宋体.
          run: {
            font: runFonts(false),
            size: FONT_SIZES.body,
            language: { value: 'en-US', eastAsia: 'zh-CN' },
          },
          // 1.25 lines, proportional (auto) so tall formulas (fractions, matrices) push the line open.
          paragraph: { spacing: { line: 300, lineRule: LineRuleType.AUTO } },
        },
        heading1: heading(FONT_SIZES.h1),
        heading2: heading(FONT_SIZES.h2),
        heading3: heading(FONT_SIZES.h3),
      },
    },
    sections,
  });
  const buffer = await Packer.toBuffer(file);
  return { bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), warnings };
}
