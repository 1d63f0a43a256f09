import { normalizeText } from './tokenize';

/** A highlighted part of a text: `[start, end)` in UTF-16 code units of that same text. */
export type Range = readonly [start: number, end: number];

/** Characters of context kept before the first hit when a snippet is cut from a body. */
const SNIPPET_LEAD = 24;
/** Length of a snippet, in UTF-16 code units. */
export const SNIPPET_CHARS = 120;

/**
 * Where the query's tokens occur in `text`, matched after the same normalisation as indexing
 * (full-width, case), as plain ranges over the original text: the UI escapes the text itself and
 * wraps the ranges, so no markup ever comes from stored content.
 */
export function findRanges(text: string, tokens: readonly string[]): Range[] {
  let normalized = '';
  const origin: number[] = []; // normalized index → start of its character in `text`
  const originEnd: number[] = [];
  let at = 0;
  for (const char of text) {
    const n = normalizeText(char);
    for (let i = 0; i < n.length; i++) {
      origin.push(at);
      originEnd.push(at + char.length);
    }
    normalized += n;
    at += char.length;
  }
  const found: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    for (let i = normalized.indexOf(token); i !== -1; i = normalized.indexOf(token, i + 1)) {
      const start = origin[i];
      const end = originEnd[i + token.length - 1];
      if (start !== undefined && end !== undefined) found.push([start, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * A window of `body` around its first hit (or its start), with the hits inside the window as
 * ranges relative to the snippet.
 */
export function snippetOf(
  body: string,
  tokens: readonly string[],
): { snippet: string; snippetRanges: Range[] } {
  const ranges = findRanges(body, tokens);
  const first = ranges[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0;
  // Never cut a surrogate pair in half.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(body.charAt(start))) start--;
  let end = Math.min(body.length, start + SNIPPET_CHARS);
  if (end < body.length && /[\uDC00-\uDFFF]/.test(body.charAt(end))) end++;
  const snippetRanges = ranges
    .filter(([s, e]) => s < end && e > start)
    .map(([s, e]): Range => [Math.max(s, start) - start, Math.min(e, end) - start]);
  return { snippet: body.slice(start, end), snippetRanges };
}
