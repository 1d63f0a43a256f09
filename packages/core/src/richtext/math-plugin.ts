import type MarkdownIt from 'markdown-it';
import type { StateBlock, StateInline } from 'markdown-it';
import { MATH_CLOSERS, mathCloserAt, parseMathOpener } from './delimiters';
import { renderMath, type MathCache } from './katex';
import { bracketCloser, dollarCloser, doubleDollarCloser } from './pairs';

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

/**
 * Inline maths: `$…$`, `$$…$$`, `\(…\)` and `\[…\]`, paired by the rules of `pairs.ts` (a price
 * `$` stays text, an escaped bracket stays an escape). Runs before markdown-it's `escape` rule,
 * which would otherwise eat `\(` and `\[`; a backslash the pairing rejects goes on to `escape`.
 */
function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos: start, posMax: max } = state;
  const c = src.charCodeAt(start);
  let open: string;
  let closeAt: number;
  if (c === DOLLAR) {
    // The second `$` of an unfinished `$$` must not open inline maths of its own.
    if (start > 0 && src.charCodeAt(start - 1) === DOLLAR) return false;
    if (src.charCodeAt(start + 1) === DOLLAR) {
      open = '$$';
      closeAt = doubleDollarCloser(src, start, max);
    } else {
      open = '$';
      closeAt = dollarCloser(src, start, max);
    }
  } else if (c === BACKSLASH) {
    const next = src.charCodeAt(start + 1);
    if (next !== 0x28 && next !== 0x5b) return false;
    open = next === 0x28 ? '\\(' : '\\[';
    closeAt = bracketCloser(src, start, max, MATH_CLOSERS[open] ?? '');
  } else {
    return false;
  }
  if (closeAt === -1) return false;
  const close = MATH_CLOSERS[open] ?? open;
  if (!silent) {
    const display = open === '$$' || open === '\\[';
    const token = state.push(display ? 'math_inline_display' : 'math_inline', 'math', 0);
    token.markup = open;
    token.content = src.slice(start + open.length, closeAt);
  }
  state.pos = closeAt + close.length;
  return true;
}

/**
 * Display maths as a block: a line starting with `$$` or `\[` (up to three spaces of indent),
 * up to the first line that ends with `$$` or `\]`. Without a closing line it is not a block,
 * so a formula still being streamed shows as text.
 */
function mathBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const { src } = state;
  const lineStart = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  const opener = parseMathOpener(src.slice(lineStart, state.eMarks[startLine]));
  if (opener === null) return false;
  const open = src.slice(lineStart, lineStart + 2);
  let content: string;
  let last = startLine;
  if (opener.content !== undefined) {
    content = opener.content;
  } else {
    let closeAbs = -1;
    for (let line = startLine + 1; line < endLine; line++) {
      const begin = (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0);
      const at = mathCloserAt(src.slice(begin, state.eMarks[line]), opener.close);
      if (at !== -1) {
        closeAbs = begin + at;
        last = line;
        break;
      }
    }
    if (closeAbs === -1) return false;
    content = src.slice(lineStart + 2, closeAbs);
  }
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.markup = open;
  token.content = content;
  token.map = [startLine, last + 1];
  state.line = last + 1;
  return true;
}

/** The markdown-it plugin: the two rules and their renderers (KaTeX, cached in `env.mathCache`). */
export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  const cacheOf = (env: unknown): MathCache | undefined =>
    (env as { mathCache?: MathCache } | undefined)?.mathCache;
  const rule =
    (display: boolean) =>
    (tokens: { content: string; markup: string }[], idx: number, _o: unknown, env: unknown) => {
      const t = tokens[idx];
      if (!t) return '';
      return renderMath(t.content, display, t.markup, MATH_CLOSERS[t.markup] ?? '', cacheOf(env));
    };
  md.renderer.rules.math_inline = rule(false);
  md.renderer.rules.math_inline_display = rule(true);
  const block = rule(true);
  md.renderer.rules.math_block = (tokens, idx, options, env) =>
    `<div class="math-display">${block(tokens, idx, options, env)}</div>\n`;
}
