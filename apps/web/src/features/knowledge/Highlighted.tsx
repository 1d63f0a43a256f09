import type { KnowledgeHit } from '@aita/api';

/** Passages up to this length are shown whole; longer ones by the server's snippet. */
const WHOLE_PASSAGE_CHARS = 300;

/**
 * A found passage with the query's words marked (ranges from the server over its snippet; the
 * text is escaped by React). A short passage is shown whole, the ranges moved to where the
 * snippet sits in it.
 */
export function Highlighted({
  hit,
}: {
  hit: Pick<KnowledgeHit, 'snippet' | 'snippetRanges' | 'text'>;
}) {
  const at = hit.text.length <= WHOLE_PASSAGE_CHARS ? hit.text.indexOf(hit.snippet) : -1;
  const text = at >= 0 ? hit.text : hit.snippet;
  const shift = Math.max(at, 0);
  const parts: React.ReactNode[] = [];
  let from = 0;
  hit.snippetRanges.forEach(([start, end], i) => {
    const s = start + shift;
    const e = end + shift;
    if (s > from) parts.push(text.slice(from, s));
    parts.push(
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
        {text.slice(s, e)}
      </mark>,
    );
    from = e;
  });
  parts.push(text.slice(from));
  return <>{parts}</>;
}
