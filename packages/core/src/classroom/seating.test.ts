import { describe, expect, it } from 'vitest';
import { seatingFrontTooMany } from './messages';
import {
  arrangeSeats,
  arrangeWithRules,
  clearSeat,
  emptySeating,
  neighbourSeats,
  NO_SEATING_RULES,
  resizeSeating,
  seatStudent,
  seatingProblem,
  swapSeats,
  type SeatingLayout,
} from './seating';
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

describe(arrangeWithRules, () => {
  const ids = Array.from({ length: 10 }, (_, i) => i + 1);
  const grid = emptySeating(3, 4);
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const rowOf = (l: SeatingLayout, id: number) => Math.floor(l.seats.indexOf(id) / l.columns);

  it('keeps 学号 order where no rule is broken, and separates a pair that sat together', () => {
    expect(arrangeWithRules(grid, ids, 'number', NO_SEATING_RULES, random).layout.seats).toEqual(
      arrangeSeats(grid, ids, 'number', random).seats,
    );
    const rules = {
      apart: [[1, 2] as [number, number], [5, 6] as [number, number]],
      front: [],
      frontRows: 2,
    };
    const { layout, violations } = arrangeWithRules(grid, ids, 'number', rules, random);
    expect(violations).toEqual({ apart: [], front: [], frontTooMany: false });
    const at = (id: number) => layout.seats.indexOf(id);
    expect(neighbourSeats(4, at(1), at(2))).toBe(false);
    expect(neighbourSeats(4, at(5), at(6))).toBe(false);
    expect([...layout.seats].filter((s) => s !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      ids,
    );
  });

  it('puts the front students in the front rows, in random mode too, apart from their pair', () => {
    const rules = { apart: [[9, 10] as [number, number]], front: [9, 10], frontRows: 1 };
    for (const mode of ['number', 'random'] as const) {
      const { layout, violations } = arrangeWithRules(grid, ids, mode, rules, random);
      expect(violations.apart.length + violations.front.length).toBe(0);
      expect([rowOf(layout, 9), rowOf(layout, 10)]).toEqual([0, 0]);
      expect(neighbourSeats(4, layout.seats.indexOf(9), layout.seats.indexOf(10))).toBe(false);
    }
  });

  it('says what cannot be met: three students apart in one row of three, too many in front', () => {
    const row = emptySeating(1, 3);
    const apart: [number, number][] = [
      [1, 2],
      [2, 3],
      [1, 3],
    ];
    const tight = arrangeWithRules(
      row,
      [1, 2, 3],
      'random',
      { apart, front: [], frontRows: 1 },
      random,
    );
    expect(tight.violations.apart.length).toBeGreaterThan(0);
    const crowded = arrangeWithRules(
      emptySeating(3, 2),
      [1, 2, 3, 4],
      'number',
      { apart: [], front: [1, 2, 3], frontRows: 1 },
      random,
    );
    expect(crowded.violations.frontTooMany).toBe(true);
    expect(seatingFrontTooMany(3, 1, 2)).toBe(
      '需要坐在前 1 排的学生有 3 人，但前 1 排只有 2 个座位，请增加列数、放宽排数或减少名单',
    );
  });
});

describe(seatStudent, () => {
  const grid: SeatingLayout = { rows: 1, columns: 3, aisles: [], seats: [5, null, 7] };
  it('moves a seated student, the occupant taking the old seat', () => {
    expect(seatStudent(grid, 5, 2).seats).toEqual([7, null, 5]);
    expect(seatStudent(grid, 5, 1).seats).toEqual([null, 5, 7]);
    expect(seatStudent(grid, 5, 0)).toBe(grid);
  });
  it('seats a student from the list, the occupant going back to it', () => {
    expect(seatStudent(grid, 9, 1).seats).toEqual([5, 9, 7]);
    expect(seatStudent(grid, 9, 2).seats).toEqual([5, null, 9]);
    expect(seatStudent(grid, 9, 3)).toBe(grid);
    expect(seatStudent(grid, 9, -1)).toBe(grid);
  });
  it('empties a seat', () => {
    expect(clearSeat(grid, 0).seats).toEqual([null, null, 7]);
    expect(clearSeat(grid, 1)).toBe(grid);
  });
});
