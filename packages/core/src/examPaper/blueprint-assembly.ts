import { questionTypeName } from '../questionBank/types';
import {
  assemblePaper,
  DIFFICULTY_TOLERANCE,
  type AssemblyCandidate,
  type AssemblyPick,
} from './assembly';
import type { BlueprintTargetCell } from './blueprint';
import { MSG_ASSEMBLY_AI_HINT } from './messages';
import { SECTION_ORDER } from './types';
import { difficultyCoefficient } from './difficulty';

/** What {@link assembleToBlueprint} answers. */
export interface BlueprintAssemblyResult {
  /** One pick per cell that got questions, in print order (type, then the table's order). */
  picks: AssemblyPick[];
  /** The paper's estimated 难度系数 (two decimals). */
  difficulty: number;
  totalScore: number;
  /** The table's own total. */
  targetScore: number;
  /** Each cell the bank could not fill, in Chinese; empty when the table is met. */
  notes: string[];
  /** The cells short of their count, with how many were found. */
  shortCells: (BlueprintTargetCell & { found: number })[];
}

/**
 * 按双向细目表组卷: fills every cell of the table (knowledge point × type, with a count and a
 * score per question) with questions of that type testing that point (or a point under it),
 * no question twice, each cell's levels balanced toward the target 难度系数 by `assemblePaper`.
 * Cells are filled in the table's order, the smaller cells first within a type so a broad cell
 * does not take the only questions a narrow one could use. Every shortfall is said per cell.
 */
export function assembleToBlueprint(
  candidates: readonly AssemblyCandidate[],
  cells: readonly BlueprintTargetCell[],
  options: { random: () => number; targetDifficulty: number; pointName?: (id: string) => string },
): BlueprintAssemblyResult {
  const name = options.pointName ?? ((id: string) => id);
  const used = new Set<number>();
  const order = cells
    .map((cell, index) => ({ cell, index }))
    .sort(
      (a, b) =>
        SECTION_ORDER.indexOf(a.cell.type) - SECTION_ORDER.indexOf(b.cell.type) ||
        a.cell.count - b.cell.count ||
        a.index - b.index,
    );
  const filled = new Map<number, AssemblyPick>();
  const notes: string[] = [];
  const shortCells: BlueprintAssemblyResult['shortCells'] = [];
  for (const { cell, index } of order) {
    const pool = candidates.filter(
      (c) => c.type === cell.type && !used.has(c.id) && c.knowledgePointIds.includes(cell.pointId),
    );
    const result = assemblePaper(
      pool,
      {
        types: [{ type: cell.type, count: cell.count, score: cell.score }],
        targetDifficulty: options.targetDifficulty,
        knowledgePointIds: [cell.pointId],
      },
      { random: options.random },
    );
    const ids = result.picks[0]?.ids ?? [];
    for (const id of ids) used.add(id);
    if (ids.length > 0) filled.set(index, { type: cell.type, score: cell.score, ids });
    if (ids.length < cell.count) {
      shortCells.push({ ...cell, found: ids.length });
      notes.push(
        `细目表中「${name(cell.pointId)} · ${questionTypeName(cell.type)}」要 ${cell.count} 道，` +
          `题库${ids.length === 0 ? '没有可用的题' : `只有 ${ids.length} 道可用`}，` +
          `少 ${(cell.count - ids.length) * cell.score} 分；${MSG_ASSEMBLY_AI_HINT}。`,
      );
    }
  }
  const picks = order.flatMap(({ index }) => {
    const pick = filled.get(index);
    return pick ? [pick] : [];
  });
  const byId = new Map(candidates.map((c) => [c.id, c]));
  let total = 0;
  let weighted = 0;
  for (const p of picks)
    for (const id of p.ids) {
      const level = Math.min(5, Math.max(1, Math.round(byId.get(id)?.difficulty ?? 3)));
      total += p.score;
      weighted += p.score * difficultyCoefficient(level);
    }
  const difficulty = total === 0 ? 0 : Math.round((weighted / total) * 100) / 100;
  if (total > 0 && Math.abs(difficulty - options.targetDifficulty) > DIFFICULTY_TOLERANCE + 1e-9)
    notes.push(
      `按细目表选出的题目难度有限：本卷预估难度系数 ${difficulty.toFixed(2)}，` +
        `与目标 ${options.targetDifficulty.toFixed(2)} 相差超过 ${DIFFICULTY_TOLERANCE}。`,
    );
  return {
    picks,
    difficulty,
    totalScore: total,
    targetScore: cells.reduce((n, c) => n + c.count * c.score, 0),
    notes,
    shortCells,
  };
}
