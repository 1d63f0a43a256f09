/**
 * Chinese-aware tokens for the search index: text is normalised, cut into words by jieba
 * (`@node-rs/jieba`, prebuilt native binaries, no install script) and reduced to tokens made only
 * of letters, marks and digits, so that both the stored `tsvector` and the query are built from
 * the same words and no tsquery syntax character ever reaches PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';

/** Longest query text considered (characters); the rest of a pasted essay is ignored. */
export const MAX_QUERY_CHARS = 200;
/** Most tokens a query contributes; more only slows the GIN lookup without narrowing it. */
export const MAX_QUERY_TOKENS = 24;
/** Tokens longer than this are dropped (PostgreSQL refuses lexemes over 2 KB anyway). */
export const MAX_TOKEN_CHARS = 64;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

let instance: Jieba | undefined;

/**
 * The jieba segmenter with its bundled dictionary (about 0.3 s to load, so once per process and
 * only when search is first used). The native module and the dictionary file are loaded here
 * too, with a synchronous `require` since tokenizing is synchronous: importing the package's
 * `dict.js` at start would hold its 5 MB dictionary and 6 MB IDF table (never used here) in
 * every process, searching or not.
 */
function jieba(): Jieba {
  if (!instance) {
    const load = createRequire(import.meta.url);
    const { Jieba: Segmenter } = load('@node-rs/jieba') as { Jieba: typeof Jieba };
    instance = Segmenter.withDict(readFileSync(load.resolve('@node-rs/jieba/dict.txt')));
  }
  return instance;
}

/**
 * NFKC (full-width letters, digits and punctuation become half-width, ideographic space a space),
 * lower case, NUL and other control characters removed. Traditional characters stay as they are:
 * 數學 and 数学 are different words to this index.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(CONTROL, ' ');
}

const WORD_PART = /[\p{L}\p{M}\p{N}]+/gu;
const HAN = /\p{Script=Han}/u;

/** Splits a jieba word on everything that is not a letter, mark or digit (`y=x^2` → y, x, 2). */
function cleanParts(word: string): string[] {
  const parts = word.match(WORD_PART) ?? [];
  return parts.filter((p) => p.length <= MAX_TOKEN_CHARS);
}

/**
 * Tokens of a record's text, in order, for `to_tsvector('simple', tokens.join(' '))`. Search mode
 * (`cutForSearch`) adds the shorter words inside long ones (勾股定理 → 定理, 勾股定理), so a
 * query for a part of a compound still finds it.
 */
export function indexTokens(text: string): string[] {
  const normalized = normalizeText(text);
  if (!normalized.trim()) return [];
  return jieba().cutForSearch(normalized, true).flatMap(cleanParts);
}

/**
 * Tokens of a search query, cut the same way as records, without repeats, at most
 * MAX_QUERY_TOKENS of them from the first MAX_QUERY_CHARS characters.
 */
export function queryTokens(query: string): string[] {
  const normalized = normalizeText(query.slice(0, MAX_QUERY_CHARS));
  if (!normalized.trim()) return [];
  const seen = new Set<string>();
  for (const token of jieba().cutForSearch(normalized, true).flatMap(cleanParts)) {
    seen.add(token);
    if (seen.size >= MAX_QUERY_TOKENS) break;
  }
  return [...seen];
}

/** Whether a token contains a Han character (used by highlighting and by the benchmark). */
export function hasHan(token: string): boolean {
  return HAN.test(token);
}
