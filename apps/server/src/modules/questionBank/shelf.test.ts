import { questionBank } from '@aita/contract';
import {
  Code,
  MSG_BANK_NEEDS_ORG,
  MSG_QUESTION_NOT_FOUND,
  rankSimilarQuestions,
  siblingPointIds,
  SIMILAR_QUESTIONS_MAX,
} from '@aita/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questionFavourites, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_KNOWLEDGE_TREES, SEED_QUESTIONS } from '.';
import { createQuestionShelf } from './shelf';

let ctx: TestContext;
/** School A: a teacher and a colleague; school B: a teacher; and a teacher without a school. */
let teacherA: { id: number; token: string };
let colleague: string;
let teacherB: string;
let loner: string;
let schoolA = 0;
/** Seed key → question id. */
const idOf = new Map<string, number>();

async function teacher(orgId: number | null) {
  const user = await insertUser(ctx.database);
  if (orgId !== null) {
    await ctx.database.db.insert(orgMembers).values({ orgId, userId: user.id, role: 'teacher' });
    await ctx.database.db.update(users).set({ curOrgId: orgId }).where(eq(users.id, user.id));
  }
  return { id: user.id, token: await tokenFor(ctx.app, user.id) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b] = await ctx.database.db
    .insert(orgs)
    .values([
      { name: '收藏甲校', joinCode: 'QBFAVA01' },
      { name: '收藏乙校', joinCode: 'QBFAVB01' },
    ])
    .returning({ id: orgs.id });
  schoolA = a?.id ?? 0;
  teacherA = await teacher(schoolA);
  colleague = (await teacher(schoolA)).token;
  teacherB = (await teacher(b?.id ?? 0)).token;
  loner = (await teacher(null)).token;
  const rows = await ctx.database.db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions);
  for (const r of rows) if (r.seedKey !== null) idOf.set(r.seedKey, r.id);
});
afterAll(() => ctx?.close());

interface Listed {
  questionId: number;
  type: string;
  difficulty: number;
  period: number;
  subject: number;
  scope: string;
  isFavourite: number;
  knowledgePoints: { id: string }[];
}
const call = async (token: string | undefined, url: string, body?: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: { list: Listed[]; total: number; isFavourite: number } & Record<string, unknown>;
  };
const star = (token: string, questionId: number, status: 0 | 1 | string = 1) =>
  call(token, questionBank.favourite.path, { questionId, status });
const starred = (token: string, body: Record<string, unknown> = {}) =>
  call(token, questionBank.favourites.path, { pageSize: 50, ...body });
const key = (seedKey: string) => idOf.get(seedKey) ?? 0;

