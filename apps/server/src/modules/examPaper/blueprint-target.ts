import {
  Code,
  MSG_PAPER_NOT_FOUND,
  type CognitiveLevel,
  type ExamPaperData,
  type PaperBlueprintTarget,
  type QuestionType,
} from '@aita/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examPapers, knowledgePoints } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { ExamPaperService } from './service';

/** The body of `/paper/blueprint`'s target, parsed. */
export interface BlueprintTargetInput {
  cells: { pointId: string; type: QuestionType; count: number; score: number }[];
  levels: { level: number; score: number }[];
}

/**
 * The 双向细目表 a teacher saves as a paper's target (docs/examPaper.md "The 双向细目表 as a
 * target"): the owner only (anyone else's paper answers 40004); every point must be one of the
 * knowledge tree of the paper's 学段 and 学科 (40001 names the unknown ones), and its name is
 * kept with the target so a row the paper lacks still reads.
 */
export function createBlueprintTargets(deps: {
  database: Database;
  papers: ExamPaperService;
  clock: Clock;
}) {
  const db = deps.database.db;
  return {
    async save(
      uid: number,
      paperId: number,
      input: BlueprintTargetInput | null,
    ): Promise<ExamPaperData> {
      const [paper] = await db
        .select({ period: examPapers.period, subject: examPapers.subject })
        .from(examPapers)
        .where(and(eq(examPapers.id, paperId), eq(examPapers.ownerUid, uid)));
      if (!paper) throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NOT_FOUND);
      let target: PaperBlueprintTarget | null = null;
      if (input) {
        const ids = [...new Set(input.cells.map((c) => c.pointId))];
        const rows = ids.length
          ? await db
              .select({ id: knowledgePoints.id, name: knowledgePoints.name })
              .from(knowledgePoints)
              .where(
                and(
                  inArray(knowledgePoints.id, ids),
                  eq(knowledgePoints.period, paper.period),
                  eq(knowledgePoints.subject, paper.subject),
                ),
              )
          : [];
        const names = new Map(rows.map((r) => [r.id, r.name]));
        const unknown = ids.filter((id) => !names.has(id));
        if (unknown.length > 0) {
          throw new DomainError(
            Code.INVALID_PARAM,
            `参数错误：target.cells 中的知识点不属于本试卷的学段和学科：${unknown.slice(0, 5).join('、')}`,
          );
        }
        target = {
          cells: input.cells.map((c) => ({ ...c, pointName: names.get(c.pointId) ?? c.pointId })),
          levels: input.levels.map((l) => ({ level: l.level as CognitiveLevel, score: l.score })),
        };
      }
      await db
        .update(examPapers)
        .set({ blueprintTarget: target, updatedAt: deps.clock() })
        .where(eq(examPapers.id, paperId));
      return deps.papers.get(uid, paperId);
    },
  };
}

/** Saving a paper's 双向细目表 target. */
export type BlueprintTargets = ReturnType<typeof createBlueprintTargets>;
