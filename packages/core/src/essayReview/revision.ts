/**
 * Resubmissions and photo boxes (docs/essayReview.md "Resubmission", "Boxes on the photo"): a
 * student's revised essay keeps the earlier versions with their marking; the page shows what
 * changed and which earlier comments the revision addressed. Pure, shared by server and web.
 */
import type { EssayComment, EssayMarking } from './types';

/** An earlier version of an essay, kept when the student resubmits. */
export interface EssayVersion {
  text: string;
  imageUrls: string[];
  marking: EssayMarking | null;
  checkNotes: string[];
  /** When this version was replaced (ISO time). */
  replacedAt: string;
}

/**
 * A line the vision model read on a photo: `image` is the index in the essay's `imageUrls`,
 * `box` [x0, y0, x1, y1] in thousandths of the photo's width and height, `start`/`end` where
 * the line's text sits in the essay's text (UTF-16 offsets).
 */
export interface EssayRegion {
  image: number;
  box: [number, number, number, number];
  start: number;
  end: number;
}

/** A piece of a comparison: kept, added by the revision, or removed from the earlier version. */
export interface DiffPart {
  op: 'same' | 'add' | 'del';
  text: string;
}

/** Characters compared at most (two 8,000-character essays); longer pairs compare by line. */
const DIFF_CELLS_MAX = 8_000 * 8_000;

/**
 * What changed from `before` to `after`, character by character (a longest common subsequence,
 * after trimming the common head and tail), adjacent pieces of one kind merged.
 */
export function diffText(before: string, after: string): DiffPart[] {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const a = [...before.slice(head, before.length - tail)];
  const b = [...after.slice(head, after.length - tail)];
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  push('same', before.slice(0, head));
  if (a.length * b.length > DIFF_CELLS_MAX) {
    push('del', a.join(''));
    push('add', b.join(''));
  } else {
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..], one row at a time.
    const w = b.length + 1;
    const lcs = new Uint16Array((a.length + 1) * w);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        lcs[i * w + j] =
          a[i] === b[j]
            ? (lcs[(i + 1) * w + j + 1] ?? 0) + 1
            : Math.max(lcs[(i + 1) * w + j] ?? 0, lcs[i * w + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        push('same', a[i] ?? '');
        i++;
        j++;
      } else if (
        j < b.length &&
        (i >= a.length || (lcs[i * w + j + 1] ?? 0) > (lcs[(i + 1) * w + j] ?? 0))
      ) {
        push('add', b[j] ?? '');
        j++;
      } else {
        push('del', a[i] ?? '');
        i++;
      }
    }
  }
  push('same', before.slice(before.length - tail));
  return parts;
}

/** An earlier comment and whether the revision changed the words it was on. */
export interface AddressedComment {
  comment: EssayComment;
  quote: string;
  /** The revision deleted or rewrote some of the words the comment was on. */
  changed: boolean;
}

/**
 * The earlier version's comments on problems (not 好词好句) with whether the student changed the
 * words each was on: the comparison (`diffText`) deleted some of them or inserted inside them.
 */
export function addressedComments(
  before: string,
  comments: readonly EssayComment[],
  after: string,
): AddressedComment[] {
  // Ranges of `before` the revision touched: deleted text, and the point of every insertion.
  const touched: [number, number][] = [];
  let at = 0;
  for (const part of diffText(before, after)) {
    if (part.op === 'same') at += part.text.length;
    else if (part.op === 'del') {
      touched.push([at, at + part.text.length]);
      at += part.text.length;
    } else touched.push([at, at]);
  }
  return comments
    .filter((c) => c.kind !== 'highlight')
    .map((comment) => {
      const quote = before.slice(comment.start, comment.end);
      const changed = touched.some(([s, e]) =>
        s === e ? s > comment.start && s < comment.end : s < comment.end && comment.start < e,
      );
      return { comment, quote, changed };
    });
}
