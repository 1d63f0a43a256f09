/**
 * Estimates how wide text prints, in ems of its font size, without a font file: CJK characters and full-width
 * punctuation are square (1 em), Latin letters and digits average about half an em. Neither pptxgenjs nor docx
 * measures text, so fitting and option layout rely on this; it errs on the wide side so text is not cut.
 */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) em += charWidthEm(ch.codePointAt(0) ?? 0);
  return em;
}

function charWidthEm(cp: number): number {
  if (isWide(cp)) return 1;
  if (cp === 0x20) return 0.28;
  if ((cp >= 0x41 && cp <= 0x5a) || cp === 0x6d || cp === 0x77) return 0.68; // capitals, m, w
  if (cp === 0x69 || cp === 0x6c || cp === 0x2e || cp === 0x2c || cp === 0x3a || cp === 0x3b)
    return 0.3;
  return 0.55;
}

/** CJK ideographs, kana, hangul, full-width forms and CJK punctuation take a whole em. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/**
 * How many lines text takes when wrapped at `widthEm` (whole characters, no hyphenation). Explicit line breaks
 * start new lines; an empty text still takes one line.
 */
export function wrappedLines(text: string, widthEm: number): number {
  if (widthEm <= 0) return Number.POSITIVE_INFINITY;
  return text
    .split('\n')
    .reduce((n, line) => n + Math.max(1, Math.ceil(textWidthEm(line) / widthEm)), 0);
}
