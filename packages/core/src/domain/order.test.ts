import { describe, expect, it } from 'vitest';
import { formatPriceYuan, orderTotal } from './order';

describe(formatPriceYuan, () => {
  it('divides cents by 100 (spec §9)', () => {
    expect(formatPriceYuan(1990)).toBe('19.90');
    expect(formatPriceYuan(0)).toBe('0.00');
    expect(formatPriceYuan(5)).toBe('0.05');
  });
});

describe(orderTotal, () => {
  it('falls back to 100 when total is missing (spec §9)', () => {
    expect(orderTotal({})).toBe(100);
    expect(orderTotal({ total: 0 })).toBe(0);
    expect(orderTotal({ total: 17 })).toBe(17);
  });
});
