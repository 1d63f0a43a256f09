import PptxGenJS from 'pptxgenjs';
import type { RenderResult } from '../word/model';
import { fitFontSize, splitToFit, type FitParagraph } from './fit';
import {
  addTitledSlide,
  DEFAULT_SLIDE_THEME,
  SLIDE_BOXES,
  SLIDE_FONT_PT,
  SLIDE_WIDTH_IN,
  type Box,
  type DeckContext,
  type PptSlide,
} from './frame';
import type { Slide, SlideBullet, SlideDeck, SlideImage, SlideTheme } from './model';
import { tableSlides } from './table';

function toParagraphs(bullets: SlideBullet[]): FitParagraph[] {
  return bullets.map((b) =>
    typeof b === 'string' ? { text: b, level: 1 } : { text: b.text, level: b.level ?? 1 },
  );
}

function addBullets(
  ctx: DeckContext,
  slide: PptSlide,
  paragraphs: FitParagraph[],
  box: Box,
  pt: number | null,
) {
  if (pt === null) {
    ctx.warnings.push({
      kind: 'text-fit',
      source: paragraphs.map((p) => p.text).join(' / '),
      message: '单条要点过长，无法在一页内按最小字号排下，已交由演示软件缩小',
    });
  }
  slide.addText(
    paragraphs.map((p) => ({
      text: p.text,
      options: {
        bullet: p.level === 0 ? false : { indent: p.level === 2 ? 36 : 18 },
        // A paragraph without a bullet is a column's heading.
        bold: p.level === 0,
        color: p.level === 0 ? ctx.theme.colors.accent : undefined,
        indentLevel: p.level === 2 ? 1 : 0,
        breakLine: true,
        paraSpaceAfter: Math.round((pt ?? SLIDE_FONT_PT.body.min) * 0.35),
      },
    })),
    {
      ...box,
      fontFace: ctx.theme.fonts.body,
      fontSize: pt ?? SLIDE_FONT_PT.body.min,
      color: ctx.theme.colors.text,
      valign: 'top',
      lineSpacingMultiple: 1.0,
      fit: pt === null ? 'shrink' : 'none',
    },
  );
}

/**
 * Bullets in a box: the largest size that fits; when even the minimum does not, the bullets are split and each
 * part goes on a continuation slide titled 标题（续）.
 */
function bulletSlides(ctx: DeckContext, title: string, bullets: SlideBullet[], notes?: string) {
  const box = SLIDE_BOXES.body;
  const paragraphs = toParagraphs(bullets);
  const { max, min } = SLIDE_FONT_PT.body;
  const chunks =
    fitFontSize(paragraphs, box, max, min) === null
      ? splitToFit(paragraphs, box, min)
      : [paragraphs];
  // Continuation slides share one size, the one the fullest of them allows.
  const sizes = chunks.map((chunk) => fitFontSize(chunk, box, max, min));
  const pt = sizes.includes(null) ? null : Math.min(...(sizes as number[]));
  chunks.forEach((chunk, i) => {
    const slide = addTitledSlide(
      ctx,
      i === 0 ? title : `${title}（续）`,
      i === 0 ? notes : undefined,
    );
    addBullets(
      ctx,
      slide,
      chunk,
      box,
      chunk.length === 1 ? (sizes[i] ?? null) : (pt ?? sizes[i] ?? null),
    );
  });
}

function columnBoxes(): [Box, Box] {
  const b = SLIDE_BOXES.body;
  const w = (b.w - SLIDE_BOXES.gap) / 2;
  return [
    { x: b.x, y: b.y, w, h: b.h },
    { x: b.x + w + SLIDE_BOXES.gap, y: b.y, w, h: b.h },
  ];
}

function twoColumnSlide(ctx: DeckContext, slide: Extract<Slide, { type: 'twoColumn' }>) {
  const s = addTitledSlide(ctx, slide.title, slide.notes);
  const sides = [slide.left, slide.right];
  const paragraphs = sides.map((side) => [
    ...(side.heading ? [{ text: side.heading, level: 0 as const }] : []),
    ...toParagraphs(side.bullets),
  ]);
  const boxes = columnBoxes();
  // Both columns share one size, the one the fuller column allows, so the slide looks even.
  const sizes = paragraphs.map((p, i) =>
    fitFontSize(p, boxes[i] ?? boxes[0], SLIDE_FONT_PT.body.max, SLIDE_FONT_PT.body.min),
  );
  const pt = sizes.includes(null) ? null : Math.min(...(sizes as number[]));
  paragraphs.forEach((p, i) => addBullets(ctx, s, p, boxes[i] ?? boxes[0], pt));
}

