import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../questionBank/types';
import { assemblePaper, seededRandom, shuffleChoice, type AssemblyCandidate } from './assembly';
import { difficultyCoefficient, paperDifficulty } from './difficulty';

/** A bank with `perLevel[level-1]` questions of each type on points p0…p4. */
function bank(perLevel: number[], types: QuestionType[] = ['single', 'fill', 'solution']) {
  const out: AssemblyCandidate[] = [];
  let id = 1;
  for (const type of types) {
    perLevel.forEach((n, i) => {
      for (let k = 0; k < n; k += 1) {
        out.push({ id, type, difficulty: i + 1, knowledgePointIds: [`p${id % 5}`] });
        id += 1;
      }
    });
  }
  return out;
}

const REQUEST = {
  types: [
    { type: 'single' as const, count: 10, score: 3 },
    { type: 'fill' as const, count: 6, score: 4 },
    { type: 'solution' as const, count: 6, score: 11 },
  ],
  knowledgePointIds: ['p0', 'p1', 'p2', 'p3', 'p4'],
};

describe(assemblePaper, () => {
  it('meets every count and score exactly, and the target difficulty within 0.1', () => {
    const candidates = bank([20, 20, 20, 20, 20]);
    for (const target of [0.4, 0.55, 0.7, 0.85]) {
      const result = assemblePaper(
        candidates,
        { ...REQUEST, targetDifficulty: target },
        { random: seededRandom(7) },
      );
      expect(result.picks.map((p) => [p.type, p.ids.length, p.score])).toEqual([
        ['single', 10, 3],
        ['fill', 6, 4],
        ['solution', 6, 11],
      ]);
      expect(result.totalScore).toBe(30 + 24 + 66);
      const byId = new Map(candidates.map((c) => [c.id, c]));
      const items = result.picks.flatMap((p) =>
        p.ids.map((id) => ({ difficulty: byId.get(id)?.difficulty ?? 0, score: p.score })),
      );
      expect(new Set(result.picks.flatMap((p) => p.ids)).size).toBe(22);
      expect(paperDifficulty(items)).toBe(result.difficulty);
      expect(Math.abs(result.difficulty - target)).toBeLessThanOrEqual(0.1);
      expect(result.notes).toEqual([]);
      expect(result.uncoveredPointIds).toEqual([]);
    }
  });

  it('says in Chinese where the bank falls short: too few questions, unreachable difficulty, uncovered points', () => {
    const easyOnly = bank([30, 0, 0, 0, 0], ['single', 'fill']).concat(
      bank([4, 0, 0, 0, 0], ['solution']).map((c) => ({ ...c, id: c.id + 1000 })),
    );
    const result = assemblePaper(
      easyOnly,
      {
        ...REQUEST,
        targetDifficulty: 0.5,
        knowledgePointIds: [...REQUEST.knowledgePointIds, 'px'],
      },
      { random: seededRandom(1), pointName: (id) => (id === 'px' ? '二次函数' : id) },
    );
    expect(result.picks.find((p) => p.type === 'solution')?.ids).toHaveLength(4);
    expect(result.totalScore).toBe(30 + 24 + 44);
    expect(result.difficulty).toBe(difficultyCoefficient(1));
    expect(result.notes).toEqual([
      expect.stringContaining('解答题只有 4 道，少于要求的 6 道，本卷少 22 分'),
      expect.stringContaining('预估难度系数 0.90，与目标 0.50'),
      expect.stringContaining('二次函数'),
    ]);
    expect(result.uncoveredPointIds).toEqual(['px']);
  });

  it('covers the requested points before repeating one', () => {
    const candidates: AssemblyCandidate[] = [];
    for (let i = 0; i < 100; i += 1) {
      // 95 questions on p0, one each on p1…p5.
      candidates.push({
        id: i + 1,
        type: 'single',
        difficulty: 3,
        knowledgePointIds: [i < 95 ? 'p0' : `p${i - 94}`],
      });
    }
    const result = assemblePaper(
      candidates,
      {
        types: [{ type: 'single', count: 6, score: 3 }],
        targetDifficulty: 0.6,
        knowledgePointIds: ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'],
      },
      { random: seededRandom(3) },
    );
    expect(result.uncoveredPointIds).toEqual([]);
    expect(new Set(result.picks[0]?.ids.map((id) => (id > 95 ? id : 0))).size).toBe(6);
  });

  it('gives other questions for another seed (A/B versions) and the same for the same seed', () => {
    const candidates = bank([40, 40, 40, 40, 40]);
    const run = (seed: number) =>
      assemblePaper(
        candidates,
        { ...REQUEST, targetDifficulty: 0.65 },
        { random: seededRandom(seed) },
      )
        .picks.flatMap((p) => p.ids)
        .sort((a, b) => a - b);
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });
});

describe(shuffleChoice, () => {
  it('moves the answer letters with the options, never keeping the order', () => {
    const q = { type: 'multiple' as const, options: ['甲', '乙', '丙', '丁'], answer: ['A', 'C'] };
    for (let seed = 0; seed < 20; seed += 1) {
      const out = shuffleChoice(q, seededRandom(seed));
      expect(out.options).not.toEqual(q.options);
      expect([...out.options].sort()).toEqual([...q.options].sort());
      const picked = out.answer.map((l) => out.options[l.charCodeAt(0) - 65]);
      expect(picked.sort()).toEqual(['丙', '甲'].sort());
    }
    const fill = { type: 'fill' as const, options: [], answer: ['$5$'] };
    expect(shuffleChoice(fill, seededRandom(1))).toEqual({ options: [], answer: ['$5$'] });
  });
});
