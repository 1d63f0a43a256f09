/**
 * 相似题 and 收藏 of the question bank (docs/questionBank.md "Favourites and similar questions"):
 * which questions are offered as similar to one, and in what order. Pure: the server passes the
 * candidates it may show, the rule picks and orders them.
 */
import type { QuestionType } from './types';

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
  sharedPointIds: string[];
}

/**
 * The questions similar to `source`, best first, at most `limit`: same 学段 and 学科, sharing at
 * least one of its knowledge points, never the source itself. Order: the same type first, then
 * the nearest difficulty, then more shared knowledge points, then the smaller id (so the same
 * bank always gives the same list).
 */
export function rankSimilarQuestions<T extends SimilarCandidate>(
  source: SimilarCandidate,
  candidates: readonly T[],
  limit: number = SIMILAR_QUESTIONS_MAX,
): SimilarMatch<T>[] {
  const points = new Set(source.knowledgePointIds);
  const seen = new Set<number>([source.id]);
  const kept: SimilarMatch<T>[] = [];
  for (const question of candidates) {
    if (seen.has(question.id)) continue;
    if (question.period !== source.period || question.subject !== source.subject) continue;
    const sharedPointIds = [...new Set(question.knowledgePointIds)].filter((id) => points.has(id));
    if (sharedPointIds.length === 0) continue;
    seen.add(question.id);
    kept.push({ question, sharedPointIds });
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
  return kept.slice(0, Math.max(0, limit));
}
