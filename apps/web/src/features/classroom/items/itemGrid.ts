/**
 * The per-question score grid's pure parts (docs/classroom.md "Per-question scores"): drafts
 * from the saved cells, each cell read against its item's full score, the computed total, moving
 * between cells and a pasted column filling down.
 */
import type { ClassExamItems, ClassStudent } from '@aita/api';
import { itemTotal, parseScoreInput, type ScoreInput } from '@aita/core';

/** Typed text per student and item, from the saved item scores. */
export function itemDraftsOf(students: ClassStudent[], data: ClassExamItems): string[][] {
  const saved = new Map(data.scores.map((s) => [s.studentId, s.items]));
  return students.map((s) => {
    const cells = saved.get(s.studentId);
    return data.items.map((_, i) => {
      const v = cells?.[i];
      return v === null || v === undefined ? '' : String(v);
    });
  });
}

/** Each cell read against its item's full score. */
export function parseItemDrafts(drafts: string[][], data: ClassExamItems): ScoreInput[][] {
  return drafts.map((row) => row.map((d, i) => parseScoreInput(d, data.items[i]?.maxScore ?? 0)));
}

/** A student's total from the valid cells (null: nothing entered). */
export function rowTotal(row: ScoreInput[]): number | null {
  return itemTotal(row.map((p) => (p.ok ? p.value : null)));
}

/** Where a key moves the focus: Enter and ↓ down, ↑ up, ← → across; null for other keys. */
export function moveCell(
  at: { row: number; col: number },
  key: string,
  rows: number,
  cols: number,
): { row: number; col: number } | null {
  const clamp = (v: number, n: number) => Math.max(0, Math.min(n - 1, v));
  if (key === 'Enter' || key === 'ArrowDown') return { row: clamp(at.row + 1, rows), col: at.col };
  if (key === 'ArrowUp') return { row: clamp(at.row - 1, rows), col: at.col };
  if (key === 'ArrowLeft') return { row: at.row, col: clamp(at.col - 1, cols) };
  if (key === 'ArrowRight') return { row: at.row, col: clamp(at.col + 1, cols) };
  return null;
}

/** Fills `cells` down one item's column from `row` (a column pasted from Excel or WPS). */
export function pasteDown(drafts: string[][], row: number, col: number, cells: string[]) {
  return drafts.map((r, j) =>
    j >= row && j - row < cells.length
      ? r.map((d, i) => (i === col ? (cells[j - row] ?? d) : d))
      : r,
  );
}

/** Reads `题号 满分` lines typed by hand (`1 3`, `2、5`, `17(1)	4`); null on the first bad line. */
export function parseItemLines(text: string): { label: string; maxScore: number }[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const items = lines.map((l) => /^(\S+?)[\s,，、:：]+(\d+(?:\.\d)?)\s*分?$/.exec(l));
  if (items.some((m) => !m)) return null;
  return items.map((m) => ({ label: m?.[1] ?? '', maxScore: Number(m?.[2]) }));
}
