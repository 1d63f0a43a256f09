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
