/**
 * Layout constants of Word documents, named once. Word measures pages in twips (1/20 pt, 1440 per inch).
 * Paper sizes are the portrait width × height; landscape swaps them.
 */

/** Twips in one millimetre (1440 per inch, 25.4 mm per inch). */
export const TWIPS_PER_MM = 1440 / 25.4;

/** Converts millimetres to whole twips. */
export function mmToTwips(mm: number): number {
  return Math.round(mm * TWIPS_PER_MM);
}

/**
 * Paper sizes schools print on. B4 is the JIS B4 (257 × 364 mm) that Chinese print shops and Word's "B4 (JIS)" use
 * for exam papers, not ISO B4 (250 × 353 mm).
 */
export const PAGE_SIZES = {
  A4: { width: 11906, height: 16838 },
  A3: { width: 16838, height: 23811 },
  B4: { width: mmToTwips(257), height: mmToTwips(364) },
} as const;

/** A paper size name of {@link PAGE_SIZES}. */
export type PageSizeName = keyof typeof PAGE_SIZES;

/** Default margins: 2 cm all round, like the Word template Chinese schools start from. */
export const DEFAULT_MARGIN_TWIPS = mmToTwips(20);

/** Space between the columns of a two-column section (about 2 Chinese characters at 五号). */
export const COLUMN_GAP_TWIPS = mmToTwips(10);

/** Width of the 密封线 strip along the left edge; the left margin grows to clear it. */
export const SEAL_STRIP_TWIPS = mmToTwips(22);

/** Left margin of a page that has a 密封线: the strip plus a gap before the text. */
export const SEAL_LEFT_MARGIN_TWIPS = SEAL_STRIP_TWIPS + mmToTwips(10);

/** Font sizes in half-points, named as Chinese typesetting names them (五号 = 10.5 pt). */
export const FONT_SIZES = {
  /** 五号: body text of exam papers and handouts. */
  body: 21,
  /** 小五: table text, headers and footers. */
  small: 18,
  /** 三号: level-1 headings (paper title). */
  h1: 32,
  /** 四号: level-2 headings (question groups). */
  h2: 28,
  /** 小四: level-3 headings. */
  h3: 24,
} as const;

/**
 * Font family names Word and WPS resolve on Chinese systems (the localized names of SimSun and SimHei), and the Latin
 * font of Chinese school documents. LibreOffice substitutes Noto CJK when they are not installed.
 */
export const WORD_FONTS = {
  body: '宋体',
  heading: '黑体',
  latin: 'Times New Roman',
} as const;

/** Pixels per inch docx assumes for image sizes (96, as on screen). */
export const PIXELS_PER_INCH = 96;
