import { classroom } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_INVITE_INVALID,
  MSG_OWNER_CANNOT_LEAVE,
  MSG_OWNER_ONLY,
} from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Answer = { code: number; msg: string; data: any };
const p = classroom;

let ctx: TestContext;
let owner: string;
let co: string;
let stranger: string;
let ownerId: number;
let coId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const o = await insertUser(ctx.database, { uname: '王老师', phone: '13800001111' });
  const c = await insertUser(ctx.database, { uname: '李老师', phone: '13900002222' });
  ownerId = o.id;
  coId = c.id;
  owner = await tokenFor(ctx.app, o.id);
  co = await tokenFor(ctx.app, c.id);
  stranger = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

const call = async (token: string, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json<Answer>();
const okData = async (token: string, url: string, body: unknown) => {
  const answer = await call(token, url, body);
  expect(answer.code, `${url} ${JSON.stringify(answer)}`).toBe(Code.OK);
  return answer.data;
};

describe('co-teachers', () => {
  it('joins by the owner’s invite code with a co-teacher’s rights, enforced by the server', async () => {
    const { classId } = await okData(owner, p.create.path, { name: '五年级（1）班', grade: 5 });
    const student = await okData(owner, p.saveStudent.path, { classId, name: '周一', number: '1' });

    // Only the owner makes codes; a stranger cannot even see the class.
    expect(await call(stranger, p.invite.path, { classId })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: MSG_CLASS_FORBIDDEN,
    });
    const invite = await okData(owner, p.invite.path, { classId });
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(invite.expiresAt * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await okData(owner, p.teachers.path, { classId })).invite).toEqual(invite);

    // Joining, case and spaces forgiven; twice is harmless.
    const joined = await okData(co, p.join.path, { code: ` ${invite.code.toLowerCase()} ` });
    expect(joined).toMatchObject({ classId, role: 'teacher', studentCount: 1 });
    await okData(co, p.join.path, { code: invite.code });
    const seen = await okData(co, p.teachers.path, { classId });
    expect(seen.list).toEqual([
      { userId: ownerId, name: '王老师', phone: '138****1111', role: 'owner' },
      { userId: coId, name: '李老师', phone: '139****2222', role: 'teacher' },
    ]);
    expect(seen.invite).toBeNull();

    // What a co-teacher may do: add students, exams and scores, notes, comments, seating.
    const added = await okData(co, p.saveStudent.path, { classId, name: '吴二', number: '2' });
    const exam = await okData(co, p.saveExam.path, {
      classId,
      name: '英语单元测',
      examDate: '2026-11-20',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    await okData(co, p.saveScores.path, {
      examId: exam.examId,
      scores: [{ studentId: student.studentId, score: 88 }],
    });
    await okData(co, p.addObservation.path, {
      classId,
      studentId: student.studentId,
      kind: 'strength',
      text: '英语朗读流利',
    });
    await okData(co, p.saveComment.path, {
      classId,
      studentId: student.studentId,
      text: '朗读很棒。',
    });

    // What only the owner may do.
    for (const [url, body] of [
      [p.update.path, { classId, name: '改名' }],
      [p.delete.path, { classId }],
      [p.deleteStudent.path, { classId, studentId: added.studentId }],
      [p.rosterImport.path, { classId, replace: true, students: [{ name: '替换' }] }],
      [p.invite.path, { classId }],
      [p.removeTeacher.path, { classId, userId: ownerId }],
    ] as const) {
      expect(await call(co, url, body), url).toMatchObject({
        code: Code.FORBIDDEN,
        msg: MSG_OWNER_ONLY,
      });
    }
    const detail = await okData(owner, p.detail.path, { classId });
    expect(detail.class.name).toBe('五年级（1）班');
    expect(detail.students.map((s: { name: string }) => s.name)).toEqual(['周一', '吴二']);

    // A new code stops the old one; an unknown or expired code is refused.
    const fresh = await okData(owner, p.invite.path, { classId });
    expect(fresh.code).not.toBe(invite.code);
    expect(await call(stranger, p.join.path, { code: invite.code })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_INVITE_INVALID,
    });
    await ctx.database.db
      .update(classes)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(classes.id, classId));
    expect(await call(stranger, p.join.path, { code: fresh.code })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_INVITE_INVALID,
    });
    expect((await call(stranger, p.join.path, { code: 'abc' })).code).toBe(Code.INVALID_PARAM);

    // The owner cannot leave; a co-teacher leaves, or is removed, and loses access.
    expect(await call(owner, p.removeTeacher.path, { classId, userId: ownerId })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_OWNER_CANNOT_LEAVE,
    });
    await okData(co, p.removeTeacher.path, { classId, userId: coId });
    expect((await call(co, p.detail.path, { classId })).code).toBe(Code.FORBIDDEN);
    const again = await okData(owner, p.invite.path, { classId });
    await okData(co, p.join.path, { code: again.code });
    await okData(owner, p.removeTeacher.path, { classId, userId: coId });
    expect((await call(co, p.detail.path, { classId })).code).toBe(Code.FORBIDDEN);
    expect((await okData(co, p.list.path, {})).list).toEqual([]);
  });
});
