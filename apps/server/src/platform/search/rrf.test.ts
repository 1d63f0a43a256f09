import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from './rrf';

describe(reciprocalRankFusion, () => {
  it('scores Σ 1/(k + rank) and puts keys found by both lists first', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'd', 'a'],
    ]);
    expect(fused.map((f) => f.key)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 3));
    expect(fused[2]?.score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it('counts a key once per list, at its best rank', () => {
    const fused = reciprocalRankFusion([['a', 'a', 'b']]);
    expect(fused).toEqual([
      { key: 'a', score: 1 / (RRF_K + 1) },
      { key: 'b', score: 1 / (RRF_K + 3) },
    ]);
  });

  it('returns nothing for no lists', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});
