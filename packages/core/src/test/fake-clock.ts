/**
 * A fake clock for tests: `now()` returns a number of epoch milliseconds that only moves when
 * the test says so, so expiry boundaries can be hit exactly (spec §4, §9 lifetimes).
 */
export interface FakeClock {
  /** The current instant, epoch milliseconds. Pass it wherever core asks for `now`. */
  now: () => number;
  /** Moves the clock forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void;
  /** Sets the clock to an absolute instant. */
  set(epochMs: number): void;
}

/** 2026-03-02T08:00:00.000Z, a Monday morning in Beijing (16:00 +08:00). */
export const FAKE_EPOCH = Date.UTC(2026, 2, 2, 8, 0, 0);

/** Creates a fake clock starting at `start` (default {@link FAKE_EPOCH}). */
export function createFakeClock(start: number = FAKE_EPOCH): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(epochMs) {
      current = epochMs;
    },
  };
}

/**
 * A deterministic `random()` (Math.random-compatible, values in [0, 1)) from a 32-bit seed
 * (mulberry32), so generated ids are reproducible in tests.
 */
export function createSeededRandom(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
