import { wrappedLines } from '../text-width';
import type { Slide } from './model';
import { addTitledSlide, SLIDE_BOXES, type DeckContext } from './frame';

/** Table text sizes in points: tried from the largest down before rows move to a continuation slide. */
const TABLE_PT = { max: 20, min: 14 } as const;

/** Cell padding in inches (top + bottom) and line height. */
const CELL_PAD_IN = 0.16;
const LINE_HEIGHT = 1.25;

function rowHeightIn(row: string[], widthsIn: number[], pt: number): number {
  const lines = Math.max(
    1,
    ...row.map((cell, i) => wrappedLines(cell, (((widthsIn[i] ?? 1) - 0.15) * 72) / pt)),
  );
  return (lines * pt * LINE_HEIGHT) / 72 + CELL_PAD_IN;
}

/**
 * A table on one slide or several: the largest size at which all rows fit; otherwise rows at the minimum size are
 * split across continuation slides, each repeating the header row.
 */
export function tableSlides(ctx: DeckContext, slide: Extract<Slide, { type: 'table' }>) {
  const box = SLIDE_BOXES.body;
  const rowsWithCells = slide.rows.filter((r) => r.length > 0);
  if (rowsWithCells.length === 0) {
    // pptxgenjs refuses an empty table; the slide keeps its title.
    addTitledSlide(ctx, slide.title, slide.notes);
    return;
  }
  slide = { ...slide, rows: rowsWithCells };
  const columns = Math.max(1, ...slide.rows.map((r) => r.length));
  const weights = slide.widths?.length === columns ? slide.widths : Array<number>(columns).fill(1);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const widthsIn = weights.map((w) => (box.w * w) / total);
  const head = slide.header ? slide.rows[0] : undefined;
  const body = slide.header ? slide.rows.slice(1) : slide.rows;
  const height = (rows: string[][], pt: number) =>
    rows.reduce((h, r) => h + rowHeightIn(r, widthsIn, pt), 0);
  const headRows = head ? [head] : [];
  let pt: number = TABLE_PT.min;
  for (let p: number = TABLE_PT.max; p >= TABLE_PT.min; p -= 2) {
    if (height([...headRows, ...body], p) <= box.h) {
      pt = p;
      break;
    }
  }
  const pages: string[][][] = [];
  let page: string[][] = [];
  for (const row of body) {
    if (page.length && height([...headRows, ...page, row], pt) > box.h) {
      pages.push(page);
      page = [];
    }
    page.push(row);
  }
  pages.push(page);
  const colors = ctx.theme.colors;
  pages.forEach((rows, i) => {
    const s = addTitledSlide(
      ctx,
      i === 0 ? slide.title : `${slide.title}（续）`,
      i === 0 ? slide.notes : undefined,
    );
    const cells = [
      ...headRows.map((r) =>
        r.map((text) => ({
          text,
          options: {
            bold: true,
            fill: { color: colors.tableHeaderFill },
            color: colors.tableHeaderText,
          },
        })),
      ),
      ...rows.map((r) => r.map((text) => ({ text }))),
    ];
    // Rows get the height the estimate gave them, so what is drawn is what was measured.
    const rowH = [...headRows, ...rows].map((r) => rowHeightIn(r, widthsIn, pt));
    s.addTable(cells, {
      x: box.x,
      y: box.y,
      w: box.w,
      colW: widthsIn,
      rowH,
      fontFace: ctx.theme.fonts.body,
      fontSize: pt,
      color: colors.text,
      border: { type: 'solid', pt: 1, color: 'BFBFBF' },
      valign: 'middle',
    });
  });
}
