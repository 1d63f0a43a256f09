/**
 * Repairs for TeX that models write and KaTeX rejects, tried only after KaTeX has refused the
 * formula as written (a formula that typesets is never touched).
 */

/** Text-mode commands whose argument is prose, where `_` must be `\_`. */
const TEXT_COMMAND = /\\(?:text|textrm|textsf|texttt|textit|textbf|textnormal|mbox)\s*\{/g;

/**
 * Escapes bare `_` inside `\text{…}` and its kin: `\text{total_cost}` is a subscript outside
 * maths mode to TeX (an error), and always meant the underscore of an identifier.
 */
export function fixTextUnderscores(source: string): string {
  if (!source.includes('_')) return source;
  let out = '';
  let last = 0;
  TEXT_COMMAND.lastIndex = 0;
  for (let m = TEXT_COMMAND.exec(source); m !== null; m = TEXT_COMMAND.exec(source)) {
    let depth = 1;
    let i = m.index + m[0].length;
    out += source.slice(last, i);
    for (; i < source.length && depth > 0; i++) {
      const c = source[i];
      if (c === '\\') {
        out += source.slice(i, i + 2);
        i++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth--;
      out += c === '_' ? '\\_' : c;
    }
    last = i;
    TEXT_COMMAND.lastIndex = i;
  }
  return out + source.slice(last);
}
