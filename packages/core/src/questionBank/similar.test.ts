import { describe, expect, it } from 'vitest';
import { rankSimilarQuestions, SIMILAR_QUESTIONS_MAX, type SimilarCandidate } from './similar';

const source: SimilarCandidate = {
  id: 1,
  type: 'single',
  difficulty: 3,
  period: 2,
  subject: 2,
  knowledgePointIds: ['a', 'b'],
};
const q = (id: number, over: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  ...source,
  id,
  ...over,
});

describe(rankSimilarQuestions, () => {
  it('keeps only other questions of the same 学段 and 学科 that share a knowledge point', () => {
    const ranked = rankSimilarQuestions(source, [
      q(1),
      q(2),
      q(3, { period: 1 }),
      q(4, { subject: 1 }),
      q(5, { knowledgePointIds: ['c'] }),
      q(6, { knowledgePointIds: ['c', 'b'] }),
      q(2),
    ]);
    expect(ranked.map((m) => m.question.id)).toEqual([2, 6]);
    expect(ranked.map((m) => m.sharedPointIds)).toEqual([['a', 'b'], ['b']]);
  });

  it('orders the same type first, then the nearest difficulty, then more shared points, then id', () => {
    const ranked = rankSimilarQuestions(source, [
      q(10, { type: 'fill', difficulty: 3 }),
      q(11, { difficulty: 5 }),
      q(12, { difficulty: 2, knowledgePointIds: ['a'] }),
      q(13, { difficulty: 4 }),
      q(14, { difficulty: 3, knowledgePointIds: ['b'] }),
      q(15, { difficulty: 3 }),
      q(9, { difficulty: 2, knowledgePointIds: ['a'] }),
    ]);
    expect(ranked.map((m) => m.question.id)).toEqual([15, 14, 13, 9, 12, 11, 10]);
  });

  it('gives at most ten by default, and the limit asked', () => {
    const many = Array.from({ length: 30 }, (_, i) => q(100 + i, { difficulty: 1 + (i % 5) }));
    const ranked = rankSimilarQuestions(source, many);
    expect(ranked).toHaveLength(SIMILAR_QUESTIONS_MAX);
    expect(
      ranked.every((m) => m.question.difficulty === 3 || Math.abs(m.question.difficulty - 3) === 1),
    ).toBe(true);
    expect(rankSimilarQuestions(source, many, 3).map((m) => m.question.id)).toEqual([
      102, 107, 112,
    ]);
    expect(rankSimilarQuestions(source, many, 0)).toEqual([]);
  });

  it('finds nothing for a question without knowledge points', () => {
    expect(rankSimilarQuestions({ ...source, knowledgePointIds: [] }, [q(2)])).toEqual([]);
  });
});
