import PptxGenJS from 'pptxgenjs';
import type { RenderResult } from '../word/model';
import { fitFontSize, splitToFit, type FitParagraph } from './fit';
import {
  addPicture,
  addTitledSlide,
  DEFAULT_SLIDE_THEME,
  SLIDE_BOXES,
  SLIDE_FONT_PT,
  SLIDE_WIDTH_IN,
  type Box,
  type DeckContext,
  type PptSlide,
} from './frame';
import type { Slide, SlideBullet, SlideDeck, SlideTheme } from './model';
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
function bulletSlides(
  ctx: DeckContext,
  title: string,
  bullets: SlideBullet[],
  notes?: string,
  tag?: string,
  box: Box = SLIDE_BOXES.body,
): PptSlide[] {
  const paragraphs = toParagraphs(bullets);
  const { max, min } = SLIDE_FONT_PT.body;
  const chunks =
    fitFontSize(paragraphs, box, max, min) === null
      ? splitToFit(paragraphs, box, min)
      : [paragraphs];
  // Continuation slides share one size, the one the fullest of them allows.
  const sizes = chunks.map((chunk) => fitFontSize(chunk, box, max, min));
  const pt = sizes.includes(null) ? null : Math.min(...(sizes as number[]));
  return chunks.map((chunk, i) => {
    const slide = addTitledSlide(
      ctx,
      i === 0 ? title : `${title}（续）`,
      i === 0 ? notes : undefined,
      tag,
    );
    addBullets(
      ctx,
      slide,
      chunk,
      box,
      chunk.length === 1 ? (sizes[i] ?? null) : (pt ?? sizes[i] ?? null),
    );
    return slide;
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
  const s = addTitledSlide(ctx, slide.title, slide.notes, slide.tag);
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

function imageTextSlide(ctx: DeckContext, slide: Extract<Slide, { type: 'imageText' }>) {
  const s = addTitledSlide(ctx, slide.title, slide.notes, slide.tag);
  const [left, right] = columnBoxes();
  const [imageBox, textBox] = slide.imageSide === 'right' ? [right, left] : [left, right];
  addPicture(s, slide.image, imageBox);
  const paragraphs = toParagraphs(slide.bullets);
  addBullets(
    ctx,
    s,
    paragraphs,
    textBox,
    fitFontSize(paragraphs, textBox, SLIDE_FONT_PT.body.max, SLIDE_FONT_PT.body.min),
  );
}

/** Width of a concept slide's diagram space, in inches. */
const DIAGRAM_W_IN = 4.2;

/**
 * Bullets at the left, and at the right a dashed frame with a caption where the teacher puts a diagram;
 * the bullets split onto continuation slides (each with its frame) when they do not fit.
 */
function conceptSlides(ctx: DeckContext, slide: Extract<Slide, { type: 'concept' }>) {
  const body = SLIDE_BOXES.body;
  const textBox = { ...body, w: body.w - DIAGRAM_W_IN - SLIDE_BOXES.gap };
  const frame = {
    x: body.x + body.w - DIAGRAM_W_IN,
    y: body.y + 0.1,
    w: DIAGRAM_W_IN,
    h: body.h - 0.3,
  };
  for (const s of bulletSlides(ctx, slide.title, slide.bullets, slide.notes, slide.tag, textBox)) {
    s.addText(slide.placeholder, {
      ...frame,
      shape: 'rect',
      fill: { color: ctx.theme.colors.soft ?? ctx.theme.colors.background },
      line: { color: ctx.theme.colors.accent, width: 1.5, dashType: 'dash' },
      fontFace: ctx.theme.fonts.body,
      fontSize:
        fitFontSize([{ text: slide.placeholder, level: 0 }], { w: frame.w, h: frame.h }, 18, 12) ??
        12,
      color: ctx.theme.colors.accent,
      align: 'center',
      valign: 'middle',
    });
  }
}

/** Problem box sizes: the most of the body it may take, and its font sizes. */
const PROBLEM = { maxH: 2.2, max: 26, min: 18 } as const;

/**
 * A worked example: the problem in a tinted box (fitted), the numbered steps below it (fitted, else split
 * onto continuation slides that repeat no problem but keep the numbering).
 */
function stepsSlides(ctx: DeckContext, slide: Extract<Slide, { type: 'steps' }>) {
  const body = SLIDE_BOXES.body;
  const problem: FitParagraph[] = slide.problem.map((text) => ({ text, level: 0 }));
  let problemH = 0;
  let problemPt: number = PROBLEM.min;
  if (problem.length) {
    // The smallest box height, in steps of 0.2 in, at which the problem fits at a readable size.
    for (problemH = 0.8; problemH < PROBLEM.maxH; problemH += 0.2) {
      if (fitFontSize(problem, { w: body.w, h: problemH }, PROBLEM.max, PROBLEM.min) !== null)
        break;
    }
    const pt = fitFontSize(problem, { w: body.w, h: problemH }, PROBLEM.max, PROBLEM.min);
    if (pt === null)
      ctx.warnings.push({
        kind: 'text-fit',
        source: slide.problem.join(' / '),
        message: '例题题目过长，已交由演示软件缩小',
      });
    problemPt = pt ?? PROBLEM.min;
  }
  const stepsBox = { ...body, y: body.y + problemH + 0.15, h: body.h - problemH - 0.15 };
  const steps: FitParagraph[] = slide.steps.map((text) => ({ text, level: 1 }));
  const { max, min } = SLIDE_FONT_PT.body;
  const chunks =
    steps.length === 0 || fitFontSize(steps, stepsBox, max, min) !== null
      ? [steps]
      : splitToFit(steps, stepsBox, min);
  let number = 1;
  chunks.forEach((chunk, i) => {
    const s = addTitledSlide(
      ctx,
      i === 0 ? slide.title : `${slide.title}（续）`,
      i === 0 ? slide.notes : undefined,
      slide.tag,
    );
    if (problem.length) {
      s.addText(
        problem.map((p) => ({ text: p.text, options: { breakLine: true } })),
        {
          x: body.x,
          y: body.y,
          w: body.w,
          h: problemH,
          shape: 'rect',
          fill: { color: ctx.theme.colors.soft ?? ctx.theme.colors.background },
          line: { color: ctx.theme.colors.accent, width: 1 },
          fontFace: ctx.theme.fonts.body,
          fontSize: problemPt,
          color: ctx.theme.colors.text,
          valign: 'middle',
          fit: 'none',
        },
      );
    }
    if (chunk.length === 0) return;
    const pt = fitFontSize(chunk, stepsBox, max, min);
    if (pt === null)
      ctx.warnings.push({
        kind: 'text-fit',
        source: chunk.map((c) => c.text).join(' / '),
        message: '单个解题步骤过长，已交由演示软件缩小',
      });
    s.addText(
      chunk.map((p) => ({
        text: p.text,
        options: {
          bullet: { type: 'number' as const, numberStartAt: number },
          breakLine: true,
          paraSpaceAfter: Math.round((pt ?? min) * 0.35),
        },
      })),
      {
        ...stepsBox,
        fontFace: ctx.theme.fonts.body,
        fontSize: pt ?? min,
        color: ctx.theme.colors.text,
        valign: 'top',
        fit: pt === null ? 'shrink' : 'none',
      },
    );
    number += chunk.length;
  });
}

function coverSlide(ctx: DeckContext, slide: Extract<Slide, { type: 'title' }>) {
  const s = ctx.pptx.addSlide();
  const colors = ctx.theme.colors;
  s.background = { color: colors.coverBackground ?? colors.background };
  if (ctx.logo) addPicture(s, ctx.logo, { x: SLIDE_WIDTH_IN / 2 - 0.5, y: 0.7, w: 1, h: 1 });
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
    color: colors.coverTitle ?? colors.title,
    align: 'center',
    valign: 'middle',
  });
  s.addShape('rect', {
    x: SLIDE_WIDTH_IN / 2 - 1.5,
    y: 3.95,
    w: 3,
    h: 0.06,
    fill: { color: colors.coverTitle ?? colors.accent },
    line: { type: 'none' },
  });
  if (slide.subtitle) {
    const subtitlePt =
      fitFontSize(
        [{ text: slide.subtitle, level: 0 }],
        { w, h: 1.0 },
        SLIDE_FONT_PT.coverSubtitle,
        16,
      ) ?? 16;
    s.addText(slide.subtitle, {
      x: 0.6,
      y: 4.2,
      w,
      h: 1.0,
      fontFace: ctx.theme.fonts.body,
      fontSize: subtitlePt,
      color: colors.coverText ?? colors.text,
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
    ornament: deck.theme?.ornament ?? 'rule',
  };
  pptx.theme = { headFontFace: theme.fonts.heading, bodyFontFace: theme.fonts.body };
  const ctx: DeckContext = { pptx, theme, warnings: [], logo: deck.logo };
  for (const slide of deck.slides) {
    switch (slide.type) {
      case 'title':
        coverSlide(ctx, slide);
        break;
      case 'bullets':
        bulletSlides(ctx, slide.title, slide.bullets, slide.notes, slide.tag);
        break;
      case 'concept':
        conceptSlides(ctx, slide);
        break;
      case 'steps':
        stepsSlides(ctx, slide);
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
