import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionFavourites } from '../../db/schema';

/** Which of `ids` the teacher has starred (收藏), for the `isFavourite` flag of every answer. */
export async function favouriteIdsOf(db: Db, uid: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questionFavourites.questionId })
    .from(questionFavourites)
    .where(and(eq(questionFavourites.uid, uid), inArray(questionFavourites.questionId, ids)));
  return new Set(rows.map((r) => r.id));
}
