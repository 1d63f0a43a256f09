import { createBlockSplitter } from './blocks';
import { escapeHtml, type MathCache } from './katex';
import { renderMarkdown } from './markdown';

/** The handle of {@link createRichTextStream}. */
export interface RichTextStream {
  /** Appends the next delta of the answer and returns the HTML of the whole text so far. */
  push(delta: string): string;
}

/**
 * Renders a streamed answer (spec §3 "Streamed AI reply event": `answerContent` deltas) as it
 * grows, re-rendering only the open last block: the HTML of closed blocks is kept, and each
 * formula is rendered by KaTeX once (ARCHITECTURE "Toolchain facts": KaTeX is ~92% of the cost;
 * re-rendering everything per chunk costs ~600×). The final HTML equals {@link renderRichText}
 * of the whole text; a formula still missing its closing delimiter shows as plain text.
 */
export function createRichTextStream(): RichTextStream {
  const splitter = createBlockSplitter();
  const cache: MathCache = new Map();
  // Only the open block is kept as text: slicing or searching a string that grows by appending
  // would copy the whole answer on every delta.
  let open = '';
  let closedHtml = '';
  let html = '';
  let started = false;
  let pendingCR = false;

  return {
    push(delta) {
      if (delta === '' && started) return html;
      started = true;
      let d = delta;
      // markdown-it reads CRLF and CR as LF; a CRLF may be split between two deltas.
      if (pendingCR && d.charCodeAt(0) === 10) d = d.slice(1);
      pendingCR = d.charCodeAt(d.length - 1) === 13;
      if (d.includes('\r')) d = d.replace(/\r\n?/g, '\n');
      open += d;
      const cuts = splitter.scan(open);
      if (cuts.length > 0) {
        let from = 0;
        for (const at of cuts) {
          if (at > from) closedHtml += renderBlock(open.slice(from, at), cache);
          from = Math.max(from, at);
        }
        open = open.slice(from);
        splitter.rebase(from);
      }
      html = closedHtml + renderBlock(open, cache);
      return html;
    },
  };
}

/**
 * Markdown with maths to sanitised HTML (spec §2 "Assistant panel and chat": answers with
 * formulas): raw HTML escaped, links only to http(s) URLs (new tab, `rel="noopener noreferrer"`),
 * maths between `$…$`, `$$…$$`, `\(…\)`, `\[…\]` by KaTeX without trust and with size and
 * expansion limits; a bad formula shows as its escaped source. Never throws.
 */
export function renderRichText(text: string): string {
  return createRichTextStream().push(text);
}

function renderBlock(block: string, cache: MathCache): string {
  if (block === '') return '';
  try {
    return renderMarkdown(block, cache);
  } catch (_error) {
    return `<p>${escapeHtml(block)}</p>\n`;
  }
}
