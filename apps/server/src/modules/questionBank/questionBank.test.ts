import { questionBank } from '@aita/contract';
import { Code, MSG_BANK_NEEDS_ORG, MSG_QUESTION_NOT_FOUND } from '@aita/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { searchEntries } from '../../platform/search';
import { seedQuestionBank, SEED_QUESTIONS } from '.';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';
import { questionBankRoutes } from './routes';

let ctx: TestContext;
let member: string;
let outsider: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  const joined = (await postAs(ctx.app, member, '/v1/org/join', { code: DEMO_JOIN_CODE })).json();
  expect(joined.code).toBe(200);
});
afterAll(() => ctx?.close());

const INFOS = questionBank.questions.path;
/** POSTs as the member; `null` sends no token. */
const call = async (url: string, body?: unknown, token: string | null = member) =>
  (await postAs(ctx.app, token ?? undefined, url, body)).json();
const list = async (body: Record<string, unknown>) => {
  const answer = await call(INFOS, { pageSize: 50, ...body });
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data as {
    list: {
      questionId: number;
      type: string;
      difficulty: number;
      stem: string;
      knowledgePoints: { id: string }[];
    }[];
    total: number;
  };
};
const juniorMath = SEED_QUESTIONS.filter((q) => q.period === 2);

describe(questionBankRoutes, () => {
  it('lists the platform bank for a school member, filtered by 学段 and 学科', async () => {
    const all = await list({});
    expect(all.total).toBe(SEED_QUESTIONS.length);
    const junior = await list({ period: 2, subject: 2 });
    expect(junior.total).toBe(juniorMath.length);
    expect(junior.list[0]).toMatchObject({ stem: expect.any(String), options: expect.any(Array) });
    expect((await list({ period: 2, subject: 1 })).total).toBe(0);
  });

  it('browses a knowledge point with its descendants', async () => {
    const unit = await list({ knowledgePointId: 'jm.num.eq' });
    const expected = juniorMath.filter((q) =>
      q.knowledgePointIds.some((id) => id.startsWith('jm.num.eq.')),
    );
    expect(unit.total).toBe(expected.length);
    expect(
      unit.list.every((q) => q.knowledgePoints.some((p) => p.id.startsWith('jm.num.eq.'))),
    ).toBe(true);
    const leaf = await list({ knowledgePointId: 'jm.num.eq.quad' });
    expect(leaf.total).toBe(3);
    expect((await list({ knowledgePointId: 'no.such.point' })).total).toBe(0);
  });

  it('filters by type and difficulty', async () => {
    const judges = await list({ type: 'judge' });
    expect(judges.total).toBe(SEED_QUESTIONS.filter((q) => q.type === 'judge').length);
    expect(judges.list.every((q) => q.type === 'judge')).toBe(true);
    const hard = await list({ difficulty: 5, period: 2 });
    expect(hard.list.map((q) => q.difficulty)).toEqual(
      juniorMath.filter((q) => q.difficulty === 5).map(() => 5),
    );
    const both = await list({ type: 'single', difficulty: 2, knowledgePointId: 'pm.num' });
    const expected = SEED_QUESTIONS.filter(
      (q) =>
        q.type === 'single' &&
        q.difficulty === 2 &&
        q.period === 1 &&
        q.knowledgePointIds.some((id) => id.startsWith('pm.num.')),
    );
    expect(both.total).toBe(expected.length);
  });

  it('pages without overlap and with a stable total', async () => {
    const first = await list({ page: 1, pageSize: 10 });
    const second = await list({ page: 2, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.list, ...second.list].map((q) => q.questionId));
    expect(ids.size).toBe(20);
    const last = Math.ceil(first.total / 10);
    expect((await list({ page: last, pageSize: 10 })).list).toHaveLength(
      first.total - (last - 1) * 10,
    );
    expect((await list({ page: last + 1, pageSize: 10 })).list).toEqual([]);
  });

  it('searches by keyword through the search index, combined with the filters', async () => {
    const pyth = await list({ keyword: '勾股定理' });
    expect(pyth.total).toBeGreaterThanOrEqual(2);
    expect(pyth.list.some((q) => q.stem.includes('梯子'))).toBe(true);
    const pythSolutions = await list({ keyword: '勾股定理', type: 'solution' });
    expect(pythSolutions.list.map((q) => q.type)).toEqual(pythSolutions.list.map(() => 'solution'));
    expect(pythSolutions.total).toBeLessThan(pyth.total);
    expect((await list({ keyword: '梯子', period: 1 })).total).toBe(0);
    expect((await list({ keyword: '量子纠缠超导体' })).total).toBe(0);
    const [entries] = await ctx.database.db
      .select({ n: count() })
      .from(searchEntries)
      .where(eq(searchEntries.kind, 'question'));
    expect(entries?.n).toBe(SEED_QUESTIONS.length);
  });

  it('answers one question with the paths of its knowledge points', async () => {
    const [q] = (await list({ knowledgePointId: 'jm.geo.tri.pyth', type: 'fill' })).list;
    expect(q).toBeDefined();
    const detail = await call(questionBank.detail.path, { questionId: q?.questionId });
    expect(detail.code).toBe(200);
    expect(detail.data.answer).toEqual(['$10$']);
    expect(detail.data.knowledgePaths).toEqual([
      [
        { id: 'jm.geo', name: '图形与几何' },
        { id: 'jm.geo.tri', name: '三角形' },
        { id: 'jm.geo.tri.pyth', name: '勾股定理' },
      ],
    ]);
    const missing = await call(questionBank.detail.path, { questionId: 2_000_000_000 });
    expect(missing).toEqual({ code: Code.NOT_FOUND, msg: MSG_QUESTION_NOT_FOUND, data: null });
  });

  it('gives the knowledge tree to anyone, and nothing for a subject without one', async () => {
    const tree = await call(questionBank.knowledgeTree.path, { period: 1, subject: 2 }, null);
    expect(tree.code).toBe(200);
    expect(tree.data.list.map((n: { name: string }) => n.name)).toEqual([
      '数与代数',
      '图形与几何',
      '统计与概率',
    ]);
    expect(tree.data.list[0].children[0].children[0]).toEqual({
      id: 'pm.num.int.add',
      name: '整数加减法',
      children: [],
    });
    expect((await call(questionBank.knowledgeTree.path, { period: 3, subject: 9 })).data).toEqual({
      list: [],
    });
  });

  it('refuses teachers without a school (40003) and anonymous callers (20100)', async () => {
    for (const path of [INFOS, questionBank.detail.path, questionBank.tikuLink.path]) {
      const refused = await call(path, { questionId: 1 }, outsider);
      expect(refused).toEqual({ code: Code.FORBIDDEN, msg: MSG_BANK_NEEDS_ORG, data: null });
      expect((await call(path, {}, null)).code).toBe(Code.NOT_LOGGED_IN);
    }
  });

  it('shows a member the school bank of the current school only (empty until uploads exist)', async () => {
    expect(await list({ scope: 'school' })).toEqual({ list: [], total: 0 });
    const link = await call(questionBank.tikuLink.path, { page: 'xb_resource' });
    expect(link.code).toBe(200);
    expect(link.data.link).toBe(`/question-bank-xb/index?orgId=${link.data.orgId}`);
  });

  it('seeds idempotently', async () => {
    await seedQuestionBank(ctx.database);
    const [n] = await ctx.database.db.select({ n: count() }).from(questions);
    expect(n?.n).toBe(SEED_QUESTIONS.length);
  });
});

