/**
 * Seeded questions that a newer release turned into 阅读 groups (docs/questionBank.md "Seed"):
 * 初中英语 je-028…030 were each one 单选题 with the passage in its stem. Seeding leaves existing
 * rows as they are, so a database seeded before would keep the old shape; this converts such a
 * row in place (same id, so 收藏 and links to it still work): the group's type, passage, gist and
 * points, its 小题 inserted under it, and its index row rewritten with the 小题' words.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../../db/schema';
import { createSearchIndex } from '../../../platform/search';
import { searchEntryOf } from '../search-entry';
import type { SeedQuestion } from './question';

/**
 * Converts the seeded rows that are still single questions while the seed makes them groups.
 * @returns the seed keys converted (none on a database that is already right).
 */
export async function regroupSeeded(
  database: Database,
  seeds: readonly SeedQuestion[],
): Promise<string[]> {
  const groups = new Map(
    seeds
      .filter((q) => q.type === 'reading' && (q.children?.length ?? 0) > 0)
      .map((q) => [q.seedKey, q]),
  );
  if (groups.size === 0) return [];
  const stale = await database.db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions)
    .where(and(inArray(questions.seedKey, [...groups.keys()]), ne(questions.type, 'reading')));
  const done: string[] = [];
  for (const row of stale) {
    const group = row.seedKey === null ? undefined : groups.get(row.seedKey);
    if (!group) continue;
    const children = group.children ?? [];
    await database.transaction(async (tx) => {
      await tx
        .update(questions)
        .set({
          type: group.type,
          difficulty: group.difficulty,
          grade: group.grade,
          stem: group.stem,
          options: group.options,
          answer: group.answer,
          analysis: group.analysis,
          cognitiveLevel: group.cognitiveLevel ?? null,
          updatedAt: new Date(),
        })
        .where(eq(questions.id, row.id));
      const kids = await tx
        .insert(questions)
        .values(
          children.map(({ knowledgePointIds: _p, children: _c, ...c }, i) => ({
            ...c,
            scope: 'platform' as const,
            parentId: row.id,
            sort: i + 1,
          })),
        )
        .onConflictDoNothing({ target: questions.seedKey })
        .returning({ id: questions.id, seedKey: questions.seedKey });
      const idOf = new Map(kids.map((k) => [k.seedKey, k.id]));
      await tx
        .delete(questionKnowledgePoints)
        .where(eq(questionKnowledgePoints.questionId, row.id));
      const links = [
        ...group.knowledgePointIds.map((p) => ({ questionId: row.id, knowledgePointId: p })),
        ...children.flatMap((c) => {
          const id = idOf.get(c.seedKey);
          return id === undefined
            ? []
            : c.knowledgePointIds.map((p) => ({ questionId: id, knowledgePointId: p }));
        }),
      ];
      await tx.insert(questionKnowledgePoints).values(links).onConflictDoNothing();
    });
    const names = await database.db
      .select({ name: knowledgePoints.name })
      .from(knowledgePoints)
      .where(inArray(knowledgePoints.id, group.knowledgePointIds));
    await createSearchIndex({ database }).upsert([
      searchEntryOf({
        id: row.id,
        scope: 'platform',
        orgId: null,
        ownerUid: null,
        stem: group.stem,
        options: children.flatMap((c) => [c.stem, ...c.options]),
        analysis: group.analysis,
        knowledgePointNames: names.map((n) => n.name),
      }),
    ]);
    done.push(group.seedKey);
  }
  return done;
}
