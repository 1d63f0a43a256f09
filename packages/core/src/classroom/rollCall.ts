/**
 * Random roll call with fair rotation (docs/classroom.md "Roll call"): nobody is called twice
 * before everyone has been called once; the next round starts with someone other than the last
 * one called. Students added mid-round join the round; removed ones leave it. The random source
 * is passed in, so tests are repeatable and the page can run offline.
 */

/** Where a class's rotation stands; kept by the page (local storage), not by the server. */
export interface RollCallState {
  /** Called in the current round, in order. */
  called: number[];
  /** The last one called (across rounds). */
  lastId: number | null;
  /** Rounds started, from 1. */
  round: number;
}

/** A rotation that has not started. */
export const EMPTY_ROLL_CALL: RollCallState = { called: [], lastId: null, round: 0 };

/** Who has not been called this round, in roster order. */
export function notYetCalled(state: RollCallState, ids: readonly number[]): number[] {
  const called = new Set(state.called);
  return ids.filter((id) => !called.has(id));
}

/**
 * Draws the next student: uniformly among those not called this round; when all have been,
 * a new round starts (without the last one called, when there is anyone else).
 * `random` returns [0, 1). Returns `picked` null for an empty class.
 */
export function drawRollCall(
  state: RollCallState,
  ids: readonly number[],
  random: () => number,
): { picked: number | null; state: RollCallState } {
  if (ids.length === 0) return { picked: null, state };
  const present = new Set(ids);
  let called = state.called.filter((id) => present.has(id));
  let round = Math.max(state.round, 1);
  let pool = notYetCalled({ ...state, called }, ids);
  if (pool.length === 0) {
    called = [];
    round += 1;
    pool = ids.length > 1 ? ids.filter((id) => id !== state.lastId) : [...ids];
  }
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  const picked = pool[index] ?? null;
  if (picked === null) return { picked, state };
  return { picked, state: { called: [...called, picked], lastId: picked, round } };
}
