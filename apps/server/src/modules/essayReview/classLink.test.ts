/**
 * A task linked to a class of class management (its students, the scores on 发布), the teacher's
 * grade bands, and a student's resubmission (docs/essayReview.md "Class", "Grade bands",
 * "Resubmission"). No model: the essays get the 基础检查 and the teacher scores them.
 */
import { essayReview } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_ESSAY_BANDS,
  MSG_ESSAY_RESUBMIT_SAME,
  MSG_ESSAY_STUDENT_NOT_IN_CLASS,
  MSG_ESSAY_TASK_RUNNING,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCentralDirectory, readEntry } from '../../platform/intake/zip';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { call, JUNIOR_CLEAN, PRIMARY_WITH_SLIPS, waitForTask } from './__fixtures__/essays';

let ctx: TestContext;
let teacher: string;
let other: string;
let classId: number;
const students: { studentId: number; name: string }[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ env: { JOBS_POLL_MS: '50' } });
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  const made = await call(ctx.app, teacher, '/v1/class/create', { name: '初二（3）班', grade: 8 });
  classId = (made.data as { classId: number }).classId;
  for (const [i, name] of ['王小明', '李华', '张雨'].entries()) {
    const saved = await call(ctx.app, teacher, '/v1/class/student/save', {
      classId,
      name,
      number: String(i + 1),
    });
    students.push(saved.data as { studentId: number; name: string });
  }
});
afterAll(() => ctx?.close());

const P = essayReview;
const task = { title: '一次难忘的秋游', grade: 8, genre: '记叙文', fullScore: 50 };
type Essay = {
  essayId: number;
  studentId: number | null;
  studentName: string;
  text: string;
  score: number | null;
  band: string | null;
  comments: { start: number; end: number; kind: string; text: string }[];
  versions: { text: string; comments: { kind: string; text: string }[]; replacedAt: string }[];
};
type Result = {
  classId: number | null;
  className: string | null;
  examId: number | null;
  published: boolean;
  rubric: { name: string; bands: { name: string; min: number; max: number }[] };
  essays: Essay[];
};

async function result(taskId: string) {
  const answer = await call(ctx.app, teacher, P.result.path, { taskId });
  expect(answer.code).toBe(200);
  return answer.data as Result;
}

