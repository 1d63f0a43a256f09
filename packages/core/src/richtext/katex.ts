import katex from 'katex';
// `\ce` and `\pu` (chemical equations and units) for chemistry answers; it registers its macros
// on the same KaTeX module, so it loads wherever KaTeX does, and only there.
import 'katex/contrib/mhchem';
import { fixTextUnderscores } from './tex-repair';

/** Formula source → HTML, per render (a stream keeps one for its whole answer). */
export type MathCache = Map<string, string>;

/**
 * The colour KaTeX paints what it refuses to typeset without throwing (`\href` and `\html*`
 * under `trust: false`); no answer asks for it, so finding it in the output means "refused".
 */
const REFUSED_COLOR = '#cc0001';

/**
 * KaTeX settings for untrusted input: `trust: false` disables `\href`, `\url`, `\includegraphics`
 * and `\html*`; `maxSize` caps `\rule` and `\kern` (in em); `maxExpand` stops macro bombs such as
 * `\def\a{\a\a}\a`; `strict: 'ignore'` renders Chinese inside formulas instead of warning.
 */
const OPTIONS = {
  throwOnError: true,
  errorColor: REFUSED_COLOR,
  trust: false,
  strict: 'ignore',
  maxSize: 10,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const;

/** KaTeX's HTML for `source`, or null when it throws or refuses part of it. */
function typeset(source: string, display: boolean): string | null {
  try {
    const html = katex.renderToString(source, { ...OPTIONS, displayMode: display });
    return html.includes(REFUSED_COLOR) ? null : html;
  } catch (_error) {
    return null;
  }
}

/**
 * Renders one formula with KaTeX. A formula KaTeX cannot typeset is first repaired where models
 * predictably slip (`_` inside `\text{}`), then, if still rejected, shows as its escaped source
 * with its delimiters in `<code class="math-error">`: readable and copyable, never KaTeX's red
 * error text. Never throws.
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
  let html = typeset(source, display);
  if (html === null) {
    const repaired = fixTextUnderscores(source);
    if (repaired !== source) html = typeset(repaired, display);
  }
  html ??= `<code class="math-error">${escapeHtml(open + source + close)}</code>`;
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
