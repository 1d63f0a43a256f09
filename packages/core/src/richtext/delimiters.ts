/**
 * The maths delimiters of rich text (spec §3: answers carry `$…$` and `$$…$$`; models also write
 * `\(…\)` and `\[…\]`) and the line rules shared by the markdown-it block rule and the streaming
 * block splitter, so both agree on where a display formula starts and ends.
 */

/** Closing delimiter of each opening one. */
export const MATH_CLOSERS: Readonly<Record<string, string>> = {
  $: '$',
  $$: '$$',
  '\\(': '\\)',
  '\\[': '\\]',
};

/** What a line that starts with `$$` or `\[` opens. */
export type MathOpener =
  /** A display formula that goes on to later lines, ending at a line that ends with `close`. */
  | { close: string; content?: undefined }
  /** A whole display formula on this one line. */
  | { close: string; content: string };

/**
 * Reads a line (indentation removed, no line end) as the start of a display formula:
 * `$$` or `\[` alone or followed by the first part of the formula opens a multi-line formula;
 * `$$ x $$` is a one-line formula; `$$x$$ and more` is not a block (the inline rule takes it).
 */
export function parseMathOpener(line: string): MathOpener | null {
  const open = line.startsWith('$$') ? '$$' : line.startsWith('\\[') ? '\\[' : null;
  if (open === null) return null;
  const close = MATH_CLOSERS[open] ?? open;
  const rest = line.slice(2);
  const at = rest.indexOf(close);
  if (at === -1) return { close };
  const content = rest.slice(0, at);
  // `\[\\\]` is markdown's escaped `[`, `\` and `]`, not a display formula ending in a line break.
  if (open === '\\[' && content.endsWith('\\')) return null;
  if (rest.slice(at + close.length).trim() === '' && content.trim() !== '')
    return { close, content };
  return null;
}

/** Where the closing delimiter starts when `line` ends a multi-line display formula, else -1. */
export function mathCloserAt(line: string, close: string): number {
  const end = trimEndLength(line);
  return end >= close.length && line.startsWith(close, end - close.length)
    ? end - close.length
    : -1;
}

/** Length of `s` without trailing spaces and tabs. */
export function trimEndLength(s: string): number {
  let end = s.length;
  while (end > 0) {
    const c = s.charCodeAt(end - 1);
    if (c !== 32 && c !== 9) break;
    end--;
  }
  return end;
}
