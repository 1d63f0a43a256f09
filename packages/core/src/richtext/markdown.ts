import MarkdownIt from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import { escapeHtml, type MathCache } from './katex';
import { mathPlugin } from './math-plugin';

/** Only absolute http and https URLs become links or images; anything else stays text. */
const SAFE_URL = /^https?:\/\//i;

let instance: MarkdownIt | undefined;

/** What a render may read besides the text (markdown-it's `env`). */
export interface RenderEnv {
  mathCache: MathCache;
  /** Lower-cased origins whose images load (`https://host[:port]`); others show as links. */
  imageOrigins: readonly string[];
}

/** Label of an image shown as a link (`图片：alt（url）`). */
export const REMOTE_IMAGE_LABEL = '图片';

/** The origin of an absolute http(s) URL, lower-cased; '' for anything else. */
export function originOf(url: string): string {
  const m = /^(https?:\/\/[^/?#\\]+)/i.exec(url);
  return m?.[1]?.toLowerCase() ?? '';
}

/**
 * An answer's image loads only from an allowed origin (the app's own, the object store's):
 * anything else would tell its host who read the answer and when (a tracking pixel), so it is
 * shown as a link with its text and URL instead, opened only when the teacher clicks it.
 */
function imageRule(md: MarkdownIt): void {
  const defaultImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const src = token?.attrGet('src') ?? '';
    const allowed = (env as Partial<RenderEnv>).imageOrigins ?? [];
    const origin = originOf(src);
    if (token && origin !== '' && allowed.includes(origin) && defaultImage) {
      return defaultImage(tokens, idx, options, env, self);
    }
    const alt = self.renderInlineAsText(token?.children ?? [], options, env);
    const text = `${REMOTE_IMAGE_LABEL}：${alt}（${src}）`;
    return `<a href="${escapeHtml(src)}" target="_blank" rel="noopener noreferrer nofollow" class="remote-image">${escapeHtml(text)}</a>`;
  };
}

/**
 * markdown-it with our options and no plugins: raw HTML off (`<script>` is escaped), GFM tables,
 * bare URLs linked, single newlines as line breaks (model answers use them so), no reference
 * definitions (they would tie blocks together and break the streaming block cache), links only to
 * http(s), opened in a new tab with `rel="noopener noreferrer"`. Exported for the conformance
 * test, which holds our renderer to exactly this on every CommonMark example.
 */
export function plainMarkdown(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
  md.disable('reference');
  // Link only URLs written with their scheme: `例子.com` or `图1.png` in Chinese prose is not a
  // link. With fuzzy links off every link contains `://`, which makes a cheap pre-test; the
  // default one runs a large Unicode regular expression over every paragraph on every render.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  md.linkify.pretest = (text: string) => text.includes('://');
  md.validateLink = (url) => SAFE_URL.test(url);
  const defaultLinkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen
      ? defaultLinkOpen(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options);
  };
  return md;
}

/**
 * The one markdown-it instance, built on first use: {@link plainMarkdown}, maths by KaTeX, and
 * emphasis by the CJK-friendly amendment of CommonMark (`**注意：**这一步` is bold; plain
 * CommonMark shows the asterisks, because its flanking rule expects a space or punctuation
 * outside a delimiter next to full-width punctuation inside it).
 */
function markdown(): MarkdownIt {
  if (instance) return instance;
  const md = plainMarkdown();
  md.core.ruler.at('normalize', normalize);
  md.use(cjkFriendly);
  md.use(mathPlugin);
  imageRule(md);
  instance = md;
  return md;
}

/**
 * markdown-it's `normalize` with the same result, minus two regular-expression passes over every
 * source when there is nothing to replace (the streaming renderer runs it on every delta).
 */
function normalize(state: { src: string }): void {
  let src = state.src;
  if (src.includes('\r')) src = src.replace(/\r\n?/g, '\n');
  if (src.includes('\0')) src = src.replaceAll('\0', '\uFFFD');
  state.src = src;
}

/** A block's HTML, cut where plain text appended to the block's last line would go. */
export interface RenderedBlock {
  /** The whole HTML. */
  html: string;
  /**
   * HTML up to the text of the last line, when the block ends in text closed only by
   * {@link OPEN_ENDS} (plain text appended to the source would append to this); else null.
   */
  body: string | null;
  /** The closing tags after `body` (e.g. `</p>\n`, `</li>\n</ul>\n`); '' without a body. */
  suffix: string;
}

/**
 * Closing tokens of blocks whose last text is the last line of the source: paragraphs, list
 * items, lists, quotes, headings. Not tables (a cell past the header's count is dropped, so text
 * appended to it shows nowhere), not code or display maths.
 */
const OPEN_ENDS = new Set([
  'paragraph_close',
  'list_item_close',
  'bullet_list_close',
  'ordered_list_close',
  'blockquote_close',
  'heading_close',
]);

/** Renders one block of markdown (or a whole text) to sanitised HTML. */
export function renderMarkdown(
  text: string,
  mathCache: MathCache,
  imageOrigins: readonly string[] = [],
): RenderedBlock {
  const md = markdown();
  const env: RenderEnv = { mathCache, imageOrigins };
  const tokens = md.parse(text, env);
  let k = tokens.length;
  while (k > 0 && OPEN_ENDS.has(tokens[k - 1]?.type ?? '')) k--;
  const last = tokens[k - 1]?.children?.at(-1);
  if (k === tokens.length || last?.type !== 'text' || !text.endsWith(last.content.slice(-1))) {
    return { html: md.renderer.render(tokens, md.options, env), body: null, suffix: '' };
  }
  const body = md.renderer.render(tokens.slice(0, k), md.options, env);
  const suffix = md.renderer.render(tokens.slice(k), md.options, env);
  return { html: body + suffix, body, suffix };
}