/** Values that are wrong for every field of the bank's calls. */
const HOSTILE: unknown[] = [
  -1,
  0,
  1.5,
  1e12,
  'x'.repeat(100_000),
  'a\u0000b',
  '\ud800',
  true,
  [],
  {},
  { $gt: 1 },
  "1' or '1'='1",
];

describe('hostile input to every question bank call (from the contract)', () => {
  it('answers an envelope with a Chinese 40001 or a business code, never a 500', async () => {
    const endpoints = Object.values(questionBank);
    expect(endpoints.length).toBe(4);
    for (const e of endpoints) {
      const shape = (e.body as { shape?: Record<string, unknown> }).shape ?? {};
      const fields = Object.keys(shape);
      expect(fields.length, e.path).toBeGreaterThan(0);
      for (const field of fields) {
        for (const value of HOSTILE) {
          const response = await postAs(ctx.app, member, e.path, { [field]: value });
          expect(response.statusCode, `${e.path} ${field}`).toBe(200);
          const body = response.json();
          expect(body.code, `${e.path} ${field}=${String(value).slice(0, 20)}`).not.toBe(
            Code.INTERNAL,
          );
          if (body.code !== Code.OK) expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
          if (body.code === Code.INVALID_PARAM) expect(body.msg).toContain(field);
        }
      }
    }
    expect(ctx.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});
