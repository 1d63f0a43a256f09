import { questionBank } from '@aita/contract';
import { Code, MSG_BANK_NEEDS_ORG, MSG_QUESTION_NOT_FOUND } from '@aita/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKnowledgePoints, questions } from '../../db/schema';
import { seedIfWanted } from '../../db/seed';
import { createSearchIndex, searchEntries } from '../../platform/search';
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
const juniorMath = SEED_QUESTIONS.filter((q) => q.period === 2 && q.subject === 2);

describe(questionBankRoutes, () => {
  it('lists the platform bank for a school member, filtered by 学段 and 学科', async () => {
    const all = await list({});
    expect(all.total).toBe(SEED_QUESTIONS.length);
    const junior = await list({ period: 2, subject: 2 });
    expect(junior.total).toBe(juniorMath.length);
    expect(junior.list[0]).toMatchObject({ stem: expect.any(String), options: expect.any(Array) });
    // Every 学段 and 学科 with hand-written questions lists exactly its own (groups once each).
    const own = (period: number, subject: number) =>
      SEED_QUESTIONS.filter((q) => q.period === period && q.subject === subject).length;
    for (const [period, subject, prefix] of [
      [2, 1, 'jc.'],
      [2, 3, 'je.'],
      [1, 1, 'pc.'],
      [1, 3, 'pe.'],
      [2, 4, 'jp.'],
    ] as const) {
      const page = await list({ period, subject, pageSize: 50 });
      expect(page.total, `${period}:${subject}`).toBe(own(period, subject));
      expect(page.total).toBeGreaterThanOrEqual(20);
      expect(page.list.every((q) => q.knowledgePoints.every((p) => p.id.startsWith(prefix)))).toBe(
        true,
      );
    }
    expect((await list({ period: 1, subject: 4 })).total).toBe(0);
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
    const hard = await list({ difficulty: 5, period: 2, subject: 2 });
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

  it('searches every match inside the filters, in the index order (not only the best few)', async () => {
    // The reference: the shared index's own ranking of every visible match, narrowed afterwards.
    const index = createSearchIndex({ database: ctx.database });
    const ranked = async (keyword: string) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += 50) {
        const page = await index.search({
          query: keyword,
          kinds: ['question'],
          viewer: { uid: null },
          limit: 50,
          offset,
        });
        ids.push(...page.hits.map((h) => Number(h.refId)));
        if (!page.hasMore) return ids;
      }
    };
    const byKey = new Map(SEED_QUESTIONS.map((q) => [q.seedKey, q]));
    const rows = await ctx.database.db
      .select({ id: questions.id, seedKey: questions.seedKey })
      .from(questions);
    const seedOf = new Map(rows.map((r) => [r.id, byKey.get(r.seedKey ?? '')]));
    const cases: [
      string,
      Record<string, unknown>,
      (q: (typeof SEED_QUESTIONS)[number]) => boolean,
    ][] = [
      ['方程', {}, () => true],
      ['方程', { type: 'fill' }, (q) => q.type === 'fill'],
      ['方程', { period: 2, difficulty: 3 }, (q) => q.period === 2 && q.difficulty === 3],
      [
        '计算',
        { knowledgePointId: 'pm.num' },
        (q) => q.knowledgePointIds.some((id) => id.startsWith('pm.num.')),
      ],
      ['三角形 面积', { period: 1 }, (q) => q.period === 1],
      // A number matches most of the bank (the last word is a prefix: 1, 12, 150 …).
      ['1', { period: 2 }, (q) => q.period === 2],
      ['1', { type: 'fill', difficulty: 2 }, (q) => q.type === 'fill' && q.difficulty === 2],
    ];
    let deep = 0;
    for (const [keyword, filter, admits] of cases) {
      const all = await ranked(keyword);
      const expected = all.filter((id) => {
        const q = seedOf.get(id);
        return q !== undefined && admits(q);
      });
      expect(expected.length, keyword).toBeGreaterThan(0);
      const got: number[] = [];
      let total = 0;
      for (let page = 1; got.length < expected.length && page <= 40; page++) {
        const answer = await list({ keyword, ...filter, page });
        total = answer.total;
        got.push(...answer.list.map((q) => q.questionId));
      }
      expect(total, `${keyword} ${JSON.stringify(filter)}`).toBe(expected.length);
      expect(got, `${keyword} ${JSON.stringify(filter)}`).toEqual(expected);
      // A match the old path (best 200 of the whole index, then the filters) could not reach.
      if (expected.some((id) => all.indexOf(id) >= 200)) deep++;
    }
    expect(deep).toBeGreaterThan(0);
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
    expect(await seedQuestionBank(ctx.database)).toEqual([]);
    const [n] = await ctx.database.db.select({ n: count() }).from(questions);
    // Every seeded question once, and every sub-question of a group once under it.
    const kids = SEED_QUESTIONS.reduce((k, q) => k + (q.children?.length ?? 0), 0);
    expect(kids).toBeGreaterThan(0);
    expect(n?.n).toBe(SEED_QUESTIONS.length + kids);
  });

  it('gives a database seeded by an older release the questions added since, on start', async () => {
    // An older seed: the last three questions did not exist, and one index row went missing.
    const db = ctx.database.db;
    const newer = SEED_QUESTIONS.slice(-3).map((q) => q.seedKey);
    const gone = await db
      .delete(questions)
      .where(inArray(questions.seedKey, newer))
      .returning({ id: questions.id });
    await db.delete(searchEntries).where(
      and(
        eq(searchEntries.kind, 'question'),
        inArray(
          searchEntries.refId,
          gone.map((r) => String(r.id)),
        ),
      ),
    );
    const [kept] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.seedKey, SEED_QUESTIONS[0]?.seedKey ?? ''));
    await db.delete(searchEntries).where(eq(searchEntries.refId, String(kept?.id)));
    const before = await list({});
    expect(before.total).toBe(SEED_QUESTIONS.length - 3);

    // A start on PostgreSQL without SEED_DEMO still tops up a bank that was seeded once.
    await seedIfWanted(ctx.database, { databaseUrl: 'postgres://operator', seedDemo: false });
    expect((await list({})).total).toBe(SEED_QUESTIONS.length);
    const back = await db
      .select({ id: questions.id, seedKey: questions.seedKey })
      .from(questions)
      .where(inArray(questions.seedKey, newer));
    expect(back.map((r) => r.seedKey).sort()).toEqual([...newer].sort());
    const links = await db
      .select({ n: count() })
      .from(questionKnowledgePoints)
      .where(
        inArray(
          questionKnowledgePoints.questionId,
          back.map((r) => r.id),
        ),
      );
    expect(links[0]?.n).toBe(
      SEED_QUESTIONS.slice(-3).reduce((n, q) => n + q.knowledgePointIds.length, 0),
    );
    const [entries] = await db
      .select({ n: count() })
      .from(searchEntries)
      .where(eq(searchEntries.kind, 'question'));
    expect(entries?.n).toBe(SEED_QUESTIONS.length);
    // Nothing is left to add the next time.
    expect(await seedQuestionBank(ctx.database)).toEqual([]);
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
    // The import is multipart (its hostile files are in school.test.ts); the others are JSON.
    const endpoints = Object.values(questionBank).filter((e) => 'body' in e);
    expect(endpoints.length).toBe(16);
    /** A valid body of the calls with required fields, so only the hostile field is wrong. */
    const base: Record<string, Record<string, unknown>> = {
      [questionBank.save.path]: {
        type: 'fill',
        stem: '$1+1=$____',
        answer: ['$2$'],
        analysis: '一加一等于二。',
        knowledgePointIds: ['jm.num.rational.ops'],
      },
      [questionBank.tikuEmbed.path]: { orgId: 999_999 },
      [questionBank.favourite.path]: { questionId: 1, status: 1 },
      [questionBank.similar.path]: { questionId: 1 },
      [questionBank.resourceDetails.path]: { resources: [{ type: 'question', id: 1 }] },
      [questionBank.generate.path]: {
        appUri: 'question-generator',
        period: 1,
        subject: 2,
        knowledgePointIds: ['pm.num.int.add'],
        type: 'fill',
        count: 2,
      },
    };
    for (const e of endpoints) {
      const shape =
        ('body' in e ? (e.body as { shape?: Record<string, unknown> }).shape : {}) ?? {};
      const fields = Object.keys(shape);
      expect(fields.length, e.path).toBeGreaterThan(0);
      for (const field of fields) {
        for (const value of HOSTILE) {
          const response = await postAs(ctx.app, member, e.path, {
            ...base[e.path],
            [field]: value,
          });
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
