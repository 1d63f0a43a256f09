import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database';
import {
  knowledgePoints,
  questionKnowledgePoints,
  questions,
  textbookNodePoints,
  textbookNodes,
} from '../../../db/schema';
import { flattenKnowledgeTree } from '@aita/core';
import { createSearchIndex, searchEntries } from '../../../platform/search';
import { GENERATED_MATH_QUESTIONS } from './generated';
import { SEED_KNOWLEDGE_TREES as MATH_TREES } from './knowledge';
import { SUBJECT_KNOWLEDGE_TREES } from './knowledge-subjects';
import { SEED_TEXTBOOKS, textbookRows } from './textbook';
import type { SeedQuestion } from './question';
import { JUNIOR_MATH_QUESTIONS } from './questions-junior';
import { PRIMARY_MATH_QUESTIONS } from './questions-primary';
import { JUNIOR_CHINESE_QUESTIONS } from './questions-chinese';
import { JUNIOR_ENGLISH_QUESTIONS } from './questions-english';
import { GROUP_QUESTIONS } from './questions-groups';
import { PRIMARY_CHINESE_QUESTIONS } from './questions-primary-chinese';
import { PRIMARY_ENGLISH_QUESTIONS } from './questions-primary-english';
import { JUNIOR_PHYSICS_QUESTIONS } from './questions-physics';
import { searchEntryOf } from '../search-entry';
import { regroupSeeded } from './regroup';

/** Every seeded platform question (精品资源): 数学 first, then 语文, 英语 and 初中物理. */
export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  ...PRIMARY_MATH_QUESTIONS,
  ...JUNIOR_MATH_QUESTIONS,
  ...GENERATED_MATH_QUESTIONS,
  ...JUNIOR_CHINESE_QUESTIONS,
  ...JUNIOR_ENGLISH_QUESTIONS,
  ...GROUP_QUESTIONS,
  ...PRIMARY_CHINESE_QUESTIONS,
  ...PRIMARY_ENGLISH_QUESTIONS,
  ...JUNIOR_PHYSICS_QUESTIONS,
];

/** Every seeded knowledge tree: 数学 first, then 语文, 英语 and 物理. */
export const SEED_KNOWLEDGE_TREES = [...MATH_TREES, ...SUBJECT_KNOWLEDGE_TREES];
export { SEED_TEXTBOOKS };

/**
 * Seeds the knowledge trees, the textbook maps and the platform questions in one transaction,
 * then writes the new questions into the search index (after the commit:
 * docs/architecture/search.md). Incremental and idempotent by stable ids: points and textbook
 * nodes by id, questions by seed key. A database seeded by an older release gets only what it
 * lacks — new questions with their links and index rows, and an index row for any seeded
 * question that has none — and rows that exist are left as they are.
 * @returns the seed keys of the questions inserted by this call.
 */
export async function seedQuestionBank(database: Database): Promise<string[]> {
  const names = new Map<string, string>();
  const inserted = await database.transaction(async (tx) => {
    for (const tree of SEED_KNOWLEDGE_TREES) {
      const rows = flattenKnowledgeTree(tree.roots);
      for (const r of rows) names.set(r.id, r.name);
      await tx
        .insert(knowledgePoints)
        .values(rows.map((r) => ({ ...r, period: tree.period, subject: tree.subject })))
        .onConflictDoNothing({ target: knowledgePoints.id });
    }
    for (const book of SEED_TEXTBOOKS) {
      const { nodes, links } = textbookRows(book.roots);
      await tx
        .insert(textbookNodes)
        .values(nodes.map((n) => ({ ...n, period: book.period, subject: book.subject })))
        .onConflictDoNothing({ target: textbookNodes.id });
      if (links.length > 0) await tx.insert(textbookNodePoints).values(links).onConflictDoNothing();
    }
    const present = await seededIds(tx);
    const missing = SEED_QUESTIONS.filter((q) => !present.has(q.seedKey));
    if (missing.length === 0) return [];
    const added = await tx
      .insert(questions)
      .values(
        missing.map(({ knowledgePointIds: _points, children: _children, ...q }) => ({
          ...q,
          scope: 'platform' as const,
        })),
      )
      .onConflictDoNothing({ target: questions.seedKey })
      .returning({ id: questions.id, seedKey: questions.seedKey });
    const idOf = new Map(added.map((r) => [r.seedKey ?? '', r.id]));
    // The sub-questions of the groups inserted now, under their group's id, in order.
    const kids = missing.flatMap((q) =>
      (q.children ?? []).map((c, i) => ({ c, sort: i + 1, parentId: idOf.get(q.seedKey) })),
    );
    const kidRows = kids.flatMap(({ c, sort, parentId }) => {
      if (parentId === undefined) return [];
      const { knowledgePointIds: _points, children: _none, ...row } = c;
      return [{ ...row, scope: 'platform' as const, parentId, sort }];
    });
    if (kidRows.length > 0)
      for (const r of await tx
        .insert(questions)
        .values(kidRows)
        .onConflictDoNothing({ target: questions.seedKey })
        .returning({ id: questions.id, seedKey: questions.seedKey }))
        idOf.set(r.seedKey ?? '', r.id);
    const links = [...missing, ...kids.map((k) => k.c)].flatMap((q) => {
      const questionId = idOf.get(q.seedKey);
      return questionId === undefined
        ? []
        : q.knowledgePointIds.map((knowledgePointId) => ({ questionId, knowledgePointId }));
    });
    for (let i = 0; i < links.length; i += 1000)
      await tx
        .insert(questionKnowledgePoints)
        .values(links.slice(i, i + 1000))
        .onConflictDoNothing();
    return added.flatMap((r) => (r.seedKey === null ? [] : [r.seedKey]));
  });
  // Rows an older release seeded as single questions that are groups now (je-028…030).
  await regroupSeeded(database, SEED_QUESTIONS);
  // A database seeded before levels existed gets the seed's level where none was set.
  for (const level of [1, 2, 3, 4]) {
    const keys = SEED_QUESTIONS.filter((q) => q.cognitiveLevel === level).map((q) => q.seedKey);
    if (keys.length > 0)
      await database.db
        .update(questions)
        .set({ cognitiveLevel: level })
        .where(and(inArray(questions.seedKey, keys), isNull(questions.cognitiveLevel)));
  }
  // Index rows: the questions inserted now, and any seeded question whose row is missing.
  const ids = await seededIds(database.db);
  const indexed = new Set(
    (
      await database.db
        .select({ refId: searchEntries.refId })
        .from(searchEntries)
        .where(
          and(
            eq(searchEntries.kind, 'question'),
            inArray(searchEntries.refId, [...ids.values()].map(String)),
          ),
        )
    ).map((r) => r.refId),
  );
  const toIndex = SEED_QUESTIONS.filter((q) => {
    const id = ids.get(q.seedKey);
    return id !== undefined && !indexed.has(String(id));
  });
  if (toIndex.length > 0) {
    await createSearchIndex({ database }).upsert(
      toIndex.map((q) =>
        searchEntryOf({
          id: required(ids.get(q.seedKey), q.seedKey),
          scope: 'platform',
          orgId: null,
          ownerUid: null,
          ...q,
          // A group is found by its sub-questions' words too (they have no index rows).
          options: [...q.options, ...(q.children ?? []).flatMap((c) => [c.stem, ...c.options])],
          knowledgePointNames: q.knowledgePointIds.map((id) => names.get(id) ?? ''),
        }),
      ),
    );
  }
  return inserted;
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
