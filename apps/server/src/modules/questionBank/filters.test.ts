import { questionBank } from '@aita/contract';
import { Code } from '@aita/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

let ctx: TestContext;
let token = '';

interface Shown {
  questionId: number;
  year: number;
  region: string | null;
}
const call = async (url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: { list: Shown[]; total: number; years: number[]; regions: string[] };
  };

/** Three 初中数学 platform questions given a source's year and region (the seed is 原创 of 2026). */
let marked: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.database.db
    .insert(orgs)
    .values({ name: '年份地区学校', joinCode: 'QBYEAR01' })
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
  const rows = await ctx.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.scope, 'platform'),
        eq(questions.period, 2),
        eq(questions.subject, 2),
        isNull(questions.parentId),
      ),
    )
    .orderBy(questions.id)
    .limit(3);
  marked = rows.map((r) => r.id);
  const [a, b, c] = marked;
  const set = (id: number | undefined, year: number, region: string) =>
    ctx.database.db
      .update(questions)
      .set({ year, region })
      .where(eq(questions.id, id ?? 0));
  await set(a, 2023, '浙江');
  await set(b, 2024, '浙江');
  await set(c, 2023, '北京');
});
afterAll(() => ctx?.close());

const list = (body: Record<string, unknown>) =>
  call(questionBank.questions.path, { period: 2, subject: 2, pageSize: 50, ...body });

describe('年份 and 地区 filters', () => {
  it('offers the years and regions the listed questions carry, newest year first', async () => {
    const answer = await call(questionBank.filterOptions.path, { period: 2, subject: 2 });
    expect(answer.code).toBe(Code.OK);
    expect(answer.data.years).toEqual([2026, 2024, 2023]);
    expect(answer.data.regions).toEqual(['北京', '浙江']);
    // 小学数学 carries none of them; the school's own bank has nothing yet.
    const primary = await call(questionBank.filterOptions.path, { period: 1, subject: 2 });
    expect(primary.data).toEqual({ years: [2026], regions: [] });
    const school = await call(questionBank.filterOptions.path, { scope: 'school' });
    expect(school.data).toEqual({ years: [], regions: [] });
  });

  it('lists the questions of a year, of a region, and of both', async () => {
    const ids = (r: Awaited<ReturnType<typeof list>>) =>
      r.data.list.map((q) => q.questionId).sort();
    const [a, b, c] = marked;
    const y2023 = await list({ year: 2023 });
    expect(y2023.code).toBe(Code.OK);
    expect(ids(y2023)).toEqual([a, c].sort());
    expect(y2023.data.total).toBe(2);
    expect(ids(await list({ region: '浙江' }))).toEqual([a, b].sort());
    const both = await list({ year: 2023, region: '浙江' });
    expect(both.data.list).toEqual([
      expect.objectContaining({ questionId: a, year: 2023, region: '浙江' }),
    ]);
    expect(
      (await list({ year: 2023, region: '北京', keyword: '方程' })).data.total,
    ).toBeLessThanOrEqual(1);
    expect((await list({ region: '上海' })).data).toEqual({ list: [], total: 0 });
  });

  it('saves a school question with its region and filters the school bank by it', async () => {
    const saved = await call(questionBank.save.path, {
      type: 'fill',
      stem: '$1+2=$____',
      answer: ['$3$'],
      analysis: '一加二等于三。',
      knowledgePointIds: ['jm.num.rational.ops'],
      period: 2,
      subject: 2,
      grade: 7,
      source: '2025年浙江省中考',
      year: 2025,
      region: '浙江',
    });
    expect(saved.code).toBe(Code.OK);
    const school = await list({ scope: 'school', year: 2025, region: '浙江' });
    expect(school.data.list).toEqual([expect.objectContaining({ year: 2025, region: '浙江' })]);
    expect((await call(questionBank.filterOptions.path, { scope: 'school' })).data).toEqual({
      years: [2025],
      regions: ['浙江'],
    });
  });

  it('refuses a region outside the list and a year out of range in Chinese (40001)', async () => {
    const region = await list({ region: '火星' });
    expect(region.code).toBe(Code.INVALID_PARAM);
    expect(region.msg).toContain('region');
    const year = await list({ year: 1800 });
    expect(year.code).toBe(Code.INVALID_PARAM);
    expect(year.msg).toContain('year');
  });
});
