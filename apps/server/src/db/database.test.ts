import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, createTestContext, type TestContext } from '../test/context';
import type { Database, Db } from './database';
import { isUniqueViolation, sqlState } from './errors';
import { openPgliteDatabase } from './pglite';
import { copyMigratedPgliteTemplate } from './pglite-template';
import { MIGRATIONS_DIR } from '../paths';
import { standardDocs } from './schema';

const LINK = 'https://example.test/tx';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const insertDoc = (db: Db, name: string) => db.insert(standardDocs).values({ name, link: LINK });
async function countDocs(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(standardDocs)
    .where(and(eq(standardDocs.link, LINK), like(standardDocs.name, `${prefix}%`)));
  return row?.n ?? 0;
}

describe(`Database.transaction (${backend})`, () => {
  it('keeps two concurrent transactions whole while plain queries run beside them', async () => {
    const database: Database = ctx.database;
    const seen: number[] = [];
    const probe = async () => {
      for (let i = 0; i < 25; i++) {
        seen.push(await countDocs(database.db, 'c-'));
        await sleep(4);
      }
    };
    const committed = database.transaction(async (tx) => {
      await insertDoc(tx, 'c-a1');
      await sleep(30);
      await insertDoc(tx, 'c-a2');
      return 'a';
    });
    const rolledBack = database
      .transaction(async (tx) => {
        await insertDoc(tx, 'c-b1');
        await sleep(30);
        await insertDoc(tx, 'c-b2');
        throw new Error('abort b');
      })
      .catch((error: Error) => error.message);
    const [a, b] = await Promise.all([committed, rolledBack, probe()]);
    expect(a).toBe('a');
    expect(b).toBe('abort b');
    // Plain queries saw either nothing or both rows of the committed transaction, never half.
    for (const n of seen) expect([0, 2]).toContain(n);
    const names = await database.db
      .select({ name: standardDocs.name })
      .from(standardDocs)
      .where(like(standardDocs.name, 'c-%'))
      .orderBy(standardDocs.name);
    expect(names.map((r) => r.name)).toEqual(['c-a1', 'c-a2']);
  });

  it('rolls back after a failed statement and the connection keeps working', async () => {
    const error = await ctx.database
      .transaction(async (tx) => {
        await insertDoc(tx, 'd-1');
        await insertDoc(tx, 'd-1'); // unique violation
      })
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(await countDocs(ctx.database.db, 'd-')).toBe(0);
    await insertDoc(ctx.database.db, 'd-2');
    expect(await countDocs(ctx.database.db, 'd-')).toBe(1);
  });

  it('serialises read-then-write transactions (row lock) without lost updates', async () => {
    await insertDoc(ctx.database.db, 'e-counter');
    const bump = () =>
      ctx.database.transaction(async (tx) => {
        const [row] = await tx
          .select({ sort: standardDocs.sort })
          .from(standardDocs)
          .where(eq(standardDocs.name, 'e-counter'))
          .for('update');
        await sleep(1);
        await tx
          .update(standardDocs)
          .set({ sort: (row?.sort ?? 0) + 1 })
          .where(eq(standardDocs.name, 'e-counter'));
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const [row] = await ctx.database.db
      .select({ sort: standardDocs.sort })
      .from(standardDocs)
      .where(eq(standardDocs.name, 'e-counter'));
    expect(row?.sort).toBe(20);
  });

  it('answers many concurrent plain queries correctly', async () => {
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        ctx.database.db
          .select({ name: standardDocs.name })
          .from(standardDocs)
          .where(eq(standardDocs.name, i % 2 ? 'c-a1' : 'c-a2')),
      ),
    );
    results.forEach((rows, i) => expect(rows).toEqual([{ name: i % 2 ? 'c-a1' : 'c-a2' }]));
  });
});

describe(openPgliteDatabase, () => {
  it('maps timestamps to Dates and passes SQLSTATE codes across the worker', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aita-pglite-test-'));
    await copyMigratedPgliteTemplate(join(dir, 'pglite'));
    const database = await openPgliteDatabase(join(dir, 'pglite'));
    try {
      await database.migrate(MIGRATIONS_DIR);
      await insertDoc(database.db, 'f-1');
      const [row] = await database.db.select().from(standardDocs);
      expect(row?.createdAt).toBeInstanceOf(Date);
      expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      const error = await insertDoc(database.db, 'f-1').catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
    const closed = await database.db
      .select()
      .from(standardDocs)
      .catch((e: unknown) => e as Error);
    expect(String((closed as Error).cause)).toMatch(/closed/);
  }, 120_000);
});
