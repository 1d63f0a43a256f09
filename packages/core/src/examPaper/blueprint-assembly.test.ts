import { describe, expect, it } from 'vitest';
import type { AssemblyCandidate } from './assembly';
import { seededRandom } from './assembly';
import { assembleToBlueprint } from './blueprint-assembly';
import { blueprintTarget, paperBlueprint } from './blueprint';

/** `n` candidates of a type on a point, levels cycling 1–5, ids from `start`. */
const make = (start: number, n: number, type: AssemblyCandidate['type'], point: string) =>
  Array.from({ length: n }, (_, i) => ({
    id: start + i,
    type,
    difficulty: (i % 5) + 1,
    knowledgePointIds: [point],
  }));

const BANK: AssemblyCandidate[] = [
  ...make(1, 30, 'single', 'p.a'),
  ...make(100, 20, 'fill', 'p.a'),
  ...make(200, 12, 'single', 'p.b'),
  ...make(300, 2, 'fill', 'p.b'),
  // One question on both points: it may fill either cell, never both.
  { id: 999, type: 'single', difficulty: 3, knowledgePointIds: ['p.a', 'p.b'] },
];
const NAMES: Record<string, string> = { 'p.a': '一元一次方程', 'p.b': '勾股定理' };

describe(assembleToBlueprint, () => {
  it('fills every cell with its count of that type on that point, no question twice', () => {
    const cells = [
      { pointId: 'p.a', type: 'single' as const, count: 6, score: 3 },
      { pointId: 'p.b', type: 'single' as const, count: 4, score: 3 },
      { pointId: 'p.a', type: 'fill' as const, count: 5, score: 4 },
    ];
    const result = assembleToBlueprint(BANK, cells, {
      random: seededRandom(7),
      targetDifficulty: 0.65,
    });
    expect(result.notes).toEqual([]);
    expect(result.totalScore).toBe(6 * 3 + 4 * 3 + 5 * 4);
    expect(result.targetScore).toBe(result.totalScore);
    const byId = new Map(BANK.map((c) => [c.id, c]));
    const seen = new Set<number>();
    for (const cell of cells) {
      const pick = result.picks.find(
        (p) =>
          p.type === cell.type &&
          p.ids.every((id) => byId.get(id)?.knowledgePointIds.includes(cell.pointId)),
      );
      expect(pick?.ids).toHaveLength(cell.count);
      expect(pick?.score).toBe(cell.score);
      for (const id of pick?.ids ?? []) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    // Print order: every 单选 pick before the 填空 one.
    expect(result.picks.map((p) => p.type)).toEqual(['single', 'single', 'fill']);
    expect(Math.abs(result.difficulty - 0.65)).toBeLessThanOrEqual(0.1);
  });

  it('says, cell by cell, what the bank cannot meet and how many points are missing', () => {
    const result = assembleToBlueprint(
      BANK,
      [
        { pointId: 'p.b', type: 'fill', count: 5, score: 3 },
        { pointId: 'p.b', type: 'solution', count: 1, score: 10 },
      ],
      { random: seededRandom(1), targetDifficulty: 0.7, pointName: (id) => NAMES[id] ?? id },
    );
    expect(result.notes.slice(0, 2)).toEqual([
      '细目表中「勾股定理 · 填空题」要 5 道，题库只有 2 道可用，少 9 分；可以用 AI 出题补足（需要管理员配置大模型）。',
      '细目表中「勾股定理 · 解答题」要 1 道，题库没有可用的题，少 10 分；可以用 AI 出题补足（需要管理员配置大模型）。',
    ]);
    expect(result.shortCells.map((c) => [c.type, c.found])).toEqual([
      ['fill', 2],
      ['solution', 0],
    ]);
    expect(result.totalScore).toBe(6);
    expect(result.targetScore).toBe(25);
  });

  it('proposes a target from a paper, which the paper itself meets', () => {
    const items = [
      { type: 'single' as const, score: 3, knowledgePoints: [{ id: 'p.a', name: '甲' }] },
      { type: 'single' as const, score: 3, knowledgePoints: [{ id: 'p.a', name: '甲' }] },
      { type: 'fill' as const, score: 4, knowledgePoints: [{ id: 'p.b', name: '乙' }] },
    ];
    const target = blueprintTarget(paperBlueprint(items));
    expect(target).toEqual([
      { pointId: 'p.a', pointName: '甲', type: 'single', count: 2, score: 3 },
      { pointId: 'p.b', pointName: '乙', type: 'fill', count: 1, score: 4 },
    ]);
    const result = assembleToBlueprint(BANK, target, {
      random: seededRandom(3),
      targetDifficulty: 0.7,
    });
    expect(result.shortCells).toEqual([]);
    expect(result.totalScore).toBe(10);
  });
});
