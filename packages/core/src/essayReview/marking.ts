/**
 * Checking what a model returned before anyone sees it (docs/essayReview.md "With a model"):
 * every comment must quote characters that are really in the essay (it is anchored on them, or
 * dropped), every score is clamped to its rubric dimension, and the total to the full score.
 * A model cannot invent a sentence the student did not write or give 70 out of 60.
 */
import { bandOf, type Rubric } from './rubrics';
import { paragraphSpans } from './basic-check';
import {
  ESSAY_COMMENT_KIND_IDS,
  ESSAY_COMMENT_MAX,
  ESSAY_COMMENTS_MAX,
  type DimensionScore,
  type EssayComment,
  type EssayCommentKind,
  type EssayMarking,
} from './types';

/** What the model is asked to return (the server's zod schema has this shape). */
export interface ModelMarkingOutput {
  dimensions: { key: string; score: number; reason: string }[];
  comments: { quote: string; kind: string; text: string }[];
  paragraphComments: { paragraph: number; text: string }[];
  overall: string;
  suggestion: string;
}

/** A model answer that cannot be used (a rubric dimension without a score). */
export class MarkingOutputError extends Error {
  readonly type = 'missing-dimension' as const;
  constructor(readonly dimension: string) {
    super(`the model gave no score for dimension ${dimension}`);
    this.name = 'MarkingOutputError';
  }
}

const cut = (s: string) => s.trim().slice(0, ESSAY_COMMENT_MAX);

/** Scores in half points within [0, max]; anything not a finite number is 0. */
export function clampScore(score: number, max: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(max, Math.max(0, Math.round(score * 2) / 2));
}

/**
 * Anchors quoted comments on the essay: each quote is looked up in `text`; repeated quotes take
 * successive occurrences; a quote that is empty or not found is dropped (counted in `dropped`).
 */
export function anchorComments(
  text: string,
  quoted: ModelMarkingOutput['comments'],
): { comments: EssayComment[]; dropped: number } {
  const used = new Map<string, number>();
  const comments: EssayComment[] = [];
  let dropped = 0;
  for (const c of quoted) {
    // Models often wrap the quote in 「」 or “” of their own: those are not the student's.
    const quote = c.quote.replace(/^[「“"']+|[」”"']+$/g, '');
    const from = used.get(quote) ?? 0;
    const at = quote ? text.indexOf(quote, from) : -1;
    const kind = (ESSAY_COMMENT_KIND_IDS as readonly string[]).includes(c.kind)
      ? (c.kind as EssayCommentKind)
      : 'note';
    if (at < 0 || !c.text.trim() || comments.length >= ESSAY_COMMENTS_MAX) {
      dropped += 1;
      continue;
    }
    used.set(quote, at + quote.length);
    comments.push({ start: at, end: at + quote.length, kind, text: cut(c.text), source: 'model' });
  }
  comments.sort((a, b) => a.start - b.start || a.end - b.end);
  return { comments, dropped };
}

/**
 * Turns a model's answer into the marking of an essay: dimensions in the rubric's order with
 * clamped scores, the total clamped to the full score, its band, anchored comments, paragraph
 * comments only for paragraphs that exist. Throws {@link MarkingOutputError} when a dimension
 * has no score (the caller asks again rather than guessing one).
 */
export function verifyModelMarking(
  text: string,
  rubric: Rubric,
  output: ModelMarkingOutput,
): { marking: EssayMarking; dropped: number } {
  const dimensions: DimensionScore[] = rubric.dimensions.map((d) => {
    const given = output.dimensions.find((x) => x.key === d.key);
    if (!given) throw new MarkingOutputError(d.key);
    return {
      key: d.key,
      name: d.name,
      max: d.max,
      score: clampScore(given.score, d.max),
      reason: cut(given.reason),
    };
  });
  const total = clampScore(
    dimensions.reduce((sum, d) => sum + d.score, 0),
    rubric.fullScore,
  );
  const { comments, dropped } = anchorComments(text, output.comments);
  const paragraphs = paragraphSpans(text).length;
  return {
    marking: {
      mode: 'model',
      score: total,
      band: bandOf(rubric, total),
      dimensions,
      comments,
      paragraphComments: output.paragraphComments
        .filter(
          (p) => Number.isInteger(p.paragraph) && p.paragraph >= 0 && p.paragraph < paragraphs,
        )
        .map((p) => ({ paragraph: p.paragraph, text: cut(p.text) })),
      overall: cut(output.overall),
      suggestion: cut(output.suggestion),
    },
    dropped,
  };
}

/**
 * Checks a teacher's comment spans against the essay: inside the text and not empty. Returns
 * the index of the first bad comment, or -1.
 */
export function firstInvalidSpan(
  text: string,
  comments: readonly { start: number; end: number }[],
): number {
  return comments.findIndex(
    (c) =>
      !Number.isInteger(c.start) ||
      !Number.isInteger(c.end) ||
      c.start < 0 ||
      c.end > text.length ||
      c.start >= c.end,
  );
}
