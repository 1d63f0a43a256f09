import {
  Code,
  MSG_QUESTION_NOT_FOUND,
  rankSimilarQuestions,
  siblingPointIds,
  SIMILAR_QUESTIONS_MAX,
  type QuestionType,
} from '@aita/core';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionFavourites, questionKnowledgePoints, questions } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import {
  canSee,
  memberOf,
  visibleWhere,
  type BankQuestion,
  type QuestionBankService,
  type Viewer,
} from './service';

/**
 * 收藏 and 相似题 (docs/questionBank.md "Favourites and similar questions"). Both follow the
 * bank's access rule: school members only (40003), and only questions the teacher may see
 * (`canSee` / `visibleWhere`; anything else is 40004, so ids cannot be probed).
 */
export function createQuestionShelf({ db, bank }: { db: Db; bank: QuestionBankService }) {
  /** The question if the viewer may see it, else 40004. */
  async function visibleRow(viewer: Viewer, questionId: number) {
    const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
    if (!row || !canSee(viewer, row)) throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
    return row;
  }

  return {
    /** Stars (1) or unstars (0) a question; the same call twice changes nothing. */
    async favourite(uid: number, questionId: number, status: 0 | 1) {
      const viewer = await memberOf(db, uid);
      await visibleRow(viewer, questionId);
      if (status === 1)
        await db.insert(questionFavourites).values({ uid, questionId }).onConflictDoNothing();
      else
        await db
          .delete(questionFavourites)
          .where(
            and(eq(questionFavourites.uid, uid), eq(questionFavourites.questionId, questionId)),
          );
      return { questionId, isFavourite: status };
    },

    /**
     * The starred questions the teacher may still see, the most recently starred first; the
     * page's 学段, 学科, type and difficulty narrow them when given.
     */
    async favourites(
      uid: number,
      page: number,
      pageSize: number,
      filter: { period?: number; subject?: number; type?: QuestionType; difficulty?: number } = {},
    ): Promise<{ list: BankQuestion[]; total: number }> {
      const viewer = await memberOf(db, uid);
      const where = and(
        eq(questionFavourites.uid, uid),
        visibleWhere(viewer),
        filter.period === undefined ? undefined : eq(questions.period, filter.period),
        filter.subject === undefined ? undefined : eq(questions.subject, filter.subject),
        filter.type === undefined ? undefined : eq(questions.type, filter.type),
        filter.difficulty === undefined ? undefined : eq(questions.difficulty, filter.difficulty),
      );
      const [counted] = await db
        .select({ n: count() })
        .from(questionFavourites)
        .innerJoin(questions, eq(questions.id, questionFavourites.questionId))
        .where(where);
      const rows = await db
        .select({ question: questions })
        .from(questionFavourites)
        .innerJoin(questions, eq(questions.id, questionFavourites.questionId))
        .where(where)
        .orderBy(desc(questionFavourites.createdAt), desc(questionFavourites.questionId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        list: await bank.present(
          viewer,
          rows.map((r) => r.question),
        ),
        total: counted?.n ?? 0,
      };
    },

    /**
     * Up to ten questions like this one: the visible questions of its 学段 and 学科 that share
     * one of its knowledge points, ranked by core's `rankSimilarQuestions` (same type first,
     * nearest difficulty, more shared points). One grouped query gives every candidate with the
     * points it shares; only the chosen ten are read whole.
     */
    async similar(uid: number, questionId: number): Promise<{ list: BankQuestion[] }> {
      const viewer = await memberOf(db, uid);
      const source = await visibleRow(viewer, questionId);
      const points = (
        await db
          .select({ id: questionKnowledgePoints.knowledgePointId })
          .from(questionKnowledgePoints)
          .where(eq(questionKnowledgePoints.questionId, questionId))
      ).map((r) => r.id);
      if (points.length === 0) return { list: [] };
      // Too few sharing a point: the sibling points (the same unit) fill the list.
      const siblings = siblingPointIds(await bank.tree(source.period, source.subject), points);
      const candidates = await db
        .select({
          id: questions.id,
          type: questions.type,
          difficulty: questions.difficulty,
          period: questions.period,
          subject: questions.subject,
          knowledgePointIds: sql<string[]>`array_agg(${questionKnowledgePoints.knowledgePointId})`,
        })
        .from(questions)
        .innerJoin(questionKnowledgePoints, eq(questionKnowledgePoints.questionId, questions.id))
        .where(
          and(
            inArray(questionKnowledgePoints.knowledgePointId, [...points, ...siblings]),
            eq(questions.period, source.period),
            eq(questions.subject, source.subject),
            ne(questions.id, source.id),
            isNull(questions.parentId),
            visibleWhere(viewer),
          ),
        )
        .groupBy(questions.id);
      const ranked = rankSimilarQuestions(
        { ...source, type: source.type as QuestionType, knowledgePointIds: points },
        candidates.map((c) => ({ ...c, type: c.type as QuestionType })),
        SIMILAR_QUESTIONS_MAX,
        siblings,
      );
      const ids = ranked.map((m) => m.question.id);
      if (ids.length === 0) return { list: [] };
      const rows = await db.select().from(questions).where(inArray(questions.id, ids));
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { list: await bank.present(viewer, rows) };
    },
  };
}

/** 收藏 and 相似题. */
export type QuestionShelf = ReturnType<typeof createQuestionShelf>;
