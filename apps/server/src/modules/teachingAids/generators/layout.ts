import type { AidPage, AidPdf } from './pdf-kit';
import { MARGIN, PAGE_HEIGHT, PAGE_WIDTH } from './pdf-kit';

/** Who the sheet is for (printed in the header when given; docs/teaching-aids.md). */
export interface AidPersonalisation {
  school?: string;
  className?: string;
}

/** What every kind's generator receives. */
export interface AidContext {
  pdf: AidPdf;
  /** 1 to 6. */
  grade: number;
  /** 一年级 … 六年级. */
  gradeName: string;
  /** 部编版, 人教版, 北师版. */
  versionName: string;
  /** The catalogue file name without `.pdf`, e.g. 人教版一年级口算练习卡. */
  title: string;
  /** The catalogue url: the seed of every random choice. */
  url: string;
  who: AidPersonalisation;
}

/** Top of the content area below the header. */
export const CONTENT_TOP = PAGE_HEIGHT - 150;
export const CONTENT_LEFT = MARGIN;
export const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_BOTTOM = 64;

/** Draws a label and its answer on an underline; returns the x after it. */
function field(
  page: AidPage,
  label: string,
  value: string,
  x: number,
  y: number,
  blank: number,
): number {
  const size = 11;
  const labelWidth = page.text(label, x, y, { size });
  const start = x + labelWidth;
  const width = Math.max(blank, value === '' ? 0 : page.textWidth(value, size) + 12);
  if (value !== '') page.text(value, start + 6, y, { size });
  page.line(start, y - 3, start + width, y - 3, { width: 0.6 });
  return start + width + 18;
}

/**
 * A new page with the sheet's header (title, subtitle, 学校：… 班级：… 姓名：＿＿＿ line) and
 * footer (title and page number, filled in by {@link finishPages}).
 */
export function addSheetPage(ctx: AidContext, subtitle: string): AidPage {
  const page = ctx.pdf.addPage();
  page.text(ctx.title, PAGE_WIDTH / 2, PAGE_HEIGHT - 64, { size: 18, align: 'center' });
  page.text(subtitle, PAGE_WIDTH / 2, PAGE_HEIGHT - 84, {
    size: 10.5,
    gray: 0.35,
    align: 'center',
  });
  let x = MARGIN;
  const y = PAGE_HEIGHT - 110;
  x = field(page, '学校：', ctx.who.school ?? '', x, y, 130);
  x = field(page, '班级：', ctx.who.className ?? '', x, y, 90);
  field(page, '姓名：', '', x, y, 80);
  page.line(MARGIN, y - 10, PAGE_WIDTH - MARGIN, y - 10, { width: 0.4, gray: 0.5 });
  return page;
}

/** Writes the footer of every page: AITA 教辅资料 · title · 第 n 页 / 共 m 页. */
export function finishPages(ctx: AidContext, pages: readonly AidPage[]): void {
  pages.forEach((page, index) => {
    page.text(
      `AITA 教辅资料 · ${ctx.title} · 第 ${index + 1} 页 / 共 ${pages.length} 页`,
      PAGE_WIDTH / 2,
      36,
      { size: 8.5, gray: 0.45, align: 'center' },
    );
  });
}

/** Word-wraps nothing: draws lines of text downward from y; returns the y below the last. */
export function paragraph(
  page: AidPage,
  lines: readonly string[],
  x: number,
  y: number,
  size = 11,
): number {
  let cursor = y;
  for (const line of lines) {
    page.text(line, x, cursor, { size });
    cursor -= size * 1.7;
  }
  return cursor;
}
