/**
 * Item analysis of an exam (docs/classroom.md "Item analysis"): per question its mean, score rate,
 * difficulty P and discrimination D, and per knowledge point the points the class lost. Pure, so
 * the page, the Excel export and the tests agree. Groups are only averaged: nothing here lists
 * students by score.
 */
import { DISCRIMINATION_GROUP, DISCRIMINATION_LOW, type ExamItem } from './items';

/** One question's figures. Fractions 0–1; null when nobody sat (D: fewer than two students). */
export interface ItemStat {
  label: string;
  maxScore: number;
  mean: number | null;
  /** mean / max: the 得分率, which is also the difficulty P (higher is easier). */
  scoreRate: number | null;
  difficulty: number | null;
  /** (mean of the top 27% − mean of the bottom 27%, by total) / max. */
  discrimination: number | null;
  /** Plain-language notes: 区分度偏低, 偏难, 偏易, 区分度为负. */
  flags: string[];
}

/** Points lost on one knowledge point: per student on average, summed over its items. */
export interface PointLoss {
  id: string;
  name: string;
  /** Σ over the point's items of (max − mean). */
  lost: number;
  /** Σ of those items' maxima. */
  maxScore: number;
  /** 题号 of the items testing it. */
  labels: string[];
}

/** The analysis of an exam. `count`: students with at least one item score. */
export interface ItemAnalysis {
  count: number;
  items: ItemStat[];
  /** Most lost first; ties by name. */
  points: PointLoss[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The Chinese notes for an item's P and D. */
export function itemFlags(p: number | null, d: number | null): string[] {
  const flags: string[] = [];
  if (p !== null && p < 0.3) flags.push('偏难');
  if (p !== null && p > 0.9) flags.push('偏易');
  if (d !== null && d < 0) flags.push('区分度为负，请检查答案或评分');
  else if (d !== null && d < DISCRIMINATION_LOW) flags.push('区分度偏低');
  return flags;
}

/**
 * Analyses the rows of item scores (one per student who sat; an empty cell in a row counts 0, as
 * it does in the total). The top and bottom groups are the first and last round(27% × n) students
 * (at least one) by total; equal totals keep the rows' order.
 */
export function analyseItems(
  items: readonly ExamItem[],
  rows: readonly (readonly (number | null)[])[],
): ItemAnalysis {
  const sat = rows
    .filter((r) => r.some((c) => c !== null))
    .map((r) => items.map((_, i) => r[i] ?? 0));
  const n = sat.length;
  const byTotal = sat
    .map((cells) => ({ cells, total: cells.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total);
  const g = n < 2 ? 0 : Math.max(1, Math.round(DISCRIMINATION_GROUP * n));
  const top = byTotal.slice(0, g);
  const bottom = byTotal.slice(n - g);

  const stats: ItemStat[] = items.map((item, i) => {
    const m = n === 0 ? null : mean(sat.map((cells) => cells[i] ?? 0));
    const rate = m === null || item.maxScore === 0 ? null : m / item.maxScore;
    const d =
      g === 0 || item.maxScore === 0
        ? null
        : (mean(top.map((r) => r.cells[i] ?? 0)) - mean(bottom.map((r) => r.cells[i] ?? 0))) /
          item.maxScore;
    return {
      label: item.label,
      maxScore: item.maxScore,
      mean: m,
      scoreRate: rate,
      difficulty: rate,
      discrimination: d,
      flags: itemFlags(rate, d),
    };
  });

  const points = new Map<string, PointLoss>();
  items.forEach((item, i) => {
    const m = stats[i]?.mean;
    if (m === null || m === undefined) return;
    for (const kp of item.knowledgePoints) {
      const p = points.get(kp.id) ?? { ...kp, lost: 0, maxScore: 0, labels: [] };
      p.lost += item.maxScore - m;
      p.maxScore += item.maxScore;
      p.labels.push(item.label);
      points.set(kp.id, p);
    }
  });
  const sorted = [...points.values()].sort(
    (a, b) => b.lost - a.lost || a.name.localeCompare(b.name, 'zh'),
  );
  return { count: n, items: stats, points: sorted };
}
