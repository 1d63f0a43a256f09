import { describe, expect, it } from 'vitest';
import { computeScoreStats, formatRate, scoreBands, thresholdsValid } from './stats';

const LINES = { fullScore: 100, passScore: 60, excellentScore: 85 };

describe(computeScoreStats, () => {
  it('matches the figures worked out by hand for ten students, one absent', () => {
    // Sorted: 45 58 60 71 76 82 88.5 95 100; sum 675.5.
    const s = computeScoreStats([95, 82, 76, 58, 60, 88.5, null, 100, 45, 71], LINES);
    expect(s.count).toBe(9);
    expect(s.absent).toBe(1);
    expect(s.average).toBeCloseTo(675.5 / 9, 10);
    expect(s.median).toBe(76);
    expect(s.highest).toBe(100);
    expect(s.lowest).toBe(45);
    expect(s.passCount).toBe(7);
    expect(s.passRate).toBeCloseTo(7 / 9, 10);
    expect(s.excellentCount).toBe(3);
    expect(s.excellentRate).toBeCloseTo(1 / 3, 10);
    expect(s.bands.map((b) => [b.label, b.count])).toEqual([
      ['0–60', 2],
      ['60–70', 1],
      ['70–80', 2],
      ['80–90', 2],
      ['90–100', 2],
    ]);
    expect(formatRate(s.passRate)).toBe('77.8%');
  });

  it('takes the mean of the two middle scores for an even count, and counts the lines inclusively', () => {
    const s = computeScoreStats([40, 10, 30, 20], {
      fullScore: 40,
      passScore: 30,
      excellentScore: 40,
    });
    expect(s.median).toBe(25);
    expect(s.average).toBe(25);
    expect(s.passCount).toBe(2);
    expect(s.excellentCount).toBe(1);
  });

  it('moves the rates with editable lines', () => {
    const scores = [59.5, 60, 84.5, 85];
    expect(computeScoreStats(scores, LINES).passRate).toBe(0.75);
    expect(computeScoreStats(scores, { ...LINES, passScore: 50 }).passRate).toBe(1);
    expect(computeScoreStats(scores, { ...LINES, excellentScore: 80 }).excellentRate).toBe(0.5);
  });

  it('answers nulls, not zeros, when nobody has a score', () => {
    const s = computeScoreStats([null, null], LINES);
    expect(s).toMatchObject({ count: 0, absent: 2, average: null, median: null, passRate: null });
    expect(s.bands.every((b) => b.count === 0)).toBe(true);
  });
});

describe(scoreBands, () => {
  it('cuts a 150-point paper at 90, 105, 120 and 135', () => {
    expect(scoreBands(150).map((b) => b.label)).toEqual([
      '0–90',
      '90–105',
      '105–120',
      '120–135',
      '135–150',
    ]);
  });
});

describe(thresholdsValid, () => {
  it('needs 0 ≤ pass ≤ excellent ≤ full', () => {
    expect(thresholdsValid(LINES)).toBe(true);
    expect(thresholdsValid({ ...LINES, excellentScore: 101 })).toBe(false);
    expect(thresholdsValid({ ...LINES, passScore: 90 })).toBe(false);
  });
});
