import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DEMO_TEACHER } from '../../db/seed-identity';
import { examPaperItems, examPapers, questions, users } from '../../db/schema';
import { createPaperBank } from './bank';

/** Seed key of the demo teacher's sample paper. */
export const DEMO_PAPER_KEY = 'demo-junior-math-midterm';

/**
 * The sample paper's questions (seed keys of the 初中数学 bank) and their scores: ten 选择题 of 3,
 * eight 填空题 of 3, six 解答题 from 8 to 14, 120 in all; formulas in almost every question.
 */
export const DEMO_PAPER_QUESTIONS: readonly (readonly [string, number])[] = [
  ...['001', '003', '008', '010', '014', '017', '024', '029', '034', '036'].map(
    (k) => [`jm-${k}`, 3] as const,
  ),
  ...['007', '011', '016', '022', '026', '028', '035', '037'].map((k) => [`jm-${k}`, 3] as const),
  ['jm-013', 8],
  ['jm-020', 10],
  ['jm-015', 10],
  ['jm-032', 12],
  ['jm-042', 12],
  ['jm-025', 14],
];

/**
 * Gives the demo teacher a sample 初中数学 paper (24 questions, 120 points), so the editor and the
 * Word export can be tried on a fresh start. Idempotent by its seed key; does nothing without
 * the demo teacher or the bank's questions.
 */
export async function seedDemoPaper(database: Database): Promise<void> {
  const db = database.db;
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_TEACHER.phone));
  if (!teacher) return;
  const [existing] = await db
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(eq(examPapers.seedKey, DEMO_PAPER_KEY));
  if (existing) return;
  const keys = DEMO_PAPER_QUESTIONS.map(([k]) => k);
  const rows = await db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions)
    .where(and(inArray(questions.seedKey, keys), eq(questions.scope, 'platform')));
  const idOf = new Map(rows.map((r) => [r.seedKey, r.id]));
  if (idOf.size < keys.length) return;
  const snapshots = await createPaperBank(db).take(
    teacher.id,
    keys.map((k) => idOf.get(k) ?? 0),
  );
  const scoreOf = new Map(DEMO_PAPER_QUESTIONS);
  const keyOf = new Map(rows.map((r) => [r.id, r.seedKey ?? '']));
  await database.transaction(async (tx) => {
    const [paper] = await tx
      .insert(examPapers)
      .values({
        ownerUid: teacher.id,
        seedKey: DEMO_PAPER_KEY,
        title: '2026 学年第一学期九年级数学期中测试卷',
        subtitle: '示范学校 九年级数学备课组',
        durationMinutes: 120,
        period: 2,
        subject: 2,
      })
      .onConflictDoNothing({ target: examPapers.seedKey })
      .returning({ id: examPapers.id });
    if (!paper) return;
    const position = new Map<string, number>();
    await tx.insert(examPaperItems).values(
      snapshots.map((q) => {
        const at = position.get(q.type) ?? 0;
        position.set(q.type, at + 1);
        return {
          paperId: paper.id,
          questionId: q.questionId,
          type: q.type,
          position: at,
          score: scoreOf.get(keyOf.get(q.questionId) ?? '') ?? 3,
          difficulty: q.difficulty,
          stem: q.stem,
          options: q.options,
          answer: q.answer,
          analysis: q.analysis,
          knowledgePoints: q.knowledgePoints,
          cognitiveLevel: q.cognitiveLevel,
        };
      }),
    );
  });
}
