import { describe, expect, it } from 'vitest';
import { dayPartForHour, greetingAt, greetingForHour } from './greeting';

describe(dayPartForHour, () => {
  it.each([
    [0, 'evening'],
    [4.99, 'evening'],
    [5, 'morning'],
    [10.99, 'morning'],
    [11, 'noon'],
    [12.99, 'noon'],
    [13, 'afternoon'],
    [17.99, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [Number.NaN, 'evening'],
  ])('hour %d → %s', (hour, part) => {
    expect(dayPartForHour(hour)).toBe(part);
  });
});

describe(greetingForHour, () => {
  it('has the Chinese texts and an emoji', () => {
    expect(greetingForHour(9)).toEqual({ part: 'morning', text: '上午好', emoji: '🌞' });
    expect(greetingForHour(12).text).toBe('中午好');
    expect(greetingForHour(15).text).toBe('下午好');
    expect(greetingForHour(20).text).toBe('晚上好');
  });
});

describe(greetingAt, () => {
  it('reads the local hour of a date', () => {
    expect(greetingAt(new Date(2026, 0, 5, 10, 59, 59)).part).toBe('morning');
    expect(greetingAt(new Date(2026, 0, 5, 11, 0, 0)).part).toBe('noon');
  });
});
