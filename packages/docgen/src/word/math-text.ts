/** A piece of text between, or inside, `$` delimiters. */
export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'inline'; latex: string }
  | { kind: 'display'; latex: string };

/**
 * Splits text into plain text, inline `$…$` and display `$$…$$` math, the delimiters the question bank and the
 * rich-text renderer use. `\$` is a literal dollar sign; an unclosed `$` stays text, so a stray dollar never swallows
 * the rest of a paragraph.
 */
export function splitMath(input: string): TextSegment[] {
  const out: TextSegment[] = [];
  let text = '';
  let i = 0;
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  while (i < input.length) {
    const ch = input[i];
    if (ch === '\\' && input[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      text += ch;
      i += 1;
      continue;
    }
    const display = input[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = findClosing(input, i + open, display ? '$$' : '$');
    if (close < 0) {
      text += input.slice(i, i + open);
      i += open;
      continue;
    }
    const latex = input.slice(i + open, close).trim();
    flush();
    if (latex) out.push({ kind: display ? 'display' : 'inline', latex });
    i = close + open;
  }
  flush();
  return out;
}

function findClosing(input: string, from: number, delimiter: string): number {
  for (let j = from; j < input.length; j += 1) {
    if (input[j] === '\\') {
      j += 1;
      continue;
    }
    if (input.startsWith(delimiter, j)) return j;
  }
  return -1;
}
