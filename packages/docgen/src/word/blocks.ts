import {
  AlignmentType,
  BorderStyle,
  ImageRun,
  PageBreak,
  ColumnBreak,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  HeightRule,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { FONT_SIZES, PIXELS_PER_INCH, WORD_FONTS, mmToTwips } from './layout';
import { formulaToRun } from './math';
import { splitMath } from './math-text';
import type { DocWarning, WordAlign, WordBlock, WordCell, WordRun } from './model';

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

/**
 * The font of a run for every script: Word picks `eastAsia` for Chinese characters and `ascii`/`hAnsi` for Latin
 * ones, so both must be set on every run or WPS falls back to its own default for one of them.
 */
export function runFonts(heading: boolean) {
  const latin = WORD_FONTS.latin;
  return {
    ascii: latin,
    hAnsi: latin,
    cs: latin,
    eastAsia: heading ? WORD_FONTS.heading : WORD_FONTS.body,
  };
}

function runOptions(run: WordRun, text: string): IRunOptions {
  return {
    text,
    bold: run.bold,
    italics: run.italic,
    underline: run.underline ? {} : undefined,
    color: run.color,
    size: run.sizePt ? Math.round(run.sizePt * 2) : undefined,
    font: runFonts(run.heading ?? false),
  };
}

/** Context shared while a section's blocks are written: the text width (for tables and images) and the warnings. */
export type BlockContext = { textWidthTwips: number; warnings: DocWarning[] };

type ParagraphShape = {
  align?: WordAlign;
  firstLineIndent?: boolean;
  hangingChars?: number;
  spaceAfterPt?: number;
  heading?: 1 | 2 | 3;
};

/**
 * Writes runs as paragraphs: inline math joins the text, each `$$…$$` breaks out into its own centred equation
 * paragraph, and the text after it continues in a new paragraph of the same shape.
 */
function paragraphs(runs: WordRun[], shape: ParagraphShape, ctx: BlockContext): Paragraph[] {
  const out: Paragraph[] = [];
  let children: ParagraphChild[] = [];
  const size = shape.heading ? HEADING_SIZES[shape.heading] : undefined;
  const make = (kids: ParagraphChild[], align?: WordAlign) =>
    new Paragraph({
      children: kids,
      alignment: align ? ALIGN[align] : undefined,
      heading: shape.heading ? HEADING_LEVELS[shape.heading] : undefined,
      indent: shape.firstLineIndent
        ? { firstLineChars: 200 }
        : shape.hangingChars
          ? {
              hanging: shape.hangingChars * BODY_CHAR_TWIPS,
              left: shape.hangingChars * BODY_CHAR_TWIPS,
            }
          : undefined,
      spacing: shape.spaceAfterPt !== undefined ? { after: shape.spaceAfterPt * 20 } : undefined,
    });
  for (const run of runs) {
    const styled: WordRun = { ...run, heading: run.heading ?? Boolean(shape.heading) };
    if (size && !styled.sizePt) styled.sizePt = size / 2;
    if (run.commentId !== undefined) children.push(new CommentRangeStart(run.commentId));
    for (const segment of splitMath(run.text)) {
      if (segment.kind === 'text') {
        children.push(new TextRun(runOptions(styled, segment.text)));
      } else if (segment.kind === 'inline') {
        children.push(
          ...formulaToRun(segment.latex, false, (t) => runOptions(styled, t), ctx.warnings),
        );
      } else {
        if (children.length) out.push(make(children, shape.align));
        children = [];
        const eq = formulaToRun(segment.latex, true, (t) => runOptions(styled, t), ctx.warnings);
        out.push(make(eq, 'center'));
      }
    }
    if (run.commentId !== undefined) {
      // The range end and the reference run must sit in the same paragraph as the start.
      children.push(
        new CommentRangeEnd(run.commentId),
        new TextRun({ children: [new CommentReference(run.commentId)] }),
      );
    }
  }
  if (children.length || out.length === 0) out.push(make(children, shape.align));
  return out;
}

/** Width of one Chinese character at the body size (五号, 10.5 pt = 210 twips). */
const BODY_CHAR_TWIPS = FONT_SIZES.body * 10;

const HEADING_SIZES = { 1: FONT_SIZES.h1, 2: FONT_SIZES.h2, 3: FONT_SIZES.h3 } as const;
const HEADING_LEVELS = { 1: 'Heading1', 2: 'Heading2', 3: 'Heading3' } as const;

function asRuns(runs: string | WordRun[]): WordRun[] {
  return typeof runs === 'string' ? [{ text: runs }] : runs;
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'auto' };
const THIN = { style: BorderStyle.SINGLE, size: 4, color: '000000' };

function cell(c: WordCell, widthTwips: number, bold: boolean, borders: boolean, ctx: BlockContext) {
  const spec = typeof c === 'string' ? { runs: c } : c;
  const runs = asRuns(spec.runs).map((r) => ({
    ...r,
    bold: r.bold ?? (spec.bold || bold),
    sizePt: r.sizePt ?? FONT_SIZES.small / 2,
  }));
  const edge = borders ? THIN : NO_BORDER;
  return new TableCell({
    children: paragraphs(runs, { align: spec.align }, ctx),
    columnSpan: spec.span,
    width: { size: widthTwips, type: WidthType.DXA },
    borders: { top: edge, bottom: edge, left: edge, right: edge },
    margins: { left: 80, right: 80, top: 40, bottom: 40 },
  });
}

function table(block: Extract<WordBlock, { type: 'table' }>, ctx: BlockContext): Table | null {
  // Word reports a table without rows, or a row without cells, as a damaged file.
  const kept = block.rows.filter((r) => r.length > 0);
  if (kept.length === 0) return null;
  block = { ...block, rows: kept };
  const columns = Math.max(1, ...block.rows.map((r) => r.reduce((n, c) => n + span(c), 0)));
  const weights = block.widths?.length === columns ? block.widths : Array(columns).fill(1);
  const total = weights.reduce((a: number, b: number) => a + b, 0) || 1;
  const widths = weights.map((w: number) => Math.floor((ctx.textWidthTwips * w) / total));
  const borders = block.borders ?? true;
  const rows = block.rows.map((row, r) => {
    let col = 0;
    const heightMm = block.rowHeightsMm?.[r];
    return new TableRow({
      tableHeader: block.header && r === 0,
      height: heightMm ? { value: mmToTwips(heightMm), rule: HeightRule.ATLEAST } : undefined,
      children: row.map((c) => {
        const w = widths.slice(col, col + span(c)).reduce((a, b) => a + b, 0);
        col += span(c);
        return cell(c, w, Boolean(block.header && r === 0), borders, ctx);
      }),
    });
  });
  return new Table({
    rows,
    columnWidths: widths,
    width: { size: ctx.textWidthTwips, type: WidthType.DXA },
  });
}

function span(c: WordCell): number {
  return typeof c === 'string' ? 1 : Math.max(1, c.span ?? 1);
}

/** Reads the real format from the file's first bytes; a mislabelled picture would make Word refuse the file. */
export function sniffImage(data: Uint8Array): 'png' | 'jpg' | null {
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

function image(block: Extract<WordBlock, { type: 'image' }>, ctx: BlockContext): Paragraph | null {
  const format = sniffImage(block.data);
  if (!format || !(block.widthPx > 0) || !(block.heightPx > 0)) {
    ctx.warnings.push({
      kind: 'image',
      source: block.alt ?? '图片',
      message: '图片不是 PNG 或 JPEG，已省略',
    });
    return null;
  }
  const maxPx = (ctx.textWidthTwips / 1440) * PIXELS_PER_INCH;
  const scale = block.widthPx > maxPx ? maxPx / block.widthPx : 1;
  return new Paragraph({
    alignment: ALIGN[block.align ?? 'center'],
    children: [
      new ImageRun({
        type: format,
        data: block.data,
        // Rounded down when shrunk, so the picture never passes the column's edge.
        transformation: {
          width: scale < 1 ? Math.floor(block.widthPx * scale) : block.widthPx,
          height: Math.max(1, Math.round(block.heightPx * scale)),
        },
        altText: block.alt
          ? { name: block.alt, description: block.alt, title: block.alt }
          : undefined,
      }),
    ],
  });
}

/** Writes one block of the model as docx paragraphs and tables. */
export function renderBlock(block: WordBlock, ctx: BlockContext): (Paragraph | Table)[] {
  switch (block.type) {
    case 'paragraph':
      return paragraphs(asRuns(block.runs), block, ctx);
    case 'heading':
      return paragraphs([{ text: block.text }], { heading: block.level, align: block.align }, ctx);
    case 'equation':
      return paragraphs([{ text: `$$${block.latex}$$` }], {}, ctx);
    case 'table': {
      const t = table(block, ctx);
      return t ? [t] : [];
    }
    case 'image': {
      const p = image(block, ctx);
      return p ? [p] : [];
    }
    case 'break':
      return [
        new Paragraph({ children: [block.kind === 'page' ? new PageBreak() : new ColumnBreak()] }),
      ];
  }
}
