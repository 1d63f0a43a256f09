import { describe, expect, it } from 'vitest';
import {
  formatRedeemCode,
  isOrderSettled,
  isWellFormedRedeemCode,
  normalizeRedeemCode,
  REDEEM_CODE_ALPHABET,
} from './member';

describe(normalizeRedeemCode, () => {
  it('ignores case and separators, also full-width ones', () => {
    expect(normalizeRedeemCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeRedeemCode(' ab cd_ef.gh—jk－mn pq\trs \n')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeRedeemCode('ＡＢＣＤ')).toBe('ABCD');
  });
});

describe(isWellFormedRedeemCode, () => {
  it('accepts 16 symbols of the alphabet only', () => {
    expect(isWellFormedRedeemCode('ABCDEFGHJKMNPQRS')).toBe(true);
    expect(isWellFormedRedeemCode('ABCDEFGHJKMNPQR')).toBe(false);
    expect(isWellFormedRedeemCode('ABCDEFGHJKMNPQRST')).toBe(false);
    // 0, O, 1, I and L are not in the alphabet.
    for (const c of '0O1IL') {
      expect(REDEEM_CODE_ALPHABET).not.toContain(c);
      expect(isWellFormedRedeemCode(`${c}BCDEFGHJKMNPQRS`)).toBe(false);
    }
    expect(isWellFormedRedeemCode('abcdefghjkmnpqrs')).toBe(false);
  });
});

describe(formatRedeemCode, () => {
  it('groups by four with dashes, and round-trips through normalisation', () => {
    expect(formatRedeemCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeRedeemCode(formatRedeemCode('ABCDEFGHJKMNPQRS'))).toBe('ABCDEFGHJKMNPQRS');
  });
});

describe(isOrderSettled, () => {
  it('only pending orders may still change', () => {
    expect(isOrderSettled('pending')).toBe(false);
    expect(isOrderSettled('paid')).toBe(true);
    expect(isOrderSettled('closed')).toBe(true);
  });
});
