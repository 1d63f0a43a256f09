import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questions } from '../../db/schema';

/** A row of `questions`. */
export type QuestionRow = typeof questions.$inferSelect;

/**
 * The sub-questions (小题) of the 阅读/材料题 among `rows`, by parent id, in their order
 * (docs/questionBank.md "阅读/材料题 and 作文"). One query for the whole page.
 */
export async function childRowsOf(
  db: Db,
  rows: readonly QuestionRow[],
): Promise<Map<number, QuestionRow[]>> {
  const byParent = new Map<number, QuestionRow[]>();
  const parents = rows.filter((r) => r.type === 'reading').map((r) => r.id);
  if (parents.length === 0) return byParent;
  const children = await db
    .select()
    .from(questions)
    .where(inArray(questions.parentId, parents))
    .orderBy(asc(questions.parentId), asc(questions.sort), asc(questions.id));
  for (const c of children) {
    if (c.parentId === null) continue;
    byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  }
  return byParent;
}
