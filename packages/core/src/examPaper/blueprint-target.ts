import { COGNITIVE_LEVELS, type CognitiveLevel, type QuestionType } from '../questionBank/types';
import { blueprintTarget, type Blueprint, type BlueprintTargetCell } from './blueprint';
import { SECTION_ORDER } from './types';

/** A target score for one 认知层次 over the whole paper. */
export interface BlueprintLevelTarget {
  level: CognitiveLevel;
  score: number;
}

/**
 * The 双向细目表 a teacher sets as the paper's target (docs/examPaper.md "The 双向细目表 as a
 * target"): cells of knowledge point × type with a count and a score per question, and a score
 * per 认知层次. Saved with the paper; the editor shows the paper against it.
 */
export interface PaperBlueprintTarget {
  cells: BlueprintTargetCell[];
  levels: BlueprintLevelTarget[];
}

/** Most cells in a target, and the largest level score (a paper of 100 questions of 100 points). */
export const BLUEPRINT_TARGET_CELLS_MAX = 200;
export const BLUEPRINT_LEVEL_SCORE_MAX = 10_000;

/** A target proposed from a paper's own table: its cells, and its score per level. */
export function proposeTarget(bp: Blueprint): PaperBlueprintTarget {
  return {
    cells: blueprintTarget(bp),
    levels: COGNITIVE_LEVELS.flatMap((c) => {
      const score = bp.levelTotals[c.id]?.score ?? 0;
      return score > 0 ? [{ level: c.id, score }] : [];
    }),
  };
}

/** Target and actual of one comparison cell (scores are the cell's total, not per question). */
export interface TargetCheck {
  target: { count: number; score: number } | null;
  actual: { count: number; score: number };
  /** No target, or the paper has exactly the target's count and score. */
  met: boolean;
}

/** One row of {@link compareBlueprint}: a point in the paper, the target or both. */
export interface TargetCheckRow {
  pointId: string;
  pointName: string;
  cells: Partial<Record<QuestionType, TargetCheck>>;
  target: number;
  actual: number;
}

/** The paper's 双向细目表 against a target, cell by cell, with each level's scores. */
export interface BlueprintComparison {
  types: QuestionType[];
  rows: TargetCheckRow[];
  levels: { level: number; target: number | null; actual: number; met: boolean }[];
  targetScore: number;
  actualScore: number;
  /** How many cells and levels miss their target. */
  misses: number;
}

function check(
  target: { count: number; score: number } | null,
  actual = { count: 0, score: 0 },
): TargetCheck {
  const met = !target || (target.count === actual.count && target.score === actual.score);
  return { target, actual: { count: actual.count, score: actual.score }, met };
}

/**
 * Compares the paper's table with a target: every point of either, every type of either (print
 * order), each cell's target (count × score per question) and actual; each level's target score
 * and actual. A cell without a target is met; a target cell the paper lacks shows 0.
 */
export function compareBlueprint(
  bp: Blueprint,
  target: PaperBlueprintTarget | null,
): BlueprintComparison {
  const cells = target?.cells ?? [];
  const types = SECTION_ORDER.filter(
    (t) => bp.types.includes(t) || cells.some((c) => c.type === t),
  );
  const names = new Map(bp.rows.map((r) => [r.pointId, r.pointName]));
  for (const c of cells) if (!names.has(c.pointId)) names.set(c.pointId, c.pointName ?? c.pointId);
  let misses = 0;
  const rows = [...names].map(([pointId, pointName]) => {
    const row = bp.rows.find((r) => r.pointId === pointId);
    const out: TargetCheckRow = {
      pointId,
      pointName,
      cells: {},
      target: 0,
      actual: row?.score ?? 0,
    };
    for (const type of types) {
      const t = cells.find((c) => c.pointId === pointId && c.type === type);
      const cellTarget = t ? { count: t.count, score: t.count * t.score } : null;
      out.target += cellTarget?.score ?? 0;
      const result = check(cellTarget, row?.cells[type]);
      if (!result.met) misses += 1;
      if (cellTarget || row?.cells[type]) out.cells[type] = result;
    }
    return out;
  });
  rows.sort((a, b) => a.pointId.localeCompare(b.pointId));
  const levels = bp.levels.map((level) => {
    const t = target?.levels.find((l) => l.level === level)?.score ?? null;
    const actual = bp.levelTotals[level]?.score ?? 0;
    const met = t === null || t === actual;
    if (!met) misses += 1;
    return { level, target: t, actual, met };
  });
  return {
    types,
    rows,
    levels,
    targetScore: cells.reduce((n, c) => n + c.count * c.score, 0),
    actualScore: bp.totalScore,
    misses,
  };
}

/**
 * The target with one cell set: `count` 0 removes it; a new cell keeps the point's name. Cells
 * stay in table order (point, then print order of types).
 */
export function setTargetCell(
  target: PaperBlueprintTarget,
  cell: BlueprintTargetCell,
): PaperBlueprintTarget {
  const others = target.cells.filter((c) => !(c.pointId === cell.pointId && c.type === cell.type));
  const cells = cell.count > 0 ? [...others, cell] : others;
  cells.sort(
    (a, b) =>
      a.pointId.localeCompare(b.pointId) ||
      SECTION_ORDER.indexOf(a.type) - SECTION_ORDER.indexOf(b.type),
  );
  return { ...target, cells };
}

/** The target with one level's score set; `null` removes that level's target. */
export function setTargetLevel(
  target: PaperBlueprintTarget,
  level: CognitiveLevel,
  score: number | null,
): PaperBlueprintTarget {
  const others = target.levels.filter((l) => l.level !== level);
  const levels = score === null ? others : [...others, { level, score }];
  levels.sort((a, b) => a.level - b.level);
  return { ...target, levels };
}
