import type { RenderedBlock } from './markdown';

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
 * Where plain text appended to `text` would land in its rendering, or null when the fast path
 * does not apply: the block must end in text (see {@link RenderedBlock}), the text's last
 * character must be plain and not a space, and the text must hold no `://` (linkify).
 */
export function openTail(text: string, rendered: RenderedBlock): OpenTail | null {
  const last = text.charCodeAt(text.length - 1);
  if (rendered.body === null || last === 32 || !isPlain(last) || text.includes('://')) return null;
  return { body: rendered.body, suffix: rendered.suffix };
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
