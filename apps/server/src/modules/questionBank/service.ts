import {
  buildKnowledgeTree,
  Code,
  findKnowledgePath,
  knowledgeSubtreeIds,
  MSG_BANK_NEEDS_ORG,
  MSG_QUESTION_NOT_FOUND,
  type KnowledgeNode,
  type QuestionType,
} from '@aita/core';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  knowledgePoints,
  orgMembers,
  questionKnowledgePoints,
  questions,
  users,
} from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { SearchIndex } from '../../platform/search';

/** Filters of a browse or search (the contract's body, parsed). */
export interface QuestionFilter {
  period?: number;
  subject?: number;
  knowledgePointId?: string;
  keyword?: string;
  type?: QuestionType;
  difficulty?: number;
  scope: 'platform' | 'school';
  page: number;
  pageSize: number;
}

/** A question as answered. */
export interface BankQuestion {
  questionId: number;
  type: QuestionType;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  difficulty: number;
  knowledgePoints: { id: string; name: string }[];
  period: number;
  subject: number;
  grade: number;
  source: string;
  year: number;
}

/** Best keyword matches considered before the other filters narrow them (docs/questionBank.md). */
export const KEYWORD_DEPTH = 200;
const SEARCH_PAGE = 50;

/** Who is looking: their schools and current school. */
interface Viewer {
  uid: number;
  orgIds: number[];
  curOrgId: number | null;
}

/**
 * The question bank (docs/questionBank.md): browse by knowledge point, type and difficulty,
 * keyword search through the shared index, one question, the knowledge trees, and the school's
 * bank link. Access: organisation members only (spec §6); school questions only to that school.
 */
