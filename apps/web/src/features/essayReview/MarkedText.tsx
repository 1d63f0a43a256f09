import type { EssayCommentKind } from '@aita/core';
import { cn } from '@aita/ui';
import { useMemo } from 'react';

/** A comment as the text view needs it. */
export interface SpanComment {
  start: number;
  end: number;
  kind: EssayCommentKind;
}

/** Colours of a marked span by kind: strengths green, problems amber/red, notes blue. */
export const KIND_STYLES: Record<EssayCommentKind, string> = {
  typo: 'bg-red-100 decoration-red-600',
  grammar: 'bg-orange-100 decoration-orange-600',
  punctuation: 'bg-amber-100 decoration-amber-600',
  wording: 'bg-yellow-100 decoration-yellow-700',
  highlight: 'bg-emerald-100 decoration-emerald-700',
  note: 'bg-sky-100 decoration-sky-700',
};

/** The text cut at every comment boundary; each piece knows the comments covering it. */
export function segments(text: string, comments: readonly SpanComment[]) {
  const cuts = new Set([0, text.length]);
  for (const c of comments) {
    cuts.add(Math.max(0, Math.min(text.length, c.start)));
    cuts.add(Math.max(0, Math.min(text.length, c.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  return points.slice(0, -1).map((start, i) => {
    const end = points[i + 1] ?? text.length;
    const covering = comments.flatMap((c, index) =>
      c.start <= start && c.end >= end ? [index] : [],
    );
    return { start, end, text: text.slice(start, end), covering };
  });
}

/**
 * The essay with its commented spans highlighted (underlined, coloured by kind). Each piece
 * carries its offset (`data-start`) so a selection maps back to character offsets; a click on a
 * highlight selects its comment.
 */
export function MarkedText({
  text,
  comments,
  active,
  onSelectComment,
}: {
  text: string;
  comments: readonly SpanComment[];
  active: number | null;
  onSelectComment: (index: number) => void;
}) {
  const pieces = useMemo(() => segments(text, comments), [text, comments]);
  return (
    <div data-testid="essay-text" className="text-[15px] leading-8 whitespace-pre-wrap text-ink">
      {pieces.map((p) => {
        const first = p.covering[0];
        if (first === undefined) {
          return (
            <span key={p.start} data-start={p.start}>
              {p.text}
            </span>
          );
        }
        const kind = comments[first]?.kind ?? 'note';
        return (
          <mark
            key={p.start}
            data-start={p.start}
            data-comment={first}
            onClick={() => onSelectComment(first)}
            className={cn(
              'cursor-pointer rounded-sm text-ink underline decoration-2 underline-offset-4',
              KIND_STYLES[kind],
              p.covering.includes(active ?? -1) && 'ring-2 ring-primary-400',
            )}
          >
            {p.text}
          </mark>
        );
      })}
    </div>
  );
}

/** The character offsets of the current selection inside the essay view, or null. */
export function selectionOffsets(
  container: HTMLElement | null,
): { start: number; end: number } | null {
  const selection = window.getSelection();
  if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const offsetOf = (node: Node, offset: number) => {
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as HTMLElement);
    const piece = element?.closest('[data-start]');
    if (!piece || !container.contains(piece)) return null;
    return Number(piece.getAttribute('data-start')) + offset;
  };
  const start = offsetOf(range.startContainer, range.startOffset);
  const end = offsetOf(range.endContainer, range.endOffset);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}
