import { renderRichText } from './stream';

const MATH_ERROR = /<code class="math-error">([^<]*)<\/code>/;

/**
 * The first formula of a rich text that KaTeX cannot typeset, as typed (with its delimiters);
 * null when every formula typesets. The one check behind the question editor, the Word import
 * and a paper's in-place edits, so a stored text always renders the way the pages and the Word
 * export read it.
 */
export function badFormula(text: string): string | null {
  const bad = MATH_ERROR.exec(renderRichText(text));
  if (!bad) return null;
  return (bad[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
