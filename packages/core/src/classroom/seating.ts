/**
 * Seating chart rules (docs/classroom.md "Seating"): a grid of rows × columns seen from the
 * teacher's desk, seats numbered row by row, aisles after chosen columns, auto-arrange and moves.
 */
import { MSG_SEATING_INVALID, MSG_SEATS_TOO_FEW } from './messages';

/** A class's seating as stored: `seats[row * columns + column]` is a student id or null. */
export interface SeatingLayout {
  rows: number;
  columns: number;
  /** Column indexes (0-based) after which an aisle runs. */
  aisles: number[];
  seats: (number | null)[];
}

/** How auto-arrange orders students. */
export type ArrangeMode = 'number' | 'random';

/** An empty grid with an aisle every two columns (the usual 同桌 pairs). */
export function emptySeating(rows: number, columns: number): SeatingLayout {
  const aisles: number[] = [];
  for (let c = 1; c < columns - 1; c += 2) aisles.push(c);
  return { rows, columns, aisles, seats: Array.from({ length: rows * columns }, () => null) };
}

/** Fisher–Yates with the random source passed in. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * Fills the grid front row first, left to right: by the given order (`number`: the caller passes
 * students sorted by 学号) or shuffled. Seats past the students stay empty.
 */
export function arrangeSeats(
  layout: SeatingLayout,
  orderedIds: readonly number[],
  mode: ArrangeMode,
  random: () => number,
): SeatingLayout {
  const ids = mode === 'random' ? shuffled(orderedIds, random) : [...orderedIds];
  const size = layout.rows * layout.columns;
  return { ...layout, seats: Array.from({ length: size }, (_, i) => ids[i] ?? null) };
}

/** Swaps two seats (a move onto an empty seat leaves the old one empty). */
export function swapSeats(layout: SeatingLayout, from: number, to: number): SeatingLayout {
  if (from === to) return layout;
  const seats = [...layout.seats];
  const a = seats[from] ?? null;
  seats[from] = seats[to] ?? null;
  seats[to] = a;
  return { ...layout, seats };
}

/**
 * Seats a student at `index` (a drag from the list of students without a seat, or from another
 * seat): the student leaves any seat they had, and whoever sat at `index` takes that old seat, or
 * (coming from the list) goes back to the list. An index outside the grid changes nothing.
 */
export function seatStudent(
  layout: SeatingLayout,
  studentId: number,
  index: number,
): SeatingLayout {
  if (index < 0 || index >= layout.seats.length) return layout;
  const from = layout.seats.indexOf(studentId);
  if (from >= 0) return swapSeats(layout, from, index);
  const seats = [...layout.seats];
  seats[index] = studentId;
  return { ...layout, seats };
}

/** Leaves the seat at `index` empty (a drag back to the list of students without a seat). */
export function clearSeat(layout: SeatingLayout, index: number): SeatingLayout {
  if (layout.seats[index] === null || layout.seats[index] === undefined) return layout;
  const seats = [...layout.seats];
  seats[index] = null;
  return { ...layout, seats };
}

/**
 * Changes the grid size, keeping every student at the same row and column where it still fits,
 * and placing the others in the first empty seats. Aisles past the last column are dropped.
 */
export function resizeSeating(layout: SeatingLayout, rows: number, columns: number): SeatingLayout {
  const seats: (number | null)[] = Array.from({ length: rows * columns }, () => null);
  const homeless: number[] = [];
  layout.seats.forEach((id, i) => {
    if (id === null) return;
    const r = Math.floor(i / layout.columns);
    const c = i % layout.columns;
    if (r < rows && c < columns) seats[r * columns + c] = id;
    else homeless.push(id);
  });
  for (let i = 0; i < seats.length && homeless.length; i++) {
    if (seats[i] === null) seats[i] = homeless.shift() ?? null;
  }
  return { rows, columns, aisles: layout.aisles.filter((a) => a < columns - 1), seats };
}

/** Students not seated (new ones since the chart was saved), in the given order. */
export function unseated(layout: SeatingLayout, ids: readonly number[]): number[] {
  const seated = new Set(layout.seats);
  return ids.filter((id) => !seated.has(id));
}

/**
 * Why a layout cannot be saved, or null: the seats' length must be rows × columns, each id a
 * student of the class and at most once, and there must be a seat for everyone.
 */
export function seatingProblem(layout: SeatingLayout, classIds: readonly number[]): string | null {
  if (layout.seats.length !== layout.rows * layout.columns) return MSG_SEATING_INVALID;
  if (layout.rows * layout.columns < classIds.length) return MSG_SEATS_TOO_FEW;
  const known = new Set(classIds);
  const seen = new Set<number>();
  for (const id of layout.seats) {
    if (id === null) continue;
    if (!known.has(id) || seen.has(id)) return MSG_SEATING_INVALID;
    seen.add(id);
  }
  if (layout.aisles.some((a) => a < 0 || a >= layout.columns - 1)) return MSG_SEATING_INVALID;
  return null;
}

/**
 * The teacher's arranging rules (docs/classroom.md "Seating"): pairs kept apart (never
 * neighbours: side by side, in front or behind, or diagonal) and students kept in the first
 * `frontRows` rows (eyesight, height, attention).
 */
