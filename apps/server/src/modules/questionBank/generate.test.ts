import { questionBank } from '@aita/contract';
import {
  AI_QUESTION_SOURCE,
  Code,
  knowledgeSubtreeIds,
  MSG_ANSWER_CORRECTED,
  MSG_GENERATE_BANK_MODE,
  MSG_GENERATE_POINTS_UNKNOWN,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_KNOWLEDGE_TREES } from '.';

const G = questionBank.generate;

interface Answer {
  code: number;
  msg: string;
  data: {
    mode: 'model' | 'bank';
    note: string;
    list: {
      type: string;
      stem: string;
      answer: string[];
      difficulty: number;
      knowledgePointIds: string[];
      tier: string;
      flags: string[];
      questionId: number | null;
    }[];
  };
}

async function call(ctx: TestContext, token: string | undefined, body?: unknown) {
  return (await postAs(ctx.app, token, G.path, body)).json() as Answer;
}

async function member(ctx: TestContext) {
  const token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  const joined = (await postAs(ctx.app, token, '/v1/org/join', { code: DEMO_JOIN_CODE })).json();
  expect(joined.code).toBe(200);
  return token;
}

const arithmetic = {
  appUri: 'mental-arithmetic',
  period: 1,
  subject: 2,
  grade: 3,
  knowledgePointIds: ['pm.num.int.add'],
  type: 'fill',
  difficulty: 1,
  count: 4,
};

