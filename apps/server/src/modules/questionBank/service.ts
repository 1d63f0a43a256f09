import {
  buildKnowledgeTree,
  Code,
  findKnowledgePath,
  knowledgeSubtreeIds,
  MSG_BANK_NEEDS_ORG,
  MSG_BANK_NOT_MEMBER,
  MSG_QUESTION_NOT_FOUND,
  type KnowledgeNode,
  type QuestionScope,
  type QuestionType,
} from '@aita/core';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  knowledgePoints,
  orgMembers,
  questionKnowledgePoints,
  questions,
  users,
} from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { buildTsquery, queryTokens } from '../../platform/search';
import { rowsOf } from '../../platform/search/vector';
import { favouriteIdsOf } from './favourites';
import { filterOptions, listedWhere } from './filters';
import { childRowsOf } from './groups';
import type { TextbookService } from './textbook';

/** Filters of a browse or search (the contract's body, parsed). */
export interface QuestionFilter {
  period?: number;
  subject?: number;
  knowledgePointId?: string;
  keyword?: string;
  type?: QuestionType;
  difficulty?: number;
  scope: 'platform' | 'school' | 'personal';
  chapterId?: string;
  cognitiveLevel?: number;
  year?: number;
  region?: string;
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
  region: string | null;
  cognitiveLevel: number | null;
  chapterId: string | null;
  scope: QuestionScope;
  authorName: string | null;
  createdAt: number;
  canEdit: number;
  isFavourite: number;
  /** The sub-questions of a 阅读/材料题, in order (empty for any other type). */
  children: BankQuestion[];
}

/** Who is looking: their schools, the ones they administer, and the current school. */
export interface Viewer {
  uid: number;
  orgIds: number[];
  adminOrgIds: number[];
  curOrgId: number | null;
}

/** Whether a viewer may see a question of this scope, school and owner (docs/questionBank.md "Access"). */
export function canSee(
  viewer: Viewer,
  row: { scope: string; orgId: number | null; ownerUid: number | null },
): boolean {
  return (
    row.scope === 'platform' ||
    (row.scope === 'school' && row.orgId !== null && viewer.orgIds.includes(row.orgId)) ||
    (row.scope === 'personal' && row.ownerUid === viewer.uid)
  );
}

/** `canSee` as a condition on `questions`, for queries (the same rule, one place). */
export function visibleWhere(viewer: Viewer): SQL {
  const rules: SQL[] = [eq(questions.scope, 'platform')];
  const personal = and(eq(questions.scope, 'personal'), eq(questions.ownerUid, viewer.uid));
  if (personal) rules.push(personal);
  const school =
    viewer.orgIds.length > 0
      ? and(eq(questions.scope, 'school'), inArray(questions.orgId, viewer.orgIds))
      : undefined;
  if (school) rules.push(school);
  return or(...rules) ?? eq(questions.scope, 'platform');
}

/** Whether a viewer may edit or remove it: its author, or an admin of its school. */
export function canEdit(
  viewer: Viewer,
  row: { scope: string; orgId: number | null; ownerUid: number | null },
): boolean {
  if (row.scope === 'platform') return false;
  if (row.ownerUid === viewer.uid) return true;
  return row.scope === 'school' && row.orgId !== null && viewer.adminOrgIds.includes(row.orgId);
}

/** The viewer's schools and roles, read on every call (a removed teacher loses access at once). */
export async function viewerOf(db: Db, uid: number): Promise<Viewer> {
  const [user] = await db.select({ curOrgId: users.curOrgId }).from(users).where(eq(users.id, uid));
  const rows = await db
    .select({ orgId: orgMembers.orgId, role: orgMembers.role })
    .from(orgMembers)
    .where(eq(orgMembers.userId, uid));
  const orgIds = rows.map((r) => r.orgId);
  const cur = user?.curOrgId ?? null;
  return {
    uid,
    orgIds,
    adminOrgIds: rows.filter((r) => r.role === 'admin').map((r) => r.orgId),
    curOrgId: cur !== null && orgIds.includes(cur) ? cur : (orgIds[0] ?? null),
  };
}

