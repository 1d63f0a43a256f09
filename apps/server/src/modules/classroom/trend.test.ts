import { classroom as p, classroomItems } from '@aita/contract';
import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { examTrend } from './trend';

let ctx: TestContext;
let teacher: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

type Answer<T = unknown> = { code: number; msg: string; data: T };
const call = async <T>(url: string, body: unknown, token = teacher) =>
  (await postAs(ctx.app, token, url, body)).json<Answer<T>>();
async function ok<T>(url: string, body: unknown): Promise<T> {
  const answer = await call<T>(url, body);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
}

describe(examTrend, () => {
  it('lists the exams oldest first with figures worked out by hand; others get 40003', async () => {
    const { classId } = await ok<{ classId: number }>(p.create.path, { name: '八年级（2）班' });
    const path = classroomItems.examTrend.path;
    expect(await ok(path, { classId })).toEqual({ list: [] });
    await ok(p.rosterImport.path, {
      classId,
      students: ['甲', '乙', '丙', '丁'].map((name, i) => ({ name, number: String(i + 1) })),
    });
    const { students } = await ok<{ students: { studentId: number }[] }>(p.detail.path, {
      classId,
    });
    const exam = async (
      name: string,
      examDate: string,
      full: number,
      scores: (number | null)[],
    ) => {
      const { examId } = await ok<{ examId: number }>(p.saveExam.path, {
        classId,
        name,
        examDate,
        fullScore: full,
        passScore: full * 0.6,
        excellentScore: full * 0.85,
      });
      await ok(p.saveScores.path, {
        examId,
        scores: students.map((s, i) => ({ studentId: s.studentId, score: scores[i] ?? null })),
      });
      return examId;
    };
    // Entered out of date order; the later exam is out of 150.
    const final = await exam('期末', '2026-12-20', 150, [135, 90, 60, null]);
    const midterm = await exam('期中', '2026-11-10', 100, [90, 70, 50, 40]);
    await exam('未考', '2026-12-30', 100, [null, null, null, null]);

    const { list } = await ok<{ list: unknown[] }>(path, { classId });
    expect(list).toEqual([
      // (90+70+50+40)/4 = 62.5; ≥60: 90, 70 → 2/4; ≥85: 90 → 1/4.
      {
        examId: midterm,
        name: '期中',
        examDate: '2026-11-10',
        fullScore: 100,
        count: 4,
        average: 62.5,
        scoreRate: 0.625,
        passRate: 0.5,
        excellentRate: 0.25,
      },
      // (135+90+60)/3 = 95 of 150 → 0.6333; ≥90: 135, 90 → 2/3; ≥127.5: 135 → 1/3; 丁 absent.
      {
        examId: final,
        name: '期末',
        examDate: '2026-12-20',
        fullScore: 150,
        count: 3,
        average: 95,
        scoreRate: 0.6333,
        passRate: 2 / 3,
        excellentRate: 1 / 3,
      },
      expect.objectContaining({ name: '未考', count: 0, average: null, scoreRate: null }),
    ]);

    expect(await call(path, { classId }, other)).toMatchObject({ code: Code.FORBIDDEN });
    expect(await call(path, { classId: 999999 })).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(path, {})).toMatchObject({ code: Code.INVALID_PARAM });
  });
});
