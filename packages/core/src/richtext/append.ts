/**
 * The streaming fast path: most deltas of a Chinese answer are plain prose added to the last line
 * of the open block, and for those the new HTML is the old one with the delta inserted before the
 * closing tags, no markdown parse needed. Everything here is conservative: when in doubt the
 * stream renders the block again, and the property tests compare every push with a full render.
 */

/** The open block's HTML cut where plain text appended to its last line would go. */
export interface OpenTail {
  /** HTML up to and including the text of the last line. */
  body: string;
  /** The closing tags after it, e.g. `</p>\n` or `</li>\n</ul>\n`. */
  suffix: string;
}

/**
 * Closing tags of blocks whose last text is the last line of the source: paragraphs, list items,
 * lists, quotes and headings. Not tables (a cell past the header's count is dropped, so text
 * appended to it shows nowhere), not code or display maths.
 */
const CLOSERS = [
  '</p>\n',
  '</li>\n',
  '</ul>\n',
  '</ol>\n',
  '</blockquote>\n',
  '</h1>\n',
  '</h2>\n',
  '</h3>\n',
  '</h4>\n',
  '</h5>\n',
  '</h6>\n',
];

/** Chinese punctuation that no markdown rule reacts to (full-width forms, quotes, dashes). */
const CJK_PUNCTUATION = new Set('，。、；：？！“”‘’（）《》「」『』【】…—·');

/**
 * A character no markdown, maths or linkify rule reacts to in the middle of a line, and that
 * HTML escaping leaves as it is: CJK ideographs, ASCII letters and digits, space, `,?!` and
 * Chinese punctuation.
 */
function isPlain(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 32 ||
    c === 44 ||
    c === 63 ||
    c === 33 ||
    CJK_PUNCTUATION.has(String.fromCharCode(c))
  );
}

/**
 * Where plain text appended to `text` would land in `html` (its rendering), or null when the
 * block's shape does not allow it: the HTML must end in the closing tags above right after the
 * last character of the text, and the text must hold no `://` (linkify).
 */
export function openTail(text: string, html: string): OpenTail | null {
  const last = text.charCodeAt(text.length - 1);
  if (Number.isNaN(last) || last === 32 || !isPlain(last)) return null;
  let end = html.length;
  for (let found = true; found;) {
    found = false;
    for (const closer of CLOSERS) {
      if (end >= closer.length && html.startsWith(closer, end - closer.length)) {
        end -= closer.length;
        found = true;
        break;
      }
    }
  }
  if (end === html.length || html.charCodeAt(end - 1) !== last || text.includes('://')) {
    return null;
  }
  return { body: html.slice(0, end), suffix: html.slice(end) };
}

/**
 * How much of `delta`, from its start, can be appended to a text whose tail is known (see
 * {@link openTail}) by appending it to the HTML: its plain prefix, less trailing spaces (a line's
 * trailing spaces are trimmed, and a `$` closer or an emphasis delimiter looks at the character
 * after it, so what follows the prefix must stay out). 0 when nothing can.
 */
export function plainPrefix(delta: string): number {
  let n = 0;
  while (n < delta.length && isPlain(delta.charCodeAt(n))) n++;
  while (n > 0 && delta.charCodeAt(n - 1) === 32) n--;
  return n;
}
