import type PptxGenJS from 'pptxgenjs';
import type { DocWarning } from '../word/model';
import { fitFontSize } from './fit';
import type { SlideImage, SlideTheme } from './model';

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
export type DeckContext = {
  pptx: PptxGenJS;
  theme: SlideTheme;
  warnings: DocWarning[];
  logo?: SlideImage;
};

/** Size of the logo square and of the title badge, in inches. */
const LOGO_IN = 0.75;
const TAG = { w: 1.2, h: 0.5, gap: 0.15, pt: 16 } as const;

/** Fits a picture into a box, keeping its aspect ratio, centred. */
export function containImage(image: SlideImage, box: Box): Box {
  const ratio = image.widthPx / Math.max(1, image.heightPx);
  const w = Math.min(box.w, box.h * ratio);
  const h = w / ratio;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/** Draws a picture (PNG or JPEG bytes) contained in a box. */
export function addPicture(slide: PptSlide, image: SlideImage, box: Box) {
  const base64 = Buffer.from(image.data).toString('base64');
  slide.addImage({
    data: `image/${image.format === 'jpg' ? 'jpeg' : 'png'};base64,${base64}`,
    ...containImage(image, box),
    altText: image.alt,
  });
}

/** The theme's ornament, drawn first so text lies above it. */
function addOrnament(ctx: DeckContext, slide: PptSlide) {
  const { accent } = ctx.theme.colors;
  const soft = ctx.theme.colors.soft ?? ctx.theme.colors.background;
  switch (ctx.theme.ornament) {
    case 'band':
      slide.addShape('rect', {
        x: 0,
        y: 0,
        w: SLIDE_WIDTH_IN,
        h: 0.18,
        fill: { color: accent },
        line: { type: 'none' },
      });
      break;
    case 'seal':
      slide.addShape('rect', {
        x: 0.22,
        y: 0.35,
        w: 0.12,
        h: SLIDE_HEIGHT_IN - 0.7,
        fill: { color: accent },
        line: { type: 'none' },
      });
      break;
    case 'dots':
      slide.addShape('ellipse', {
        x: 12.55,
        y: 6.85,
        w: 0.5,
        h: 0.5,
        fill: { color: accent },
        line: { type: 'none' },
      });
      slide.addShape('ellipse', {
        x: 12.1,
        y: 7.05,
        w: 0.3,
        h: 0.3,
        fill: { color: soft },
        line: { type: 'none' },
      });
      slide.addShape('ellipse', {
        x: 0.15,
        y: 6.95,
        w: 0.35,
        h: 0.35,
        fill: { color: soft },
        line: { type: 'none' },
      });
      break;
    default:
      break;
  }
}

/**
 * Adds a slide with the theme's background and ornament, its title fitted to the title box (narrowed for
 * the badge and the logo at its right), and its notes.
 */
export function addTitledSlide(
  ctx: DeckContext,
  title: string,
  notes?: string,
  tag?: string,
): PptSlide {
  const slide = ctx.pptx.addSlide();
  slide.background = { color: ctx.theme.colors.background };
  addOrnament(ctx, slide);
  const full = SLIDE_BOXES.title;
  const reserved = (ctx.logo ? LOGO_IN + TAG.gap : 0) + (tag ? TAG.w + TAG.gap : 0);
  const box = { ...full, w: full.w - reserved };
  if (ctx.logo) {
    addPicture(slide, ctx.logo, {
      x: full.x + full.w - LOGO_IN,
      y: full.y + (full.h - LOGO_IN) / 2,
      w: LOGO_IN,
      h: LOGO_IN,
    });
  }
  if (tag) {
    slide.addText(tag, {
      x: box.x + box.w + TAG.gap,
      y: full.y + (full.h - TAG.h) / 2,
      w: TAG.w,
      h: TAG.h,
      shape: 'roundRect',
      rectRadius: 0.2,
      fill: { color: ctx.theme.colors.accent },
      color: 'FFFFFF',
      bold: true,
      align: 'center',
      valign: 'middle',
      fontFace: ctx.theme.fonts.heading,
      fontSize:
        fitFontSize([{ text: tag, level: 0 }], { w: TAG.w, h: TAG.h + 0.2 }, TAG.pt, 10) ?? 10,
      margin: 0,
    });
  }
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
  if (ctx.theme.ornament !== 'band' && ctx.theme.ornament !== 'dots') {
    slide.addShape('line', {
      x: full.x,
      y: full.y + full.h + 0.05,
      w: full.w,
      h: 0,
      line: { color: ctx.theme.colors.accent, width: ctx.theme.ornament === 'seal' ? 1 : 2 },
    });
  }
  if (notes) slide.addNotes(notes);
  return slide;
}
