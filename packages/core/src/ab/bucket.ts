import { AB_BUCKETS, AB_STRATEGY } from '../constants';

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * FNV-1a, 32 bits, over the string's UTF-8 bytes: stable across runs, engines and languages
 * (a server or a mini-program computes the same number), cheap, and well spread for short ids.
 * Returns an unsigned 32-bit integer. `fnv1a32('') === 0x811c9dc5`.
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  const mix = (byte: number): void => {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  };
  // UTF-8 by hand: TextEncoder is not part of the ES2022 library core compiles against.
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) {
      mix(cp);
    } else if (cp < 0x800) {
      mix(0xc0 | (cp >> 6));
      mix(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      mix(0xe0 | (cp >> 12));
      mix(0x80 | ((cp >> 6) & 0x3f));
      mix(0x80 | (cp & 0x3f));
    } else {
      mix(0xf0 | (cp >> 18));
      mix(0x80 | ((cp >> 12) & 0x3f));
      mix(0x80 | ((cp >> 6) & 0x3f));
      mix(0x80 | (cp & 0x3f));
    }
  }
  return hash >>> 0;
}

/** Who is bucketed: the uid when logged in, else the device id. */
export interface AbSubject {
  uid?: string | null;
  deviceId: string;
}

/** §9: "bucket is a hash modulo 100 of the device id or the uid" — 0..99, uid first. */
export function abBucket({ uid, deviceId }: AbSubject): number {
  return fnv1a32(uid ? uid : deviceId) % AB_BUCKETS;
}

/** The experiment info the home waits for (§2: spinner 正在加载 until it is known). */
export interface ExperimentInfo {
  bucket: number;
  /** §1/§9: "The strategy is fixed to A." */
  strategy: typeof AB_STRATEGY;
}

/** §1/§9: the A/B assignment: a stable bucket and the strategy, which is always `A`. */
export function assignExperiment(subject: AbSubject): ExperimentInfo {
  return { bucket: abBucket(subject), strategy: AB_STRATEGY };
}
