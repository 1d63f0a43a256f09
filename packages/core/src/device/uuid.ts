/** A source of randomness, Math.random-compatible: a number in [0, 1). Passed in by the host. */
export type RandomSource = () => number;

const HEX = '0123456789abcdef';

/**
 * A UUID-v4-shaped string (`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`, y in 8..b) drawn from the
 * injected `random`. Not cryptographic unless `random` is; good enough for device and analytics
 * ids, which identify nothing secret.
 */
export function createUuidV4(random: RandomSource): string {
  let out = '';
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      out += '-';
      continue;
    }
    const nibble = Math.floor(random() * 16) & 15;
    if (i === 14) out += '4';
    else if (i === 19) out += HEX[(nibble & 3) | 8];
    else out += HEX[nibble];
  }
  return out;
}

/** True for a string shaped like {@link createUuidV4}'s output. */
export function isUuidV4(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value);
}
