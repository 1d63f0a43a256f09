import { questionBank } from '@aita/contract';
import { Code, MSG_BANK_NEEDS_ORG } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { createResourceDetails } from './resource-details';

let ctx: TestContext;
let author: string;
let colleague: string;
let other: string;
let loner: string;

async function teacher(orgId: number | null) {
  const user = await insertUser(ctx.database);
  if (orgId !== null) {
    await ctx.database.db.insert(orgMembers).values({ orgId, userId: user.id, role: 'teacher' });
    await ctx.database.db.update(users).set({ curOrgId: orgId }).where(eq(users.id, user.id));
  }
  return tokenFor(ctx.app, user.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b] = await ctx.database.db
    .insert(orgs)
    .values([
      { name: '资源甲校', joinCode: 'RESDTA01' },
      { name: '资源乙校', joinCode: 'RESDTB01' },
    ])
    .returning({ id: orgs.id });
  author = await teacher(a?.id ?? 0);
  colleague = await teacher(a?.id ?? 0);
  other = await teacher(b?.id ?? 0);
  loner = await teacher(null);
});
afterAll(() => ctx?.close());

const PATH = questionBank.resourceDetails.path;
const call = async (token: string | undefined, url: string, body?: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: never;
  };
type Details = {
  list: { type: string; id: number; title: string; question?: unknown; paper?: unknown }[];
  missing: { type: string; id: number }[];
};

describe(createResourceDetails, () => {
  it('answers questions and papers whole, in the order asked, with what is not seen missing', async () => {
    const [platform] = await ctx.database.db
      .select({ id: questions.id, stem: questions.stem })
      .from(questions)
      .where(eq(questions.scope, 'platform'))
      .limit(1);
    const saved = await call(author, questionBank.save.path, {
      type: 'fill',
      stem: '方程 $2x+3=11$ 的解是 $x=$____',
      answer: ['$4$'],
      analysis: '移项得 $2x=8$，所以 $x=4$。',
      knowledgePointIds: ['jm.num.eq.linear'],
    });
    expect(saved.code, saved.msg).toBe(200);
    const schoolQuestion = (saved.data as { questionId: number }).questionId;
    const made = await call(author, '/v2/aitalk/paper/save', {
      title: '第一单元测验',
      questionIds: [platform?.id, schoolQuestion],
    });
    expect(made.code, made.msg).toBe(200);
    const paperId = (made.data as { paperId: number }).paperId;

    const asked = [
      { type: 'paper', id: paperId },
      { type: 'question', id: schoolQuestion },
      { type: 'question', id: 2_000_000_000 },
      { type: 'question', id: platform?.id },
    ];
    const mine = await call(author, PATH, { resources: asked });
    expect(mine.code, mine.msg).toBe(200);
    const data = mine.data as Details;
    expect(data.list.map((r) => [r.type, r.id])).toEqual([
      ['paper', paperId],
      ['question', schoolQuestion],
      ['question', platform?.id],
    ]);
    expect(data.missing).toEqual([{ type: 'question', id: 2_000_000_000 }]);
    expect(data.list[1]).toMatchObject({
      title: '方程 2x+3=11 的解是 x=____',
      question: { questionId: schoolQuestion, answer: ['$4$'], scope: 'school', canEdit: 1 },
    });
    expect(data.list[0]).toMatchObject({
      title: '第一单元测验',
      paper: { paperId, questionCount: 2, mine: 1 },
    });
    const sections = (
      data.list[0] as {
        paper: { sections: { questions: { number: number; questionId: number }[] }[] };
      }
    ).paper.sections;
    expect(sections.flatMap((s) => s.questions.map((q) => q.number))).toEqual([1, 2]);
    expect(sections.flatMap((s) => s.questions.map((q) => q.questionId)).sort()).toEqual(
      [platform?.id, schoolQuestion].sort(),
    );

    // A colleague sees the school's question, not the private paper; another school neither.
    const colleagues = (await call(colleague, PATH, { resources: asked })).data as Details;
    expect(colleagues.list.map((r) => [r.type, r.id])).toEqual([
      ['question', schoolQuestion],
      ['question', platform?.id],
    ]);
    expect(colleagues.missing.map((r) => r.type)).toEqual(['paper', 'question']);
    const others = (await call(other, PATH, { resources: asked })).data as Details;
    expect(others.list.map((r) => r.id)).toEqual([platform?.id]);
    expect(others.missing.map((r) => r.id)).toEqual([paperId, schoolQuestion, 2_000_000_000]);

    // Shared to the school, the paper is the colleague's to read (mine 0).
    expect((await call(author, '/v2/aitalk/paper/share', { paperId, shared: true })).code).toBe(
      200,
    );
    const shared = (await call(colleague, PATH, { resources: [{ type: 'paper', id: paperId }] }))
      .data as Details;
    expect(shared.list[0]).toMatchObject({ paper: { paperId, mine: 0 } });
  });

  it('refuses bad input in Chinese, questions to a teacher without a school, and anonymous callers', async () => {
    for (const resources of [
      [],
      Array.from({ length: 21 }, (_, i) => ({ type: 'paper', id: i + 1 })),
      [{ type: 'video', id: 1 }],
      [{ type: 'question', id: -1 }],
    ]) {
      const refused = await call(author, PATH, { resources });
      expect(refused.code, JSON.stringify(resources).slice(0, 60)).toBe(Code.INVALID_PARAM);
      expect(refused.msg).toContain('resources');
    }
    expect(await call(loner, PATH, { resources: [{ type: 'question', id: 1 }] })).toEqual({
      code: Code.FORBIDDEN,
      msg: MSG_BANK_NEEDS_ORG,
      data: null,
    });
    const papersOnly = await call(loner, PATH, { resources: [{ type: 'paper', id: 1 }] });
    expect(papersOnly.code).toBe(200);
    expect((await call(undefined, PATH, { resources: [{ type: 'paper', id: 1 }] })).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });
});
