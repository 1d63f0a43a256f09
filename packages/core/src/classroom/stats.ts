/**
 * Score statistics of one exam (docs/classroom.md "Statistics"): count, average, median, highest
 * and lowest, pass and excellence rates against the teacher's lines, and score bands. Pure, so
 * the web's page, the server's export and the tests agree to the decimal. Nothing here ranks
 * students: the figures are about the class, never a list ordered by score.
 */

/** The lines an exam is judged against. */
export interface ScoreThresholds {
  fullScore: number;
  /** A score at or above it passes. */
  passScore: number;
  /** A score at or above it is excellent. */
  excellentScore: number;
}

/** A band of scores, `from` ≤ s < `to` (the last band includes the full score). */
export interface ScoreBand {
  label: string;
  from: number;
  to: number;
  count: number;
}

/** What the statistics page and the export show. Rates are fractions 0–1; null when nobody sat. */
export interface ScoreStats {
  /** Students with a score. */
  count: number;
  /** Students without one (absent or not entered). */
  absent: number;
  average: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  passCount: number;
  passRate: number | null;
  excellentCount: number;
  excellentRate: number | null;
  bands: ScoreBand[];
}

/** Band edges as fractions of the full score: below 60%, then every 10%. */
export const SCORE_BAND_RATIOS = [0, 0.6, 0.7, 0.8, 0.9, 1] as const;

/** Rounds to `digits` decimals without binary noise (0.1 + 0.2 → 0.3). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
}

/** Formats a number for a cell: integers as such, otherwise up to `digits` decimals. */
export function formatScore(value: number | null, digits = 1): string {
  if (value === null) return '—';
  return String(roundTo(value, digits));
}

/** Formats a rate (0–1) as a percentage with one decimal (0.8333 → 83.3%). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${roundTo(rate * 100, 1)}%`;
}

/** The score bands of a full score (labels like 60–70; the last one closed). */
export function scoreBands(fullScore: number): Omit<ScoreBand, 'count'>[] {
  const edges = SCORE_BAND_RATIOS.map((r) => roundTo(fullScore * r, 1));
  return edges.slice(0, -1).map((from, i) => {
    const to = edges[i + 1] ?? fullScore;
    return { label: `${from}–${to}`, from, to };
  });
}

/** The median of sorted numbers. */
function medianOf(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/**
 * The statistics of an exam's scores; `null` entries are students without a score (absent), not
 * counted in any figure but `absent`.
 */
export function computeScoreStats(
  scores: readonly (number | null)[],
  lines: ScoreThresholds,
): ScoreStats {
  const taken = scores.filter((s): s is number => s !== null).sort((a, b) => a - b);
  const count = taken.length;
  const sum = taken.reduce((a, b) => a + b, 0);
  const passCount = taken.filter((s) => s >= lines.passScore).length;
  const excellentCount = taken.filter((s) => s >= lines.excellentScore).length;
  const bands = scoreBands(lines.fullScore).map((band, i, all) => ({
    ...band,
    count: taken.filter((s) => s >= band.from && (i === all.length - 1 ? true : s < band.to))
      .length,
  }));
  return {
    count,
    absent: scores.length - count,
    average: count ? sum / count : null,
    median: medianOf(taken),
    highest: count ? (taken[count - 1] ?? null) : null,
    lowest: count ? (taken[0] ?? null) : null,
    passCount,
    passRate: count ? passCount / count : null,
    excellentCount,
    excellentRate: count ? excellentCount / count : null,
    bands,
  };
}

/** True when the lines fit the full score: 0 ≤ pass ≤ excellent ≤ full. */
export function thresholdsValid(lines: ScoreThresholds): boolean {
  return (
    lines.fullScore > 0 &&
    lines.passScore >= 0 &&
    lines.passScore <= lines.excellentScore &&
    lines.excellentScore <= lines.fullScore
  );
}
