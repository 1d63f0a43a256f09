import { classroom as p, classroomItems as q } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_ITEM_COUNT,
  MSG_NO_ITEMS,
  MSG_POINT_NOT_FOUND,
} from '@aita/core';
import { readSheets } from '@aita/docgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgePoints } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

let ctx: TestContext;
let teacher: string;
let stranger: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  stranger = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  await ctx.database.db.insert(knowledgePoints).values([
    { id: 'cls-test.eq', period: 2, subject: 2, parentId: null, name: '方程与不等式' },
    {
      id: 'cls-test.eq.app',
      period: 2,
      subject: 2,
      parentId: 'cls-test.eq',
      name: '一元一次方程的应用',
    },
    { id: 'cls-test.fn', period: 2, subject: 2, parentId: null, name: '一次函数' },
  ]);
});
afterAll(() => ctx?.close());

type Answer<T = unknown> = { code: number; msg: string; data: T };
const call = async <T>(url: string, body: unknown, token = teacher) =>
  (await postAs(ctx.app, token, url, body)).json<Answer<T>>();
async function ok<T>(url: string, body: unknown, token = teacher): Promise<T> {
  const answer = await call<T>(url, body, token);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
}
type Items = { items: { label: string; knowledgePoints: { id: string; name: string }[] }[] };

describe('knowledge points of items typed by hand', () => {
  it('tags items, keeps the tags with scores entered, and feeds the item analysis', async () => {
    const { classId } = await ok<{ classId: number }>(p.create.path, { name: '七年级（3）班' });
    await ok(p.rosterImport.path, {
      classId,
      students: [1, 2].map((n) => ({ name: `学生${n}`, number: `0${n}` })),
    });
    const { students } = await ok<{ students: { studentId: number }[] }>(p.detail.path, {
      classId,
    });
    const { examId } = await ok<{ examId: number }>(p.saveExam.path, {
      classId,
      name: '方程小测',
      examDate: '2026-11-21',
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    const tag = (items: unknown, token = teacher) =>
      call<Items>(q.saveItemPoints.path, { examId, items }, token);
    expect(await tag([{ knowledgePointIds: ['cls-test.fn'] }])).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_NO_ITEMS,
    });

    await ok(q.saveExamItems.path, {
      examId,
      items: [
        { label: '1', maxScore: 4 },
        { label: '2', maxScore: 6 },
      ],
    });
    expect(await tag([{ knowledgePointIds: ['cls-test.fn'] }])).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ITEM_COUNT,
    });
    expect(
      await tag([{ knowledgePointIds: ['cls-test.fn'] }, { knowledgePointIds: ['no-such'] }]),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_POINT_NOT_FOUND });
    const six = await tag([
      { knowledgePointIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { knowledgePointIds: [] },
    ]);
    expect(six.code).toBe(Code.INVALID_PARAM);
    expect(six.msg).toContain('knowledgePointIds 不能大于 5');

    // Scores first: tagging afterwards is allowed and changes no score.
    await ok(q.saveItemScores.path, {
      examId,
      scores: [
        { studentId: students[0]?.studentId, items: [4, 2] },
        { studentId: students[1]?.studentId, items: [2, 1] },
      ],
    });
    const tagged = await ok<Items>(q.saveItemPoints.path, {
      examId,
      items: [
        { knowledgePointIds: ['cls-test.fn'] },
        { knowledgePointIds: ['cls-test.eq.app', 'cls-test.fn', 'cls-test.eq.app'] },
      ],
    });
    expect(tagged.items).toEqual([
      { label: '1', maxScore: 4, knowledgePoints: [{ id: 'cls-test.fn', name: '一次函数' }] },
      {
        label: '2',
        maxScore: 6,
        knowledgePoints: [
          { id: 'cls-test.eq.app', name: '一元一次方程的应用' },
          { id: 'cls-test.fn', name: '一次函数' },
        ],
      },
    ]);

    // Another teacher can neither tag nor see; nothing changed.
    expect(
      await tag([{ knowledgePointIds: [] }, { knowledgePointIds: [] }], stranger),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: MSG_CLASS_FORBIDDEN });
    const again = await ok<Items & { scores: { score: number }[] }>(q.examItems.path, { examId });
    expect(again.items[1]?.knowledgePoints).toHaveLength(2);
    expect(again.scores.map((s) => s.score).sort()).toEqual([3, 6]);

    // Hand-computed losses per student: item 1 mean 3 → 1 lost; item 2 mean 1.5 → 4.5 lost.
    // 一次函数 (both items) 1 + 4.5 = 5.5; 一元一次方程的应用 (item 2) 4.5.
    const res = await postAs(ctx.app, teacher, p.exportScores.path, { examId });
    const [, , analysis] = await readSheets(new Uint8Array(res.rawPayload));
    const head = analysis?.rows.findIndex((r) => r[0] === '知识点') ?? -1;
    expect(head).toBeGreaterThan(0);
    expect(analysis?.rows.slice(head + 1, head + 3)).toEqual([
      ['一次函数', '10', '5.5', '1、2'],
      ['一元一次方程的应用', '6', '4.5', '2'],
    ]);

    // Tags can be removed again.
    const cleared = await ok<Items>(q.saveItemPoints.path, {
      examId,
      items: [{ knowledgePointIds: [] }, { knowledgePointIds: [] }],
    });
    expect(cleared.items.map((i) => i.knowledgePoints)).toEqual([[], []]);
  });
});
