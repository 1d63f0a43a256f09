/**
 * Difficulty of a paper as Chinese teachers state it: the 难度系数 (P = expected mean score ÷
 * full marks, 0–1, higher is easier; a 中考 paper aims at about 0.7). The bank rates questions 1
 * (易) to 5 (难); each level stands for the coefficient below, the usual bands of 易 (≥ 0.8),
 * 中档 (0.5–0.8) and 难 (< 0.5).
 */
export const DIFFICULTY_COEFFICIENTS: Record<number, number> = {
  1: 0.9,
  2: 0.75,
  3: 0.6,
  4: 0.45,
  5: 0.3,
};

/** The coefficient of a bank level (0.6 for a level that is not 1–5). */
export function difficultyCoefficient(level: number): number {
  return DIFFICULTY_COEFFICIENTS[level] ?? 0.6;
}

/**
 * A paper's estimated 难度系数: each question's coefficient weighted by its score, rounded to two
 * places. An empty paper is 0.
 */
export function paperDifficulty(items: readonly { difficulty: number; score: number }[]): number {
  const total = items.reduce((n, i) => n + i.score, 0);
  if (total === 0) return 0;
  const weighted = items.reduce((n, i) => n + i.score * difficultyCoefficient(i.difficulty), 0);
  return Math.round((weighted / total) * 100) / 100;
}

/** Lowest and highest target coefficient smart assembly accepts. */
export const TARGET_DIFFICULTY_MIN = 0.3;
export const TARGET_DIFFICULTY_MAX = 0.9;
