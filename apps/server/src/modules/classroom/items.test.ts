import { classroom as p, classroomItems as q } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_FULL_FROM_ITEMS,
  MSG_ITEM_COUNT,
  MSG_ITEMS_HAVE_SCORES,
  MSG_NO_ITEMS,
  MSG_PAPER_NOT_FOUND,
  MSG_USE_ITEM_SCORES,
} from '@aita/core';
import { readSheets } from '@aita/docgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examPaperItems, examPapers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { createExamItemService } from './items.service';

let ctx: TestContext;
let teacher: string;
let teacherId: number;
let stranger: string;
let strangerId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  teacherId = (await insertUser(ctx.database)).id;
  teacher = await tokenFor(ctx.app, teacherId);
  strangerId = (await insertUser(ctx.database)).id;
  stranger = await tokenFor(ctx.app, strangerId);
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

const FN = { id: 'kp-fn', name: '函数' };
const EQ = { id: 'kp-eq', name: '方程' };

/** A paper of `ownerUid`: a 解答题 stored first, then two 单选题 (printed first). */
async function insertPaper(ownerUid: number) {
  const [paper] = await ctx.database.db
    .insert(examPapers)
    .values({ ownerUid, title: '函数单元测试' })
    .returning();
  if (!paper) throw new Error('no paper');
  const item = (type: string, position: number, score: number, kp: (typeof FN)[]) => ({
    paperId: paper.id,
    type,
    position,
    score,
    difficulty: 3,
    stem: '题干',
    options: [],
    answer: [],
    analysis: '',
    knowledgePoints: kp,
  });
  await ctx.database.db
    .insert(examPaperItems)
    .values([
      item('solution', 0, 10, [FN]),
      item('single', 1, 3, [FN]),
      item('single', 0, 3, [EQ]),
    ]);
  return paper.id;
}

async function examOfFour() {
  const { classId } = await ok<{ classId: number }>(p.create.path, { name: '八年级（2）班' });
  await ok(p.rosterImport.path, {
    classId,
    students: [1, 2, 3, 4].map((n) => ({ name: `学生${n}`, number: `0${n}` })),
  });
  const { students } = await ok<{ students: { studentId: number }[] }>(p.detail.path, { classId });
  const exam = await ok<{ examId: number }>(p.saveExam.path, {
    classId,
    name: '单元测试',
    examDate: '2026-11-20',
    fullScore: 100,
    passScore: 60,
    excellentScore: 85,
  });
  return { classId, examId: exam.examId, ids: students.map((s) => s.studentId) };
}

type Items = {
  exam: { fullScore: number; passScore: number; excellentScore: number; scoredCount: number };
  paperId: number | null;
  paperTitle: string | null;
  items: { label: string; maxScore: number; knowledgePoints: (typeof FN)[] }[];
  scores: { studentId: number; score: number; items: (number | null)[] | null }[];
};