export function createQuestionBankService({ db, search }: { db: Db; search: SearchIndex }) {
  async function viewerOf(uid: number): Promise<Viewer> {
    const [user] = await db
      .select({ curOrgId: users.curOrgId })
      .from(users)
      .where(eq(users.id, uid));
    const orgIds = (
      await db
        .select({ orgId: orgMembers.orgId })
        .from(orgMembers)
        .where(eq(orgMembers.userId, uid))
    ).map((r) => r.orgId);
    const cur = user?.curOrgId ?? null;
    return {
      uid,
      orgIds,
      curOrgId: cur !== null && orgIds.includes(cur) ? cur : (orgIds[0] ?? null),
    };
  }

  async function member(uid: number): Promise<Viewer & { curOrgId: number }> {
    const viewer = await viewerOf(uid);
    if (viewer.curOrgId === null) throw new DomainError(Code.FORBIDDEN, MSG_BANK_NEEDS_ORG);
    return { ...viewer, curOrgId: viewer.curOrgId };
  }

  async function treeRows(period: number, subject: number) {
    return db
      .select({
        id: knowledgePoints.id,
        parentId: knowledgePoints.parentId,
        name: knowledgePoints.name,
        sort: knowledgePoints.sort,
      })
      .from(knowledgePoints)
      .where(and(eq(knowledgePoints.period, period), eq(knowledgePoints.subject, subject)));
  }

  /** The trees of the period and subject a knowledge point belongs to. */
  async function treeOfPoint(id: string): Promise<KnowledgeNode[]> {
    const [point] = await db
      .select({ period: knowledgePoints.period, subject: knowledgePoints.subject })
      .from(knowledgePoints)
      .where(eq(knowledgePoints.id, id));
    return point ? buildKnowledgeTree(await treeRows(point.period, point.subject)) : [];
  }

  async function pointsOf(ids: number[]): Promise<Map<number, { id: string; name: string }[]>> {
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
      const list = byQuestion.get(r.questionId) ?? [];
      list.push({ id: r.id, name: r.name });
      byQuestion.set(r.questionId, list);
    }
    return byQuestion;
  }

  type Row = typeof questions.$inferSelect;
  async function answer(rows: Row[]): Promise<BankQuestion[]> {
    const points = await pointsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      questionId: r.id,
      type: r.type as QuestionType,
      stem: r.stem,
      options: r.options,
      answer: r.answer,
      analysis: r.analysis,
      difficulty: r.difficulty,
      knowledgePoints: points.get(r.id) ?? [],
      period: r.period,
      subject: r.subject,
      grade: r.grade,
      source: r.source,
      year: r.year,
    }));
  }

  /** Ids of the best keyword matches the viewer may see, best first (at most KEYWORD_DEPTH). */
  async function keywordIds(viewer: Viewer, keyword: string): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < KEYWORD_DEPTH; offset += SEARCH_PAGE) {
      const result = await search.search({
        query: keyword,
        kinds: ['question'],
        viewer: { uid: viewer.uid, orgIds: viewer.orgIds },
        limit: SEARCH_PAGE,
        offset,
      });
      for (const hit of result.hits) ids.push(Number(hit.refId));
      if (!result.hasMore || result.keyword === 'none') break;
    }
    return ids;
  }

  return {
    async list(uid: number, f: QuestionFilter): Promise<{ list: BankQuestion[]; total: number }> {
      const viewer = await member(uid);
      const where: SQL[] = [
        f.scope === 'school'
          ? (and(eq(questions.scope, 'school'), eq(questions.orgId, viewer.curOrgId)) ??
            eq(questions.id, -1))
          : eq(questions.scope, 'platform'),
      ];
      if (f.period !== undefined) where.push(eq(questions.period, f.period));
      if (f.subject !== undefined) where.push(eq(questions.subject, f.subject));
      if (f.type !== undefined) where.push(eq(questions.type, f.type));
      if (f.difficulty !== undefined) where.push(eq(questions.difficulty, f.difficulty));
      if (f.knowledgePointId !== undefined) {
        const ids = knowledgeSubtreeIds(await treeOfPoint(f.knowledgePointId), f.knowledgePointId);
        if (ids.length === 0) return { list: [], total: 0 };
        where.push(
          inArray(
            questions.id,
            db
              .select({ id: questionKnowledgePoints.questionId })
              .from(questionKnowledgePoints)
              .where(inArray(questionKnowledgePoints.knowledgePointId, ids)),
          ),
        );
      }
      const keyword = f.keyword?.trim() ?? '';
      const offset = (f.page - 1) * f.pageSize;
      if (keyword !== '') {
        const ranked = await keywordIds(viewer, keyword);
        if (ranked.length === 0) return { list: [], total: 0 };
        const rows = await db
          .select()
          .from(questions)
          .where(and(...where, inArray(questions.id, ranked)));
        const rank = new Map(ranked.map((id, i) => [id, i]));
        rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
        return { list: await answer(rows.slice(offset, offset + f.pageSize)), total: rows.length };
      }
      const [counted] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(...where));
      const rows = await db
        .select()
        .from(questions)
        .where(and(...where))
        .orderBy(asc(questions.grade), asc(questions.id))
        .limit(f.pageSize)
        .offset(offset);
      return { list: await answer(rows), total: counted?.n ?? 0 };
    },

    async detail(uid: number, questionId: number) {
      const viewer = await member(uid);
      const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
      const visible =
        row !== undefined &&
        (row.scope === 'platform' ||
          (row.scope === 'school' && row.orgId !== null && viewer.orgIds.includes(row.orgId)) ||
          (row.scope === 'personal' && row.ownerUid === uid));
      if (!row || !visible) throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
      const [question] = await answer([row]);
      if (!question) throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
      const tree = buildKnowledgeTree(await treeRows(row.period, row.subject));
      const knowledgePaths = question.knowledgePoints.map((p) =>
        findKnowledgePath(tree, p.id).map((n) => ({ id: n.id, name: n.name })),
      );
      return { ...question, knowledgePaths };
    },

    async tree(period: number, subject: number): Promise<KnowledgeNode[]> {
      return buildKnowledgeTree(await treeRows(period, subject));
    },

    async link(uid: number, page: 'question' | 'xb_resource') {
      const viewer = await member(uid);
      const path = page === 'question' ? '/question-bank-jp/index' : '/question-bank-xb/index';
      return { orgId: viewer.curOrgId, link: `${path}?orgId=${viewer.curOrgId}` };
    },
  };
}

/** The question bank service. */
export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
