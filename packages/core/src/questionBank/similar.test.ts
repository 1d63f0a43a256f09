import { describe, expect, it } from 'vitest';
import {
  rankSimilarQuestions,
  siblingPointIds,
  SIMILAR_QUESTIONS_MAX,
  type SimilarCandidate,
} from './similar';

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

describe(siblingPointIds, () => {
  const tree = [
    {
      id: 'u',
      name: '单元',
      children: [
        { id: 'a', name: 'A', children: [] },
        { id: 'b', name: 'B', children: [] },
        { id: 'c', name: 'C', children: [] },
      ],
    },
    { id: 'v', name: '另一单元', children: [{ id: 'd', name: 'D', children: [] }] },
  ];
  it('gives the other points of each point’s unit, never the points themselves, none for a root', () => {
    expect(siblingPointIds(tree, ['a'])).toEqual(['b', 'c']);
    expect(siblingPointIds(tree, ['a', 'b', 'd'])).toEqual(['c']);
    expect(siblingPointIds(tree, ['u'])).toEqual([]);
  });
});

describe('相似题 falling back to sibling points', () => {
  it('fills with sibling-point questions after every question sharing a point, only when short', () => {
    const pool = [
      q(2, { knowledgePointIds: ['c'], difficulty: 3 }),
      q(3, { knowledgePointIds: ['a'], difficulty: 5 }),
      q(4, { knowledgePointIds: ['c'], type: 'fill' }),
      q(5, { knowledgePointIds: ['d'] }),
      q(6, { knowledgePointIds: ['c', 'a'] }),
    ];
    const ranked = rankSimilarQuestions(source, pool, 10, ['c']);
    expect(ranked.map((m) => [m.question.id, m.bySibling])).toEqual([
      [6, false],
      [3, false],
      [2, true],
      [4, true],
    ]);
    expect(ranked[2]?.sharedPointIds).toEqual(['c']);
    // Enough sharing a point: no sibling is offered.
    expect(rankSimilarQuestions(source, pool, 2, ['c']).map((m) => m.question.id)).toEqual([6, 3]);
    expect(rankSimilarQuestions(source, pool, 3, ['c']).map((m) => m.question.id)).toEqual([
      6, 3, 2,
    ]);
  });
});
