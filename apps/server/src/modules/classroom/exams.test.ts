import { classroom as p } from '@aita/contract';
import { Code, computeScoreStats, MSG_STUDENT_NOT_FOUND, MSG_THRESHOLDS_INVALID } from '@aita/core';
import { readSheets } from '@aita/docgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { createExamService, MSG_SCORES_ABOVE_FULL } from './exams.service';

let ctx: TestContext;
let teacher: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

type Answer<T = unknown> = { code: number; msg: string; data: T };
const call = async <T>(url: string, body: unknown) =>
  (await postAs(ctx.app, teacher, url, body)).json<Answer<T>>();
async function ok<T>(url: string, body: unknown): Promise<T> {
  const answer = await call<T>(url, body);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
}

const SCORES = [95, 82, 76, 58, 60, 88.5, null, 100, 45, 71];

async function classWithStudents(n: number) {
  const { classId } = await ok<{ classId: number }>(p.create.path, { name: '七年级（1）班' });
  await ok(p.rosterImport.path, {
    classId,
    students: Array.from({ length: n }, (_, i) => ({
      name: `学生${i + 1}`,
      number: String(i + 1).padStart(2, '0'),
    })),
  });
  const { students } = await ok<{ students: { studentId: number }[] }>(p.detail.path, { classId });
  return { classId, ids: students.map((s) => s.studentId) };
}

const examBody = (classId: number) => ({
  classId,
  name: '期中考试',
  examDate: '2026-11-10',
  fullScore: 100,
  passScore: 60,
  excellentScore: 85,
});

describe(createExamService, () => {
  it('enters scores, refuses one above the full score, and exports hand-checked statistics', async () => {
    const { classId, ids } = await classWithStudents(SCORES.length);
    const exam = await ok<{ examId: number; scoredCount: number }>(
      p.saveExam.path,
      examBody(classId),
    );
    expect(exam.scoredCount).toBe(0);
    const scores = ids.map((studentId, i) => ({ studentId, score: SCORES[i] ?? null }));
    expect(await ok(p.saveScores.path, { examId: exam.examId, scores })).toEqual({ saved: 10 });

    const above = await call(p.saveScores.path, {
      examId: exam.examId,
      scores: [{ studentId: ids[0], score: 100.5 }],
    });
    expect(above).toMatchObject({ code: Code.INVALID_PARAM, msg: '分数应在 0 到 100 之间' });
    const { classId: otherClass, ids: otherIds } = await classWithStudents(1);
    expect(otherClass).not.toBe(classId);
    const stranger = await call(p.saveScores.path, {
      examId: exam.examId,
      scores: [{ studentId: otherIds[0], score: 50 }],
    });
    expect(stranger).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_STUDENT_NOT_FOUND });

    const detail = await ok<{ exam: { scoredCount: number }; scores: { score: number }[] }>(
      p.examDetail.path,
      { examId: exam.examId },
    );
    expect(detail.exam.scoredCount).toBe(9);
    expect(detail.scores.map((s) => s.score).sort((a, b) => a - b)).toEqual([
      45, 58, 60, 71, 76, 82, 88.5, 95, 100,
    ]);

    const res = await postAs(ctx.app, teacher, p.exportScores.path, { examId: exam.examId });
    expect(res.statusCode).toBe(200);
    const [sheet, stats] = await readSheets(new Uint8Array(res.rawPayload));
    // Roster order, never sorted by score.
    expect(sheet?.rows.slice(1, 4)).toEqual([
      ['01', '学生1', '95'],
      ['02', '学生2', '82'],
      ['03', '学生3', '76'],
    ]);
    expect(sheet?.rows[7]).toEqual(['07', '学生7', '缺考/未录入']);
    const figures = Object.fromEntries((stats?.rows ?? []).map((r) => [r[0], r[1]]));
    expect(figures).toMatchObject({
      参考人数: '9',
      '缺考/未录入': '1',
      平均分: '75.06',
      中位数: '76',
      最高分: '100',
      最低分: '45',
      '及格率（≥60）': '77.8%',
      '优秀率（≥85）': '33.3%',
      '分数段 0–60': '2',
      '分数段 90–100': '2',
    });
    expect(
      computeScoreStats(SCORES, { fullScore: 100, passScore: 60, excellentScore: 85 }).average,
    ).toBeCloseTo(75.0556, 4);

    // Clearing a score and refusing a full score below the scores entered.
    await ok(p.saveScores.path, {
      examId: exam.examId,
      scores: [{ studentId: ids[0], score: null }],
    });
    expect(
      (await ok<{ scores: unknown[] }>(p.examDetail.path, { examId: exam.examId })).scores,
    ).toHaveLength(8);
    const lower = await call(p.saveExam.path, {
      ...examBody(classId),
      examId: exam.examId,
      fullScore: 90,
      excellentScore: 80,
    });
    expect(lower).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_SCORES_ABOVE_FULL });
  });

  it('edits the lines, refuses lines that do not fit, lists and deletes exams', async () => {
    const { classId } = await classWithStudents(2);
    const bad = await call(p.saveExam.path, {
      ...examBody(classId),
      passScore: 90,
      excellentScore: 80,
    });
    expect(bad).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_THRESHOLDS_INVALID });
    const over = await call(p.saveExam.path, { ...examBody(classId), excellentScore: 120 });
    expect(over.msg).toBe(MSG_THRESHOLDS_INVALID);
    const badDate = await call(p.saveExam.path, { ...examBody(classId), examDate: '2026-13-45' });
    expect(badDate.code).toBe(Code.INVALID_PARAM);
    const a = await ok<{ examId: number }>(p.saveExam.path, examBody(classId));
    const b = await ok<{ examId: number }>(p.saveExam.path, {
      ...examBody(classId),
      name: '期末考试',
      examDate: '2027-01-15',
      fullScore: 150,
      passScore: 90,
      excellentScore: 127.5,
    });
    const edited = await ok<{ passScore: number }>(p.saveExam.path, {
      ...examBody(classId),
      examId: a.examId,
      passScore: 50,
    });
    expect(edited.passScore).toBe(50);
    const { list } = await ok<{ list: { examId: number; name: string }[] }>(p.exams.path, {
      classId,
    });
    expect(list.map((e) => e.examId)).toEqual([b.examId, a.examId]);
    // An exam id of another class is not found from this class.
    const { classId: otherClass } = await classWithStudents(1);
    const moved = await call(p.saveExam.path, { ...examBody(otherClass), examId: a.examId });
    expect(moved.code).toBe(Code.NOT_FOUND);
    await ok(p.deleteExam.path, { examId: a.examId });
    expect((await call(p.examDetail.path, { examId: a.examId })).code).toBe(Code.NOT_FOUND);
  });
});
