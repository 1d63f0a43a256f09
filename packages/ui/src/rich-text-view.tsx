import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link RichTextView}. */
export type RichTextViewProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Sanitized HTML (core's `renderRichText` / `createRichTextStream`). */
  html: string;
  /** Citations `[1]`…`[citationCount]` become buttons with a hover card; 0 turns them off. */
  citationCount?: number;
  /** The hover card's content for citation `n` (null: no card). */
  renderCitation?: (n: number) => React.ReactNode;
  /** A citation was clicked (e.g. open the drawer on it). */
  onCitationClick?: (n: number) => void;
  /** Spec §9 "Citation hover hide delay 150 ms". */
  hideDelayMs?: number;
};

const CITE = /\[(\d{1,3})\]/g;
const SKIP = '.katex, code, pre, a, button, [data-cite]';

/** Replaces `[n]` in text nodes (outside maths, code, links) with citation buttons. */
function markCitations(root: HTMLElement, count: number) {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const targets: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.includes('[')) continue;
    if (text.parentElement?.closest(SKIP)) continue;
    targets.push(text);
  }
  for (const text of targets) {
    const value = text.data;
    const fragment = doc.createDocumentFragment();
    let last = 0;
    let changed = false;
    for (const match of value.matchAll(CITE)) {
      const n = Number(match[1]);
      if (n < 1 || n > count) continue;
      const at = match.index;
      if (at > last) fragment.append(value.slice(last, at));
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'rich-cite';
      button.dataset.cite = String(n);
      button.textContent = String(n);
      fragment.append(button);
      last = at + match[0].length;
      changed = true;
    }
    if (!changed) continue;
    if (last < value.length) fragment.append(value.slice(last));
    text.replaceWith(fragment);
  }
}

/**
 * Shows an answer's rich text (markdown + KaTeX, already sanitized by core) and turns its web
 * citations `[n]` into small buttons with a hover card (spec §2 "A hover card for citations",
 * §9 hide delay 150 ms). Only this element's HTML changes as an answer streams.
 */
export function RichTextView({
  html,
  citationCount = 0,
  renderCitation,
  onCitationClick,
  hideDelayMs = 150,
  className,
  ...props
}: RichTextViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hover, setHover] = useState<{ n: number; top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (ref.current && citationCount > 0) markCitations(ref.current, citationCount);
  }, [html, citationCount]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const keep = useCallback(() => clearTimeout(timer.current), []);
  const hideLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHover(null), hideDelayMs);
  }, [hideDelayMs]);

  const citeOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? (target.closest('[data-cite]') as HTMLElement | null) : null;

  const card = hover && renderCitation ? renderCitation(hover.n) : null;
  return (
    <>
      <div
        ref={ref}
        className={cn('rich-text', className)}
        dangerouslySetInnerHTML={{ __html: html }}
        onMouseOver={(event) => {
          const cite = citeOf(event.target);
          if (!cite) return;
          keep();
          const rect = cite.getBoundingClientRect();
          const n = Number(cite.dataset.cite);
          setHover((h) =>
            h && h.n === n ? h : { n, top: rect.bottom + 6, left: Math.max(8, rect.left - 12) },
          );
        }}
        onMouseOut={(event) => {
          if (citeOf(event.target)) hideLater();
        }}
        onClick={(event) => {
          const cite = citeOf(event.target);
          if (cite) onCitationClick?.(Number(cite.dataset.cite));
        }}
        {...props}
      />
      {hover && card ? (
        <div
          role="tooltip"
          data-testid="citation-hover"
          onMouseEnter={keep}
          onMouseLeave={hideLater}
          style={{ position: 'fixed', top: hover.top, left: hover.left }}
          className="z-40 w-80 rounded-xl shadow-xl"
        >
          {card}
        </div>
      ) : null}
    </>
  );
}
