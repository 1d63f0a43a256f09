import { describe, expect, it } from 'vitest';
import { hashSecret, looksLikeSecret, newSecret } from './tokens';

describe('tokens', () => {
  it('hashSecret is hex SHA-256 of the UTF-8 text, as sessions stored before were hashed', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // Non-ASCII text is hashed as its UTF-8 bytes (value from `sha256sum` of the UTF-8 text).
    expect(hashSecret('教师')).toBe(
      'a6654120cbecdd3dc6f71e33df11f10cf00210abbc7999fe4d1b3d878633120a',
    );
  });

  it('newSecret gives 43-character base64url tokens that looksLikeSecret accepts', () => {
    const a = newSecret();
    expect(looksLikeSecret(a)).toBe(true);
    expect(newSecret()).not.toBe(a);
    expect(looksLikeSecret(`${a}x`)).toBe(false);
  });
});
