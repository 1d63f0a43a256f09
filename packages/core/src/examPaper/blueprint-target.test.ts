import { describe, expect, it } from 'vitest';
import { paperBlueprint } from './blueprint';
import {
  compareBlueprint,
  proposeTarget,
  setTargetCell,
  setTargetLevel,
  type PaperBlueprintTarget,
} from './blueprint-target';

const quad = { id: 'jm.num.eq.quad', name: '一元二次方程' };
const abs = { id: 'jm.num.rational.abs', name: '相反数与绝对值' };
const bp = paperBlueprint([
  { type: 'single', score: 3, knowledgePoints: [quad], cognitiveLevel: 1 },
  { type: 'single', score: 3, knowledgePoints: [quad], cognitiveLevel: 2 },
  { type: 'solution', score: 10, knowledgePoints: [quad], cognitiveLevel: 4 },
  { type: 'fill', score: 3, knowledgePoints: [abs], cognitiveLevel: 2 },
]);

describe(proposeTarget, () => {
  it('proposes the paper itself: met everywhere', () => {
    const target = proposeTarget(bp);
    expect(target.cells).toContainEqual({
      pointId: quad.id,
      pointName: quad.name,
      type: 'single',
      count: 2,
      score: 3,
    });
    expect(target.levels).toEqual([
      { level: 1, score: 3 },
      { level: 2, score: 6 },
      { level: 4, score: 10 },
    ]);
    const cmp = compareBlueprint(bp, target);
    expect(cmp.misses).toBe(0);
    expect(cmp.targetScore).toBe(19);
    expect(cmp.actualScore).toBe(19);
  });
});

describe(compareBlueprint, () => {
  it('marks a cell whose target differs (目标 12 分 / 实际 6 分) and a target cell the paper lacks', () => {
    let target = proposeTarget(bp);
    target = setTargetCell(target, { pointId: quad.id, type: 'single', count: 4, score: 3 });
    target = setTargetCell(target, {
      pointId: 'jm.geo.tri',
      pointName: '三角形',
      type: 'fill',
      count: 2,
      score: 4,
    });
    const cmp = compareBlueprint(bp, target);
    const row = cmp.rows.find((r) => r.pointId === quad.id);
    expect(row?.cells.single).toEqual({
      target: { count: 4, score: 12 },
      actual: { count: 2, score: 6 },
      met: false,
    });
    expect(row?.cells.solution?.met).toBe(true);
    const tri = cmp.rows.find((r) => r.pointId === 'jm.geo.tri');
    expect(tri).toMatchObject({ pointName: '三角形', target: 8, actual: 0 });
    expect(tri?.cells.fill).toEqual({
      target: { count: 2, score: 8 },
      actual: { count: 0, score: 0 },
      met: false,
    });
    expect(cmp.misses).toBe(2);
    expect(cmp.targetScore).toBe(12 + 10 + 3 + 8);
  });

  it('compares each level with its target score; a level without a target is met', () => {
    const target = setTargetLevel(setTargetLevel(proposeTarget(bp), 3, 5), 1, null);
    const cmp = compareBlueprint(bp, target);
    expect(cmp.levels.find((l) => l.level === 3)).toEqual({
      level: 3,
      target: 5,
      actual: 0,
      met: false,
    });
    expect(cmp.levels.find((l) => l.level === 1)).toMatchObject({
      target: null,
      actual: 3,
      met: true,
    });
    expect(cmp.misses).toBe(1);
  });

  it('without a target everything is met and the types are the paper’s', () => {
    const cmp = compareBlueprint(bp, null);
    expect(cmp.misses).toBe(0);
    expect(cmp.types).toEqual(['single', 'fill', 'solution']);
    expect(cmp.targetScore).toBe(0);
  });
});

describe(setTargetCell, () => {
  it('replaces a cell, removes it at count 0, and keeps point then print order', () => {
    let t: PaperBlueprintTarget = { cells: [], levels: [] };
    t = setTargetCell(t, { pointId: 'b', type: 'solution', count: 1, score: 10 });
    t = setTargetCell(t, { pointId: 'b', type: 'single', count: 2, score: 3 });
    t = setTargetCell(t, { pointId: 'a', type: 'fill', count: 1, score: 3 });
    expect(t.cells.map((c) => `${c.pointId}.${c.type}`)).toEqual([
      'a.fill',
      'b.single',
      'b.solution',
    ]);
    t = setTargetCell(t, { pointId: 'b', type: 'single', count: 3, score: 4 });
    expect(t.cells.find((c) => c.type === 'single')).toMatchObject({ count: 3, score: 4 });
    t = setTargetCell(t, { pointId: 'b', type: 'single', count: 0, score: 4 });
    expect(t.cells).toHaveLength(2);
  });
});