describe('收藏 (favourites)', () => {
  it('stars and unstars a question idempotently, and says so on every list', async () => {
    const q = key('jm-001');
    expect(await star(teacherA.token, q)).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { questionId: q, isFavourite: 1 },
    });
    expect((await star(teacherA.token, q, '1')).data.isFavourite).toBe(1);
    const rows = await ctx.database.db
      .select({ n: count() })
      .from(questionFavourites)
      .where(eq(questionFavourites.uid, teacherA.id));
    expect(rows[0]?.n).toBe(1);
    const detail = await call(teacherA.token, questionBank.detail.path, { questionId: q });
    expect(detail.data.isFavourite).toBe(1);
    // Another teacher's view of the same question is not starred.
    const theirs = await call(colleague, questionBank.detail.path, { questionId: q });
    expect(theirs.data.isFavourite).toBe(0);
    const browsed = await call(teacherA.token, questionBank.questions.path, {
      knowledgePointId: 'jm.num.rational.abs',
      pageSize: 50,
    });
    const flags = new Map(browsed.data.list.map((x) => [x.questionId, x.isFavourite]));
    expect(flags.get(q)).toBe(1);
    expect([...flags.values()].filter((f) => f === 1)).toHaveLength(1);

    expect((await star(teacherA.token, q, 0)).data).toEqual({ questionId: q, isFavourite: 0 });
    expect((await star(teacherA.token, q, 0)).data.isFavourite).toBe(0);
    expect((await starred(teacherA.token)).data).toEqual({ list: [], total: 0 });
  });

  it('lists the starred questions newest first, paged, across 精品 and 校本', async () => {
    const saved = await call(teacherA.token, questionBank.save.path, {
      type: 'judge',
      stem: '$0$ 既不是正数也不是负数。',
      answer: ['正确'],
      analysis: '$0$ 是正数和负数的分界。',
      knowledgePointIds: ['jm.num.rational.abs'],
    });
    expect(saved.code, saved.msg).toBe(200);
    const schoolQuestion = saved.data.questionId as number;
    const order = [key('jm-002'), key('pm-001'), schoolQuestion, key('jm-003')];
    for (const id of order) expect((await star(teacherA.token, id)).code).toBe(200);
    const all = await starred(teacherA.token);
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((x) => x.questionId)).toEqual([...order].reverse());
    expect(all.data.list.every((x) => x.isFavourite === 1)).toBe(true);
    expect(all.data.list.map((x) => x.scope)).toEqual([
      'platform',
      'school',
      'platform',
      'platform',
    ]);
    // The page's 学段, 学科, 题型 and 难度 narrow 我的收藏.
    const filters: Record<string, unknown>[] = [
      { period: 1 },
      { period: 2, subject: 2 },
      { type: 'judge' },
      { difficulty: all.data.list[0]?.difficulty },
      { subject: 1 },
    ];
    for (const filter of filters) {
      const got = await starred(teacherA.token, filter);
      const want = all.data.list.filter((x) =>
        Object.entries(filter).every(
          ([k, v]) => (x as unknown as Record<string, unknown>)[k] === v,
        ),
      );
      expect(
        got.data.list.map((x) => x.questionId),
        JSON.stringify(filter),
      ).toEqual(want.map((x) => x.questionId));
      expect(got.data.total).toBe(want.length);
    }
    expect(
      (await starred(teacherA.token, { period: 1 })).data.list.map((x) => x.questionId),
    ).toEqual([key('pm-001')]);
    const first = await starred(teacherA.token, { page: 1, pageSize: 3 });
    const second = await starred(teacherA.token, { page: 2, pageSize: 3 });
    expect(first.data.total).toBe(4);
    expect([...first.data.list, ...second.data.list].map((x) => x.questionId)).toEqual(
      [...order].reverse(),
    );
    // Starring again does not move it to the top (nothing changed).
    await star(teacherA.token, key('jm-002'));
    expect((await starred(teacherA.token)).data.list.at(-1)?.questionId).toBe(key('jm-002'));
    // Each teacher has their own list.
    expect((await starred(colleague)).data.total).toBe(0);
    expect((await star(colleague, schoolQuestion)).code).toBe(200);
    expect((await starred(colleague)).data.list.map((x) => x.questionId)).toEqual([schoolQuestion]);

    // A question removed from the bank leaves the list.
    expect(
      (await call(teacherA.token, questionBank.remove.path, { questionId: schoolQuestion })).code,
    ).toBe(200);
    expect((await starred(teacherA.token)).data.total).toBe(3);
    expect((await starred(colleague)).data.total).toBe(0);
  });

  it('hides what the teacher may no longer see, and refuses another school’s questions', async () => {
    const saved = await call(teacherB, questionBank.save.path, {
      type: 'judge',
      stem: '乙校的题：$1$ 是最小的正整数。',
      answer: ['正确'],
      analysis: '正整数从 $1$ 开始。',
      knowledgePointIds: ['jm.num.rational.abs'],
    });
    const theirs = saved.data.questionId as number;
    expect(await star(teacherA.token, theirs)).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_QUESTION_NOT_FOUND,
      data: null,
    });
    expect((await star(teacherA.token, 2_000_000_000)).code).toBe(Code.NOT_FOUND);
    expect((await star(teacherB, theirs)).code).toBe(200);
    // Teacher B leaves school B: the school question stays starred but is no longer listed.
    const before = (await starred(teacherB)).data.total;
    expect(before).toBe(1);
    const [b] = await ctx.database.db
      .select({ orgId: questions.orgId })
      .from(questions)
      .where(eq(questions.id, theirs));
    const [other] = await ctx.database.db
      .insert(orgs)
      .values({ name: '收藏丙校', joinCode: 'QBFAVC01' })
      .returning({ id: orgs.id });
    const me = await ctx.database.db
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(eq(orgMembers.orgId, b?.orgId ?? 0));
    const uid = me[0]?.userId ?? 0;
    await ctx.database.db.insert(orgMembers).values({ orgId: other?.id ?? 0, userId: uid });
    await ctx.database.db
      .delete(orgMembers)
      .where(and(eq(orgMembers.userId, uid), eq(orgMembers.orgId, b?.orgId ?? 0)));
    await ctx.database.db
      .update(users)
      .set({ curOrgId: other?.id ?? 0 })
      .where(eq(users.id, uid));
    expect((await starred(teacherB)).data).toEqual({ list: [], total: 0 });
  });

  it('refuses teachers without a school (40003), anonymous callers (20100) and bad input (40001)', async () => {
    for (const path of [questionBank.favourite.path, questionBank.favourites.path]) {
      expect(await call(loner, path, { questionId: key('jm-001'), status: 1 })).toEqual({
        code: Code.FORBIDDEN,
        msg: MSG_BANK_NEEDS_ORG,
        data: null,
      });
      expect((await call(undefined, path, { questionId: 1, status: 1 })).code).toBe(
        Code.NOT_LOGGED_IN,
      );
    }
    const bad = await star(teacherA.token, key('jm-001'), 2 as unknown as 1);
    expect(bad.code).toBe(Code.INVALID_PARAM);
    expect(bad.msg).toContain('status');
    expect((await starred(teacherA.token, { pageSize: 51 })).code).toBe(Code.INVALID_PARAM);
    const badType = await starred(teacherA.token, { type: 'poem' });
    expect([badType.code, badType.msg]).toEqual([
      Code.INVALID_PARAM,
      expect.stringContaining('type'),
    ]);
    const badLevel = await starred(teacherA.token, { difficulty: 6 });
    expect([badLevel.code, badLevel.msg]).toEqual([
      Code.INVALID_PARAM,
      expect.stringContaining('difficulty'),
    ]);
  });

  // On PostgreSQL the requests really overlap (PGlite runs them one by one).
  it('keeps one row when the same star arrives many times at once', async () => {
    const q = key('jm-004');
    const answers = await Promise.all(Array.from({ length: 12 }, () => star(colleague, q)));
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 200));
    const [n] = await ctx.database.db
      .select({ n: count() })
      .from(questionFavourites)
      .where(eq(questionFavourites.questionId, q));
    expect(n?.n).toBe(1);
  });
});

