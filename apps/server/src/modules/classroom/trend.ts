import { computeScoreStats, roundTo } from '@aita/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { classExams, classScores } from '../../db/schema';
import { taughtClass } from './access';

/** One exam in the class's trend (the contract's examTrendPointSchema): class figures only. */
export interface ExamTrendPoint {
  examId: number;
  name: string;
  examDate: string;
  fullScore: number;
  count: number;
  average: number | null;
  /** Average over the full score (0..1), so exams out of 100 and 150 compare. */
  scoreRate: number | null;
  passRate: number | null;
  excellentRate: number | null;
}

/**
 * The class's exams oldest first with core's `computeScoreStats` figures against each exam's own
 * lines (docs/classroom.md "Statistics"): the trend across exams. Only the class's teachers
 * (40003 otherwise); no student is named or ranked.
 */
export async function examTrend(db: Db, uid: number, classId: number): Promise<ExamTrendPoint[]> {
  await taughtClass(db, uid, classId);
  const exams = await db
    .select()
    .from(classExams)
    .where(eq(classExams.classId, classId))
    .orderBy(asc(classExams.examDate), asc(classExams.id));
  if (exams.length === 0) return [];
  const scores = await db
    .select({ examId: classScores.examId, score: classScores.score })
    .from(classScores)
    .where(
      inArray(
        classScores.examId,
        exams.map((e) => e.id),
      ),
    );
  const byExam = new Map<number, number[]>();
  for (const s of scores) byExam.set(s.examId, [...(byExam.get(s.examId) ?? []), s.score]);
  return exams.map((e) => {
    const stats = computeScoreStats(byExam.get(e.id) ?? [], e);
    return {
      examId: e.id,
      name: e.name,
      examDate: e.examDate,
      fullScore: e.fullScore,
      count: stats.count,
      average: stats.average === null ? null : roundTo(stats.average, 2),
      scoreRate: stats.average === null ? null : roundTo(stats.average / e.fullScore, 4),
      passRate: stats.passRate,
      excellentRate: stats.excellentRate,
    };
  });
}
