import type { QuestionType } from '../questionBank/types';
import { sectionTypes } from './headings';

/** One cell of the 双向细目表: how many questions of a type test a point, and their points. */
export interface BlueprintCell {
  count: number;
  score: number;
}

/** One knowledge point's row. */
export interface BlueprintRow {
  pointId: string;
  pointName: string;
  cells: Partial<Record<QuestionType, BlueprintCell>>;
  score: number;
}

/** The 双向细目表 of a paper: knowledge points × question types, with scores and their share. */
export interface Blueprint {
  types: QuestionType[];
  rows: BlueprintRow[];
  totals: Partial<Record<QuestionType, BlueprintCell>>;
  totalScore: number;
}

/** What the blueprint reads of a question. */
export interface BlueprintItem {
  type: QuestionType;
  score: number;
  knowledgePoints: readonly { id: string; name: string }[];
}

/** The row of a question with no knowledge point. */
const NO_POINT = { id: '', name: '未标注知识点' };

/**
 * The 双向细目表 (test blueprint) of a paper, computed from its questions: one row per knowledge
 * point, one column per type present (in print order), each cell the count and score. A question
 * counts once, under its first knowledge point, so the rows add up to the paper's total.
 */
export function paperBlueprint(items: readonly BlueprintItem[]): Blueprint {
  const rows = new Map<string, BlueprintRow>();
  const totals: Partial<Record<QuestionType, BlueprintCell>> = {};
  for (const item of items) {
    const point = item.knowledgePoints[0] ?? NO_POINT;
    const row = rows.get(point.id) ?? {
      pointId: point.id,
      pointName: point.name,
      cells: {},
      score: 0,
    };
    const cell = row.cells[item.type] ?? { count: 0, score: 0 };
    cell.count += 1;
    cell.score += item.score;
    row.cells[item.type] = cell;
    row.score += item.score;
    rows.set(point.id, row);
    const total = totals[item.type] ?? { count: 0, score: 0 };
    total.count += 1;
    total.score += item.score;
    totals[item.type] = total;
  }
  return {
    types: sectionTypes(items.map((i) => i.type)),
    rows: [...rows.values()].sort((a, b) => a.pointId.localeCompare(b.pointId)),
    totals,
    totalScore: items.reduce((n, i) => n + i.score, 0),
  };
}

/** One cell of a 双向细目表 the teacher sets as a target: questions of a type on a point. */
export interface BlueprintTargetCell {
  pointId: string;
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
          type,
          count: cell.count,
          score: Math.round((cell.score / cell.count) * 2) / 2,
        },
      ];
    }),
  );
}
