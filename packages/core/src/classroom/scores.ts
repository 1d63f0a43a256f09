/**
 * Reading what a teacher types or pastes into a score cell (docs/classroom.md "Score entry").
 */
import { MSG_SCORE_NOT_NUMBER, scoreOutOfRange } from './messages';

/** What a cell holds after reading: a score, empty (absent), or a Chinese error. */
export type ScoreInput = { ok: true; value: number | null } | { ok: false; error: string };

/** Words teachers put for a student without a score. */
const ABSENT = new Set(['', '缺', '缺考', '-', '—', '/']);

/** True for a score with at most one decimal (half points are common; hundredths are not). */
export function isScoreStep(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/** Reads a cell: a number from 0 to `fullScore` with at most one decimal, or empty for absent. */
export function parseScoreInput(text: string, fullScore: number): ScoreInput {
  const t = text.trim().replace(/分$/, '').trim();
  if (ABSENT.has(t)) return { ok: true, value: null };
  if (!/^\d+(\.\d)?$/.test(t)) return { ok: false, error: MSG_SCORE_NOT_NUMBER };
  const value = Number(t);
  if (value > fullScore) return { ok: false, error: scoreOutOfRange(fullScore) };
  return { ok: true, value };
}

/**
 * Splits a block pasted from Excel or WPS (rows by line breaks, cells by tabs) into the first
 * column's cells, so a pasted column fills down from the focused cell.
 */
export function pastedColumn(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => (line.split('\t')[0] ?? '').trim());
}
