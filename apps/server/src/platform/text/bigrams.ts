import { normalizeText } from './normalize';

/**
 * The one character-bigram tokenizer of the in-memory indexes (the app search, the built-in
 * knowledge corpus). Chinese has no spaces, so text is cut into overlapping character bigrams;
 * `pg_trgm` and word tokenizers do not help here (ARCHITECTURE.md "Documents and search").
 */

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The terms of `text` after {@link normalizeText}: Han bigrams (a lone Han character as itself)
 * and Latin/digit words (a single letter is dropped, a single digit kept). Repeats are kept
 * (term frequency), in reading order.
 */
export function bigramTerms(text: string): string[] {
  const terms: string[] = [];
  let han: string[] = [];
  let word = '';
  const flushHan = (): void => {
    if (han.length === 1) terms.push(han[0] as string);
    for (let i = 0; i + 1 < han.length; i++) terms.push(`${han[i]}${han[i + 1]}`);
    han = [];
  };
  const flushWord = (): void => {
    if (word.length > 1 || /\d/.test(word)) terms.push(word);
    word = '';
  };
  for (const ch of normalizeText(text)) {
    if (HAN.test(ch)) {
      flushWord();
      han.push(ch);
    } else if (WORD.test(ch)) {
      flushHan();
      word += ch;
    } else {
      flushHan();
      flushWord();
    }
  }
  flushHan();
  flushWord();
  return terms;
}

/** Code points, so an astral character (emoji, rare CJK) counts as one. */
export function codePoints(text: string): number[] {
  const out: number[] = [];
  for (const c of text) out.push(c.codePointAt(0) as number);
  return out;
}

/**
 * A bigram of two code points as one number (code points are below 0x110000; the product stays
 * below 2^53): numeric keys build an index about twice as fast as string keys.
 */
export const bigramKey = (a: number, b: number): number => a * 0x110000 + b;
