import katex from 'katex';

/** Formula source → HTML, per render (a stream keeps one for its whole answer). */
export type MathCache = Map<string, string>;

/**
 * KaTeX settings for untrusted input: `trust: false` disables `\href`, `\url`, `\includegraphics`
 * and `\html*`; `maxSize` caps `\rule` and `\kern` (in em); `maxExpand` stops macro bombs such as
 * `\def\a{\a\a}\a`; `strict: 'ignore'` renders Chinese inside formulas instead of warning.
 */
const OPTIONS = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  maxSize: 10,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const;

/**
 * Renders one formula with KaTeX; a formula KaTeX rejects shows as its escaped source, with its
 * delimiters, in `<code class="math-error">`. Never throws.
 */
export function renderMath(
  source: string,
  display: boolean,
  open: string,
  close: string,
  cache: MathCache | undefined,
): string {
  const key = (display ? 'D' : 'I') + source;
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  let html: string;
  try {
    html = katex.renderToString(source, { ...OPTIONS, displayMode: display });
  } catch (_error) {
    html = `<code class="math-error">${escapeHtml(open + source + close)}</code>`;
  }
  cache?.set(key, html);
  return html;
}

/** Escapes the five HTML-special characters. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
