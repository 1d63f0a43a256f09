import { questionBank } from '@aita/contract';
import { Code } from '@aita/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questionKnowledgePoints, questions, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';
import { insertUser, postAs, tokenFor } from '../../../test/identity';
import { seedQuestionBank, SEED_QUESTIONS } from '..';

let ctx: TestContext;
let token = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.database.db
    .insert(orgs)
    .values({ name: '旧库学校', joinCode: 'QBREG001' })
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
});
afterAll(() => ctx?.close());

const KEYS = ['je-028', 'je-029', 'je-030'];

/** Puts the three readings back as an older release stored them: one 单选题 each, no 小题. */
async function asOlderRelease() {
  const rows = await ctx.database.db
    .select({ id: questions.id, seedKey: questions.seedKey })
    .from(questions)
    .where(inArray(questions.seedKey, KEYS));
  for (const r of rows) {
    await ctx.database.db.delete(questions).where(eq(questions.parentId, r.id));
    await ctx.database.db
      .update(questions)
      .set({
        type: 'single',
        stem: `阅读短文，选择正确答案。旧题干 ${r.seedKey}（\u3000\u3000）`,
        options: ['A 项', 'B 项', 'C 项', 'D 项'],
        answer: ['B'],
      })
      .where(eq(questions.id, r.id));
  }
  return new Map(rows.map((r) => [r.seedKey, r.id]));
}

const childrenOf = (id: number) =>
  ctx.database.db
    .select({ seedKey: questions.seedKey, type: questions.type, sort: questions.sort })
    .from(questions)
    .where(eq(questions.parentId, id))
    .orderBy(asc(questions.sort));

describe('je-028…030 as 阅读 groups', () => {
  it('seeds them as groups: the passage, then its 小题', () => {
    for (const key of KEYS) {
      const group = SEED_QUESTIONS.find((q) => q.seedKey === key);
      expect(group?.type, key).toBe('reading');
      expect(group?.stem.startsWith('阅读理解：阅读短文，完成小题。')).toBe(true);
      expect(group?.stem).not.toContain('（\u3000\u3000）');
      expect(group?.children?.map((c) => c.seedKey)).toEqual([`${key}.1`, `${key}.2`]);
    }
  });

  it('turns the rows of a database seeded by an older release into the groups, in place, once', async () => {
    const ids = await asOlderRelease();
    await seedQuestionBank(ctx.database);
    for (const key of KEYS) {
      const id = ids.get(key) ?? 0;
      const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, id));
      const seed = SEED_QUESTIONS.find((q) => q.seedKey === key);
      expect(row).toMatchObject({ seedKey: key, type: 'reading', stem: seed?.stem, answer: [] });
      expect((await childrenOf(id)).map((c) => [c.seedKey, c.sort])).toEqual([
        [`${key}.1`, 1],
        [`${key}.2`, 2],
      ]);
      const links = await ctx.database.db
        .select({ point: questionKnowledgePoints.knowledgePointId })
        .from(questionKnowledgePoints)
        .where(eq(questionKnowledgePoints.questionId, id));
      expect(links.map((l) => l.point)).toEqual(seed?.knowledgePointIds);
    }
    // A second start changes nothing.
    await seedQuestionBank(ctx.database);
    const kids = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inArray(questions.parentId, [...ids.values()]),
          inArray(
            questions.seedKey,
            KEYS.flatMap((k) => [`${k}.1`, `${k}.2`]),
          ),
        ),
      );
    expect(kids).toHaveLength(6);
  });

  it('lists the converted group with its 小题 and finds it by a 小题’s word', async () => {
    const answer = (await postAs(ctx.app, token, questionBank.questions.path, {
      period: 2,
      subject: 3,
      keyword: 'Disappointed',
    }).then((r) => r.json())) as {
      code: number;
      data: { list: { stem: string; type: string; children: { stem: string }[] }[] };
    };
    expect(answer.code).toBe(Code.OK);
    const group = answer.data.list.find((q) => q.stem.includes('Mr Smith'));
    expect(group?.type).toBe('reading');
    expect(group?.children.map((c) => c.stem)).toEqual([
      'We can infer that Mr Smith ____.（\u3000\u3000）',
      'How did Mr Smith probably feel?（\u3000\u3000）',
    ]);
  });
});