describe(createQuestionShelf, () => {
  const similar = async (token: string, questionId: number) => {
    const answer = await call(token, questionBank.similar.path, { questionId });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.list;
  };

  it('offers the questions of the same 学段 and 学科 sharing a point, ranked by core’s rule', async () => {
    for (const seedKey of ['jm-003', 'pm-001', 'jm-030', 'jpq-012']) {
      const source = SEED_QUESTIONS.find((q) => q.seedKey === seedKey);
      expect(source, seedKey).toBeDefined();
      if (!source) continue;
      const got = await similar(teacherA.token, key(seedKey));
      // The reference: core's rule over the whole seed, nothing filtered by the database.
      const tree = SEED_KNOWLEDGE_TREES.find(
        (t) => t.period === source.period && t.subject === source.subject,
      );
      const siblings = siblingPointIds(tree?.roots ?? [], source.knowledgePointIds);
      const ranked = rankSimilarQuestions(
        { ...source, id: key(seedKey) },
        SEED_QUESTIONS.map((q) => ({ ...q, id: key(q.seedKey) })),
        SIMILAR_QUESTIONS_MAX,
        siblings,
      );
      const expected = ranked.map((m) => m.question.id);
      // 重力 has two questions: its siblings 摩擦力 and 牛顿第一定律 (one each) fill the list.
      if (seedKey === 'jpq-012') {
        expect(ranked.filter((m) => m.bySibling).map((m) => m.question.id)).toEqual([
          key('jpq-014'),
          key('jpq-015'),
        ]);
        expect(ranked.filter((m) => !m.bySibling).map((m) => m.question.id)).toEqual([
          key('jpq-013'),
        ]);
      }
      expect(
        got.map((q) => q.questionId),
        seedKey,
      ).toEqual(expected);
      expect(got.length).toBeGreaterThan(0);
      expect(got.length).toBeLessThanOrEqual(SIMILAR_QUESTIONS_MAX);
      const points = new Set([...source.knowledgePointIds, ...siblings]);
      for (const q of got) {
        expect(q.questionId).not.toBe(key(seedKey));
        expect([q.period, q.subject]).toEqual([source.period, source.subject]);
        expect(q.knowledgePoints.some((p) => points.has(p.id))).toBe(true);
      }
      // Same type first, then nearer difficulty.
      const sameType = got.map((q) => (q.type === source.type ? 0 : 1));
      expect(sameType).toEqual([...sameType].sort());
    }
  });

  it('offers the teacher’s own school questions, never another school’s', async () => {
    // jm-016: a 填空题 of difficulty 3 on 一元二次方程 (a leaf with three seeded questions).
    const source = key('jm-016');
    const question = {
      type: 'fill',
      stem: '一元二次方程 $x^2-4=0$ 的解是____',
      answer: ['$x=\\pm2$'],
      analysis: '$x^2=4$，所以 $x=\\pm2$。',
      difficulty: 3,
      grade: 9,
      knowledgePointIds: ['jm.num.eq.quad'],
    };
    const mine = await call(colleague, questionBank.save.path, question);
    const theirs = await call(teacherB, questionBank.save.path, question);
    expect([mine.code, theirs.code]).toEqual([200, 200]);
    const got = await similar(teacherA.token, source);
    const ids = got.map((q) => q.questionId);
    expect(ids).toContain(mine.data.questionId);
    expect(ids).not.toContain(theirs.data.questionId);
    const fromB = await similar(teacherB, source);
    expect(fromB.map((q) => q.questionId)).not.toContain(mine.data.questionId);
    // Another school's question cannot be the source either (40004, like the detail).
    expect(
      (
        await call(teacherA.token, questionBank.similar.path, {
          questionId: theirs.data.questionId,
        })
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect((await call(loner, questionBank.similar.path, { questionId: 1 })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await call(undefined, questionBank.similar.path, { questionId: 1 })).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });
});
