/**
 * Lazy rich text (CONVENTIONS "Heavy things load lazily"): markdown-it, KaTeX and KaTeX's CSS and
 * fonts are fetched only when a chat route first renders an answer, never on the homes.
 */
import type * as RichText from '@aita/core/richtext';

type RichTextModule = typeof RichText;

let loading: Promise<RichTextModule> | undefined;
let loaded: RichTextModule | undefined;

/** Starts loading (once) and resolves with core's rich-text module. */
export function loadRichText(): Promise<RichTextModule> {
  loading ??= Promise.all([
    import('@aita/core/richtext'),
    import('katex/dist/katex.min.css'),
    import('./richText.css'),
  ]).then(([module]) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The module if it has loaded already (synchronous renders after the first). */
export function richTextNow(): RichTextModule | undefined {
  return loaded;
}
