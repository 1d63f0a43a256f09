/**
 * The one Chinese text normaliser of the server: full-width → half-width and other compatibility
 * forms (NFKC: Ａ→A, ｐｐｔ→ppt), then lower case — the same for indexed text and queries, so the
 * app search, the knowledge index and the sensitive-word filter agree on what a character is.
 * The filter also drops the characters people insert to dodge it (spaces, punctuation, symbols,
 * zero-width and control characters).
 */

/** NFKC then lower case. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const IGNORABLE = /[\p{P}\p{S}\p{Z}\p{C}\s]/u;

/** True for a character the filter skips between the characters of a word. */
export const isIgnorable = (ch: string): boolean => IGNORABLE.test(ch);

/** Most code points whose significant form is remembered (a few thousand occur in practice). */
const SIGNIFICANT_CACHE_LIMIT = 65_536;
/** A code point → its significant normalised characters (none when it is ignorable). */
const significantCache = new Map<number, readonly string[]>();

/** The significant normalised characters of one code point, computed once per code point. */
function significantOf(codePoint: number): readonly string[] {
  let chars = significantCache.get(codePoint);
  if (chars === undefined) {
    chars = [...normalizeText(String.fromCodePoint(codePoint))].filter((ch) => !isIgnorable(ch));
    if (significantCache.size < SIGNIFICANT_CACHE_LIMIT) significantCache.set(codePoint, chars);
  }
  return chars;
}

/**
 * Calls `emit` with each significant normalised character of `text` and the index in `text` of
 * the character it came from. Each code point is normalised on its own (a streamed answer is
 * scanned delta by delta, so a character must not depend on its neighbours); the result per code
 * point is remembered, so a long answer costs a lookup per character, not a normalisation.
 */
export function forEachSignificant(text: string, emit: (ch: string, origin: number) => void): void {
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i) as number;
    const chars = significantOf(codePoint);
    for (let k = 0; k < chars.length; k++) emit(chars[k] as string, i);
    i += codePoint > 0xffff ? 2 : 1;
  }
}

/** The normalised form of a word as the filter stores it. */
export function normalizeWord(word: string): string {
  let out = '';
  forEachSignificant(word, (ch) => {
    out += ch;
  });
  return out;
}
