import { describe, expect, it } from 'vitest';
import { paperBlueprint } from './blueprint';

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
      solution: { count: 1, score: 10 },
      single: { count: 1, score: 3 },
    });
    expect(bp.totals.single).toEqual({ count: 2, score: 6 });
    expect(bp.rows.reduce((n, r) => n + r.score, 0)).toBe(bp.totalScore);
  });
});
