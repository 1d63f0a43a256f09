import {
  Code,
  knowledgeSubtreeIds,
  buildKnowledgeTree,
  flattenGroup,
  MSG_BANK_NEEDS_ORG,
  type AssemblyCandidate,
  type CognitiveLevel,
  type QuestionType,
} from '@aita/core';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { childRowsOf, viewerOf, visibleWhere } from '../questionBank';

/** A bank question as a paper snapshots it. */
export interface BankSnapshot {
  questionId: number;
  type: QuestionType;
  difficulty: number;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  period: number;
  subject: number;
  knowledgePoints: { id: string; name: string }[];
  cognitiveLevel: CognitiveLevel | null;
}

/**
 * What a paper may take from the question bank, with the bank's access rule
 * (docs/questionBank.md "Access"): members of a school use platform questions, their schools'
 * questions and their own; a teacher in no school gets 40003 with where to join one.
 */
export function createPaperBank(db: Db) {
  /** The bank's visibility rule for the teacher (questionBank's own); 40003 outside any school. */
  async function visibleTo(uid: number): Promise<SQL> {
    const viewer = await viewerOf(db, uid);
    if (viewer.orgIds.length === 0) throw new DomainError(Code.FORBIDDEN, MSG_BANK_NEEDS_ORG);
    return visibleWhere(viewer);
  }

  async function pointsOf(ids: number[]) {
    const byQuestion = new Map<number, { id: string; name: string }[]>();
    if (ids.length === 0) return byQuestion;
    const rows = await db
      .select({
        questionId: questionKnowledgePoints.questionId,
        id: knowledgePoints.id,
        name: knowledgePoints.name,
      })
      .from(questionKnowledgePoints)
      .innerJoin(knowledgePoints, eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId))
      .where(inArray(questionKnowledgePoints.questionId, ids))
      .orderBy(asc(knowledgePoints.id));
    for (const r of rows) {
      byQuestion.set(r.questionId, [
        ...(byQuestion.get(r.questionId) ?? []),
        { id: r.id, name: r.name },
      ]);
    }
    return byQuestion;
  }

  /**
   * Snapshots of the questions `where` admits. Sub-questions are never taken alone; a 阅读/材料题
   * is taken whole, its material and sub-questions as one numbered block (core's `flattenGroup`).
   */
  async function snapshots(where: SQL, limit?: number): Promise<BankSnapshot[]> {
    const query = db
      .select()
      .from(questions)
      .where(and(where, isNull(questions.parentId)))
      .orderBy(asc(questions.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    const points = await pointsOf(rows.map((r) => r.id));
    const kids = await childRowsOf(db, rows);
    return rows.map((r) => ({
      questionId: r.id,
      type: r.type as QuestionType,
      difficulty: r.difficulty,
      ...flattenGroup(
        r,
        (kids.get(r.id) ?? []).map((c) => ({ ...c, type: c.type as QuestionType })),
      ),
      period: r.period,
      subject: r.subject,
      knowledgePoints: points.get(r.id) ?? [],
      cognitiveLevel: (r.cognitiveLevel ?? null) as CognitiveLevel | null,
    }));
  }

  return {
    /** The questions of `ids` the teacher may use, in the order asked (unknown ones left out). */
    async take(uid: number, ids: number[]): Promise<BankSnapshot[]> {
      if (ids.length === 0) return [];
      const found = await snapshots(and(await visibleTo(uid), inArray(questions.id, ids)) as SQL);
      const byId = new Map(found.map((q) => [q.questionId, q]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Questions like one in a paper: same type, not in `exclude`, testing one of its knowledge
     * points, or else a sibling point of the same unit; nearest difficulty first.
     */
    async similar(
      uid: number,
      type: QuestionType,
      pointIds: string[],
      difficulty: number,
      exclude: number[],
    ): Promise<BankSnapshot[]> {
      if (pointIds.length === 0) return [];
      const visible = await visibleTo(uid);
      const skip = new Set(exclude);
      const onPoints = async (ids: string[]) => {
        const where = and(
          visible,
          eq(questions.type, type),
          inArray(
            questions.id,
            db
              .select({ id: questionKnowledgePoints.questionId })
              .from(questionKnowledgePoints)
              .where(inArray(questionKnowledgePoints.knowledgePointId, ids)),
          ),
        ) as SQL;
        return (await snapshots(where, 500))
          .filter((q) => !skip.has(q.questionId))
          .sort(
            (a, b) => Math.abs(a.difficulty - difficulty) - Math.abs(b.difficulty - difficulty),
          );
      };
      const same = await onPoints(pointIds);
      if (same.length > 0) return same;
      const parents = (
        await db
          .select({ parentId: knowledgePoints.parentId })
          .from(knowledgePoints)
          .where(inArray(knowledgePoints.id, pointIds))
      ).flatMap((r) => (r.parentId ? [r.parentId] : []));
      if (parents.length === 0) return [];
      const siblings = await db
        .select({ id: knowledgePoints.id })
        .from(knowledgePoints)
        .where(inArray(knowledgePoints.parentId, parents));
      return onPoints(siblings.map((r) => r.id));
    },

    /**
     * What smart assembly chooses from: the teacher's visible questions of the types asked, on
     * the points asked or their descendants, in one 学段 and 学科; and the names of the points.
     */
    async candidates(
      uid: number,
      filter: { period: number; subject: number; pointIds: string[]; types: QuestionType[] },
    ): Promise<{ candidates: AssemblyCandidate[]; names: Map<string, string> }> {
      const visible = await visibleTo(uid);
      const treeRows = await db
        .select({
          id: knowledgePoints.id,
          parentId: knowledgePoints.parentId,
          name: knowledgePoints.name,
          sort: knowledgePoints.sort,
        })
        .from(knowledgePoints)
        .where(
          and(
            eq(knowledgePoints.period, filter.period),
            eq(knowledgePoints.subject, filter.subject),
          ),
        );
      const names = new Map(treeRows.map((r) => [r.id, r.name]));
      const tree = buildKnowledgeTree(treeRows);
      const subtree = [...new Set(filter.pointIds.flatMap((id) => knowledgeSubtreeIds(tree, id)))];
      if (subtree.length === 0) return { candidates: [], names };
      const rows = await db
        .select({
          id: questions.id,
          type: questions.type,
          difficulty: questions.difficulty,
          point: questionKnowledgePoints.knowledgePointId,
        })
        .from(questions)
        .innerJoin(questionKnowledgePoints, eq(questionKnowledgePoints.questionId, questions.id))
        .where(
          and(
            visible,
            isNull(questions.parentId),
            eq(questions.period, filter.period),
            eq(questions.subject, filter.subject),
            inArray(questions.type, filter.types),
            inArray(questionKnowledgePoints.knowledgePointId, subtree),
          ),
        );
      // Each question counts for the requested point above the point it tests.
      const requested = new Map<string, string>();
      for (const id of filter.pointIds) {
        for (const d of knowledgeSubtreeIds(tree, id)) if (!requested.has(d)) requested.set(d, id);
      }
      const byId = new Map<number, AssemblyCandidate & { knowledgePointIds: string[] }>();
      for (const r of rows) {
        const c = byId.get(r.id) ?? {
          id: r.id,
          type: r.type as QuestionType,
          difficulty: r.difficulty,
          knowledgePointIds: [],
        };
        const top = requested.get(r.point);
        if (top && !c.knowledgePointIds.includes(top)) c.knowledgePointIds.push(top);
        byId.set(r.id, c);
      }
      return { candidates: [...byId.values()], names };
    },
  };
}

/** The bank as exam papers use it. */
export type PaperBank = ReturnType<typeof createPaperBank>;
