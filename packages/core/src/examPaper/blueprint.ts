import { COGNITIVE_LEVELS, type QuestionType } from '../questionBank/types';
import { sectionTypes } from './headings';

/** The level key of a question nobody has given a 认知层次 (shown 未标注). */
export const UNLEVELLED = 0;

/** The name of a level key: 了解 … 运用, or 未标注. */
export function blueprintLevelName(level: number): string {
  return COGNITIVE_LEVELS.find((c) => c.id === level)?.name ?? '未标注';
}

/** One cell of the 双向细目表: how many questions of a type test a point, and their points. */
export interface BlueprintCell {
  count: number;
  score: number;
}

/** Counts and scores by level key (1–4, or {@link UNLEVELLED}). */
export type BlueprintLevels = Partial<Record<number, BlueprintCell>>;

/** A point × type cell, with its questions split by 认知层次 (the table's third axis). */
export interface BlueprintTypeCell extends BlueprintCell {
  levels: BlueprintLevels;
}

/** One knowledge point's row. */
export interface BlueprintRow {
  pointId: string;
  pointName: string;
  cells: Partial<Record<QuestionType, BlueprintTypeCell>>;
  /** The row by 认知层次, whatever the type. */
  levels: BlueprintLevels;
  score: number;
}

/**
 * The 双向细目表 of a paper: knowledge points × question types × 认知层次, with scores and their
 * share.
 */
export interface Blueprint {
  types: QuestionType[];
  /** The level columns: 了解, 理解, 掌握, 运用 always, then 未标注 when a question has none. */
  levels: number[];
  rows: BlueprintRow[];
  totals: Partial<Record<QuestionType, BlueprintCell>>;
  levelTotals: BlueprintLevels;
  totalScore: number;
}

/** What the blueprint reads of a question. */
export interface BlueprintItem {
  type: QuestionType;
  score: number;
  knowledgePoints: readonly { id: string; name: string }[];
  /** 认知层次 1–4; null or absent when not set. */
  cognitiveLevel?: number | null;
}

function add(
  into: BlueprintLevels | Partial<Record<string, BlueprintCell>>,
  key: number | string,
  score: number,
) {
  const cell = (into as Record<string, BlueprintCell | undefined>)[key] ?? { count: 0, score: 0 };
  cell.count += 1;
  cell.score += score;
  (into as Record<string, BlueprintCell>)[key] = cell;
}

/** The row of a question with no knowledge point. */
const NO_POINT = { id: '', name: '未标注知识点' };

/** A question's level key: its 认知层次, or {@link UNLEVELLED}. */
export function levelKey(level: number | null | undefined): number {
  return COGNITIVE_LEVELS.some((c) => c.id === level) ? (level as number) : UNLEVELLED;
}

/**
 * The 双向细目表 (test blueprint) of a paper, computed from its questions: one row per knowledge
 * point, one column per type present (in print order) and one per 认知层次, each cell the count
 * and score (a type's cell also split by level). A question counts once, under its first
 * knowledge point, so the rows add up to the paper's total.
 */
export function paperBlueprint(items: readonly BlueprintItem[]): Blueprint {
  const rows = new Map<string, BlueprintRow>();
  const totals: Partial<Record<QuestionType, BlueprintCell>> = {};
  const levelTotals: BlueprintLevels = {};
  for (const item of items) {
    const point = item.knowledgePoints[0] ?? NO_POINT;
    const level = levelKey(item.cognitiveLevel);
    const row = rows.get(point.id) ?? {
      pointId: point.id,
      pointName: point.name,
      cells: {},
      levels: {},
      score: 0,
    };
    const cell = row.cells[item.type] ?? { count: 0, score: 0, levels: {} };
    cell.count += 1;
    cell.score += item.score;
    add(cell.levels, level, item.score);
    row.cells[item.type] = cell;
    add(row.levels, level, item.score);
    row.score += item.score;
    rows.set(point.id, row);
    add(totals, item.type, item.score);
    add(levelTotals, level, item.score);
  }
  const levels: number[] = COGNITIVE_LEVELS.map((c) => c.id);
  if (levelTotals[UNLEVELLED]) levels.push(UNLEVELLED);
  return {
    types: sectionTypes(items.map((i) => i.type)),
    levels,
    rows: [...rows.values()].sort((a, b) => a.pointId.localeCompare(b.pointId)),
    totals,
    levelTotals,
    totalScore: items.reduce((n, i) => n + i.score, 0),
  };
}

/** One cell of a 双向细目表 the teacher sets as a target: questions of a type on a point. */
export interface BlueprintTargetCell {
  pointId: string;
  /** The point's name, kept with a saved target so a row the paper lacks still reads. */
  pointName?: string;
  type: QuestionType;
  count: number;
  /** Score of each question of the cell. */
  score: number;
}

/**
 * A 双向细目表 target proposed from a paper's computed blueprint (the teacher accepts or edits
 * it): every cell with questions keeps its count and its per-question score (the cell's score
 * divided by its count, rounded to halves).
 */
export function blueprintTarget(blueprint: Blueprint): BlueprintTargetCell[] {
  return blueprint.rows.flatMap((row) =>
    blueprint.types.flatMap((type) => {
      const cell = row.cells[type];
      if (!cell || cell.count === 0 || row.pointId === '') return [];
      return [
        {
          pointId: row.pointId,
          pointName: row.pointName,
          type,
          count: cell.count,
          score: Math.round((cell.score / cell.count) * 2) / 2,
        },
      ];
    }),
  );
}
