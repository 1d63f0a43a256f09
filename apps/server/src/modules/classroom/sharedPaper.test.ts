import { classroom as p, classroomItems as q, examPaper } from '@aita/contract';
import { Code, MSG_PAPER_NOT_FOUND } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examPaperItems, examPapers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';

let ctx: TestContext;
let ownerId: number;
let owner: string;
let colleague: string;
let outsider: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ownerId = (await insertUser(ctx.database, { uname: '王老师' })).id;
  owner = await tokenFor(ctx.app, ownerId);
  colleague = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  for (const token of [owner, colleague]) {
    expect(
      (await postAs(ctx.app, token, '/v1/org/join', { code: DEMO_JOIN_CODE })).json().code,
    ).toBe(200);
  }
});
afterAll(() => ctx?.close());

type Answer<T = unknown> = { code: number; msg: string; data: T };
const call = async <T>(token: string, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json<Answer<T>>();
async function ok<T>(token: string, url: string, body: unknown): Promise<T> {
  const answer = await call<T>(token, url, body);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
}

/** A class of `token` with one exam; answers the exam id. */
async function examOf(token: string) {
  const { classId } = await ok<{ classId: number }>(token, p.create.path, {
    name: '九年级（1）班',
  });
  const { examId } = await ok<{ examId: number }>(token, p.saveExam.path, {
    classId,
    name: '月考',
    examDate: '2026-11-22',
    fullScore: 100,
    passScore: 60,
    excellentScore: 85,
  });
  return examId;
}

type Items = {
  paperId: number | null;
  paperTitle: string | null;
  exam: { fullScore: number };
  items: { label: string; maxScore: number; knowledgePoints: { id: string; name: string }[] }[];
};

describe('linking a paper shared to the school', () => {
  it('a colleague of the school links it; outsiders and unshared papers answer 40004', async () => {
    const [paper] = await ctx.database.db
      .insert(examPapers)
      .values({ ownerUid: ownerId, title: '期中联考卷' })
      .returning();
    if (!paper) throw new Error('no paper');
    const item = (position: number, score: number, type: string) => ({
      paperId: paper.id,
      type,
      position,
      score,
      difficulty: 3,
      stem: '题干',
      options: [],
      answer: [],
      analysis: '',
      knowledgePoints: [{ id: 'kp-fn', name: '函数' }],
    });
    await ctx.database.db
      .insert(examPaperItems)
      .values([item(0, 12, 'solution'), item(0, 4, 'single')]);

    const colleagues = await examOf(colleague);
    const outsiders = await examOf(outsider);
    const link = (token: string, examId: number) =>
      call<Items>(token, q.saveExamItems.path, { examId, paperId: paper.id });

    // Not shared yet: only the owner may link it.
    expect(await link(colleague, colleagues)).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_PAPER_NOT_FOUND,
    });
    await ok(owner, examPaper.share.path, { paperId: paper.id, shared: true });

    const linked = await ok<Items>(colleague, q.saveExamItems.path, {
      examId: colleagues,
      paperId: paper.id,
    });
    expect(linked).toMatchObject({ paperId: paper.id, paperTitle: '期中联考卷' });
    expect(linked.exam.fullScore).toBe(16);
    expect(linked.items).toEqual([
      { label: '1', maxScore: 4, knowledgePoints: [{ id: 'kp-fn', name: '函数' }] },
      { label: '2', maxScore: 12, knowledgePoints: [{ id: 'kp-fn', name: '函数' }] },
    ]);
    // A teacher outside the school cannot, shared or not.
    expect(await link(outsider, outsiders)).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_PAPER_NOT_FOUND,
    });

    // Unshared later: the exam keeps its copy of the items, but cannot link it again.
    await ok(owner, examPaper.share.path, { paperId: paper.id, shared: false });
    expect(
      (await ok<Items>(colleague, q.examItems.path, { examId: colleagues })).items,
    ).toHaveLength(2);
    expect(await link(colleague, colleagues)).toMatchObject({ code: Code.NOT_FOUND });
  });
});
