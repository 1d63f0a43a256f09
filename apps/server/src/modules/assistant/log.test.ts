import { randomUUID } from 'node:crypto';
import { Code, type ConversationMessageItem } from '@aita/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema';
import { MSG_CONVERSATION_NOT_FOUND, MSG_LOG_NOT_FOUND } from './messages';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { aitalkLogRoutes } from './log.routes';

let ctx: TestContext;
let userId: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
  otherToken = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

interface LogPage {
  list: ConversationMessageItem[];
  total: number;
  hasMore: boolean;
}

const call = async (t: string, body: unknown) => {
  const res = await postAs(ctx.app, t, '/v1/aitalk/log/list', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: LogPage };
};
const page = async (body: Record<string, unknown>): Promise<LogPage> => {
  const answer = await call(token, body);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};
const questions = (p: LogPage) => p.list.map((m) => m.question);
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `问${from < to ? from + i : from - i}`);

/** A conversation of the teacher with `count` stored exchanges 问1..问N, one second apart. */
async function seedConversation(count: number): Promise<{ id: string; logIds: string[] }> {
  const id = randomUUID();
  const base = Date.UTC(2026, 0, 1);
  await ctx.database.db.insert(conversations).values({ id, userId, title: '长会话' });
  const logIds = Array.from({ length: count }, () => randomUUID());
  await ctx.database.db.insert(conversationMessages).values(
    logIds.map((logId, i) => ({
      id: logId,
      conversationId: id,
      userId,
      question: `问${i + 1}`,
      answer: `答${i + 1}`,
      status: 3,
      createdAt: new Date(base + i * 1000),
    })),
  );
  return { id, logIds };
}

describe(aitalkLogRoutes, () => {
  let long: { id: string; logIds: string[] };
  beforeAll(async () => {
    long = await seedConversation(120);
  });

  it('keeps the old default: oldest first, page and pageSize, total; hasMore tells a next page', async () => {
    const first = await page({ id: long.id });
    expect(questions(first)).toEqual(range(1, 50));
    expect(first.total).toBe(120);
    expect(first.hasMore).toBe(true);
    const last = await page({ id: long.id, page: 3, pageSize: 50, order: 'asc' });
    expect(questions(last)).toEqual(range(101, 120));
    expect(last.hasMore).toBe(false);
    expect((await page({ id: long.id, page: 4, pageSize: 50 })).list).toEqual([]);
  });

  it("order 'desc' starts at the newest; before walks back to the first without gaps or repeats", async () => {
    const newest = await page({ id: long.id, order: 'desc', pageSize: 20 });
    expect(questions(newest)).toEqual(range(120, 101));
    expect(newest.total).toBe(120);
    expect(newest.hasMore).toBe(true);

    const seen = [...questions(newest)];
    let cursor = newest.list.at(-1)?.logId;
    let pages = 1;
    for (let more = newest.hasMore; more; pages += 1) {
      const next = await page({ id: long.id, order: 'desc', pageSize: 20, before: cursor });
      seen.push(...questions(next));
      cursor = next.list.at(-1)?.logId;
      more = next.hasMore;
    }
    expect(pages).toBe(6);
    expect(seen).toEqual(range(120, 1));
  });

  it('a cursor page does not shift when a new exchange is stored meanwhile', async () => {
    const { id, logIds } = await seedConversation(7);
    const newest = await page({ id, order: 'desc', pageSize: 3 });
    expect(questions(newest)).toEqual(['问7', '问6', '问5']);
    // The teacher asks again: an offset walk would now repeat 问5.
    await ctx.database.db.insert(conversationMessages).values({
      id: randomUUID(),
      conversationId: id,
      userId,
      question: '问8',
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    });
    const earlier = await page({
      id,
      order: 'desc',
      pageSize: 3,
      before: newest.list.at(-1)?.logId,
    });
    expect(questions(earlier)).toEqual(['问4', '问3', '问2']);
    expect(earlier.hasMore).toBe(true);
    expect(earlier.total).toBe(8);
    const oldest = await page({ id, order: 'desc', pageSize: 3, before: logIds[1] });
    expect(questions(oldest)).toEqual(['问1']);
    expect(oldest.hasMore).toBe(false);
    // `before` with the oldest order: the exchanges older than 问3, oldest first.
    expect(questions(await page({ id, before: logIds[2] }))).toEqual(['问1', '问2']);
    expect((await page({ id, order: 'desc', before: logIds[0] })).list).toEqual([]);
  });

  it('compares times in the database: microseconds and equal times (then the id) keep order', async () => {
    const id = randomUUID();
    await ctx.database.db.insert(conversations).values({ id, userId, title: '同一时刻' });
    // Two exchanges one microsecond apart (one JS millisecond), and three at the same instant.
    const ids = Array.from({ length: 5 }, () => randomUUID()).sort();
    const at = (micro: string) => sql`${'2026-03-01 08:00:00.' + micro + '+00'}::timestamptz`;
    await ctx.database.db.insert(conversationMessages).values([
      { id: ids[0] ?? '', conversationId: id, userId, question: 'a', createdAt: at('000001') },
      { id: ids[1] ?? '', conversationId: id, userId, question: 'b', createdAt: at('000002') },
      { id: ids[2] ?? '', conversationId: id, userId, question: 'c', createdAt: at('000500') },
      { id: ids[3] ?? '', conversationId: id, userId, question: 'd', createdAt: at('000500') },
      { id: ids[4] ?? '', conversationId: id, userId, question: 'e', createdAt: at('000500') },
    ]);
    expect(questions(await page({ id, order: 'desc', before: ids[1] }))).toEqual(['a']);
    expect(questions(await page({ id, order: 'desc', before: ids[4] }))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
    const walked: string[] = [];
    let cursor: string | undefined;
    for (let more = true; more;) {
      const next = await page({
        id,
        order: 'desc',
        pageSize: 2,
        ...(cursor ? { before: cursor } : {}),
      });
      walked.push(...questions(next));
      cursor = next.list.at(-1)?.logId;
      more = next.hasMore;
    }
    expect(walked).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('refuses a bad order or cursor with 40001, an unknown cursor with 40004', async () => {
    expect(await call(token, { id: long.id, order: 'newest' })).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：order 应为 asc 或 desc',
      data: null,
    });
    expect(await call(token, { id: long.id, before: 'abc' })).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：before 无效',
      data: null,
    });
    expect((await call(token, { id: long.id, before: 12 })).code).toBe(Code.INVALID_PARAM);
    const other = await seedConversation(1);
    for (const before of [other.logIds[0], randomUUID()]) {
      expect(await call(token, { id: long.id, order: 'desc', before })).toEqual({
        code: Code.NOT_FOUND,
        msg: MSG_LOG_NOT_FOUND,
        data: null,
      });
    }
    // Another teacher learns nothing, cursor or not.
    expect(await call(otherToken, { id: long.id, order: 'desc', before: long.logIds[5] })).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_CONVERSATION_NOT_FOUND,
      data: null,
    });
  });
});
