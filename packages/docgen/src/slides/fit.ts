import { wrappedLines } from '../text-width';

/** Points per inch. */
const PT_PER_IN = 72;

/** Line height as a multiple of the font size, and space after each paragraph (as PowerPoint lays bullets out). */
export const LINE_HEIGHT = 1.2;
export const PARAGRAPH_GAP = 0.35;

/** Inner margins of a text box, in inches (pptxgenjs's default 0.1 in on each side, doubled for safety). */
const INSET_IN = 0.2;

/** Indent of a bullet's text, in ems, by level. */
const BULLET_INDENT_EM = { 1: 1.5, 2: 3 } as const;

/** A paragraph to fit: its text and bullet level (0 for none). */
export type FitParagraph = { text: string; level: 0 | 1 | 2 };

/** How tall the paragraphs are at `fontPt` in a box `widthIn` wide, in inches. */
export function textHeightIn(paragraphs: FitParagraph[], widthIn: number, fontPt: number): number {
  const emPerIn = PT_PER_IN / fontPt;
  let lines = 0;
  for (const p of paragraphs) {
    const indent = p.level ? BULLET_INDENT_EM[p.level] : 0;
    lines += wrappedLines(p.text, (widthIn - INSET_IN) * emPerIn - indent) + PARAGRAPH_GAP;
  }
  return (lines * fontPt * LINE_HEIGHT) / PT_PER_IN + INSET_IN;
}

/**
 * The largest font size, from `maxPt` down to `minPt` in steps of 2, at which the paragraphs fit the box; `null`
 * when they do not fit even at `minPt`. pptxgenjs does not measure text, so this is how slides avoid overflow.
 */
export function fitFontSize(
  paragraphs: FitParagraph[],
  box: { w: number; h: number },
  maxPt: number,
  minPt: number,
): number | null {
  for (let pt = maxPt; pt >= minPt; pt -= 2) {
    if (textHeightIn(paragraphs, box.w, pt) <= box.h) return pt;
  }
  return null;
}

/**
 * Splits paragraphs into runs that each fit the box at `minPt`, in order. A paragraph that alone does not fit gets
 * a chunk of its own (the caller warns; PowerPoint's shrink-on-overflow is the last resort).
 */
export function splitToFit<T extends FitParagraph>(
  paragraphs: T[],
  box: { w: number; h: number },
  minPt: number,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const p of paragraphs) {
    const next = [...current, p];
    if (current.length && textHeightIn(next, box.w, minPt) > box.h) {
      chunks.push(current);
      current = [p];
    } else {
      current = next;
    }
  }
  if (current.length) chunks.push(current);
  return balance(chunks, box, minPt);
}

/** Spreads the paragraphs evenly over the same number of slides when that still fits, so the last is not a stub. */
function balance<T extends FitParagraph>(
  greedy: T[][],
  box: { w: number; h: number },
  minPt: number,
): T[][] {
  const all = greedy.flat();
  const size = Math.ceil(all.length / greedy.length);
  const even: T[][] = [];
  for (let i = 0; i < all.length; i += size) even.push(all.slice(i, i + size));
  const fits = even.every((c) => c.length === 1 || textHeightIn(c, box.w, minPt) <= box.h);
  return fits && even.length === greedy.length ? even : greedy;
}
