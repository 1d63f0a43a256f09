/**
 * Text normalisation for the sensitive-word filter: full-width → half-width and other
 * compatibility forms (NFKC), lower case, and characters that people insert to dodge a filter
 * (spaces, punctuation, symbols, zero-width and control characters) dropped.
 */

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
    const norm = raw.normalize('NFKC').toLowerCase();
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