/** Fits a picture into a box, keeping its aspect ratio, centred. */
export function containImage(image: SlideImage, box: Box): Box {
  const ratio = image.widthPx / Math.max(1, image.heightPx);
  const w = Math.min(box.w, box.h * ratio);
  const h = w / ratio;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

function imageTextSlide(ctx: DeckContext, slide: Extract<Slide, { type: 'imageText' }>) {
  const s = addTitledSlide(ctx, slide.title, slide.notes);
  const [left, right] = columnBoxes();
  const [imageBox, textBox] = slide.imageSide === 'right' ? [right, left] : [left, right];
  const base64 = Buffer.from(slide.image.data).toString('base64');
  s.addImage({
    data: `image/${slide.image.format === 'jpg' ? 'jpeg' : 'png'};base64,${base64}`,
    ...containImage(slide.image, imageBox),
    altText: slide.image.alt,
  });
  const paragraphs = toParagraphs(slide.bullets);
  addBullets(
    ctx,
    s,
    paragraphs,
    textBox,
    fitFontSize(paragraphs, textBox, SLIDE_FONT_PT.body.max, SLIDE_FONT_PT.body.min),
  );
}

function coverSlide(ctx: DeckContext, slide: Extract<Slide, { type: 'title' }>) {
  const s = ctx.pptx.addSlide();
  s.background = { color: ctx.theme.colors.background };
  const w = SLIDE_WIDTH_IN - 1.2;
  const titlePt =
    fitFontSize([{ text: slide.title, level: 0 }], { w, h: 1.6 }, SLIDE_FONT_PT.coverTitle, 28) ??
    28;
  s.addText(slide.title, {
    x: 0.6,
    y: 2.2,
    w,
    h: 1.6,
    fontFace: ctx.theme.fonts.heading,
    fontSize: titlePt,
    bold: true,
    color: ctx.theme.colors.title,
    align: 'center',
    valign: 'middle',
  });
  s.addShape('rect', {
    x: SLIDE_WIDTH_IN / 2 - 1.5,
    y: 3.95,
    w: 3,
    h: 0.06,
    fill: { color: ctx.theme.colors.accent },
  });
  if (slide.subtitle) {
    s.addText(slide.subtitle, {
      x: 0.6,
      y: 4.2,
      w,
      h: 1.0,
      fontFace: ctx.theme.fonts.body,
      fontSize: SLIDE_FONT_PT.coverSubtitle,
      color: ctx.theme.colors.text,
      align: 'center',
      valign: 'top',
    });
  }
  if (slide.notes) s.addNotes(slide.notes);
}

/**
 * Writes a PowerPoint (.pptx) deck: 16:9, the theme's fonts on every run (Latin and East Asian), text fitted by
 * estimate (shrunk, then split onto continuation slides), speaker notes. `$…$` stays as text: PowerPoint has no
 * equation object pptxgenjs can write.
 */
export async function renderPptx(deck: SlideDeck): Promise<RenderResult> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.author = deck.author ?? 'AITA';
  const theme: SlideTheme = {
    fonts: { ...DEFAULT_SLIDE_THEME.fonts, ...deck.theme?.fonts },
    colors: { ...DEFAULT_SLIDE_THEME.colors, ...deck.theme?.colors },
  };
  pptx.theme = { headFontFace: theme.fonts.heading, bodyFontFace: theme.fonts.body };
  const ctx: DeckContext = { pptx, theme, warnings: [] };
  for (const slide of deck.slides) {
    switch (slide.type) {
      case 'title':
        coverSlide(ctx, slide);
        break;
      case 'bullets':
        bulletSlides(ctx, slide.title, slide.bullets, slide.notes);
        break;
      case 'twoColumn':
        twoColumnSlide(ctx, slide);
        break;
      case 'imageText':
        imageTextSlide(ctx, slide);
        break;
      case 'table':
        tableSlides(ctx, slide);
        break;
    }
  }
  const bytes = (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
  return { bytes, warnings: ctx.warnings };
}
