/**
 * The 小题 of a 阅读/材料题 written from the editor (docs/questionBank.md "阅读/材料题 and 作文"):
 * each is an ordinary question row under its group (`parent_id`, `sort` 1, 2, …) with the group's
 * scope, school, author, 学段, 学科, 年级, difficulty and source, its own text, answer, analysis and
 * knowledge points (the group's when it names none). Saving a group replaces its 小题 whole.
 */
import { cleanItemEdit, type Question } from '@aita/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionKnowledgePoints, questions } from '../../db/schema';

/** One 小题 as the editor sends it (the contract's `childInputSchema`, parsed). */
export interface ChildInput {
  type: Question['type'];
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  knowledgePointIds: string[];
}

/** The 小题 as questions of their group: cleaned like any edit, the group's settings taken over. */
export function childQuestions(parent: Question, children: readonly ChildInput[]): Question[] {
  return children.map((child) => ({
    ...cleanItemEdit(child.type, child),
    type: child.type,
    difficulty: parent.difficulty,
    knowledgePointIds:
      child.knowledgePointIds.length > 0
        ? [...new Set(child.knowledgePointIds)]
        : parent.knowledgePointIds,
    period: parent.period,
    subject: parent.subject,
    grade: parent.grade,
    source: parent.source,
    year: parent.year,
    region: parent.region,
    cognitiveLevel: parent.cognitiveLevel,
    chapterId: parent.chapterId,
  }));
}

/** The row fields a 小题 shares with its group. */
type Shared = Pick<
  typeof questions.$inferInsert,
  'scope' | 'orgId' | 'ownerUid' | 'period' | 'subject' | 'grade' | 'source' | 'year' | 'region'
>;

/** Replaces the group's 小题 by `children`, in a transaction the caller holds. */
export async function replaceChildren(
  tx: Db,
  parentId: number,
  shared: Shared,
  children: readonly Question[],
): Promise<void> {
  await tx.delete(questions).where(eq(questions.parentId, parentId));
  for (const [i, child] of children.entries()) {
    const [row] = await tx
      .insert(questions)
      .values({
        ...shared,
        parentId,
        sort: i + 1,
        type: child.type,
        difficulty: child.difficulty,
        stem: child.stem,
        options: child.options,
        answer: child.answer,
        analysis: child.analysis,
        cognitiveLevel: child.cognitiveLevel ?? null,
        chapterId: child.chapterId ?? null,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('sub-question insert returned nothing');
    await tx.insert(questionKnowledgePoints).values(
      child.knowledgePointIds.map((knowledgePointId) => ({
        questionId: row.id,
        knowledgePointId,
      })),
    );
  }
}
