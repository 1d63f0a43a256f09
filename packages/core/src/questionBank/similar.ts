/**
 * 相似题 and 收藏 of the question bank (docs/questionBank.md "Favourites and similar questions"):
 * which questions are offered as similar to one, and in what order. Pure: the server passes the
 * candidates it may show, the rule picks and orders them.
 */
import { findKnowledgePath } from './knowledge';
import type { KnowledgeNode, QuestionType } from './types';

/** At most this many similar questions are offered for one question. */
export const SIMILAR_QUESTIONS_MAX = 10;

/** What the ranking reads of a question (the source or a candidate). */
export interface SimilarCandidate {
  id: number;
  type: QuestionType;
  difficulty: number;
  period: number;
  subject: number;
  knowledgePointIds: readonly string[];
}

/** A candidate with why it was kept: the knowledge points it shares with the source. */
export interface SimilarMatch<T extends SimilarCandidate> {
  question: T;
  /** The source's points it tests, or (when `bySibling`) the sibling points it tests. */
  sharedPointIds: string[];
  /** True when it was kept for a sibling point only (the fallback when too few share a point). */
  bySibling: boolean;
}

/**
 * The sibling points of `pointIds` in `tree`: the other children of each point's parent (the
 * same unit), not the points themselves. A root point has none.
 */
export function siblingPointIds(
  tree: readonly KnowledgeNode[],
  pointIds: readonly string[],
): string[] {
  const own = new Set(pointIds);
  const out = new Set<string>();
  for (const id of pointIds) {
    const path = findKnowledgePath(tree, id);
    const parent = path.length >= 2 ? path[path.length - 2] : undefined;
    for (const c of parent?.children ?? []) if (!own.has(c.id)) out.add(c.id);
  }
  return [...out];
}

/**
 * The questions similar to `source`, best first, at most `limit`: same 学段 and 学科, sharing at
 * least one of its knowledge points, never the source itself. Order: the same type first, then
 * the nearest difficulty, then more shared knowledge points, then the smaller id (so the same
 * bank always gives the same list). When fewer than `limit` share a point, questions testing one
 * of `siblings` (the source's points' sibling points, {@link siblingPointIds}) fill the rest,
 * after every question sharing a point, in the same order among themselves.
 */
export function rankSimilarQuestions<T extends SimilarCandidate>(
  source: SimilarCandidate,
  candidates: readonly T[],
  limit: number = SIMILAR_QUESTIONS_MAX,
  siblings: readonly string[] = [],
): SimilarMatch<T>[] {
  const direct = pick(source, candidates, new Set(source.knowledgePointIds), false, new Set());
  if (direct.length >= limit || siblings.length === 0) return direct.slice(0, Math.max(0, limit));
  const taken = new Set(direct.map((m) => m.question.id));
  const fallback = pick(source, candidates, new Set(siblings), true, taken);
  return [...direct, ...fallback].slice(0, Math.max(0, limit));
}

/** The candidates testing one of `points` (not in `skip`), ranked by the similar-question order. */
function pick<T extends SimilarCandidate>(
  source: SimilarCandidate,
  candidates: readonly T[],
  points: ReadonlySet<string>,
  bySibling: boolean,
  skip: ReadonlySet<number>,
): SimilarMatch<T>[] {
  const seen = new Set<number>([source.id, ...skip]);
  const kept: SimilarMatch<T>[] = [];
  for (const question of candidates) {
    if (seen.has(question.id)) continue;
    if (question.period !== source.period || question.subject !== source.subject) continue;
    const sharedPointIds = [...new Set(question.knowledgePointIds)].filter((id) => points.has(id));
    if (sharedPointIds.length === 0) continue;
    seen.add(question.id);
    kept.push({ question, sharedPointIds, bySibling });
  }
  const key = (m: SimilarMatch<T>) => [
    m.question.type === source.type ? 0 : 1,
    Math.abs(m.question.difficulty - source.difficulty),
    -m.sharedPointIds.length,
    m.question.id,
  ];
  kept.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) {
      const d = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return kept;
}
