/**
 * Which delimiters in a line of prose pair into an inline formula. Models write `$` both as the
 * maths delimiter and as a price, in Chinese without spaces around either, and write `\(`/`\[`
 * where markdown means an escaped bracket; these rules decide, from the characters around each
 * candidate alone (so a streamed text decides the same way as the whole), which reading wins.
 */

const BACKSLASH = 0x5c;

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Chinese characters and full-width punctuation: prose, not maths, when bare in a formula. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** An odd number of backslashes right before `i` escapes the character at `i`. */
export function isEscaped(src: string, i: number): boolean {
  let n = 0;
  while (i - 1 - n >= 0 && src.charCodeAt(i - 1 - n) === BACKSLASH) n++;
  return n % 2 === 1;
}

/**
 * A price, not a formula: a number followed at once by a Chinese character or full-width
 * punctuation (`$20，打折后`, `$5元`). A formula starting with a number goes on with maths.
 */
const PRICE = /^\d[\d,.]*[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** A word of prose standing alone between spaces: ` and `, ` you ` (maths has `\sin`, `x`). */
const PROSE_WORD = /\s[A-Za-z]{2,}\s/;

/**
 * The closing `$` of a single-dollar formula whose opening `$` is at `start`, or -1 when that
 * `$` is text. The closer is the first unescaped `$` after the opener, never a later one: a `$`
 * that cannot close leaves the opener as text (`单价 $5，共 $x$ 斤` keeps `$5，共 ` as prose and
 * typesets only `x`).
 *
 * - Tight (`$x$`): the opener is followed and the closer preceded by a non-space
 *   (`$5 and $6`).
 * - Padded (`$ x = 3 $`): opener followed and closer preceded by a space, and no lone prose word
 *   inside (`$ 5 and you have $`).
 * - The closer is not followed by a digit (`共 $3$5 元`), nor by an ASCII letter when the content
 *   holds Chinese (`共$x，那么$y$`: the `$` before `y` opens, it does not close); `$5$cm` is maths.
 * - Never across a backtick (a later code span keeps its `$`) and never a price (see {@link PRICE}).
 */
export function dollarCloser(src: string, start: number, max: number): number {
  const from = start + 1;
  if (from >= max) return -1;
  const padded = isSpace(src.charCodeAt(from));
  let close = src.indexOf('$', from);
  while (close !== -1 && close < max && isEscaped(src, close)) close = src.indexOf('$', close + 1);
  if (close === -1 || close >= max || close === from) return -1;
  const after = src.charCodeAt(close + 1);
  if (isDigit(after)) return -1;
  const content = src.slice(from, close);
  if (isAsciiLetter(after) && CJK.test(content)) return -1;
  if (content.includes('`')) return -1;
  if (padded) {
    if (!isSpace(src.charCodeAt(close - 1)) || content.trim() === '') return -1;
    if (PROSE_WORD.test(content)) return -1;
  } else {
    if (isSpace(src.charCodeAt(close - 1))) return -1;
    if (PRICE.test(content)) return -1;
  }
  return close;
}

/**
 * The closing delimiter (`\)` or `\]`) of a formula opened at `start`, or -1 when the backslash
 * is markdown's escape of a bracket: after an ASCII letter (`a\[0\]`, `foo\(and\(bar\)`), in a
 * link destination (`](\(foo\))`), or when the content ends with a backslash (`\[\\\]`, escaped
 * brackets around an escaped backslash). Content may not be blank nor cross a backtick.
 */
export function bracketCloser(src: string, start: number, max: number, close: string): number {
  const before = start > 0 ? src.charCodeAt(start - 1) : 32;
  if (isAsciiLetter(before)) return -1;
  if (before === 0x28 && start > 1 && src.charCodeAt(start - 2) === 0x5d) return -1;
  const from = start + 2;
  const at = src.indexOf(close, from);
  if (at === -1 || at + close.length > max) return -1;
  const content = src.slice(from, at);
  if (content.trim() === '' || content.includes('`')) return -1;
  if (content.charCodeAt(content.length - 1) === BACKSLASH) return -1;
  return at;
}

/** The closing `$$` of an inline `$$…$$` opened at `start`, or -1. */
export function doubleDollarCloser(src: string, start: number, max: number): number {
  const from = start + 2;
  const at = src.indexOf('$$', from);
  if (at === -1 || at + 2 > max) return -1;
  const content = src.slice(from, at);
  if (content.trim() === '' || content.includes('`')) return -1;
  return at;
}
