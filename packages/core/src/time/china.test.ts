import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDateTime, chinaDateTimeParts } from './china';

describe(chinaDate, () => {
  it('is the Beijing date, not the UTC one, between 00:00 and 08:00 Beijing time', () => {
    // 2026-03-01T23:30Z is 07:30 on 2 March in Beijing: a teacher preparing before school.
    const early = Date.UTC(2026, 2, 1, 23, 30);
    expect(new Date(early).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(chinaDate(early)).toBe('2026-03-02');
    expect(chinaDate(new Date(early), '')).toBe('20260302');
  });

  it('turns the day at 16:00 UTC exactly', () => {
    expect(chinaDate(Date.UTC(2026, 11, 31, 15, 59, 59, 999))).toBe('2026-12-31');
    expect(chinaDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
  });
});

describe(chinaDateTimeParts, () => {
  it('gives zero-padded fields, midnight as 00', () => {
    expect(chinaDateTimeParts(Date.UTC(2026, 0, 4, 16, 5, 9))).toEqual({
      year: '2026',
      month: '01',
      day: '05',
      hour: '00',
      minute: '05',
      second: '09',
    });
  });
});

describe(chinaDateTime, () => {
  it('formats minutes in Beijing time', () => {
    expect(chinaDateTime(new Date('2026-06-30T20:07:00Z'))).toBe('2026-07-01 04:07');
  });
});

describe('the same second asked again', () => {
  it('answers each second right, and a caller changing its answer changes no later one', () => {
    const at = Date.UTC(2026, 10, 26, 15, 59, 59, 100); // 23:59:59 in Beijing
    const first = chinaDateTimeParts(at);
    first.day = 'changed';
    expect(chinaDateTimeParts(at + 500)).toMatchObject({ day: '26', hour: '23', second: '59' });
    expect(chinaDateTimeParts(at + 900)).toMatchObject({ day: '27', hour: '00', second: '00' });
    expect(chinaDate(at)).toBe('2026-11-26');
    expect(() => chinaDateTimeParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});
