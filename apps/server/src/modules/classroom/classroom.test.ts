import { classroom } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_CLASS_NOT_FOUND,
  MSG_SEATING_INVALID,
  MSG_STUDENT_NOT_FOUND,
} from '@aita/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classExams, classScores, classStudents, classTeachers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { classroomRoutes } from './routes';

let ctx: TestContext;
let teacher: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Answer = { code: number; msg: string; data: any };
/** POSTs as `token` (the teacher by default; null sends none). */
const call = async (url: string, body?: unknown, token: string | null = teacher) =>
  (await postAs(ctx.app, token ?? undefined, url, body)).json<Answer>();
const okData = async (url: string, body?: unknown, token: string | null = teacher) => {
  const answer = await call(url, body, token);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
};
const p = classroom;

async function newClass(name = '初一（3）班', token = teacher) {
  return (await okData(p.create.path, { name, grade: 7, subject: 2 }, token)) as {
    classId: number;
  };
}

describe(classroomRoutes, () => {
  it('creates, lists, renames and deletes a class; the home card counts it', async () => {
    const created = await newClass();
    expect(created).toMatchObject({
      name: '初一（3）班',
      grade: 7,
      subject: 2,
      studentCount: 0,
      role: 'owner',
    });
    await okData(p.saveStudent.path, { classId: created.classId, name: '张三', number: '01' });
    await okData(p.saveStudent.path, { classId: created.classId, name: '李四', number: '02' });
    const { list } = await okData(p.list.path, {});
    expect(list.map((c: { classId: number }) => c.classId)).toContain(created.classId);
    const renamed = await okData(p.update.path, {
      classId: created.classId,
      name: '初一（4）班',
      grade: 7,
    });
    expect(renamed).toMatchObject({ name: '初一（4）班', subject: 0, studentCount: 2 });

    const cards = await okData('/v1/home/cards', {});
    expect(cards.cardInfo.classInfo.classTotal).toBeGreaterThanOrEqual(1);
    const before = cards.cardInfo.classInfo;
    // Another teacher and a visitor see only their own counts.
    expect((await okData('/v1/home/cards', {}, other)).cardInfo.classInfo).toEqual({
      classTotal: 0,
      personTotal: 0,
    });
    expect((await okData('/v1/home/cards', {}, null)).cardInfo.classInfo).toEqual({
      classTotal: 0,
      personTotal: 0,
    });

    await okData(p.delete.path, { classId: created.classId });
    const after = (await okData('/v1/home/cards', {})).cardInfo.classInfo;
    expect(after).toEqual({
      classTotal: before.classTotal - 1,
      personTotal: before.personTotal - 2,
    });
    const { db } = ctx.database;
    const [left] = await db
      .select({ n: count() })
      .from(classStudents)
      .where(eq(classStudents.classId, created.classId));
    expect(left?.n).toBe(0);
    expect((await call(p.detail.path, { classId: created.classId })).code).toBe(Code.NOT_FOUND);
  });

  it('keeps students in 学号 order and refuses a duplicate 学号 with 40009', async () => {
    const { classId } = await newClass('学号班');
    for (const [name, number] of [
      ['十号', '10'],
      ['二号', '2'],
      ['无号', ''],
      ['一号', '1'],
    ]) {
      await okData(p.saveStudent.path, { classId, name, number, gender: 'f' });
    }
    const detail = await okData(p.detail.path, { classId });
    expect(detail.students.map((s: { name: string }) => s.name)).toEqual([
      '一号',
      '二号',
      '十号',
      '无号',
    ]);
    const dup = await call(p.saveStudent.path, { classId, name: '重号', number: '2' });
    expect(dup.code).toBe(Code.CONFLICT);
    expect(dup.msg).toContain('重复学号');
    const one = detail.students[0];
    const edited = await okData(p.saveStudent.path, {
      classId,
      studentId: one.studentId,
      name: '一号',
      number: '1',
      gender: null,
      notes: '近视，坐前排',
    });
    expect(edited).toEqual({ ...one, gender: null, notes: '近视，坐前排' });
    await okData(p.deleteStudent.path, { classId, studentId: one.studentId });
    const again = await call(p.deleteStudent.path, { classId, studentId: one.studentId });
    expect(again).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_STUDENT_NOT_FOUND });
  });

  it("refuses every call on another teacher's class with 40003 and changes nothing", async () => {
    const { classId } = await newClass('私密班');
    const student = await okData(p.saveStudent.path, { classId, name: '王五', number: '7' });
    const exam = await okData(p.saveExam.path, {
      classId,
      name: '期中',
      examDate: '2026-11-01',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    const { studentId } = student;
    const { examId } = exam;
    const attempts: [string, unknown][] = [
      [p.detail.path, { classId }],
      [p.update.path, { classId, name: '改名' }],
      [p.delete.path, { classId }],
      [p.saveStudent.path, { classId, name: '混入' }],
      [p.saveStudent.path, { classId, studentId, name: '改名' }],
      [p.deleteStudent.path, { classId, studentId }],
      [p.rosterImport.path, { classId, students: [{ name: '混入' }] }],
      [p.rosterExport.path, { classId }],
      [p.saveSeating.path, { classId, rows: 1, columns: 2, aisles: [], seats: [studentId, null] }],
      [p.exams.path, { classId }],
      [
        p.saveExam.path,
        {
          classId,
          name: 'x',
          examDate: '2026-11-02',
          fullScore: 100,
          passScore: 60,
          excellentScore: 85,
        },
      ],
      [p.deleteExam.path, { examId }],
      [p.examDetail.path, { examId }],
      [p.saveScores.path, { examId, scores: [{ studentId, score: 99 }] }],
      [p.exportScores.path, { examId }],
      [p.observations.path, { classId }],
      [p.addObservation.path, { classId, studentId, kind: 'strength', text: '混入' }],
      [p.deleteObservation.path, { classId, observationId: 1 }],
    ];
    for (const [url, body] of attempts) {
      const answer = await call(url, body, other);
      expect(answer, url).toEqual({ code: Code.FORBIDDEN, msg: MSG_CLASS_FORBIDDEN, data: null });
    }
    const detail = await okData(p.detail.path, { classId });
    expect(detail.class.name).toBe('私密班');
    expect(detail.students).toEqual([student]);
    expect((await okData(p.examDetail.path, { examId })).scores).toEqual([]);
    expect((await okData(p.list.path, {}, other)).list).toEqual([]);
    // No login: 20100 before anything is read.
    expect((await call(p.detail.path, { classId }, null)).code).toBe(Code.NOT_LOGGED_IN);
    expect(await call(p.detail.path, { classId: 999999 })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_CLASS_NOT_FOUND,
    });
  });

  it('refuses hostile input with a Chinese 40001 and never a 500', async () => {
    const { classId } = await newClass('校验班');
    const cases: [string, unknown, string][] = [
      [p.create.path, { name: '' }, '参数错误：name 不能为空'],
      [p.create.path, { name: 'a\u0000b' }, '参数错误：name 包含不允许的字符'],
      [p.create.path, { name: ['x'] }, '参数错误：name'],
      [p.saveStudent.path, { classId, name: '甲', number: '1'.repeat(31) }, '参数错误：number'],
      [p.saveStudent.path, { classId: -1, name: '甲' }, '参数错误：classId 应为正整数'],
      [p.saveStudent.path, { classId, name: '甲', notes: '长'.repeat(201) }, '参数错误：notes'],
      [
        p.saveSeating.path,
        { classId, rows: 0, columns: 2, aisles: [], seats: [] },
        '参数错误：rows',
      ],
      [
        p.saveSeating.path,
        { classId, rows: 1, columns: 2, aisles: [], seats: [1] },
        MSG_SEATING_INVALID,
      ],
      [p.rosterImport.path, { classId, students: [] }, '参数错误：students'],
      [p.rosterRead.path, { classId, fileId: 'x' }, '参数错误：fileId 无效'],
    ];
    for (const [url, body, msg] of cases) {
      const res = await postAs(ctx.app, teacher, url, body);
      expect(res.statusCode).toBe(200);
      const answer = res.json<Answer>();
      expect(answer.code, `${url} ${JSON.stringify(body)}`).toBe(Code.INVALID_PARAM);
      expect(answer.msg.startsWith(msg), answer.msg).toBe(true);
    }
    expect((await okData(p.detail.path, { classId })).students).toEqual([]);
  });

  it('saves a seating chart of its own students only, each once', async () => {
    const { classId } = await newClass('座位班');
    const a = await okData(p.saveStudent.path, { classId, name: '甲', number: '1' });
    const b = await okData(p.saveStudent.path, { classId, name: '乙', number: '2' });
    const { classId: otherClass } = await newClass('别班');
    const c = await okData(p.saveStudent.path, { classId: otherClass, name: '丙', number: '1' });
    const layout = {
      rows: 2,
      columns: 2,
      aisles: [0, 0],
      seats: [b.studentId, null, null, a.studentId],
    };
    const saved = await okData(p.saveSeating.path, { classId, ...layout });
    const stored = { ...layout, aisles: [0], apart: [], front: [], frontRows: 2 };
    expect(saved).toEqual(stored);
    expect((await okData(p.detail.path, { classId })).seating).toEqual(stored);
    // The arranging rules are kept with the chart, naming students of this class only.
    const rules = { apart: [[a.studentId, b.studentId]], front: [b.studentId], frontRows: 1 };
    expect(await okData(p.saveSeating.path, { classId, ...layout, ...rules })).toEqual({
      ...stored,
      ...rules,
    });
    expect((await okData(p.detail.path, { classId })).seating).toMatchObject(rules);
    for (const bad of [
      { apart: [[a.studentId, c.studentId]] },
      { apart: [[a.studentId, a.studentId]] },
      { front: [c.studentId] },
    ]) {
      const answer = await call(p.saveSeating.path, { classId, ...layout, ...bad });
      expect(answer, JSON.stringify(bad)).toMatchObject({
        code: Code.INVALID_PARAM,
        msg: MSG_SEATING_INVALID,
      });
    }
    for (const seats of [
      [a.studentId, a.studentId, b.studentId, null],
      [a.studentId, b.studentId, c.studentId, null],
    ]) {
      const answer = await call(p.saveSeating.path, { classId, ...layout, seats });
      expect(answer).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_SEATING_INVALID });
    }
    const tooFew = await call(p.saveSeating.path, {
      classId,
      rows: 1,
      columns: 1,
      aisles: [],
      seats: [a.studentId],
    });
    expect(tooFew.msg).toBe('座位数少于学生人数，请增加行数或列数');
  });

  it('keeps observations per student for the comment skeleton, deleted with the student', async () => {
    const { classId } = await newClass('评语班');
    const a = await okData(p.saveStudent.path, { classId, name: '欧阳晓明', number: '1' });
    const { classId: elsewhere } = await newClass('别的班');
    const b = await okData(p.saveStudent.path, { classId: elsewhere, name: '乙', number: '1' });
    const note = await okData(p.addObservation.path, {
      classId,
      studentId: a.studentId,
      kind: 'strength',
      text: '  上课积极发言 ',
    });
    expect(note).toMatchObject({ studentId: a.studentId, kind: 'strength', text: '上课积极发言' });
    await okData(p.addObservation.path, {
      classId,
      studentId: a.studentId,
      kind: 'improve',
      text: '作业书写要更工整',
    });
    const foreign = await call(p.addObservation.path, {
      classId,
      studentId: b.studentId,
      kind: 'other',
      text: '别班学生',
    });
    expect(foreign).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_STUDENT_NOT_FOUND });
    const bad = await call(p.addObservation.path, {
      classId,
      studentId: a.studentId,
      kind: 'rank',
      text: 'x',
    });
    expect(bad).toMatchObject({ code: Code.INVALID_PARAM, msg: '参数错误：kind 取值无效' });
    const { list } = await okData(p.observations.path, { classId });
    expect(list.map((o: { kind: string }) => o.kind)).toEqual(['strength', 'improve']);
    await okData(p.deleteObservation.path, { classId, observationId: note.observationId });
    const gone = await call(p.deleteObservation.path, {
      classId,
      observationId: note.observationId,
    });
    expect(gone.code).toBe(Code.NOT_FOUND);
    await okData(p.deleteStudent.path, { classId, studentId: a.studentId });
    expect((await okData(p.observations.path, { classId })).list).toEqual([]);
  });

  it('deletes exams and scores with the class, and a co-teacher row gives access', async () => {
    const { classId } = await newClass('共享班');
    const s = await okData(p.saveStudent.path, { classId, name: '甲', number: '1' });
    const exam = await okData(p.saveExam.path, {
      classId,
      name: '月考',
      examDate: '2026-10-08',
      fullScore: 120,
      passScore: 72,
      excellentScore: 102,
    });
    await okData(p.saveScores.path, {
      examId: exam.examId,
      scores: [{ studentId: s.studentId, score: 100 }],
    });
    const { db } = ctx.database;
    const otherId = (await okData('/v1/user/info', {}, other)).uid;
    await db.insert(classTeachers).values({ classId, userId: Number(otherId), role: 'teacher' });
    expect((await okData(p.detail.path, { classId }, other)).class.role).toBe('teacher');
    await okData(p.delete.path, { classId });
    const [exams] = await db
      .select({ n: count() })
      .from(classExams)
      .where(eq(classExams.classId, classId));
    const [scores] = await db
      .select({ n: count() })
      .from(classScores)
      .where(eq(classScores.examId, exam.examId));
    expect([exams?.n, scores?.n]).toEqual([0, 0]);
  });
});
