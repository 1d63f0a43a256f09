/**
 * Lazy rich text (CONVENTIONS "Heavy things load lazily"): markdown-it, KaTeX and KaTeX's CSS and
 * fonts are fetched when the first answer needs them (`useRichHtml`), or ahead of that once the
 * chat page is idle after its load (`prefetchRichTextWhenIdle`): an empty chat's first load
 * carries none of them, and the homes never do.
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

/** How long after the page is idle the prefetch still waits for a quiet moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Loads the renderer once the page has loaded and the main thread is idle, so the first answer
 * renders at once without the renderer weighing on the chat's first load. Returns a cancel for
 * an effect's cleanup (leaving the page before then fetches nothing).
 */
export function prefetchRichTextWhenIdle(): () => void {
  if (loading || typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(() => void loadRichText(), { timeout: IDLE_TIMEOUT_MS });
    } else timer = setTimeout(() => void loadRichText(), 1);
  };
  const afterLoad = () => start();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
