import {
  Code,
  DEFAULT_EXCELLENT_RATIO,
  DEFAULT_PASS_RATIO,
  itemScoreOutOfRange,
  itemsFullScore,
  itemTotal,
  MSG_ITEM_COUNT,
  MSG_ITEMS_HAVE_SCORES,
  MSG_NO_ITEMS,
  MSG_PAPER_EMPTY,
  MSG_PAPER_NOT_FOUND,
  MSG_POINT_NOT_FOUND,
  MSG_STUDENT_NOT_FOUND,
  sectionTypes,
  type ExamItem,
  type QuestionType,
} from '@aita/core';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import {
  classExams,
  classScores,
  classStudents,
  examPaperItems,
  examPapers,
  knowledgePoints,
  orgMembers,
} from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { taughtExam } from './access';
import { asExam } from './exams.service';

/** How the items of an exam are set: from one of the caller's papers, or by hand. */
export type ItemsSource = { paperId?: number; items?: { label: string; maxScore: number }[] };

/** A student's saved cells. */
export interface ItemScoreRow {
  studentId: number;
  score: number;
  items: (number | null)[] | null;
}

/** Rounds lines to one decimal, as scores are. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/**
 * The items of a paper the caller may read (their own, or one shared to a school they are a
 * member of, as 我的试卷 reads it), numbered 1… in print order (sections, then places).
 */
async function paperItems(db: Db, uid: number, paperId: number): Promise<ExamItem[]> {
  const [paper] = await db
    .select({ ownerUid: examPapers.ownerUid, member: orgMembers.userId })
    .from(examPapers)
    .leftJoin(
      orgMembers,
      and(eq(orgMembers.orgId, examPapers.sharedOrgId), eq(orgMembers.userId, uid)),
    )
    .where(eq(examPapers.id, paperId));
  if (!paper || (paper.ownerUid !== uid && paper.member === null)) {
    throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NOT_FOUND);
  }
  const rows = await db
    .select()
    .from(examPaperItems)
    .where(eq(examPaperItems.paperId, paperId))
    .orderBy(asc(examPaperItems.position), asc(examPaperItems.id));
  if (rows.length === 0) throw new DomainError(Code.INVALID_PARAM, MSG_PAPER_EMPTY);
  const order = sectionTypes(rows.map((r) => r.type as QuestionType));
  const sorted = [...rows].sort(
    (a, b) =>
      order.indexOf(a.type as QuestionType) - order.indexOf(b.type as QuestionType) ||
      a.position - b.position ||
      a.id - b.id,
  );
  return sorted.map((r, i) => ({
    label: String(i + 1),
    maxScore: r.score,
    knowledgePoints: r.knowledgePoints,
  }));
}

/**
 * Per-question scores (docs/classroom.md "Per-question scores"): an exam's items from a paper of
 * the caller or by hand, and item scores whose total is computed here. Only the class's
 * teachers (`taughtExam`: 40004 / 40003).
 */
