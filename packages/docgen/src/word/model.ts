import type { PageSizeName } from './layout';

/**
 * The document model that Word files are made from. Text anywhere may hold `$…$` (inline) and `$$…$$` (display)
 * LaTeX, which becomes native Word equations; `\$` is a literal dollar sign.
 */

/** A piece of text with its formatting. `text` may hold `$…$` math. */
export type WordRun = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Hex colour without `#`, such as `C00000`. */
  color?: string;
  /** Size in points; the body size (五号, 10.5 pt) when absent. */
  sizePt?: number;
  /** Use the heading font (黑体) instead of the body font (宋体). */
  heading?: boolean;
  /**
   * Anchor a Word comment (批注) on this run: the id of one of the document's `comments`. Word, WPS and
   * LibreOffice show the comment in the margin beside exactly this text (an essay's marked span).
   */
  commentId?: number;
};

/** Horizontal alignment of a paragraph. */
export type WordAlign = 'left' | 'center' | 'right' | 'justify';

/** A paragraph: a string or runs. A `$$…$$` inside it becomes a centred equation paragraph of its own. */
export type WordParagraph = {
  type: 'paragraph';
  runs: string | WordRun[];
  align?: WordAlign;
  /** Indent the first line by two characters, as Chinese prose does. */
  firstLineIndent?: boolean;
  /** Hanging indent in characters, for numbered options such as `A．…` that wrap. */
  hangingChars?: number;
  /** Space after the paragraph in points. */
  spaceAfterPt?: number;
};

/** A heading (level 1 is the document title). Its text may hold `$…$` math. */
export type WordHeading = { type: 'heading'; level: 1 | 2 | 3; text: string; align?: WordAlign };

/** A display equation on its own centred line. */
export type WordEquation = { type: 'equation'; latex: string };

/** A table cell: text (with math) or runs; `span` merges columns. */
export type WordCell =
  string | { runs: string | WordRun[]; span?: number; bold?: boolean; align?: WordAlign };

/** A table. Widths are relative weights (they are scaled to the text width); the first row is a header when `header`. */
export type WordTable = {
  type: 'table';
  rows: WordCell[][];
  widths?: number[];
  header?: boolean;
  /** Draw cell borders (default true). Answer sheets and score boxes want them; layout tables do not. */
  borders?: boolean;
  /** Least height of each row in millimetres (an answer sheet's writing areas); rows grow past it. */
  rowHeightsMm?: (number | undefined)[];
};

/** A PNG or JPEG picture with the size it should print at, in pixels at 96 per inch. */
export type WordImage = {
  type: 'image';
  data: Uint8Array;
  format: 'png' | 'jpg';
  widthPx: number;
  heightPx: number;
  align?: WordAlign;
  /** Alternative text for screen readers. */
  alt?: string;
};

/** Ends the page (`page`) or the column (`column`). */
export type WordBreak = { type: 'break'; kind: 'page' | 'column' };

/** One block of a section's body. */
export type WordBlock =
  WordParagraph | WordHeading | WordEquation | WordTable | WordImage | WordBreak;

/**
 * The 密封线 of an exam paper: the fields students fill in, written along the left edge of every page, and a dashed
 * line with the warning not to write beyond it.
 */
export type WordSealLine = {
  /** Field labels, by default 学校、班级、姓名、考号. */
  fields?: string[];
  /** Text along the dashed line, by default 密封线内不要答题. */
  note?: string;
};

/** Page footer: page numbers as `第 X 页 共 Y 页`, a fixed text, or nothing. */
export type WordFooter =
  { pageNumbers: true; text?: string } | { pageNumbers?: false; text: string };

/** A section: pages of one size and orientation, one or more columns, its own header and footer. */
export type WordSection = {
  page?: {
    size?: PageSizeName;
    orientation?: 'portrait' | 'landscape';
    /** Margins in millimetres (2 cm each by default). */
    marginsMm?: { top?: number; right?: number; bottom?: number; left?: number };
  };
  /** Number of text columns (1 to 3). An A3 landscape exam paper has 2. */
  columns?: number;
  /** Draw a line between columns. */
  columnSeparator?: boolean;
  header?: string;
  footer?: WordFooter;
  seal?: WordSealLine;
  blocks: WordBlock[];
};

/** A Word comment (批注) shown in the margin; runs anchor it with `commentId`. Plain text, one paragraph per line. */
export type WordComment = {
  id: number;
  text: string;
  /** Shown as the comment's author (the teacher's name or 批改). */
  author?: string;
  initials?: string;
  /** When it was written (the teacher's 发布 time); left out when absent. */
  date?: Date;
};

/** A whole Word document. */
export type WordDocument = {
  title?: string;
  author?: string;
  sections: WordSection[];
  /** Comments anchored on runs (`WordRun.commentId`); a comment no run anchors is left out. */
  comments?: WordComment[];
};

/** Something the writer could not do exactly as asked; the file is still made. */
export type DocWarning = {
  kind: 'math' | 'chemistry' | 'image' | 'text-fit';
  /** The input the warning is about, such as the LaTeX of a formula. */
  source: string;
  /** What happened, in Chinese, fit to show a teacher. */
  message: string;
};

/** The bytes of a generated file and what could not be rendered exactly. */
export type RenderResult = { bytes: Uint8Array; warnings: DocWarning[] };