/** A member of a school (the bank is for members: spec §6), else 40003. */
export async function memberOf(db: Db, uid: number): Promise<Viewer & { curOrgId: number }> {
  const viewer = await viewerOf(db, uid);
  if (viewer.curOrgId === null) throw new DomainError(Code.FORBIDDEN, MSG_BANK_NEEDS_ORG);
  return { ...viewer, curOrgId: viewer.curOrgId };
}

/**
 * The question bank (docs/questionBank.md): browse by knowledge point, type and difficulty,
 * keyword search through the shared index, one question, the knowledge trees, and the school's
 * bank link. Access: organisation members only (spec §6); school questions only to that school.
 */
export function createQuestionBankService({ db, textbook }: { db: Db; textbook: TextbookService }) {
  const member = (uid: number) => memberOf(db, uid);

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
  async function answer(viewer: Viewer, rows: Row[]): Promise<BankQuestion[]> {
    const kids = await childRowsOf(db, rows);
    const kidRows = [...kids.values()].flat();
    const shownKids = new Map(
      (kidRows.length === 0 ? [] : await answer(viewer, kidRows)).map((c) => [c.questionId, c]),
    );
    const points = await pointsOf(rows.map((r) => r.id));
    const starred = await favouriteIdsOf(
      db,
      viewer.uid,
      rows.map((r) => r.id),
    );
    const authorIds = [...new Set(rows.flatMap((r) => (r.ownerUid === null ? [] : [r.ownerUid])))];
    const authors = new Map(
      authorIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.uname })
              .from(users)
              .where(inArray(users.id, authorIds))
          ).map((u) => [u.id, u.name] as const),
    );
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
      region: r.region,
      cognitiveLevel: r.cognitiveLevel,
      chapterId: r.chapterId,
      scope: r.scope,
      authorName:
        r.scope === 'platform' || r.ownerUid === null ? null : (authors.get(r.ownerUid) ?? null),
      createdAt: Math.floor(r.createdAt.getTime() / 1000),
      canEdit: canEdit(viewer, r) ? 1 : 0,
      isFavourite: starred.has(r.id) ? 1 : 0,
      children: (kids.get(r.id) ?? []).flatMap((c) => shownKids.get(c.id) ?? []),
    }));
  }

  /**
   * One page of keyword matches among the questions `filter` admits, best first, and how many
   * match in all. The filters are inside the same query as the index's match (one GIN lookup
   * joined to `questions` by id), so the page and the total are over every match, not the best few.
   * All words first; when no admitted question has them all, any word (like the shared index).
   */
  async function keywordPage(
    keyword: string,
    filter: SQL,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }> {
    const tokens = queryTokens(keyword);
    if (tokens.length === 0) return { ids: [], total: 0 };
    for (const operator of tokens.length > 1 ? (['&', '|'] as const) : (['&'] as const)) {
      const matches = sql`from search_entries s
        join ${questions} on ${questions.id} =
          (case when s.kind = 'question' and s.ref_id ~ '^[0-9]{1,9}$' then s.ref_id::int end),
        to_tsquery('simple', ${buildTsquery(tokens, operator)}) as tq
        where s.kind = 'question' and s.tsv @@ tq and ${filter}`;
      const rows = rowsOf<{ id: number; total: number }>(
        await db.execute(sql`select ${questions.id} as id, count(*) over () as total ${matches}
          order by ts_rank_cd('{0, 0, 0.2, 1}', s.tsv, tq) desc, s.updated_at desc, s.ref_id
          limit ${limit} offset ${offset}`),
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        const [counted] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*) as n ${matches}`),
        );
        total = Number(counted?.n ?? 0);
      }
      if (total > 0 || operator === '|') return { ids: rows.map((r) => Number(r.id)), total };
    }
    return { ids: [], total: 0 };
  }

  return {
    /** Rows of `questions` as answered to this viewer (points, author, canEdit, isFavourite). */
    present: answer,

    async list(uid: number, f: QuestionFilter): Promise<{ list: BankQuestion[]; total: number }> {
      const viewer = await member(uid);
      const where: SQL[] = [listedWhere(viewer, f.scope)];
      if (f.cognitiveLevel !== undefined)
        where.push(eq(questions.cognitiveLevel, f.cognitiveLevel));
      if (f.chapterId !== undefined) {
        const chapter = await textbook.chapterFilter(f.chapterId);
        if (chapter === null) return { list: [], total: 0 };
        where.push(chapter);
      }
      if (f.period !== undefined) where.push(eq(questions.period, f.period));
      if (f.subject !== undefined) where.push(eq(questions.subject, f.subject));
      if (f.type !== undefined) where.push(eq(questions.type, f.type));
      if (f.difficulty !== undefined) where.push(eq(questions.difficulty, f.difficulty));
      if (f.year !== undefined) where.push(eq(questions.year, f.year));
      if (f.region !== undefined) where.push(eq(questions.region, f.region));
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
        const { ids, total } = await keywordPage(
          keyword,
          and(...where) ?? sql`true`,
          f.pageSize,
          offset,
        );
        if (ids.length === 0) return { list: [], total };
        const rows = await db.select().from(questions).where(inArray(questions.id, ids));
        const rank = new Map(ids.map((id, i) => [id, i]));
        rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
        return { list: await answer(viewer, rows), total };
      }
      const [counted] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(...where));
      const rows = await db
        .select()
        .from(questions)
        .where(and(...where))
        .orderBy(
          ...(f.scope === 'platform'
            ? [asc(questions.grade), asc(questions.id)]
            : [desc(questions.createdAt), desc(questions.id)]),
        )
        .limit(f.pageSize)
        .offset(offset);
      return { list: await answer(viewer, rows), total: counted?.n ?? 0 };
    },

    /** The 年份/地区 options of a list (`filters.ts`). */
    async filterOptions(uid: number, f: Parameters<typeof filterOptions>[2]) {
      return filterOptions(db, await member(uid), f);
    },

    async detail(uid: number, questionId: number) {
      const viewer = await member(uid);
      const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
      if (!row || !canSee(viewer, row))
        throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
      const [question] = await answer(viewer, [row]);
      if (!question) throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
      const tree = buildKnowledgeTree(await treeRows(row.period, row.subject));
      const knowledgePaths = question.knowledgePoints.map((p) =>
        findKnowledgePath(tree, p.id).map((n) => ({ id: n.id, name: n.name })),
      );
      return { ...question, knowledgePaths };
    },

    /** The questions of `ids` the caller may see (a member of a school: 40003 otherwise). */
    async byIds(uid: number, ids: number[]): Promise<BankQuestion[]> {
      const viewer = await member(uid);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(questions)
        .where(and(inArray(questions.id, ids), visibleWhere(viewer)));
      return answer(viewer, rows);
    },

    async tree(period: number, subject: number): Promise<KnowledgeNode[]> {
      return buildKnowledgeTree(await treeRows(period, subject));
    },

    async link(uid: number, page: 'question' | 'xb_resource') {
      const viewer = await member(uid);
      const path = page === 'question' ? '/question-bank-jp/index' : '/question-bank-xb/index';
      return { orgId: viewer.curOrgId, link: `${path}?orgId=${viewer.curOrgId}` };
    },

    /** The organisation embed flag (docs/questionBank.md): members of `orgId` only (40003). */
    async embed(uid: number, orgId: number, page: 'question' | 'xb_resource') {
      const viewer = await member(uid);
      if (!viewer.orgIds.includes(orgId))
        throw new DomainError(Code.FORBIDDEN, MSG_BANK_NOT_MEMBER);
      const path = page === 'question' ? '/question-bank-jp/index' : '/question-bank-xb/index';
      return { orgId, page, embed: 1, link: `${path}?orgId=${orgId}` };
    },
  };
}

/** The question bank service. */
export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
