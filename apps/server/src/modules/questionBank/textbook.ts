import type { TextbookNode } from '@aita/contract';
import { buildKnowledgeTree, knowledgeSubtreeIds } from '@aita/core';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  questionKnowledgePoints,
  questions,
  textbookNodePoints,
  textbookNodes,
} from '../../db/schema';

/**
 * The textbook map (docs/questionBank.md "Textbook map"): 教材版本 › 年级/册 › 单元 › 课 per 学段
 * and 学科, each lesson linked to the knowledge points it teaches. Browsing a chapter finds the
 * questions filed under it or under any of its lessons, and the questions of their points.
 */
export function createTextbookService(db: Db) {
  async function rows(period: number, subject: number) {
    return db
      .select({
        id: textbookNodes.id,
        parentId: textbookNodes.parentId,
        name: textbookNodes.name,
        sort: textbookNodes.sort,
      })
      .from(textbookNodes)
      .where(and(eq(textbookNodes.period, period), eq(textbookNodes.subject, subject)));
  }

  return {
    async tree(period: number, subject: number): Promise<TextbookNode[]> {
      const nodes = await rows(period, subject);
      if (nodes.length === 0) return [];
      const links = await db
        .select()
        .from(textbookNodePoints)
        .where(
          inArray(
            textbookNodePoints.nodeId,
            nodes.map((n) => n.id),
          ),
        );
      const points = new Map<string, string[]>();
      for (const l of links)
        points.set(l.nodeId, [...(points.get(l.nodeId) ?? []), l.knowledgePointId]);
      const withPoints = (n: {
        id: string;
        name: string;
        children: { id: string }[];
      }): TextbookNode => ({
        id: n.id,
        name: n.name,
        knowledgePointIds: (points.get(n.id) ?? []).sort(),
        children: (n.children as (typeof n)[]).map(withPoints),
      });
      return buildKnowledgeTree(nodes).map(withPoints);
    },

    /**
     * The condition "filed under this chapter or teaching one of its points", or null when the
     * chapter does not exist.
     */
    async chapterFilter(chapterId: string): Promise<SQL | null> {
      const [node] = await db
        .select({ period: textbookNodes.period, subject: textbookNodes.subject })
        .from(textbookNodes)
        .where(eq(textbookNodes.id, chapterId));
      if (!node) return null;
      const ids = knowledgeSubtreeIds(
        buildKnowledgeTree(await rows(node.period, node.subject)),
        chapterId,
      );
      const pointIds = db
        .select({ id: textbookNodePoints.knowledgePointId })
        .from(textbookNodePoints)
        .where(inArray(textbookNodePoints.nodeId, ids));
      return (
        or(
          inArray(questions.chapterId, ids),
          inArray(
            questions.id,
            db
              .select({ id: questionKnowledgePoints.questionId })
              .from(questionKnowledgePoints)
              .where(inArray(questionKnowledgePoints.knowledgePointId, pointIds)),
          ),
        ) ?? null
      );
    },

    /** Whether a chapter id exists in this 学段 and 学科 (the editor's check). */
    async exists(chapterId: string, period: number, subject: number): Promise<boolean> {
      const [row] = await db
        .select({ id: textbookNodes.id })
        .from(textbookNodes)
        .where(
          and(
            eq(textbookNodes.id, chapterId),
            eq(textbookNodes.period, period),
            eq(textbookNodes.subject, subject),
          ),
        );
      return row !== undefined;
    },
  };
}

export type TextbookService = ReturnType<typeof createTextbookService>;
