/**
 * `conversation_counts` (the conversation list's total) on the real database: equal to each
 * teacher's live conversations after concurrent creates (batched and single), deletes of the same
 * conversation at once, hard deletes, restores and a teacher's removal; and filled by its
 * migration from the conversations a database already had.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createFreshPostgresDatabase } from '../../db/fresh-postgres';
import { openPgliteDatabase } from '../../db/pglite';
import { openPostgresDatabase } from '../../db/postgres';
import { conversations, users } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { MIGRATIONS_DIR } from '../../paths';
import { rowsOf } from '../../platform/search/vector';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser } from '../../test/identity';
import { recordQuestion } from './__fixtures__/record-question';
import { createConversationService } from './conversations.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Each named teacher's kept count and their live rows counted, side by side. */
async function countsOf(database: Database, ids: readonly number[]) {
  const rows = rowsOf<{ id: number; kept: number | null; live: number }>(
    await database.db.execute(sql`select u.id,
        (select live from conversation_counts k where k.user_id = u.id) as kept,
        (select count(*) from conversations c where c.user_id = u.id and c.deleted_at is null)
          as live
      from users u where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by u.id`),
  );
  return rows.map((r) => ({ id: r.id, kept: Number(r.kept ?? 0), live: Number(r.live) }));
}

const row = (userId: number) => ({ id: randomUUID(), userId, title: '会话' });

describe('conversation_counts', () => {
  it('equals the live conversations after concurrent creates, deletes and restores', async () => {
    const ids = [
      (await insertUser(ctx.database)).id,
      (await insertUser(ctx.database)).id,
      (await insertUser(ctx.database)).id,
    ];
    const service = createConversationService(ctx.database);
    const ask = async (userId: number) =>
      (await recordQuestion(service, { userId, question: '问' })).conversationId;
    // Questions of several teachers in one turn share one recording statement.
    const asked = await Promise.all(ids.flatMap((id) => Array.from({ length: 8 }, () => ask(id))));
    const inserted = ids.flatMap((id) => Array.from({ length: 10 }, () => row(id)));
    await Promise.all(inserted.map((r) => ctx.database.db.insert(conversations).values(r)));
    expect(await countsOf(ctx.database, ids)).toEqual(
      ids.map((id) => ({ id, kept: 18, live: 18 })),
    );

    const [a, b] = ids as [number, number, number];
    const twice = asked.slice(0, 4);
    const removals = await Promise.all([
      // The same conversations deleted twice at once: counted down once.
      ...twice.flatMap((id) => [service.remove(a, id), service.remove(a, id)]),
      ...inserted.slice(10, 15).map((r) => service.remove(b, r.id)),
      ...inserted
        .slice(15, 18)
        .map((r) => ctx.database.db.delete(conversations).where(eq(conversations.id, r.id))),
      ...Array.from({ length: 5 }, () => ask(b)),
      ...inserted.slice(20, 30).map((r) => service.setPinned(r.userId, r.id, true)),
    ]);
    expect(removals.slice(0, 8).filter((done) => done === true)).toHaveLength(4);
    let counts = await countsOf(ctx.database, ids);
    expect(counts.map((c) => c.kept)).toEqual([14, 15, 18]);
    for (const c of counts) expect(c.kept).toBe(c.live);

    // Restored by hand (no route restores): counted again; a deleted one deleted again: not.
    const restored = twice[0] ?? '';
    await ctx.database.db
      .update(conversations)
      .set({ deletedAt: null })
      .where(eq(conversations.id, restored));
    await ctx.database.db
      .update(conversations)
      .set({ deletedAt: new Date() })
      .where(eq(conversations.id, twice[1] ?? ''));
    counts = await countsOf(ctx.database, ids);
    expect(counts.map((c) => c.kept)).toEqual([15, 15, 18]);
    for (const c of counts) expect(c.kept).toBe(c.live);

    // A teacher removed takes their conversations and their count along.
    await ctx.database.db.delete(users).where(eq(users.id, b));
    expect(
      rowsOf(
        await ctx.database.db.execute(sql`select 1 from conversation_counts where user_id = ${b}`),
      ),
    ).toEqual([]);
  });

  it('is filled by its migration from the conversations already stored', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'aita-migrations-'));
    const adminUrl = testDatabaseUrl();
    const fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    const database = fresh
      ? await openPostgresDatabase(fresh.url)
      : await openPgliteDatabase('memory://');
    try {
      // The migrations before this one.
      await cp(MIGRATIONS_DIR, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
        entries: { tag: string }[];
      };
      const index = journal.entries.findIndex((e) => e.tag.endsWith('_conversation_list_count'));
      expect(index).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, index);
      await writeFile(journalPath, JSON.stringify(journal));
      await database.migrate(folder);

      const ids = [(await insertUser(database)).id, (await insertUser(database)).id];
      const [a, b] = ids as [number, number];
      const rows = [
        ...Array.from({ length: 6 }, () => row(a)),
        ...Array.from({ length: 2 }, () => row(b)),
      ];
      await database.db.insert(conversations).values(rows);
      await database.db
        .update(conversations)
        .set({ deletedAt: new Date() })
        .where(eq(conversations.id, rows[0]?.id ?? ''));
      const without = (await insertUser(database)).id;

      await database.migrate(MIGRATIONS_DIR);
      expect(await countsOf(database, [...ids, without])).toEqual([
        { id: a, kept: 5, live: 5 },
        { id: b, kept: 2, live: 2 },
        { id: without, kept: 0, live: 0 },
      ]);
      await database.db.insert(conversations).values(row(b));
      expect((await countsOf(database, [b]))[0]?.kept).toBe(3);
    } finally {
      await database.close();
      await fresh?.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
