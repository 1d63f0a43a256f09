import { describe, expect, it } from 'vitest';
import { blueprintLevelName, levelKey, paperBlueprint, UNLEVELLED } from './blueprint';

describe(paperBlueprint, () => {
  it('counts each question once, under its first point, so rows add up to the total', () => {
    const quad = { id: 'jm.num.eq.quad', name: '一元二次方程' };
    const abs = { id: 'jm.num.rational.abs', name: '相反数与绝对值' };
    const bp = paperBlueprint([
      { type: 'solution', score: 10, knowledgePoints: [quad] },
      { type: 'single', score: 3, knowledgePoints: [quad, abs] },
      { type: 'single', score: 3, knowledgePoints: [abs] },
      { type: 'fill', score: 4, knowledgePoints: [] },
    ]);
    expect(bp.types).toEqual(['single', 'fill', 'solution']);
    expect(bp.rows.map((r) => [r.pointName, r.score])).toEqual([
      ['未标注知识点', 4],
      ['一元二次方程', 13],
      ['相反数与绝对值', 3],
    ]);
    expect(bp.rows[1]?.cells).toEqual({
      solution: { count: 1, score: 10, levels: { [UNLEVELLED]: { count: 1, score: 10 } } },
      single: { count: 1, score: 3, levels: { [UNLEVELLED]: { count: 1, score: 3 } } },
    });
    expect(bp.totals.single).toEqual({ count: 2, score: 6 });
    expect(bp.rows.reduce((n, r) => n + r.score, 0)).toBe(bp.totalScore);
  });
});

describe('the 认知层次 axis', () => {
  const quad = { id: 'jm.num.eq.quad', name: '一元二次方程' };
  const abs = { id: 'jm.num.rational.abs', name: '相反数与绝对值' };
  const items = [
    { type: 'single' as const, score: 3, knowledgePoints: [quad], cognitiveLevel: 1 },
    { type: 'single' as const, score: 3, knowledgePoints: [quad], cognitiveLevel: 3 },
    { type: 'solution' as const, score: 10, knowledgePoints: [quad], cognitiveLevel: 4 },
    { type: 'fill' as const, score: 4, knowledgePoints: [abs], cognitiveLevel: null },
  ];

  it('splits rows, type cells and totals by level, and a question without one is 未标注', () => {
    const bp = paperBlueprint(items);
    expect(bp.levels).toEqual([1, 2, 3, 4, UNLEVELLED]);
    expect(bp.levels.map(blueprintLevelName)).toEqual(['了解', '理解', '掌握', '运用', '未标注']);
    const row = bp.rows.find((r) => r.pointId === quad.id);
    expect(row?.levels).toEqual({
      1: { count: 1, score: 3 },
      3: { count: 1, score: 3 },
      4: { count: 1, score: 10 },
    });
    expect(row?.cells.single?.levels).toEqual({
      1: { count: 1, score: 3 },
      3: { count: 1, score: 3 },
    });
    expect(bp.levelTotals[UNLEVELLED]).toEqual({ count: 1, score: 4 });
    const levelSum = bp.levels.reduce((n, l) => n + (bp.levelTotals[l]?.score ?? 0), 0);
    expect(levelSum).toBe(bp.totalScore);
  });

  it('shows no 未标注 column when every question has a level, and treats a bad level as none', () => {
    expect(paperBlueprint(items.slice(0, 3)).levels).toEqual([1, 2, 3, 4]);
    expect(levelKey(7)).toBe(UNLEVELLED);
    expect(levelKey(2)).toBe(2);
  });
});
