import { questionBank } from '@aita/contract';
import { Code, MSG_QUESTION_NOT_FOUND } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

let ctx: TestContext;
let author: string;
let colleague: string;
let other: string;

async function teacher(orgId: number) {
  const user = await insertUser(ctx.database);
  await ctx.database.db.insert(orgMembers).values({ orgId, userId: user.id, role: 'teacher' });
  await ctx.database.db.update(users).set({ curOrgId: orgId }).where(eq(users.id, user.id));
  return tokenFor(ctx.app, user.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b] = await ctx.database.db
    .insert(orgs)
    .values([
      { name: '阅读甲校', joinCode: 'QBGRPA01' },
      { name: '阅读乙校', joinCode: 'QBGRPB01' },
    ])
    .returning({ id: orgs.id });
  author = await teacher(a?.id ?? 0);
  colleague = await teacher(a?.id ?? 0);
  other = await teacher(b?.id ?? 0);
});
afterAll(() => ctx?.close());

type Answer = { code: number; msg: string; data: Record<string, unknown> };
const call = async (token: string, url: string, body?: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as Answer;

/** A 初中语文 reading group written in the editor: a passage and two 小题. */
const GROUP = {
  type: 'reading',
  stem: '阅读下面的文字，完成小题。\n\n春天来了，校园里的玉兰花开得正盛，同学们在树下朗读课文。',
  options: [],
  answer: [],
  analysis: '本文描写校园春景，表达了对校园生活的喜爱。',
  difficulty: 2,
  knowledgePointIds: ['jc.read.modern'],
  period: 2,
  subject: 1,
  grade: 7,
  children: [
    {
      type: 'single',
      stem: '文中写到的花是（　　）',
      options: ['桃花', '玉兰花', '梨花', '樱花'],
      answer: ['B'],
      analysis: '原文“玉兰花开得正盛”。',
    },
    {
      type: 'fill',
      stem: '同学们在树下____。',
      answer: ['朗读课文'],
      analysis: '见原文最后一句。',
    },
  ],
};

interface Listed {
  questionId: number;
  type: string;
  children: { questionId: number; type: string; stem: string; answer: string[] }[];
}

async function schoolGroups(token: string, keyword?: string): Promise<Listed[]> {
  const answer = await call(token, questionBank.questions.path, {
    scope: 'school',
    pageSize: 50,
    ...(keyword ? { keyword } : {}),
  });
  expect(answer.code, answer.msg).toBe(200);
  return (answer.data.list as Listed[]).filter((q) => q.type === 'reading');
}

describe('a 阅读/材料题 written in the 校本 editor', () => {
  let groupId = 0;

  it('is stored with its 小题 in order, found by a 小题’s words, and shown to colleagues only', async () => {
    const saved = await call(author, questionBank.save.path, GROUP);
    expect(saved.code, saved.msg).toBe(200);
    groupId = saved.data.questionId as number;
    const [group] = await schoolGroups(colleague);
    expect(group?.questionId).toBe(groupId);
    expect(group?.children.map((c) => [c.type, c.answer])).toEqual([
      ['single', ['B']],
      ['fill', ['朗读课文']],
    ]);
    // The 小题 are found through the group, never listed alone.
    expect((await schoolGroups(colleague, '朗读课文')).map((q) => q.questionId)).toEqual([groupId]);
    const all = await call(colleague, questionBank.questions.path, {
      scope: 'school',
      pageSize: 50,
    });
    expect((all.data.list as Listed[]).every((q) => q.type === 'reading')).toBe(true);
    expect(await schoolGroups(other)).toEqual([]);
  });

  it('replaces its 小题 on an edit, and a 小题 is not edited, shared or removed alone', async () => {
    const [before] = await schoolGroups(author);
    const childId = before?.children[0]?.questionId ?? 0;
    const edited = await call(author, questionBank.save.path, {
      ...GROUP,
      questionId: groupId,
      children: [
        { type: 'judge', stem: '文章写的是秋天。', answer: ['错误'], analysis: '写的是春天。' },
      ],
    });
    expect(edited.code, edited.msg).toBe(200);
    const [after] = await schoolGroups(author);
    expect(after?.children.map((c) => c.stem)).toEqual(['文章写的是秋天。']);
    const rows = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.parentId, groupId));
    expect(rows).toHaveLength(1);
    const newChild = rows[0]?.id ?? 0;
    for (const [url, body] of [
      [
        questionBank.save.path,
        { ...GROUP, questionId: newChild, children: [], type: 'judge', answer: ['正确'] },
      ],
      [questionBank.remove.path, { questionId: newChild }],
      [questionBank.share.path, { questionId: newChild }],
    ] as const) {
      const refused = await call(author, url, body);
      expect([refused.code, refused.msg]).toEqual([Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND]);
    }
    expect(childId).not.toBe(newChild);
  });

  it('refuses a group without 小题, a wrong 小题 answer and 小题 on another type, in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GROUP, children: [] }, '参数错误：children 阅读/材料题应有 1 到 20 道小题'],
      [
        {
          ...GROUP,
          children: [{ ...GROUP.children[0], answer: ['E'] }],
        },
        '参数错误：children 第 1 小题：答案应为已有选项的字母',
      ],
      [
        { ...GROUP, children: [{ ...GROUP.children[1], type: 'reading' }] },
        '参数错误：children[0].type 取值无效',
      ],
      [
        {
          ...GROUP.children[0],
          knowledgePointIds: ['jc.read.modern'],
          period: 2,
          subject: 1,
          grade: 7,
          children: [GROUP.children[1]],
        },
        '参数错误：children 只有阅读/材料题有小题',
      ],
      [
        { ...GROUP, children: [{ ...GROUP.children[0], knowledgePointIds: ['jm.num.eq.quad'] }] },
        '参数错误：children 小题的知识点不存在或不属于所选学段学科',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await call(author, questionBank.save.path, body);
      expect([refused.code, refused.msg]).toEqual([Code.INVALID_PARAM, message]);
    }
  });

  it('goes to the school with its 小题 when shared, and its 小题 go when it is removed', async () => {
    const mine = await call(author, questionBank.save.path, { ...GROUP, scope: 'personal' });
    expect(mine.code, mine.msg).toBe(200);
    const id = mine.data.questionId as number;
    expect((await schoolGroups(colleague)).map((q) => q.questionId)).not.toContain(id);
    expect((await call(author, questionBank.share.path, { questionId: id })).code).toBe(200);
    const shared = (await schoolGroups(colleague)).find((q) => q.questionId === id);
    expect(shared?.children).toHaveLength(2);
    const kids = await ctx.database.db
      .select({ scope: questions.scope })
      .from(questions)
      .where(eq(questions.parentId, id));
    expect(kids.map((k) => k.scope)).toEqual(['school', 'school']);
    expect((await call(author, questionBank.remove.path, { questionId: id })).code).toBe(200);
    expect(
      await ctx.database.db.select().from(questions).where(eq(questions.parentId, id)),
    ).toEqual([]);
  });
});