describe('question generation with a model (a local OpenAI-compatible server)', () => {
  let model: TestServer;
  let ctx: TestContext;
  let teacher: string;
  const asked: { system: string; user: string }[] = [];
  beforeAll(async () => {
    model = await startServer((_req, res, body) => {
      const request = JSON.parse(body) as { messages: { role: string; content: string }[] };
      asked.push({
        system: request.messages.find((m) => m.role === 'system')?.content ?? '',
        user: request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '',
      });
      const questions = [
        // Right.
        { tier: '', stem: '$36+27=$____', options: [], answer: ['63'], analysis: '个位满十进一。' },
        // Wrong: corrected to 43.
        { tier: '', stem: '$52-9=$____', options: [], answer: ['45'], analysis: '退位减法。' },
        // Two blanks, one answer: fails the bank's rules.
        {
          tier: '',
          stem: '$3+4=$____，$5+6=$____',
          options: [],
          answer: ['7'],
          analysis: '加法。',
        },
        // A formula KaTeX cannot typeset.
        { tier: '', stem: '$\\frac{1}{$____', options: [], answer: ['1'], analysis: '无。' },
      ];
      sendJson(res, 200, {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify({ questions }) },
            finish_reason: 'stop',
          },
        ],
      });
    });
    ctx = await createTestContext({
      env: { AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-teacher' },
    });
    teacher = await member(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await model?.close();
  });

  it('asks once with the app instructions and the form, rechecks sums and drops bad drafts', async () => {
    const answer = await call(ctx, teacher, arithmetic);
    expect(answer.code).toBe(200);
    expect(answer.data.mode).toBe('model');
    expect(asked).toHaveLength(1);
    const user = asked[0]?.user ?? '';
    expect(user).toContain('口算练习');
    expect(user).toContain('出口算填空题');
    expect(user).toContain('小学');
    expect(user).toContain('3 年级');
    expect(user).toContain('整数加减法');
    expect(user).toContain('填空题');
    expect(user).toContain('4 道');
    expect(asked[0]?.system).toContain('命题老师');
    expect(answer.data.list.map((d) => [d.stem, d.answer, d.flags])).toEqual([
      ['$36+27=$____', ['63'], []],
      ['$52-9=$____', ['43'], [MSG_ANSWER_CORRECTED]],
    ]);
    expect(answer.data.list[0]).toMatchObject({
      type: 'fill',
      difficulty: 1,
      knowledgePointIds: ['pm.num.int.add'],
      questionId: null,
    });
    expect(answer.data.note).toContain('2 道不符合题目规则或公式无法排版');
    expect(answer.data.note).toContain('1 道的答案已按计算结果更正');
  });

  it('an accepted draft is saved to the personal bank with source AI生成', async () => {
    const [draft] = (await call(ctx, teacher, arithmetic)).data.list;
    expect(draft).toBeDefined();
    const saved = (
      await postAs(ctx.app, teacher, questionBank.save.path, {
        type: draft?.type,
        stem: draft?.stem,
        answer: draft?.answer,
        difficulty: draft?.difficulty,
        knowledgePointIds: draft?.knowledgePointIds,
        scope: 'personal',
        source: AI_QUESTION_SOURCE,
        options: [],
        analysis: '个位满十进一。',
        period: 1,
        subject: 2,
        grade: 3,
      })
    ).json() as { code: number; msg: string };
    expect(saved.code, saved.msg).toBe(200);
    const mine = (
      await postAs(ctx.app, teacher, questionBank.questions.path, { scope: 'personal' })
    ).json() as { data: { list: { stem: string; source: string }[] } };
    expect(mine.data.list.map((q) => [q.stem, q.source])).toEqual([['$36+27=$____', 'AI生成']]);
  });

  it('sends the passage of 阅读理解出题', async () => {
    const passage = '春天来了，小草从地下探出头来，柳树抽出新的枝条。';
    await call(ctx, teacher, {
      appUri: 'reading-questions',
      period: 1,
      subject: 1,
      knowledgePointIds: [
        SEED_KNOWLEDGE_TREES.find((t) => t.period === 1 && t.subject === 1)?.roots[0]?.id,
      ],
      type: 'fill',
      difficulty: 2,
      count: 2,
      passage,
    });
    expect(asked.at(-1)?.user).toContain(passage);
    expect(asked.at(-1)?.user).toContain('阅读理解');
    expect(asked.at(-1)?.user).toContain('语文');
  });

  it('refuses bad input with 40001 in Chinese and anonymous callers with 20100', async () => {
    const before = asked.length;
    const bad = [
      { ...arithmetic, knowledgePointIds: [] },
      { ...arithmetic, knowledgePointIds: ['jm.num.eq.quad'] }, // 初中's point under 小学
      { ...arithmetic, knowledgePointIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { ...arithmetic, count: 31 },
      { ...arithmetic, appUri: 'question-generator', count: 11, type: 'single', difficulty: 3 },
      { ...arithmetic, type: 'single' },
      { ...arithmetic, appUri: 'reading-questions', subject: 1, passage: '   ' },
      { ...arithmetic, appUri: 'layered-homework' },
      { ...arithmetic, appUri: 'nope' },
    ];
    for (const body of bad) {
      const answer = await call(ctx, teacher, body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAM);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(asked.length).toBe(before);
    // A point of another 学段 is refused in plain words (the form itself is valid).
    expect(
      (await call(ctx, teacher, { ...arithmetic, knowledgePointIds: ['jm.num.eq.quad'] })).msg,
    ).toBe(MSG_GENERATE_POINTS_UNKNOWN);
    expect((await call(ctx, undefined, arithmetic)).code).toBe(20100);
  });
});

describe('question generation without a model (bank mode)', () => {
  let ctx: TestContext;
  let teacher: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    teacher = await member(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('picks visible bank questions by the points’ subtrees, type and difficulty, and says so', async () => {
    const answer = await call(ctx, teacher, {
      appUri: 'question-generator',
      period: 1,
      subject: 2,
      knowledgePointIds: ['pm.num.int'],
      type: 'fill',
      difficulty: 2,
      count: 5,
    });
    expect(answer.code).toBe(200);
    expect(answer.data.mode).toBe('bank');
    expect(answer.data.note).toBe(MSG_GENERATE_BANK_MODE);
    expect(answer.data.list.length).toBeGreaterThan(0);
    expect(answer.data.list.length).toBeLessThanOrEqual(5);
    const tree = SEED_KNOWLEDGE_TREES.find((t) => t.period === 1 && t.subject === 2)?.roots ?? [];
    const subtree = new Set(knowledgeSubtreeIds(tree, 'pm.num.int'));
    for (const q of answer.data.list) {
      expect(q.type).toBe('fill');
      expect(Math.abs(q.difficulty - 2)).toBeLessThanOrEqual(1);
      expect(q.knowledgePointIds.some((id) => subtree.has(id))).toBe(true);
      expect(q.questionId).toBeGreaterThan(0);
    }
    expect(new Set(answer.data.list.map((q) => q.questionId)).size).toBe(answer.data.list.length);
  });

  it('fills 分层作业 tier by tier at difficulty 2/3/4 (±1 when short)', async () => {
    const answer = await call(ctx, teacher, {
      appUri: 'layered-homework',
      period: 2,
      subject: 2,
      knowledgePointIds: ['jm.num'],
      type: 'single',
      tiers: { basic: 2, advanced: 2, extended: 1 },
    });
    expect(answer.code).toBe(200);
    const byTier = (name: string) => answer.data.list.filter((q) => q.tier === name);
    expect(byTier('基础').length).toBeGreaterThan(0);
    for (const [name, level] of [
      ['基础', 2],
      ['提高', 3],
      ['拓展', 4],
    ] as const)
      for (const q of byTier(name)) expect(Math.abs(q.difficulty - level)).toBeLessThanOrEqual(1);
  });

  it('a teacher without a school gets 40003', async () => {
    const outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    expect((await call(ctx, outsider, arithmetic)).code).toBe(Code.FORBIDDEN);
  });
});
