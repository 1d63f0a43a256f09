import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../test/fake-clock';
import { createUuidV4 } from '../device';
import { abBucket, assignExperiment, fnv1a32 } from './bucket';

describe(fnv1a32, () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });
  it('hashes UTF-8 bytes (Chinese and astral characters)', () => {
    // Bytes of 你 are e4 bd a0; computed independently: FNV-1a over those three bytes.
    let h = 0x811c9dc5;
    for (const b of [0xe4, 0xbd, 0xa0]) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    expect(fnv1a32('你')).toBe(h);
    expect(fnv1a32('😀')).not.toBe(fnv1a32('😁'));
  });
});

describe(abBucket, () => {
  it('uses the uid first, else the device id, modulo 100', () => {
    expect(abBucket({ uid: 'u1', deviceId: 'd' })).toBe(fnv1a32('u1') % 100);
    expect(abBucket({ uid: '', deviceId: 'd' })).toBe(fnv1a32('d') % 100);
    expect(abBucket({ uid: null, deviceId: 'd' })).toBe(fnv1a32('d') % 100);
  });
  it('spreads device ids over all 100 buckets', () => {
    const random = createSeededRandom(11);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(abBucket({ deviceId: createUuidV4(random) }));
    expect(seen.size).toBe(100);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(99);
  });
});

describe(assignExperiment, () => {
  it('always assigns strategy A (spec §9)', () => {
    expect(assignExperiment({ deviceId: 'x' })).toEqual({
      bucket: fnv1a32('x') % 100,
      strategy: 'A',
    });
  });
});
