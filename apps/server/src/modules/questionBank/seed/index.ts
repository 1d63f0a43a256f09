import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../../db/schema';
import { flattenKnowledgeTree } from '@aita/core';
import { createSearchIndex } from '../../../platform/search';
import { SEED_KNOWLEDGE_TREES } from './knowledge';
import type { SeedQuestion } from './question';
import { JUNIOR_MATH_QUESTIONS } from './questions-junior';
import { PRIMARY_MATH_QUESTIONS } from './questions-primary';
import { searchEntryOf } from '../search-entry';

/** Every seeded platform question (精品资源). */
export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  ...PRIMARY_MATH_QUESTIONS,
  ...JUNIOR_MATH_QUESTIONS,
];
export { SEED_KNOWLEDGE_TREES };

/**
 * Seeds the knowledge trees and the platform questions in one transaction, then writes the
 * questions into the search index (after the commit: docs/architecture/search.md). Idempotent:
 * points (by id) and questions (by seed key) that exist are left as they are, and the index rows
 * are replaced by the same rows.
 */
export async function seedQuestionBank(database: Database): Promise<void> {
  const names = new Map<string, string>();
  await database.transaction(async (tx) => {
    for (const tree of SEED_KNOWLEDGE_TREES) {
      const rows = flattenKnowledgeTree(tree.roots);
      for (const r of rows) names.set(r.id, r.name);
      await tx
        .insert(knowledgePoints)
        .values(rows.map((r) => ({ ...r, period: tree.period, subject: tree.subject })))
        .onConflictDoNothing({ target: knowledgePoints.id });
    }
    await tx
      .insert(questions)
      .values(
        SEED_QUESTIONS.map(({ knowledgePointIds: _points, ...q }) => ({
          ...q,
          scope: 'platform' as const,
        })),
      )
      .onConflictDoNothing({ target: questions.seedKey });
    const ids = await seededIds(tx);
    const links = SEED_QUESTIONS.flatMap((q) =>
      q.knowledgePointIds.map((knowledgePointId) => ({
        questionId: required(ids.get(q.seedKey), q.seedKey),
        knowledgePointId,
      })),
    );
    await tx.insert(questionKnowledgePoints).values(links).onConflictDoNothing();
  });
  const ids = await seededIds(database.db);
  await createSearchIndex({ database }).upsert(
    SEED_QUESTIONS.map((q) =>
      searchEntryOf({
        id: required(ids.get(q.seedKey), q.seedKey),
        scope: 'platform',
        orgId: null,
        ownerUid: null,
        ...q,
        knowledgePointNames: q.knowledgePointIds.map((id) => names.get(id) ?? ''),
      }),
    ),
  );
}

async function seededIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions)
    .where(
      inArray(
        questions.seedKey,
        SEED_QUESTIONS.map((q) => q.seedKey),
      ),
    );
  return new Map(rows.flatMap((r) => (r.seedKey === null ? [] : [[r.seedKey, r.id] as const])));
}

function required(id: number | undefined, key: string): number {
  if (id === undefined) throw new Error(`seed: question ${key} was not stored`);
  return id;
}
