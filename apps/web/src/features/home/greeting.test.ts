import { describe, expect, it } from 'vitest';
import { greetingFor, greetingPeriod } from './greeting';

describe(greetingPeriod.name, () => {
  it('follows the §9 hour boundaries', () => {
    const byHour = Array.from({ length: 24 }, (_, h) => greetingPeriod(h));
    expect(byHour.slice(0, 5)).toEqual(Array(5).fill('evening'));
    expect(byHour.slice(5, 11)).toEqual(Array(6).fill('morning'));
    expect(byHour.slice(11, 13)).toEqual(['noon', 'noon']);
    expect(byHour.slice(13, 18)).toEqual(Array(5).fill('afternoon'));
    expect(byHour.slice(18)).toEqual(Array(6).fill('evening'));
  });

  it('gives Chinese text with an emoji', () => {
    expect(greetingFor(8).text).toBe('早上好');
    expect(greetingFor(22).text).toBe('晚上好');
    expect(greetingFor(12).emoji.length).toBeGreaterThan(0);
  });
});
