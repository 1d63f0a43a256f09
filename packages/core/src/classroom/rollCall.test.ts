import { describe, expect, it } from 'vitest';
import { drawRollCall, EMPTY_ROLL_CALL, type RollCallState } from './rollCall';

/** A seeded generator (mulberry32), so every run draws the same sequence. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawMany(ids: number[], n: number, random: () => number) {
  let state: RollCallState = EMPTY_ROLL_CALL;
  const picks: number[] = [];
  for (let i = 0; i < n; i++) {
    const next = drawRollCall(state, ids, random);
    if (next.picked !== null) picks.push(next.picked);
    state = next.state;
  }
  return { picks, state };
}

describe(drawRollCall, () => {
  it('calls nobody twice before everyone once, over many rounds and seeds', () => {
    const ids = Array.from({ length: 37 }, (_, i) => i + 1);
    for (const seed of [1, 2, 3, 42]) {
      const { picks, state } = drawMany(ids, 37 * 5, seeded(seed));
      for (let r = 0; r < 5; r++) {
        expect(new Set(picks.slice(r * 37, r * 37 + 37)).size).toBe(37);
      }
      // A new round never starts with the one who ended the last.
      for (let r = 1; r < 5; r++) expect(picks[r * 37]).not.toBe(picks[r * 37 - 1]);
      expect(state.round).toBe(5);
    }
  });

  it('lets a student added mid-round join it, and drops a removed one', () => {
    const random = seeded(7);
    let { state } = drawMany([1, 2, 3], 2, random);
    const left = [1, 2, 3].filter((id) => !state.called.includes(id));
    const rest: number[] = [];
    for (let i = 0; i < 2; i++) {
      const next = drawRollCall(state, [1, 2, 3, 4], random);
      rest.push(next.picked as number);
      state = next.state;
    }
    expect(rest.sort()).toEqual([...left, 4].sort());
    expect(state.round).toBe(1);
    const after = drawRollCall(state, [2], random);
    expect(after.picked).toBe(2);
  });

  it('answers nobody for an empty class and the only one for a class of one', () => {
    expect(drawRollCall(EMPTY_ROLL_CALL, [], Math.random).picked).toBeNull();
    const { picks } = drawMany([9], 3, Math.random);
    expect(picks).toEqual([9, 9, 9]);
  });
});