export function createExamItemService({ database }: { database: Database }) {
  const { db } = database;

  async function answer(d: Db, exam: typeof classExams.$inferSelect) {
    const scores = await d
      .select({
        studentId: classScores.studentId,
        score: classScores.score,
        items: classScores.itemScores,
      })
      .from(classScores)
      .where(eq(classScores.examId, exam.id));
    const [paper] = exam.paperId
      ? await d
          .select({ title: examPapers.title })
          .from(examPapers)
          .where(eq(examPapers.id, exam.paperId))
      : [];
    return {
      exam: asExam(exam, scores.length),
      paperId: exam.paperId,
      paperTitle: paper?.title ?? null,
      items: exam.items,
      scores: scores.map((s): ItemScoreRow => ({ ...s, items: s.items ?? null })),
    };
  }

  return {
    /** The exam's items and every student's item scores. */
    async get(uid: number, examId: number) {
      const { exam } = await taughtExam(db, uid, examId);
      return answer(db, exam);
    },

    /** Links a paper or sets items by hand; refused once any score is entered. */
    async save(uid: number, examId: number, source: ItemsSource) {
      return database.transaction(async (tx) => {
        await taughtExam(tx, uid, examId);
        const [exam] = await tx
          .select()
          .from(classExams)
          .where(eq(classExams.id, examId))
          .for('update');
        if (!exam) throw new Error('exam vanished inside its transaction');
        const [scored] = await tx
          .select({ n: count() })
          .from(classScores)
          .where(eq(classScores.examId, examId));
        if ((scored?.n ?? 0) > 0) throw new DomainError(Code.INVALID_PARAM, MSG_ITEMS_HAVE_SCORES);
        const items =
          source.paperId !== undefined
            ? await paperItems(tx, uid, source.paperId)
            : (source.items ?? []).map((i) => ({ ...i, knowledgePoints: [] }));
        const full = items.length ? itemsFullScore(items) : exam.fullScore;
        const lines =
          full === exam.fullScore
            ? {}
            : {
                fullScore: full,
                passScore: tenth(full * DEFAULT_PASS_RATIO),
                excellentScore: tenth(full * DEFAULT_EXCELLENT_RATIO),
              };
        const [row] = await tx
          .update(classExams)
          .set({ items, paperId: source.paperId ?? null, ...lines, updatedAt: new Date() })
          .where(eq(classExams.id, examId))
          .returning();
        if (!row) throw new Error('exam update returned no row');
        return answer(tx, row);
      });
    },

    /**
     * Sets every item's knowledge points (ids of the knowledge tree; names are read here), in
     * item order; allowed with scores entered. Unknown ids → 40004, another count → 40001.
     */
    async savePoints(uid: number, examId: number, lists: string[][]) {
      return database.transaction(async (tx) => {
        await taughtExam(tx, uid, examId);
        const [exam] = await tx
          .select()
          .from(classExams)
          .where(eq(classExams.id, examId))
          .for('update');
        if (!exam) throw new Error('exam vanished inside its transaction');
        if (exam.items.length === 0) throw new DomainError(Code.INVALID_PARAM, MSG_NO_ITEMS);
        if (lists.length !== exam.items.length) {
          throw new DomainError(Code.INVALID_PARAM, MSG_ITEM_COUNT);
        }
        const ids = [...new Set(lists.flat())];
        const found = ids.length
          ? await tx
              .select({ id: knowledgePoints.id, name: knowledgePoints.name })
              .from(knowledgePoints)
              .where(inArray(knowledgePoints.id, ids))
          : [];
        const names = new Map(found.map((p) => [p.id, p.name]));
        if (names.size !== ids.length) throw new DomainError(Code.NOT_FOUND, MSG_POINT_NOT_FOUND);
        const items = exam.items.map((item, i) => ({
          ...item,
          knowledgePoints: [...new Set(lists[i])].map((id) => ({ id, name: names.get(id) ?? '' })),
        }));
        const [row] = await tx
          .update(classExams)
          .set({ items, updatedAt: new Date() })
          .where(eq(classExams.id, examId))
          .returning();
        if (!row) throw new Error('exam update returned no row');
        return answer(tx, row);
      });
    },

    /**
     * Sets the listed students' item scores, all or nothing: every student in the exam's class,
     * one cell per item, each within its item's full score. All cells empty clears the student.
     */
    async saveScores(
      uid: number,
      examId: number,
      entries: { studentId: number; items: (number | null)[] }[],
    ): Promise<{ saved: number }> {
      const byStudent = new Map(entries.map((e) => [e.studentId, e.items]));
      return database.transaction(async (tx) => {
        const { exam } = await taughtExam(tx, uid, examId);
        if (exam.items.length === 0) throw new DomainError(Code.INVALID_PARAM, MSG_NO_ITEMS);
        const ids = [...byStudent.keys()];
        if (ids.length === 0) return { saved: 0 };
        const known = await tx
          .select({ id: classStudents.id })
          .from(classStudents)
          .where(and(eq(classStudents.classId, exam.classId), inArray(classStudents.id, ids)));
        if (known.length !== ids.length) {
          throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
        }
        const set: (typeof classScores.$inferInsert)[] = [];
        const cleared: number[] = [];
        for (const [studentId, cells] of byStudent) {
          if (cells.length !== exam.items.length) {
            throw new DomainError(Code.INVALID_PARAM, MSG_ITEM_COUNT);
          }
          exam.items.forEach((item, i) => {
            const cell = cells[i];
            if (cell !== null && cell !== undefined && cell > item.maxScore) {
              throw new DomainError(
                Code.INVALID_PARAM,
                itemScoreOutOfRange(item.label, item.maxScore),
              );
            }
          });
          const total = itemTotal(cells);
          if (total === null) cleared.push(studentId);
          else set.push({ examId, studentId, score: total, itemScores: cells });
        }
        if (cleared.length) {
          await tx
            .delete(classScores)
            .where(and(eq(classScores.examId, examId), inArray(classScores.studentId, cleared)));
        }
        if (set.length) {
          await tx
            .insert(classScores)
            .values(set)
            .onConflictDoUpdate({
              target: [classScores.examId, classScores.studentId],
              set: {
                score: sql`excluded.score`,
                itemScores: sql`excluded.item_scores`,
                updatedAt: new Date(),
              },
            });
        }
        return { saved: byStudent.size };
      });
    },
  };
}

/** The per-question score service. */
export type ExamItemService = ReturnType<typeof createExamItemService>;
