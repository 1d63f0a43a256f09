import type PptxGenJS from 'pptxgenjs';
import type { DocWarning } from '../word/model';
import { fitFontSize } from './fit';
import type { SlideTheme } from './model';

/** Slide size of pptxgenjs's `LAYOUT_WIDE`: 16:9, as PowerPoint and WPS create new decks. */
export const SLIDE_WIDTH_IN = 13.333;
export const SLIDE_HEIGHT_IN = 7.5;

/** Where things go on a slide, in inches. */
export const SLIDE_BOXES = {
  title: { x: 0.6, y: 0.35, w: SLIDE_WIDTH_IN - 1.2, h: 1.0 },
  body: { x: 0.6, y: 1.55, w: SLIDE_WIDTH_IN - 1.2, h: SLIDE_HEIGHT_IN - 2.05 },
  gap: 0.4,
} as const;

/** Font sizes in points: the largest tried first, then smaller down to the minimum before splitting. */
export const SLIDE_FONT_PT = {
  coverTitle: 44,
  coverSubtitle: 24,
  title: { max: 34, min: 24 },
  // Below 20 pt the back row of a classroom cannot read a bullet; split onto another slide instead.
  body: { max: 28, min: 20 },
} as const;

/**
 * The default theme: 微软雅黑 (Microsoft YaHei), the font Chinese decks use, which PowerPoint and WPS resolve by this
 * name; pptxgenjs writes it as the Latin, East Asian and complex-script font of every run.
 */
export const DEFAULT_SLIDE_THEME: SlideTheme = {
  fonts: { heading: '微软雅黑', body: '微软雅黑' },
  colors: {
    background: 'FFFFFF',
    title: '1F3864',
    text: '262626',
    accent: '2E75B6',
    tableHeaderFill: '2E75B6',
    tableHeaderText: 'FFFFFF',
  },
};

/** A slide of pptxgenjs. */
export type PptSlide = ReturnType<PptxGenJS['addSlide']>;
/** A rectangle on a slide, in inches. */
export type Box = { x: number; y: number; w: number; h: number };

/** Context of one deck while it is written. */
export type DeckContext = { pptx: PptxGenJS; theme: SlideTheme; warnings: DocWarning[] };

/** Adds a slide with the theme's background, its title fitted to the title box, and its notes. */
export function addTitledSlide(ctx: DeckContext, title: string, notes?: string): PptSlide {
  const slide = ctx.pptx.addSlide();
  slide.background = { color: ctx.theme.colors.background };
  const box = SLIDE_BOXES.title;
  const pt = fitFontSize(
    [{ text: title, level: 0 }],
    box,
    SLIDE_FONT_PT.title.max,
    SLIDE_FONT_PT.title.min,
  );
  if (pt === null)
    ctx.warnings.push({ kind: 'text-fit', source: title, message: '标题过长，已缩小字号' });
  slide.addText(title, {
    ...box,
    fontFace: ctx.theme.fonts.heading,
    fontSize: pt ?? SLIDE_FONT_PT.title.min,
    color: ctx.theme.colors.title,
    bold: true,
    valign: 'middle',
    fit: pt === null ? 'shrink' : 'none',
  });
  slide.addShape('line', {
    x: box.x,
    y: box.y + box.h + 0.05,
    w: box.w,
    h: 0,
    line: { color: ctx.theme.colors.accent, width: 2 },
  });
  if (notes) slide.addNotes(notes);
  return slide;
}