describe(createExamItemService, () => {
  it('links a paper, scores per item with computed totals, and exports the item analysis', async () => {
    const { examId, ids } = await examOfFour();
    const paperId = await insertPaper(teacherId);
    const theirs = await insertPaper(strangerId);
    expect(await call(q.saveExamItems.path, { examId, paperId: theirs })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_PAPER_NOT_FOUND,
    });

    const linked = await ok<Items>(q.saveExamItems.path, { examId, paperId });
    expect(linked.paperTitle).toBe('函数单元测试');
    expect(linked.items).toEqual([
      { label: '1', maxScore: 3, knowledgePoints: [EQ] },
      { label: '2', maxScore: 3, knowledgePoints: [FN] },
      { label: '3', maxScore: 10, knowledgePoints: [FN] },
    ]);
    expect(linked.exam).toMatchObject({ fullScore: 16, passScore: 9.6, excellentScore: 13.6 });

    // A cell above its item's full score, or the wrong number of cells, refuses the whole list.
    const above = await call(q.saveItemScores.path, {
      examId,
      scores: [{ studentId: ids[0], items: [3, 3.5, 10] }],
    });
    expect(above).toMatchObject({ code: Code.INVALID_PARAM, msg: '第 2 题的分数应在 0 到 3 之间' });
    const short = await call(q.saveItemScores.path, {
      examId,
      scores: [{ studentId: ids[0], items: [3, 3] }],
    });
    expect(short).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_ITEM_COUNT });
    const total = await call(p.saveScores.path, {
      examId,
      scores: [{ studentId: ids[0], score: 10 }],
    });
    expect(total).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_USE_ITEM_SCORES });

    const rows = [
      [3, 3, 10],
      [3, 0, 6],
      [0, 3, 4],
      [3, 0, null],
    ];
    const scores = ids.map((studentId, i) => ({ studentId, items: rows[i] }));
    expect(await ok(q.saveItemScores.path, { examId, scores })).toEqual({ saved: 4 });
    const saved = await ok<Items>(q.examItems.path, { examId });
    expect(new Map(saved.scores.map((s) => [s.studentId, s.score]))).toEqual(
      new Map(ids.map((id, i) => [id, [16, 9, 7, 3][i]])),
    );
    expect(saved.scores.find((s) => s.studentId === ids[3])?.items).toEqual([3, 0, null]);

    // Items are fixed once scores exist; the full score follows the items.
    expect(await call(q.saveExamItems.path, { examId, items: [] })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ITEMS_HAVE_SCORES,
    });

    const res = await postAs(ctx.app, teacher, p.exportScores.path, { examId });
    expect(res.statusCode).toBe(200);
    const [sheet, , analysis] = await readSheets(new Uint8Array(res.rawPayload));
    expect(sheet?.rows[0]).toEqual([
      '学号',
      '姓名',
      '第1题（3分）',
      '第2题（3分）',
      '第3题（10分）',
      '分数（满分 16）',
    ]);
    expect(sheet?.rows[4]).toEqual(['04', '学生4', '3', '0', '', '3']);
    expect(analysis?.name).toBe('试题分析');
    // Hand-computed: item 1 mean 2.25 (P 0.75), top and bottom both 3 → D 0, 区分度偏低;
    // item 3 mean 5 (P 0.5), D (10 − 0)/10 = 1.
    expect(analysis?.rows[1]).toEqual(['1', '3', '2.25', '75%', '0.75', '0', '方程', '区分度偏低']);
    expect(analysis?.rows[3]).toEqual(['3', '10', '5', '50%', '0.5', '1', '函数']);
    // 函数 lost (3 − 1.5) + (10 − 5) = 6.5 per student, 方程 3 − 2.25 = 0.75.
    const head = analysis?.rows.findIndex((r) => r[0] === '知识点') ?? -1;
    expect(head).toBeGreaterThan(3);
    expect(analysis?.rows.slice(head + 1, head + 3)).toEqual([
      ['函数', '13', '6.5', '2、3'],
      ['方程', '3', '0.75', '1'],
    ]);
  });

  it('takes items by hand, keeps total-only exams as they were, and refuses other teachers', async () => {
    const { classId, examId, ids } = await examOfFour();
    expect(
      await call(q.saveItemScores.path, { examId, scores: [{ studentId: ids[0], items: [1] }] }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_NO_ITEMS });
    const dup = await call(q.saveExamItems.path, {
      examId,
      items: [
        { label: '1', maxScore: 5 },
        { label: '1', maxScore: 5 },
      ],
    });
    expect(dup.code).toBe(Code.INVALID_PARAM);

    const typed = await ok<Items>(q.saveExamItems.path, {
      examId,
      items: [
        { label: '1(1)', maxScore: 4.5 },
        { label: '1(2)', maxScore: 5.5 },
      ],
    });
    expect(typed).toMatchObject({ paperId: null, exam: { fullScore: 10 } });
    expect(typed.items.map((i) => i.knowledgePoints)).toEqual([[], []]);
    const retyped = await call(p.saveExam.path, {
      classId,
      examId,
      name: '单元测试',
      examDate: '2026-11-20',
      fullScore: 100,
      passScore: 6,
      excellentScore: 8.5,
    });
    expect(retyped).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_FULL_FROM_ITEMS });

    // Another teacher reads and writes nothing.
    for (const [url, body] of [
      [q.examItems.path, { examId }],
      [q.saveExamItems.path, { examId, items: [] }],
      [q.saveItemScores.path, { examId, scores: [{ studentId: ids[0], items: [1, 1] }] }],
    ] as const) {
      expect(await call(url, body, stranger)).toMatchObject({
        code: Code.FORBIDDEN,
        msg: MSG_CLASS_FORBIDDEN,
      });
    }
    expect((await ok<Items>(q.examItems.path, { examId })).items).toHaveLength(2);

    // Back to total-only: the full score stays, total entry works again.
    const cleared = await ok<Items>(q.saveExamItems.path, { examId, items: [] });
    expect(cleared).toMatchObject({ items: [], exam: { fullScore: 10 } });
    expect(
      await ok(p.saveScores.path, { examId, scores: [{ studentId: ids[0], score: 9 }] }),
    ).toEqual({ saved: 1 });
  });
});
