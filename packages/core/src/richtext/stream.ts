import { openTail, plainPrefix, type OpenTail } from './append';
import { createBlockSplitter } from './blocks';
import { escapeHtml, type MathCache } from './katex';
import { originOf, renderMarkdown, type RenderedBlock } from './markdown';

/** How a text is rendered. */
export interface RichTextOptions {
  /**
   * Origins whose images load (`https://aita.example.cn`: the app's own, the object store's
   * public host); an image from anywhere else shows as a link (`图片：alt（url）`). Default none.
   */
  imageOrigins?: readonly string[];
}

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
export function createRichTextStream(options: RichTextOptions = {}): RichTextStream {
  const splitter = createBlockSplitter();
  const cache: MathCache = new Map();
  const origins = (options.imageOrigins ?? []).map((o) => originOf(o)).filter((o) => o !== '');
  const renderBlock = (block: string) => renderBlockWith(block, cache, origins);
  // Only the open block is kept as text: slicing or searching a string that grows by appending
  // would copy the whole answer on every delta.
  let open = '';
  let closedHtml = '';
  let openHtml = '';
  // Where plain text can be appended to openHtml without parsing again (append.ts).
  let tail: OpenTail | null = null;
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
      // Plain prose at the start of the delta extends the open block's HTML as it is.
      if (tail !== null) {
        const n = plainPrefix(d);
        if (n > 0) {
          const plain = n === d.length ? d : d.slice(0, n);
          tail.body += plain;
          open += plain;
          openHtml = tail.body + tail.suffix;
          d = n === d.length ? '' : d.slice(n);
        }
      }
      const before = open;
      open += d;
      const cuts = splitter.scan(open);
      if (cuts.length === 0 && d === '') {
        html = closedHtml + openHtml;
        return html;
      }
      if (cuts.length > 0) {
        let from = 0;
        for (const at of cuts) {
          if (at > from) {
            // A block closed by line ends alone renders as it did while open.
            const same = from === 0 && endsWithLineEndsOnly(open, before, at);
            closedHtml += same ? openHtml : renderBlock(open.slice(from, at)).html;
          }
          from = Math.max(from, at);
        }
        open = open.slice(from);
        splitter.rebase(from);
      }
      const rendered = renderBlock(open);
      openHtml = rendered.html;
      tail = openTail(open, rendered);
      html = closedHtml + openHtml;
      return html;
    },
  };
}

/**
 * Markdown with maths to sanitised HTML (spec §2 "Assistant panel and chat": answers with
 * formulas): raw HTML escaped, links only to http(s) URLs (new tab, `rel="noopener noreferrer"`),
 * maths between `$…$`, `$$…$$`, `\(…\)`, `\[…\]` by KaTeX without trust and with size and
 * expansion limits; a bad formula shows as its escaped source; images only from
 * `options.imageOrigins`, others as links. Never throws.
 */
export function renderRichText(text: string, options: RichTextOptions = {}): string {
  return createRichTextStream(options).push(text);
}

/**
 * Whether `text.slice(0, at)` is `before` followed by line ends only, `before` ending in neither
 * a line end nor a space: trailing blank lines change no block's HTML (the splitter never cuts
 * inside a fence or a display formula, where they would).
 */
function endsWithLineEndsOnly(text: string, before: string, at: number): boolean {
  const n = before.length;
  if (n === 0 || at < n) return false;
  const last = before.charCodeAt(n - 1);
  if (last === 10 || last === 32 || last === 9) return false;
  for (let i = n; i < at; i++) if (text.charCodeAt(i) !== 10) return false;
  return true;
}

function renderBlockWith(
  block: string,
  cache: MathCache,
  imageOrigins: readonly string[],
): RenderedBlock {
  if (block === '') return { html: '', body: null, suffix: '' };
  try {
    return renderMarkdown(block, cache, imageOrigins);
  } catch (_error) {
    return { html: `<p>${escapeHtml(block)}</p>\n`, body: null, suffix: '' };
  }
}
