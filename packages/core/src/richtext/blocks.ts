import { mathCloserAt, parseMathOpener } from './delimiters';

const SPACE = 32;
const TAB = 9;
const BACKTICK = 96;
const TILDE = 126;

/**
 * Cuts a growing markdown text into blocks that render alone exactly as they would inside the
 * whole text, so a stream can cache the HTML of every block but the last.
 *
 * A cut goes before a line that follows a blank line, outside code fences and display maths,
 * and only when that line cannot continue what came before: it starts in column 0 (the indented
 * rest of an item belongs to the list above) and is not a list item while a list may be open (a
 * later item belongs to it; a list after a paragraph starts a block of its own). Lines
 * are read once; the decision for a line is taken as soon as its first characters settle it, and
 * never changes when more text arrives, so every chunking of a text gives the same blocks.
 */
export interface BlockSplitter {
  /**
   * Reads `text` (the open text so far, grown only by appending) and returns the new cuts, in
   * order, as offsets into `text`.
   */
  scan(text: string): number[];
  /** The caller dropped the first `n` characters of its text (the closed blocks). */
  rebase(n: number): void;
}

/** Creates a {@link BlockSplitter} with its own state. */
export function createBlockSplitter(): BlockSplitter {
  let pos = 0; // start of the first line not read yet
  let fenceChar = 0;
  let fenceLength = 0;
  let mathClose: string | null = null;
  let hasContent = false; // the current block has a non-blank line
  let afterBlank = false; // a blank line followed content: the next line may start a block
  let decided = -1; // start of the partial line whose cut was already decided
  let inList = false; // a line of the current block started with a list marker

  function line(text: string, start: number, end: number, cut: (at: number) => void): void {
    if (fenceChar !== 0) {
      if (closesFence(text, start, end, fenceChar, fenceLength)) fenceChar = 0;
      return;
    }
    if (mathClose !== null) {
      if (mathCloserAt(text.slice(start, end), mathClose) !== -1) mathClose = null;
      return;
    }
    if (isBlank(text, start, end)) {
      afterBlank = hasContent;
      return;
    }
    if (afterBlank) {
      afterBlank = false;
      if (decided !== start && startsBlock(text, start, end, true, inList) === true) cut(start);
    }
    hasContent = true;
    let indent = 0;
    while (indent < 4 && start + indent < end && text.charCodeAt(start + indent) === SPACE)
      indent++;
    if (indent > 3 || text.charCodeAt(start + indent) === TAB) return;
    const s = start + indent;
    const c = text.charCodeAt(s);
    if (c === BACKTICK || c === TILDE) {
      let n = 0;
      while (s + n < end && text.charCodeAt(s + n) === c) n++;
      if (n >= 3 && !(c === BACKTICK && text.slice(s + n, end).includes('`'))) {
        fenceChar = c;
        fenceLength = n;
      }
      return;
    }
    if (isListMarker(text, s, end)) inList = true;
    const opener = parseMathOpener(text.slice(s, end));
    if (opener !== null && opener.content === undefined) mathClose = opener.close;
  }

  return {
    scan(text) {
      const cuts: number[] = [];
      const cut = (at: number): void => {
        cuts.push(at);
        hasContent = false;
        inList = false;
      };
      for (;;) {
        const nl = text.indexOf('\n', pos);
        if (nl === -1) break;
        line(text, pos, nl, cut);
        pos = nl + 1;
      }
      // The unfinished last line: cut as soon as its first characters settle it.
      if (afterBlank && fenceChar === 0 && mathClose === null && decided !== pos) {
        const starts = startsBlock(text, pos, text.length, false, inList);
        if (starts !== undefined) {
          decided = pos;
          afterBlank = false;
          if (starts) {
            cut(pos);
            hasContent = true;
          }
        }
      }
      return cuts;
    },
    rebase(n) {
      pos -= n;
      decided -= n;
    },
  };
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB) return false;
  }
  return true;
}

function closesFence(text: string, start: number, end: number, ch: number, min: number): boolean {
  let i = start;
  while (i < end && i - start < 4 && text.charCodeAt(i) === SPACE) i++;
  if (i - start > 3) return false;
  let n = 0;
  while (i < end && text.charCodeAt(i) === ch) {
    i++;
    n++;
  }
  return n >= min && isBlank(text, i, end);
}

/**
 * Whether a list marker (`-`, `+`, `*`, or up to nine digits and `.` or `)`, then a space, a tab
 * or the line end) starts the line at `s`. Thematic breaks such as `* * *` count too, which only
 * keeps a block open longer.
 */
function isListMarker(text: string, s: number, end: number): boolean {
  const c = text.charCodeAt(s);
  let i = s;
  if (c === 45 || c === 43 || c === 42) i++;
  else {
    while (i < end && i - s < 9 && isDigitAt(text, i)) i++;
    if (i === s || i >= end) return false;
    const d = text.charCodeAt(i);
    if (d !== 46 && d !== 41) return false;
    i++;
  }
  if (i >= end) return true;
  const next = text.charCodeAt(i);
  return next === SPACE || next === TAB;
}

/**
 * Whether the line at `start` (after a blank line) starts a block of its own: true, false, or
 * undefined while too little of an unfinished line is known. Indented lines do not; list markers
 * (`-`, `+`, `*`, `1.`, `1)` followed by a space, a tab or the line end) do not when a list may
 * be open (`inList`), because a later item belongs to the list above; otherwise they do.
 */
function startsBlock(
  text: string,
  start: number,
  end: number,
  complete: boolean,
  inList: boolean,
): boolean | undefined {
  const known = (i: number): boolean => i < end;
  const spaceOrEnd = (i: number): boolean | undefined => {
    if (!known(i)) return complete ? true : undefined;
    const c = text.charCodeAt(i);
    return c === SPACE || c === TAB;
  };
  if (!known(start)) return undefined;
  const c = text.charCodeAt(start);
  if (c === SPACE || c === TAB) {
    // Wait until the line shows it is not blank (a blank line keeps the block open anyway).
    return complete || !isBlank(text, start, end) ? false : undefined;
  }
  if (!inList) return true;
  if (c === 45 || c === 43 || c === 42) {
    const marker = spaceOrEnd(start + 1);
    return marker === undefined ? undefined : !marker;
  }
  if (c >= 48 && c <= 57) {
    let i = start;
    while (known(i) && i - start < 10 && isDigitAt(text, i)) i++;
    if (i - start > 9) return true;
    if (!known(i)) return complete ? true : undefined;
    const d = text.charCodeAt(i);
    if (d !== 46 && d !== 41) return true;
    const marker = spaceOrEnd(i + 1);
    return marker === undefined ? undefined : !marker;
  }
  return true;
}

function isDigitAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}
