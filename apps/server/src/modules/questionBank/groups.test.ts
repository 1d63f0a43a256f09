import { examPaper, questionBank } from '@aita/contract';
import { Code, flattenGroup, formatAnswer } from '@aita/core';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_QUESTIONS } from '.';

let ctx: TestContext;
let token = '';
const idOf = new Map<string, number>();

interface Shown {
  questionId: number;
  type: string;
  stem: string;
  options: string[];
  answer: string[];
  children: Shown[];
}
const call = async (url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: Record<string, unknown> & { list: Shown[]; total: number };
  };
const key = (k: string) => idOf.get(k) ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.database.db
    .insert(orgs)
    .values({ name: '阅读题学校', joinCode: 'QBGRP001' })
    .returning({ id: orgs.id });
  const user = await insertUser(ctx.database);
  await ctx.database.db
    .insert(orgMembers)
    .values({ orgId: org?.id ?? 0, userId: user.id, role: 'teacher' });
  await ctx.database.db
    .update(users)
    .set({ curOrgId: org?.id ?? 0 })
    .where(eq(users.id, user.id));
  token = await tokenFor(ctx.app, user.id);
  for (const r of await ctx.database.db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions))
    if (r.seedKey !== null) idOf.set(r.seedKey, r.id);
});
afterAll(() => ctx?.close());

const seeded = (k: string) => SEED_QUESTIONS.find((q) => q.seedKey === k);

describe('阅读/材料题 with sub-questions', () => {
  it('stores each group’s sub-questions under it, in order, and never lists them alone', async () => {
    const kids = await ctx.database.db
      .select({ seedKey: questions.seedKey, parentId: questions.parentId, sort: questions.sort })
      .from(questions)
      .where(isNotNull(questions.parentId));
    const groups = SEED_QUESTIONS.filter((q) => q.type === 'reading');
    expect(kids).toHaveLength(groups.reduce((n, g) => n + (g.children?.length ?? 0), 0));
    for (const k of kids) {
      const [group, n] = (k.seedKey ?? '').split('.');
      expect(k.parentId).toBe(key(group ?? ''));
      expect(k.sort).toBe(Number(n));
    }
    // 初中英语, every type: the groups are listed, their sub-questions are not.
    const all: Shown[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const { data } = await call(questionBank.questions.path, {
        period: 2,
        subject: 3,
        page,
        pageSize: 50,
      });
      all.push(...data.list);
      if (data.list.length < 50) break;
    }
    const ids = new Set(all.map((q) => q.questionId));
    expect(ids.has(key('jeg-001'))).toBe(true);
    expect(ids.has(key('jeg-001.1'))).toBe(false);
    expect(all.filter((q) => q.type !== 'reading').every((q) => q.children.length === 0)).toBe(
      true,
    );
  });

  it('answers a group with its sub-questions (answers included) in the list, by type and in the detail', async () => {
    const { code, msg, data } = await call(questionBank.questions.path, {
      period: 2,
      subject: 1,
      type: 'reading',
      pageSize: 50,
    });
    expect(code, msg).toBe(Code.OK);
    expect(data.list.map((q) => q.questionId).sort()).toEqual(
      [key('jcg-001'), key('jcg-002')].sort(),
    );
    const chen = data.list.find((q) => q.questionId === key('jcg-001'));
    const source = seeded('jcg-001');
    expect(chen?.children.map((c) => [c.type, c.stem, c.answer])).toEqual(
      source?.children?.map((c) => [c.type, c.stem, c.answer]),
    );
    expect(chen?.children.map((c) => c.questionId)).toEqual([
      key('jcg-001.1'),
      key('jcg-001.2'),
      key('jcg-001.3'),
    ]);
    const detail = await call(questionBank.detail.path, { questionId: key('jeg-002') });
    expect(detail.data.children).toHaveLength(5);
    expect((detail.data.children as unknown as Shown[])[3]?.answer).toEqual(['C']);
  });

  it('finds a group by a word of one of its sub-questions', async () => {
    const { data } = await call(questionBank.questions.path, {
      period: 2,
      subject: 3,
      keyword: 'librarian',
    });
    expect(data.list.map((q) => q.questionId)).toEqual([key('jeg-001')]);
    expect(data.list[0]?.children).toHaveLength(5);
  });

  it('puts a whole group into a paper as one numbered item, and an essay as its own', async () => {
    const { code, msg, data } = await call(examPaper.save.path, {
      title: '阅读与作文练习',
      questionIds: [key('jeg-001'), key('jeg-003')],
    });
    expect(code, msg).toBe(Code.OK);
    // A sub-question is never taken alone (it is not a question of its own in the bank's lists).
    const alone = await call(examPaper.save.path, {
      title: '单独的小题',
      questionIds: [key('jeg-001.2')],
    });
    expect(alone.code).toBe(Code.NOT_FOUND);
    const sections = data.sections as {
      heading: string;
      items: { questionId: number; stem: string; answer: string[] }[];
    }[];
    const items = sections.flatMap((s) => s.items);
    expect(items.map((q) => q.questionId)).toEqual([key('jeg-001'), key('jeg-003')]);
    const group = seeded('jeg-001');
    const flat = flattenGroup(
      group ?? { stem: '', answer: [], analysis: '', options: [] },
      group?.children ?? [],
    );
    expect(items[0]?.stem).toBe(flat.stem);
    expect(items[0]?.answer).toEqual([
      (group?.children ?? []).map((c, i) => `（${i + 1}）${formatAnswer(c)}`).join('　'),
    ]);
    expect(items[0]?.answer).toEqual(['（1）B　（2）C　（3）B　（4）正确　（5）A']);
    expect(sections.map((s) => s.heading).join()).toMatch(/阅读与材料分析.*作文/);
  });

  it('refuses a 阅读/材料题 without sub-questions from the editor, in Chinese', async () => {
    const { code, msg } = await call(questionBank.save.path, {
      scope: 'personal',
      type: 'reading',
      stem: '阅读下面的短文。',
      answer: ['略'],
      analysis: '短文写了一件事。',
      knowledgePointIds: ['jc.read.modern.narrative'],
      period: 2,
      subject: 1,
      grade: 7,
    });
    expect(code).toBe(Code.INVALID_PARAM);
    expect(msg).toContain('阅读/材料题应有 1 到 20 道小题');
  });
});
