import { describe, expect, it } from 'vitest';
import { analyseItems, itemFlags } from './itemAnalysis';
import { itemTotal, itemsFullScore, type ExamItem } from './items';

const FN = { id: 'a', name: '函数' };
const EQ = { id: 'b', name: '方程' };
const ITEMS: ExamItem[] = [
  { label: '1', maxScore: 2, knowledgePoints: [FN] },
  { label: '2', maxScore: 3, knowledgePoints: [EQ] },
  { label: '3', maxScore: 5, knowledgePoints: [FN, EQ] },
];

describe(analyseItems, () => {
  it('matches the figures worked out by hand for four students and one absent', () => {
    // Totals 10, 7, 5, 2 (an empty cell counts 0); the fifth row is absent.
    // n = 4 → groups of round(0.27 × 4) = 1: top is the first row, bottom the fourth.
    const a = analyseItems(ITEMS, [
      [2, 3, 5],
      [2, 1, 4],
      [0, 3, 2],
      [2, 0, null],
      [null, null, null],
    ]);
    expect(a.count).toBe(4);
    const [i1, i2, i3] = a.items;
    // Item 1: mean (2+2+0+2)/4 = 1.5, P = 1.5/2 = 0.75, D = (2 − 2)/2 = 0.
    expect(i1?.mean).toBeCloseTo(1.5, 10);
    expect(i1?.difficulty).toBeCloseTo(0.75, 10);
    expect(i1?.scoreRate).toBeCloseTo(0.75, 10);
    expect(i1?.discrimination).toBeCloseTo(0, 10);
    expect(i1?.flags).toEqual(['区分度偏低']);
    // Item 2: mean 7/4 = 1.75, P = 7/12, D = (3 − 0)/3 = 1.
    expect(i2?.mean).toBeCloseTo(1.75, 10);
    expect(i2?.difficulty).toBeCloseTo(7 / 12, 10);
    expect(i2?.discrimination).toBeCloseTo(1, 10);
    expect(i2?.flags).toEqual([]);
    // Item 3: mean 11/4 = 2.75, P = 0.55, D = (5 − 0)/5 = 1.
    expect(i3?.mean).toBeCloseTo(2.75, 10);
    expect(i3?.difficulty).toBeCloseTo(0.55, 10);
    expect(i3?.discrimination).toBeCloseTo(1, 10);
    // 方程: (3 − 1.75) + (5 − 2.75) = 3.5 over 8; 函数: (2 − 1.5) + 2.25 = 2.75 over 7.
    expect(a.points.map((p) => [p.name, p.lost, p.maxScore, p.labels])).toEqual([
      ['方程', 3.5, 8, ['2', '3']],
      ['函数', 2.75, 7, ['1', '3']],
    ]);
  });

  it('takes 27% of ten students (three) for each group', () => {
    const rows = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((s) => [s]);
    const a = analyseItems([{ label: '1', maxScore: 10, knowledgePoints: [] }], rows);
    // Top mean (10+9+8)/3 = 9, bottom (3+2+1)/3 = 2: D = 0.7; P = 5.5/10.
    expect(a.items[0]?.discrimination).toBeCloseTo(0.7, 10);
    expect(a.items[0]?.difficulty).toBeCloseTo(0.55, 10);
    expect(a.points).toEqual([]);
  });

  it('leaves the figures empty when nobody sat, and D empty for a single student', () => {
    const none = analyseItems(ITEMS, [[null, null, null]]);
    expect(none.count).toBe(0);
    expect(none.items[0]).toMatchObject({ mean: null, difficulty: null, discrimination: null });
    expect(none.points).toEqual([]);
    const one = analyseItems(ITEMS, [[1, 1, 1]]);
    expect(one.items[0]).toMatchObject({ mean: 1, difficulty: 0.5, discrimination: null });
  });
});

describe(itemFlags, () => {
  it('names hard, easy, weak and negative items', () => {
    expect(itemFlags(0.2, 0.5)).toEqual(['偏难']);
    expect(itemFlags(0.95, 0.1)).toEqual(['偏易', '区分度偏低']);
    expect(itemFlags(0.5, -0.1)).toEqual(['区分度为负，请检查答案或评分']);
    expect(itemFlags(0.5, 0.2)).toEqual([]);
  });
});

describe(itemTotal, () => {
  it('adds tenths exactly and is empty when every cell is', () => {
    expect(itemTotal([0.1, 0.2, null])).toBe(0.3);
    expect(itemTotal([null, null])).toBeNull();
    expect(itemsFullScore([{ maxScore: 2.5 }, { maxScore: 0.5 }])).toBe(3);
  });
});
