/**
 * The conversation list on the real database: its pages and total stay right across creates
 * (through the question's own statement), deletes, pins, teachers and pages past the end; and a
 * page reads its own rows through the list's index and the total from `conversation_counts`,
 * never every conversation of the teacher (the plan PostgreSQL, or PGlite, reports for it).
 */
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/search/vector';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser } from '../../test/identity';
import { recordQuestion } from './__fixtures__/record-question';
import { conversationListQueries, createConversationList } from './conversation-list';
import { createConversationService, type ConversationService } from './conversations.service';

let ctx: TestContext;
let service: ConversationService;

beforeAll(async () => {
  ctx = await createTestContext();
  service = createConversationService(ctx.database);
});
afterAll(() => ctx?.close());

const teacher = async () => (await insertUser(ctx.database)).id;

/** A new conversation, recorded by the question's own batched statement. */
async function ask(userId: number, question: string): Promise<string> {
  return (await recordQuestion(service, { userId, question })).conversationId;
}

/** The live conversations in the list's order, read without the list's statements. */
async function expected(userId: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.database.db.execute(sql`select id from conversations
      where user_id = ${userId} and deleted_at is null
      order by pinned_at is null, updated_at desc, id desc`),
  );
  return rows.map((r) => r.id);
}

/** Every page of `pageSize` up to two past the end: ids in order, and each page's total. */
async function walk(userId: number, pageSize: number) {
  const ids: string[] = [];
  const totals: number[] = [];
  const live = (await expected(userId)).length;
  for (let page = 1; page <= Math.ceil(live / pageSize) + 2; page++) {
    const { list, total } = await service.list(userId, page, pageSize);
    ids.push(...list.map((c) => c.id));
    totals.push(total);
  }
  return { ids, totals: [...new Set(totals)] };
}

describe(createConversationList, () => {
  it('pages and counts each teacher alone across creates, deletes and pins, past the end', async () => {
    const [a, b, c] = [await teacher(), await teacher(), await teacher()];
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push(await ask(a, `问题 ${i}`));
    for (let i = 0; i < 3; i++) await ask(b, `别人的问题 ${i}`);

    expect(await walk(a, 3)).toEqual({ ids: await expected(a), totals: [7] });
    expect((await expected(a)).sort()).toEqual([...mine].sort());
    expect(await walk(b, 2)).toEqual({ ids: await expected(b), totals: [3] });
    expect(await service.list(c, 1, 10)).toEqual({ list: [], total: 0 });
    expect(await service.list(c, 3, 10)).toEqual({ list: [], total: 0 });

    const [gone, pinned, other] = [mine[2], mine[5], mine[0]];
    if (!gone || !pinned || !other) throw new Error('seven conversations');
    expect(await service.remove(a, gone)).toBe(true);
    expect(await service.remove(a, gone)).toBe(false);
    expect(await service.remove(b, other)).toBe(false);
    expect(await service.setPinned(a, pinned, true)).toBe(true);
    const after = await walk(a, 4);
    expect(after).toEqual({ ids: await expected(a), totals: [6] });
    expect(after.ids[0]).toBe(pinned);
    expect(after.ids).not.toContain(gone);
    expect((await walk(b, 2)).totals).toEqual([3]);

    // A continued conversation moves up; the count does not change.
    mine.push(await ask(a, '又一个'));
    expect(await walk(a, 5)).toEqual({ ids: await expected(a), totals: [7] });
  });

  it('reads the page through the list index and the total from one row (plan)', async () => {
    const [p, ...others] = [await teacher(), await teacher(), await teacher(), await teacher()];
    // 300 live (10 pinned) and 20 deleted of the teacher, 3,000 of other teachers.
    await ctx.database.db.execute(sql`insert into conversations
      (id, user_id, title, updated_at, pinned_at, deleted_at)
      select gen_random_uuid(), ${p}, '会话 ' || i, now() - i * interval '1 minute',
        case when i % 30 = 0 then now() end, case when i > 300 then now() end
      from generate_series(1, 320) as i`);
    for (const o of others) {
      await ctx.database.db.execute(sql`insert into conversations (id, user_id, title, updated_at)
        select gen_random_uuid(), ${o}, '别人的', now() - i * interval '1 second'
        from generate_series(1, 1000) as i`);
    }
    await ctx.database.db.execute(sql`analyze conversations`);
    await ctx.database.db.execute(sql`analyze conversation_counts`);
    expect((await service.list(p, 1, 20)).total).toBe(300);

    for (const [offset, limit] of [
      [0, 20],
      [40, 20],
    ] as const) {
      const nodes = await planOf(conversationListQueries(ctx.database.db).page, {
        userId: p,
        limit,
        offset,
      });
      const onConversations = nodes.filter((n) => n['Relation Name'] === 'conversations');
      expect(onConversations.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
        ['Index Scan', 'conversations_live_list_index'],
      ]);
      // The rows skipped by the offset and the page's: not the teacher's 300.
      expect(onConversations[0]?.['Actual Rows']).toBe(offset + limit);
      expect(nodes.filter((n) => n['Relation Name'] === 'conversation_counts')).toHaveLength(1);
    }
    const total = await planOf(conversationListQueries(ctx.database.db).total, { userId: p });
    expect(total.map((n) => n['Relation Name']).filter(Boolean)).toEqual(['conversation_counts']);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/**
 * The executed plan of `query` as the prepared statement runs once its plan is generic (the
 * plan the server keeps), every node flattened.
 */
async function planOf(
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, number>,
): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const args = fillPlaceholders(params, values).map(Number).join(', ');
  return ctx.database.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare list_plan_probe as ${text}`));
    try {
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await tx.execute(
          sql.raw(`explain (analyze, format json) execute list_plan_probe(${args})`),
        ),
      );
      const json = row?.['QUERY PLAN'];
      const [top] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
      const flat: PlanNode[] = [];
      const visit = (n: PlanNode) => {
        flat.push(n);
        n.Plans?.forEach(visit);
      };
      visit(top.Plan);
      return flat;
    } finally {
      await tx.execute(sql`deallocate list_plan_probe`);
    }
  });
}
