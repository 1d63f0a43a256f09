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

/**
 * Calls `emit` with each significant normalised character of `text` and the index in `text` of
 * the character it came from.
 */
export function forEachSignificant(text: string, emit: (ch: string, origin: number) => void): void {
  let i = 0;
  for (const raw of text) {
    const norm = normalizeText(raw);
    for (const ch of norm) if (!isIgnorable(ch)) emit(ch, i);
    i += raw.length;
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
