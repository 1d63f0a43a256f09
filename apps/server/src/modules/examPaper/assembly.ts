import {
  assemblePaper,
  assembleToBlueprint,
  Code,
  MSG_ASSEMBLY_NOTHING,
  seededRandom,
  type CognitiveLevel,
  type ExamPaperData,
  type QuestionType,
} from '@aita/core';
import { DomainError } from '../../platform/errors';
import type { PaperBank } from './bank';
import type { ExamPaperService } from './service';

/** The body of `/paper/assemble`, parsed. */
export interface AssembleRequest {
  title: string;
  period: number;
  subject: number;
  knowledgePointIds: string[];
  types: { type: QuestionType; count: number; score: number }[];
  targetDifficulty: number;
  seed?: number;
}

/** The body of `/paper/assemble/blueprint`, parsed. */
export interface BlueprintAssembleRequest {
  title: string;
  period: number;
  subject: number;
  cells: { knowledgePointId: string; type: QuestionType; count: number; score: number }[];
  /** Level scores saved with the paper's target. */
  levels?: { level: number; score: number }[];
  targetDifficulty: number;
  seed?: number;
}

/**
 * 智能组卷 on the server (docs/examPaper.md "Smart assembly"): reads the candidates from the bank
 * the teacher may use, lets core's `assemblePaper` choose, saves the paper and answers it with
 * the Chinese notes on what the bank could not meet.
 */
export function createPaperAssembly(deps: {
  bank: PaperBank;
  papers: ExamPaperService;
  random?: () => number;
}) {
  const random = deps.random ?? Math.random;
  return {
    async assemble(
      uid: number,
      request: AssembleRequest,
    ): Promise<{ paper: ExamPaperData; notes: string[] }> {
      const { candidates, names } = await deps.bank.candidates(uid, {
        period: request.period,
        subject: request.subject,
        pointIds: request.knowledgePointIds,
        types: request.types.map((t) => t.type),
      });
      if (candidates.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_ASSEMBLY_NOTHING);
      const seed = request.seed ?? Math.floor(random() * 2 ** 31);
      const result = assemblePaper(
        candidates,
        {
          types: request.types,
          targetDifficulty: request.targetDifficulty,
          knowledgePointIds: request.knowledgePointIds,
        },
        { random: seededRandom(seed), pointName: (id) => names.get(id) ?? id },
      );
      const paper = await deps.papers.createFrom(
        uid,
        { title: request.title, period: request.period, subject: request.subject },
        result.picks,
      );
      return { paper, notes: result.notes };
    },

    /**
     * 按双向细目表组卷 (docs/examPaper.md "Blueprint as a target"): every cell filled from the
     * teacher's visible questions of its type on its point (or below), saved as a new paper,
     * answered with the cells the bank could not fill.
     */
    async assembleToBlueprint(uid: number, request: BlueprintAssembleRequest) {
      const pointIds = [...new Set(request.cells.map((c) => c.knowledgePointId))];
      const { candidates, names } = await deps.bank.candidates(uid, {
        period: request.period,
        subject: request.subject,
        pointIds,
        types: [...new Set(request.cells.map((c) => c.type))],
      });
      if (candidates.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_ASSEMBLY_NOTHING);
      const seed = request.seed ?? Math.floor(random() * 2 ** 31);
      const result = assembleToBlueprint(
        candidates,
        request.cells.map((c) => ({
          pointId: c.knowledgePointId,
          type: c.type,
          count: c.count,
          score: c.score,
        })),
        {
          random: seededRandom(seed),
          targetDifficulty: request.targetDifficulty,
          pointName: (id) => names.get(id) ?? id,
        },
      );
      if (result.picks.length === 0) throw new DomainError(Code.NOT_FOUND, MSG_ASSEMBLY_NOTHING);
      const paper = await deps.papers.createFrom(
        uid,
        { title: request.title, period: request.period, subject: request.subject },
        result.picks,
        {
          cells: request.cells.map((c) => ({
            pointId: c.knowledgePointId,
            pointName: names.get(c.knowledgePointId) ?? c.knowledgePointId,
            type: c.type,
            count: c.count,
            score: c.score,
          })),
          levels: (request.levels ?? []).map((l) => ({
            level: l.level as CognitiveLevel,
            score: l.score,
          })),
        },
      );
      return {
        paper,
        notes: result.notes,
        shortCells: result.shortCells.map(({ pointId, ...c }) => ({
          knowledgePointId: pointId,
          ...c,
        })),
        targetScore: result.targetScore,
        totalScore: paper.totalScore,
      };
    },
  };
}

/** Smart assembly. */
export type PaperAssembly = ReturnType<typeof createPaperAssembly>;
