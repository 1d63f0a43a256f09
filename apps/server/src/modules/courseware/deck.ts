/**
 * A courseware as the slide writer's deck (docs/courseware.md "Slides"): one layout per slide kind, the
 * theme's fonts and colours, `$…$` rendered as clean text, and the school's logo when there is one.
 */
import {
  findCoursewareTheme,
  plainMath,
  COURSEWARE_THEMES,
  type CoursewareData,
  type CoursewareSlide,
  type CoursewareSlideKind,
} from '@aita/core';
import type { Slide, SlideDeck, SlideImage } from '@aita/docgen';

/** The badge beside each kind's title. */
const TAGS: Readonly<Partial<Record<CoursewareSlideKind, string>>> = {
  objectives: '目标',
  intro: '导入',
  concept: '新授',
  example: '例题',
  exercise: '练习',
  answer: '答案',
  summary: '小结',
  homework: '作业',
};

/** The caption of a concept slide's diagram space. */
export const DIAGRAM_PLACEHOLDER = '示意图位置\n可在此插入图片或图形';

function toSlide(slide: CoursewareSlide): Slide {
  const title = plainMath(slide.title);
  const points = slide.points.map(plainMath);
  const base = { notes: slide.notes || undefined, tag: TAGS[slide.kind] };
  switch (slide.kind) {
    case 'title':
      return { type: 'title', title, subtitle: points.join('\n') || undefined, notes: base.notes };
    case 'concept':
      return { ...base, type: 'concept', title, bullets: points, placeholder: DIAGRAM_PLACEHOLDER };
    case 'example':
      return { ...base, type: 'steps', title, problem: points, steps: slide.steps.map(plainMath) };
    default:
      return { ...base, type: 'bullets', title, bullets: points };
  }
}

/** The deck of a courseware. */
export function coursewareDeck(courseware: CoursewareData, logo?: SlideImage): SlideDeck {
  const theme = findCoursewareTheme(courseware.form.themeId) ?? COURSEWARE_THEMES[0];
  return {
    title: courseware.outline.title,
    author: 'AITA AI课件',
    logo,
    theme: theme && {
      fonts: theme.fonts,
      colors: {
        background: theme.colors.background,
        title: theme.colors.title,
        text: theme.colors.text,
        accent: theme.colors.accent,
        soft: theme.colors.soft,
        coverBackground: theme.colors.coverBackground,
        coverTitle: theme.colors.coverTitle,
        coverText: theme.colors.coverText,
        tableHeaderFill: theme.colors.accent,
        tableHeaderText: 'FFFFFF',
      },
      ornament: theme.ornament,
    },
    slides: courseware.slides.map(toSlide),
  };
}

/** A download name: the title without characters file systems refuse, and `.pptx`. */
export function pptxFileName(courseware: CoursewareData): string {
  const safe = [...courseware.outline.title]
    .filter((c) => c.charCodeAt(0) >= 0x20 && !'\\/:*?"<>|'.includes(c))
    .join('')
    .trim()
    .slice(0, 60);
  return `${safe || '课件'}.pptx`;
}