describe('a task linked to a class', () => {
  let taskId: string;
  it('takes the class’s students (names from the roster) and refuses students of no class', async () => {
    const [a, b, c] = students;
    const answer = await call(ctx.app, teacher, P.submit.path, {
      ...task,
      classId,
      rubricBands: [
        { name: '一类文', min: 45 },
        { name: '二类文', min: 38 },
        { name: '三类文', min: 30 },
        { name: '四类文', min: 0 },
      ],
      essays: [
        { studentId: a?.studentId, text: JUNIOR_CLEAN },
        { studentId: b?.studentId, text: PRIMARY_WITH_SLIPS },
        { studentId: c?.studentId, text: JUNIOR_CLEAN.slice(0, 200) },
      ],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    taskId = (answer.data as { taskId: string }).taskId;
    await waitForTask(ctx.app, teacher, taskId);
    const r = await result(taskId);
    expect(r).toMatchObject({ classId, className: '初二（3）班', examId: null });
    expect(r.essays.map((e) => [e.studentName, e.studentId])).toEqual(
      students.map((s) => [s.name, s.studentId]),
    );
    // The teacher's bands, with the ranges they imply.
    expect(r.rubric.name).toMatch(/（老师调整）$/);
    expect(r.rubric.bands.map((x) => [x.name, x.min, x.max])).toEqual([
      ['一类文', 45, 50],
      ['二类文', 38, 44],
      ['三类文', 30, 37],
      ['四类文', 0, 29],
    ]);

    // Another teacher cannot link my class; a student of another class is refused.
    expect(
      await call(ctx.app, other, P.submit.path, {
        ...task,
        classId,
        essays: [{ text: JUNIOR_CLEAN }],
      }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: MSG_CLASS_FORBIDDEN });
    expect(
      await call(ctx.app, teacher, P.submit.path, {
        ...task,
        essays: [{ studentId: a?.studentId, text: JUNIOR_CLEAN }],
      }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_ESSAY_STUDENT_NOT_IN_CLASS });
  });

  it('applies the teacher’s bands to each score, in /result and in Word', async () => {
    const r = await result(taskId);
    const scores = [46, 39.5, 12];
    for (const [i, essay] of r.essays.entries()) {
      const answer = await call(ctx.app, teacher, P.updateEssay.path, {
        taskId,
        essayId: essay.essayId,
        score: scores[i],
      });
      expect(answer.code).toBe(200);
    }
    const after = await result(taskId);
    expect(after.essays.map((e) => [e.score, e.band])).toEqual([
      [46, '一类文'],
      [39.5, '二类文'],
      [12, '四类文'],
    ]);
    const word = await ctx.app.inject({
      method: 'POST',
      url: P.exportWord.path,
      headers: { 'content-type': 'application/json', 'x-token': teacher },
      payload: JSON.stringify({ taskId }),
    });
    expect(word.statusCode).toBe(200);
    const zip = word.rawPayload;
    const entry = readCentralDirectory(zip).find((e) => e.name === 'word/document.xml');
    const xml = entry ? readEntry(zip, entry).toString('utf8') : '';
    expect(xml).toContain('一类文');
    expect(xml).toContain('四类文');
  });

  it('发布 writes the scores to the class’s exam 作文：题目 for each student', async () => {
    const published = await call(ctx.app, teacher, P.publish.path, { taskId });
    expect(published.code).toBe(200);
    const { examId, scored } = published.data as { examId: number; scored: number };
    expect(scored).toBe(3);
    const list = await call(ctx.app, teacher, '/v1/class/exam/list', { classId });
    expect((list.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        examId,
        name: '作文：一次难忘的秋游',
        fullScore: 50,
        scoredCount: 3,
      }),
    ]);
    const detail = await call(ctx.app, teacher, '/v1/class/exam/detail', { examId });
    const byStudent = new Map(
      (detail.data as { scores: { studentId: number; score: number }[] }).scores.map((s) => [
        s.studentId,
        s.score,
      ]),
    );
    expect(students.map((s) => byStudent.get(s.studentId))).toEqual([46, 39.5, 12]);
    expect((await result(taskId)).examId).toBe(examId);
  });

  it('keeps the earlier version on resubmission, marks the new one, and 发布 updates the score', async () => {
    const before = await result(taskId);
    const essay = before.essays[1] as Essay;
    expect(
      await call(ctx.app, teacher, P.resubmit.path, {
        taskId,
        essayId: essay.essayId,
        text: essay.text,
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_ESSAY_RESUBMIT_SAME });
    const revised = essay.text.replace(
      '然后送我去上学，然后再去医院上班',
      '送我去上学后再去医院上班',
    );
    expect(revised).not.toBe(essay.text);
    const answer = await call(ctx.app, teacher, P.resubmit.path, {
      taskId,
      essayId: essay.essayId,
      text: revised,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toMatchObject({ text: revised, score: null });
    // Not again while it is marked.
    const again = await call(ctx.app, teacher, P.resubmit.path, {
      taskId,
      essayId: essay.essayId,
      text: `${revised}。`,
    });
    if (again.code !== 200)
      expect(again).toMatchObject({ code: Code.CONFLICT, msg: MSG_ESSAY_TASK_RUNNING });
    await waitForTask(ctx.app, teacher, taskId);
    const after = await result(taskId);
    expect(after.published).toBe(false);
    const now = after.essays[1] as Essay;
    expect(now.versions[0]).toMatchObject({ text: essay.text });
    expect(now.versions[0]?.comments.length).toBe(essay.comments.length);
    expect(now.comments.length).toBeGreaterThan(0);
    // The other essays keep their marking.
    expect(after.essays[0]?.score).toBe(46);
    await call(ctx.app, teacher, P.updateEssay.path, { taskId, essayId: now.essayId, score: 44 });
    const published = await call(ctx.app, teacher, P.publish.path, { taskId });
    const { examId } = published.data as { examId: number };
    expect(examId).toBe(before.examId);
    const detail = await call(ctx.app, teacher, '/v1/class/exam/detail', { examId });
    const scores = (detail.data as { scores: { studentId: number; score: number }[] }).scores;
    expect(scores.find((s) => s.studentId === now.studentId)?.score).toBe(44);
    // Another teacher's call is "not found".
    expect(
      (await call(ctx.app, other, P.resubmit.path, { taskId, essayId: now.essayId, text: 'x' }))
        .code,
    ).toBe(Code.NOT_FOUND);
  });

  it('refuses bands that leave a gap with a clear message', async () => {
    expect(
      await call(ctx.app, teacher, P.submit.path, {
        ...task,
        rubricBands: [
          { name: '一类文', min: 45 },
          { name: '二类文', min: 30 },
        ],
        essays: [{ text: JUNIOR_CLEAN }],
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_ESSAY_BANDS });
  });
});
