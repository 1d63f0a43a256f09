import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser } from '../../test/identity';
import { createExchangeWrites, type ExchangeRow } from './exchange-writes';

/**
 * The batched writes of answers in progress, on the real database: a statement-level trigger
 * counts the statements, and a row trigger refuses one question to show that it fails alone.
 */
let ctx: TestContext;
let userId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await insertUser(ctx.database)).id;
  const db = ctx.database.db;
  await db.execute(sql`CREATE SEQUENCE exchange_statements`);
  await db.execute(
    sql.raw(`CREATE FUNCTION count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('exchange_statements'); RETURN NULL; END $$`),
  );
  for (const event of ['INSERT', 'UPDATE']) {
    await db.execute(
      sql.raw(`CREATE TRIGGER count_${event.toLowerCase()} AFTER ${event} ON conversation_messages
        FOR EACH STATEMENT EXECUTE FUNCTION count_statement()`),
    );
  }
  await db.execute(
    sql.raw(`CREATE FUNCTION refuse_question() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.question LIKE '%NOROW%' THEN RAISE EXCEPTION 'refused (test)'; END IF;
        -- Holds its statement for 300 ms (clock_timestamp moves within a statement).
        IF NEW.question LIKE 'SLOW%' THEN
          WHILE clock_timestamp() < statement_timestamp() + interval '300 milliseconds' LOOP
          END LOOP;
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql`CREATE TRIGGER refuse_question BEFORE INSERT ON conversation_messages
        FOR EACH ROW EXECUTE FUNCTION refuse_question()`,
  );
});
afterAll(async () => {
  await ctx?.close();
});

const statements = async (): Promise<number> => {
  const [row] = await ctx.database.db
    .select({ n: sql<string>`case when is_called then last_value else 0 end` })
    .from(sql`exchange_statements`);
  return Number(row?.n);
};

const question = (text: string, conversationId: string = randomUUID()): ExchangeRow => ({
  logId: randomUUID(),
  conversationId,
  userId,
  question: text,
  form: text.includes('表单') ? { 年级: '七年级', 课时: 2 } : null,
  imgUrls: ['/oss/a.png'],
  deepThink: true,
  network: false,
  provider: 'test',
  at: new Date('2026-11-26T08:00:00.000Z'),
  newConversation: { appId: null, uri: '', title: text.slice(0, 30) },
});

describe('batched exchange writes', () => {
  it('records 60 questions asked in one turn in one statement, and finishes them in one more', async () => {
    const writes = createExchangeWrites(ctx.database.db);
    const rows = Array.from({ length: 60 }, (_, i) => question(`第${i}问 表单`));
    const before = await statements();
    await Promise.all(rows.map((r) => writes.record(r)));
    expect((await statements()) - before).toBe(1);
    const ids = rows.map((r) => r.logId);
    const stored = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(inArray(conversationMessages.id, ids));
    expect(stored).toHaveLength(60);
    expect(stored.find((r) => r.id === rows[7]?.logId)).toMatchObject({
      question: '第7问 表单',
      form: { 年级: '七年级', 课时: 2 },
      imgUrls: ['/oss/a.png'],
      deepThink: 1,
      status: 1,
    });
    const made = await ctx.database.db
      .select()
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          rows.map((r) => r.conversationId),
        ),
      );
    expect(made).toHaveLength(60);

    const progressed = await statements();
    await Promise.all(
      rows.map((r) => writes.progress({ logId: r.logId, answer: '一半', reasoning: '' })),
    );
    expect((await statements()) - progressed).toBe(1);

    const end = new Date('2026-11-26T08:01:00.000Z');
    const finishing = await statements();
    await Promise.all(
      rows.map((r, i) =>
        writes.finish({
          logId: r.logId,
          status: 3,
          answer: `答${i}`,
          reasoning: '想',
          cited: [1],
          at: end,
        }),
      ),
    );
    expect((await statements()) - finishing).toBe(1);
    const [done] = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, rows[3]?.logId ?? ''));
    expect(done).toMatchObject({ status: 3, answer: '答3', reasoning: '想', cited: [1] });
    expect(done?.finishedAt?.getTime()).toBe(end.getTime());
    const [touched] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, rows[3]?.conversationId ?? ''));
    expect(touched?.updatedAt.getTime()).toBe(end.getTime());
    // A finished answer is not overwritten by a late progress save.
    await writes.progress({ logId: rows[3]?.logId ?? '', answer: '迟到', reasoning: '' });
    const [kept] = await ctx.database.db
      .select({ answer: conversationMessages.answer })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, rows[3]?.logId ?? ''));
    expect(kept?.answer).toBe('答3');
  });

  it('sends the rows that arrive while a statement runs together, in the next one', async () => {
    const writes = createExchangeWrites(ctx.database.db);
    const before = await statements();
    const slow = writes.record(question('SLOW 先到的问题'));
    writes.recordNow();
    // 30 more questions, each in a later turn of the event loop, while the first one is held.
    const later: Promise<void>[] = [];
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      later.push(writes.record(question(`后到的第${i}问`)));
    }
    await Promise.all([slow, ...later]);
    expect((await statements()) - before).toBe(2);
  });

  it('gathers questions arriving turn after turn until a quiet moment, in one statement', async () => {
    const writes = createExchangeWrites(ctx.database.db, { quietMs: 200, maxMs: 60_000 });
    const before = await statements();
    const recorded: Promise<void>[] = [];
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      recorded.push(writes.record(question(`陆续到达的第${i}问`)));
    }
    await Promise.all(recorded);
    expect((await statements()) - before).toBe(1);
  });

  it('sends the gathering questions when one is awaited, and never later than maxMs', async () => {
    const waiting = createExchangeWrites(ctx.database.db, { quietMs: 60_000, maxMs: 60_000 });
    const rows = [question('等待中的第一问'), question('等待中的第二问')];
    const recorded = Promise.all(rows.map((r) => waiting.record(r)));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    const stored = async (): Promise<number> =>
      (
        await ctx.database.db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(
            inArray(
              conversationMessages.id,
              rows.map((r) => r.logId),
            ),
          )
      ).length;
    expect(await stored()).toBe(0);
    waiting.recordNow();
    await recorded;
    expect(await stored()).toBe(2);

    // Questions that keep arriving are still recorded once maxMs has passed since the first.
    const bounded = createExchangeWrites(ctx.database.db, { quietMs: 60_000, maxMs: 150 });
    const began = performance.now();
    const first = bounded.record(question('有上限的第一问'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first, bounded.record(question('有上限的第二问'))]);
    expect(performance.now() - began).toBeGreaterThanOrEqual(140);
  });

  it('fails only the refused question of a batch; a follow-up touches its conversation', async () => {
    const writes = createExchangeWrites(ctx.database.db);
    const first = question('开头');
    await writes.record(first);
    const followUp: ExchangeRow = {
      ...question('接着问', first.conversationId),
      at: new Date('2026-11-26T09:00:00.000Z'),
      newConversation: undefined,
    };
    const good = question('好问题');
    const bad = question('NOROW 坏问题');
    const outcomes = await Promise.allSettled([
      writes.record(good),
      writes.record(bad),
      writes.record(followUp),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await ctx.database.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(
        inArray(
          conversationMessages.id,
          [good, bad, followUp].map((r) => r.logId),
        ),
      );
    expect(stored.map((r) => r.id).sort()).toEqual([good.logId, followUp.logId].sort());
    const [conversation] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation?.updatedAt.getTime()).toBe(followUp.at.getTime());
  });

  it('keeps any text as written: quotes, backslashes, braces, commas, "NULL", new lines', async () => {
    const writes = createExchangeWrites(ctx.database.db);
    const texts = [
      'NULL',
      'null',
      '',
      'a,"b"\\c{d}',
      '{"x":1}',
      "它's 换行\n第二行\t制表",
      '😀 emoji 与 \\(x^2\\)',
      ' 前后空格 ',
    ];
    const rows = texts.map((t) => ({ ...question(t), form: { 说明: t } }));
    await Promise.all(rows.map((r) => writes.record(r)));
    await Promise.all(
      rows.map((r, i) =>
        writes.finish({
          logId: r.logId,
          status: 3,
          answer: texts[texts.length - 1 - i] ?? '',
          reasoning: texts[i] ?? '',
          cited: [],
          at: new Date(),
        }),
      ),
    );
    const stored = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(
        inArray(
          conversationMessages.id,
          rows.map((r) => r.logId),
        ),
      );
    for (const [i, row] of rows.entries()) {
      const found = stored.find((s) => s.id === row.logId);
      expect(found).toMatchObject({
        question: texts[i],
        form: { 说明: texts[i] },
        answer: texts[texts.length - 1 - i],
        reasoning: texts[i],
        status: 3,
      });
    }
    const titled = await ctx.database.db
      .select({ id: conversations.id, title: conversations.title })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          rows.map((r) => r.conversationId),
        ),
      );
    expect(titled).toHaveLength(texts.length);
  });
});
