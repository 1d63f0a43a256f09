import { describe, expect, it } from 'vitest';
import { arrangeSeats, emptySeating, resizeSeating, seatingProblem, swapSeats } from './seating';
import { parseScoreInput, pastedColumn } from './scores';

describe(arrangeSeats, () => {
  it('fills front row first by number, and shuffles every student in once at random', () => {
    const grid = emptySeating(2, 3);
    expect(grid.aisles).toEqual([1]);
    expect(arrangeSeats(grid, [5, 6, 7, 8], 'number', Math.random).seats).toEqual([
      5,
      6,
      7,
      8,
      null,
      null,
    ]);
    const random = arrangeSeats(grid, [5, 6, 7, 8], 'random', () => 0.3).seats;
    expect(random.filter((s) => s !== null).sort()).toEqual([5, 6, 7, 8]);
  });
});

describe(swapSeats, () => {
  it('swaps two students, or moves one to an empty seat', () => {
    const grid = { ...emptySeating(1, 3), seats: [1, 2, null] };
    expect(swapSeats(grid, 0, 1).seats).toEqual([2, 1, null]);
    expect(swapSeats(grid, 0, 2).seats).toEqual([null, 2, 1]);
  });
});

describe(resizeSeating, () => {
  it('keeps students where they fit and moves the others into empty seats', () => {
    const grid = { rows: 2, columns: 3, aisles: [1], seats: [1, 2, 3, 4, null, 6] };
    const smaller = resizeSeating(grid, 2, 2);
    expect(smaller.seats).toEqual([1, 2, 4, 3]);
    expect(smaller.aisles).toEqual([]);
    expect(seatingProblem(resizeSeating(grid, 1, 2), [1, 2, 3, 4, 6])).toBe(
      '座位数少于学生人数，请增加行数或列数',
    );
  });
});

describe(seatingProblem, () => {
  it('refuses a student twice or one from another class', () => {
    const grid = emptySeating(1, 3);
    expect(seatingProblem({ ...grid, seats: [1, 1, null] }, [1, 2])).not.toBeNull();
    expect(seatingProblem({ ...grid, seats: [1, 99, null] }, [1, 2])).not.toBeNull();
    expect(seatingProblem({ ...grid, seats: [1, null, 2] }, [1, 2])).toBeNull();
  });
});

describe(parseScoreInput, () => {
  it('reads scores with one decimal, empty as absent, and refuses above the full score', () => {
    expect(parseScoreInput(' 88.5 ', 100)).toEqual({ ok: true, value: 88.5 });
    expect(parseScoreInput('缺考', 100)).toEqual({ ok: true, value: null });
    expect(parseScoreInput('101', 100)).toEqual({ ok: false, error: '分数应在 0 到 100 之间' });
    expect(parseScoreInput('88.25', 100).ok).toBe(false);
    expect(parseScoreInput('-3', 100).ok).toBe(false);
  });
});

describe(pastedColumn, () => {
  it('takes the first column of an Excel block', () => {
    expect(pastedColumn('90\tx\r\n85\r\n\r\n70\r\n')).toEqual(['90', '85', '', '70']);
  });
});
