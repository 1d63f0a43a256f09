import {
  essayCommentKindName,
  spanBoxes,
  type EssayCommentKind,
  type EssayRegion,
} from '@aita/core';
import { cn } from '@aita/ui';
import { useEffect, useMemo, useRef } from 'react';

/** Box colours by kind, as the text's highlights (strengths green, problems red to yellow). */
const BOX_STYLES: Record<EssayCommentKind, string> = {
  typo: 'border-red-600 bg-red-500/15',
  grammar: 'border-orange-600 bg-orange-500/15',
  punctuation: 'border-amber-600 bg-amber-500/15',
  wording: 'border-yellow-600 bg-yellow-400/20',
  highlight: 'border-emerald-600 bg-emerald-500/15',
  note: 'border-sky-600 bg-sky-500/15',
};

/** A comment as the photo view needs it. */
export interface BoxComment {
  start: number;
  end: number;
  kind: EssayCommentKind;
}

/** Every comment's boxes on each photo (thousandths of the photo), in comment order. */
export function photoBoxes(regions: readonly EssayRegion[], comments: readonly BoxComment[]) {
  return comments.flatMap((c, index) =>
    spanBoxes(regions, c.start, c.end).map((b, part) => ({ ...b, index, part, kind: c.kind })),
  );
}

/**
 * The essay's photos with each comment drawn as a box over the words it is on (docs/essayReview.md
 * "Boxes on the photo"). A box is a button: hovering, focusing or tapping it selects its comment
 * (and the comment list scrolls to it); the selected comment's boxes are outlined. Only drawn
 * when the photos' lines were read with their boxes.
 */
export function PhotoBoxes({
  studentName,
  text,
  imageUrls,
  regions,
  comments,
  active,
  onActivate,
}: {
  studentName: string;
  text: string;
  imageUrls: readonly string[];
  regions: readonly EssayRegion[];
  comments: readonly BoxComment[];
  active: number | null;
  onActivate: (index: number) => void;
}) {
  const boxes = useMemo(() => photoBoxes(regions, comments), [regions, comments]);
  const ref = useRef<HTMLDivElement>(null);
  // A comment chosen in the list or the text brings the page with its first box into view
  // (the row of photos scrolls, never the page).
  useEffect(() => {
    const row = ref.current;
    const page = row?.querySelector(`[data-box="${active}-0"]`)?.closest('figure');
    if (!row || !(page instanceof HTMLElement)) return;
    const left = page.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + page.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left;
    }
  }, [active]);
  return (
    <div ref={ref} data-testid="photo-boxes" className="mb-3 flex gap-3 overflow-x-auto">
      {imageUrls.map((url, image) => (
        <figure key={url} className="relative w-full max-w-md shrink-0">
          <img
            src={url}
            alt={`${studentName}作文照片第${image + 1}页`}
            className="block h-auto w-full rounded border border-line"
          />
          {boxes
            .filter((b) => b.image === image)
            .map((b) => {
              const quote = text.slice(comments[b.index]?.start, comments[b.index]?.end);
              return (
                <button
                  key={`${b.index}-${b.part}`}
                  type="button"
                  data-box={`${b.index}-${b.part}`}
                  aria-label={`第${b.index + 1}条批注（${essayCommentKindName(b.kind)}）：「${quote.slice(0, 16)}」`}
                  aria-pressed={active === b.index}
                  onMouseEnter={() => onActivate(b.index)}
                  onFocus={() => onActivate(b.index)}
                  onClick={() => onActivate(b.index)}
                  className={cn(
                    'absolute rounded-sm border-2 focus:outline-none',
                    BOX_STYLES[b.kind],
                    active === b.index && 'z-10 ring-2 ring-primary-500 ring-offset-1',
                  )}
                  style={{
                    left: `${b.box[0] / 10}%`,
                    top: `${b.box[1] / 10}%`,
                    width: `${(b.box[2] - b.box[0]) / 10}%`,
                    height: `${(b.box[3] - b.box[1]) / 10}%`,
                  }}
                />
              );
            })}
          <figcaption className="mt-1 text-xs text-ink-muted">
            第{image + 1}页 · 方框为批注所在位置
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