export interface SeatingRules {
  apart: [number, number][];
  front: number[];
  frontRows: number;
}

/** Rules with nothing in them. */
export const NO_SEATING_RULES: SeatingRules = { apart: [], front: [], frontRows: 2 };
/** At most this many pairs kept apart. */
export const SEATING_APART_MAX = 50;

/** What the seats break of the rules: neighbouring pairs, front students further back. */
export interface RuleViolations {
  apart: [number, number][];
  front: number[];
  /** More front students than seats in the front rows: no arrangement can hold them. */
  frontTooMany: boolean;
}

/** Whether seats i and j are neighbours (rows and columns both at most one apart). */
export function neighbourSeats(columns: number, i: number, j: number): boolean {
  if (i === j) return false;
  const dr = Math.abs(Math.floor(i / columns) - Math.floor(j / columns));
  const dc = Math.abs((i % columns) - (j % columns));
  return dr <= 1 && dc <= 1;
}

/** The rules the layout breaks (students not seated break nothing). */
export function ruleViolations(layout: SeatingLayout, rules: SeatingRules): RuleViolations {
  const at = new Map<number, number>();
  layout.seats.forEach((id, i) => {
    if (id !== null) at.set(id, i);
  });
  const frontSeats = Math.min(rules.frontRows, layout.rows) * layout.columns;
  const apart = rules.apart.filter(([a, b]) => {
    const i = at.get(a);
    const j = at.get(b);
    return i !== undefined && j !== undefined && neighbourSeats(layout.columns, i, j);
  });
  const front = rules.front.filter((id) => {
    const i = at.get(id);
    return i !== undefined && i >= frontSeats;
  });
  const seatedFront = rules.front.filter((id) => at.has(id)).length;
  return { apart, front, frontTooMany: seatedFront > frontSeats };
}

const brokenCount = (v: RuleViolations) => v.apart.length + v.front.length;

/**
 * Auto-arrange with rules: the front students and the first others (in the mode's order) fill
 * the front rows, the rest follow; then neighbouring pairs are repaired by swaps that keep front
 * students in front, tried again from other orders when stuck. Answers the best layout found and
 * what it still breaks; empty violations mean every rule holds. `number` mode tries the 学号 order
 * first, so a class without conflicts keeps it.
 */
export function arrangeWithRules(
  layout: SeatingLayout,
  orderedIds: readonly number[],
  mode: ArrangeMode,
  rules: SeatingRules,
  random: () => number,
  attempts = 200,
): { layout: SeatingLayout; violations: RuleViolations } {
  const size = layout.rows * layout.columns;
  const frontSeats = Math.min(rules.frontRows, layout.rows) * layout.columns;
  const inClass = new Set(orderedIds);
  const frontSet = new Set(rules.front.filter((id) => inClass.has(id)));
  const applicable: SeatingRules = {
    ...rules,
    apart: rules.apart.filter(([a, b]) => a !== b && inClass.has(a) && inClass.has(b)),
    front: [...frontSet],
  };
  let best: { layout: SeatingLayout; violations: RuleViolations } | null = null;
  for (let attempt = 0; attempt < Math.max(1, attempts); attempt++) {
    const base = mode === 'random' || attempt > 0 ? shuffled(orderedIds, random) : [...orderedIds];
    const rank = new Map(base.map((id, i) => [id, i]));
    const others = base.filter((id) => !frontSet.has(id));
    const frontRegion = [
      ...base.filter((id) => frontSet.has(id)),
      ...others.slice(0, Math.max(0, frontSeats - frontSet.size)),
    ].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    const rest = others.slice(Math.max(0, frontSeats - frontSet.size));
    const seats: (number | null)[] = Array.from(
      { length: size },
      (_, i) => [...frontRegion, ...rest][i] ?? null,
    );
    let current: SeatingLayout = { ...layout, seats };
    let broken = ruleViolations(current, applicable);
    // Repair: move one of a neighbouring pair to a seat that lowers the count of broken rules.
    for (let step = 0; step < size * 4 && broken.apart.length > 0; step++) {
      let improved = false;
      const order = shuffled(
        Array.from({ length: size }, (_, k) => k),
        attempt === 0 && mode === 'number' ? () => 0.999 : random,
      );
      for (const mover of broken.apart.flat()) {
        const from = current.seats.indexOf(mover);
        for (const to of order) {
          if (to === from) continue;
          const other = current.seats[to] ?? null;
          if (frontSet.has(mover) && to >= frontSeats) continue;
          if (other !== null && frontSet.has(other) && from >= frontSeats) continue;
          const next = swapSeats(current, from, to);
          const nextBroken = ruleViolations(next, applicable);
          if (brokenCount(nextBroken) < brokenCount(broken)) {
            current = next;
            broken = nextBroken;
            improved = true;
            break;
          }
        }
        if (improved) break;
      }
      if (!improved) break;
    }
    if (!best || brokenCount(broken) < brokenCount(best.violations)) {
      best = { layout: current, violations: broken };
    }
    if (brokenCount(broken) === 0 || broken.frontTooMany) break;
  }
  return best as { layout: SeatingLayout; violations: RuleViolations };
}
