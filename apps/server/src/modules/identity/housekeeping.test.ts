import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@aita/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTickets, ossCredentials, reportEvents, sessions, users } from '../../db/schema';
import { rowsOf } from '../../platform/search/vector';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import {
  createHousekeeping,
  DEAD_ROW_GRACE_MS,
  scheduleHousekeeping,
  type Housekeeping,
} from './housekeeping';
import { AVATAR_URL_PREFIX } from './avatar-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const NOW = new Date('2026-11-21T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const hex = () => randomBytes(16).toString('hex');

describe(createHousekeeping, () => {
  it('deletes only dead rows: a day past expiry or revocation', async () => {
    const { id: userId } = await insertUser(ctx.database);
    const db = ctx.database.db;
    const s = await db
      .insert(sessions)
      .values([
        { tokenHash: hex(), userId, kind: 'frame', expiresAt: ago(DEAD_ROW_GRACE_MS + MINUTE) },
        { tokenHash: hex(), userId, kind: 'frame', expiresAt: ago(DEAD_ROW_GRACE_MS - MINUTE) },
        {
          tokenHash: hex(),
          userId,
          kind: 'sso',
          expiresAt: ago(-10 * DEAD_ROW_GRACE_MS),
          revokedAt: ago(DEAD_ROW_GRACE_MS + MINUTE),
        },
        {
          tokenHash: hex(),
          userId,
          kind: 'sso',
          expiresAt: ago(-10 * DEAD_ROW_GRACE_MS),
          revokedAt: ago(MINUTE),
        },
        { tokenHash: hex(), userId, kind: 'frame', expiresAt: ago(-DEAD_ROW_GRACE_MS) },
      ])
      .returning({ id: sessions.id });
    const t = await db
      .insert(loginTickets)
      .values([
        { ticketHash: hex(), userId, expiresAt: ago(DEAD_ROW_GRACE_MS + MINUTE), usedAt: ago(0) },
        { ticketHash: hex(), userId, expiresAt: ago(5 * MINUTE) },
      ])
      .returning({ id: loginTickets.id });
    const credential = (expiresAt: Date) => ({
      accessKeyId: `STS.${hex()}`,
      secretCiphertext: 'x',
      securityTokenHash: hex(),
      userId,
      bucket: 'oss',
      directory: `uploads/${userId}/20261121/`,
      expiresAt,
    });
    const o = await db
      .insert(ossCredentials)
      .values([credential(ago(DEAD_ROW_GRACE_MS + MINUTE)), credential(ago(-15 * MINUTE))])
      .returning({ id: ossCredentials.accessKeyId });
    const r = await db
      .insert(reportEvents)
      .values([
        { event: 'old.event', createdAt: ago(31 * 86_400_000) },
        { event: 'new.event', createdAt: ago(29 * 86_400_000) },
      ])
      .returning({ id: reportEvents.id });

    const housekeeping = createHousekeeping({ db, clock: () => NOW, reportRetentionDays: 30 });
    const report = await housekeeping.runOnce();
    // Tracking events older than REPORT_RETENTION_DAYS are gone, younger ones kept.
    expect(report.reportEvents).toBeGreaterThanOrEqual(1);
    const events = await db
      .select({ id: reportEvents.id })
      .from(reportEvents)
      .where(
        inArray(
          reportEvents.id,
          r.map((x) => x.id),
        ),
      );
    expect(events.map((x) => x.id)).toEqual([r[1]?.id]);
    // Other suites' rows may be dead too (the clock is fixed): at least ours went.
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(report.loginTickets).toBeGreaterThanOrEqual(1);
    expect(report.ossCredentials).toBeGreaterThanOrEqual(1);

    const left = async <T extends { id: unknown }>(
      table: typeof sessions | typeof loginTickets,
      ids: T[],
    ) => {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(
          inArray(
            table.id,
            ids.map((r) => r.id as number),
          ),
        );
      return ids.map((r) => rows.some((x) => x.id === r.id));
    };
    expect(await left(sessions, s)).toEqual([false, true, false, true, true]);
    expect(await left(loginTickets, t)).toEqual([false, true]);
    const creds = await db
      .select({ id: ossCredentials.accessKeyId })
      .from(ossCredentials)
      .where(
        inArray(
          ossCredentials.accessKeyId,
          o.map((r) => r.id),
        ),
      );
    expect(creds.map((r) => r.id)).toEqual([o[1]?.id]);

    // Idempotent: a second sweep finds nothing more of ours.
    const again = await housekeeping.runOnce();
    expect(again).toEqual({
      sessions: 0,
      loginTickets: 0,
      ossCredentials: 0,
      reportEvents: 0,
      avatarFiles: 0,
    });
  });

  it('deletes avatar files no profile names, once they are a day old', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aita-avatars-'));
    try {
      const name = () => `${randomBytes(24).toString('base64url')}.png`;
      const [used, orphan, fresh, foreign] = [name(), name(), name(), 'notes.txt'];
      for (const file of [used, orphan, fresh, foreign]) await writeFile(join(dir, file), 'x');
      const old = ago(DEAD_ROW_GRACE_MS + MINUTE);
      for (const file of [used, orphan, foreign]) await utimes(join(dir, file), old, old);
      const { id } = await insertUser(ctx.database);
      await ctx.database.db
        .update(users)
        .set({ avatar: `${AVATAR_URL_PREFIX}${used}` })
        .where(eq(users.id, id));

      const report = await createHousekeeping({
        db: ctx.database.db,
        avatarsDir: dir,
        clock: () => NOW,
      }).runOnce();
      expect(report.avatarFiles).toBe(1);
      // The profile's avatar, the file written within the day and a file that is not an
      // avatar stay; the old unreferenced avatar goes.
      expect((await readdir(dir)).sort()).toEqual([used, fresh, foreign].sort());
      // No avatar directory yet (nothing uploaded): nothing to do, no error.
      const none = await createHousekeeping({
        db: ctx.database.db,
        avatarsDir: join(dir, 'missing'),
        clock: () => NOW,
      }).runOnce();
      expect(none.avatarFiles).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has no auth_failures table left (the throttle counts in throttle_counters)', async () => {
    const found = rowsOf<{ t: string | null }>(
      await ctx.database.db.execute(sql`select to_regclass('public.auth_failures')::text as t`),
    );
    expect(found).toEqual([{ t: null }]);
    const counters = rowsOf<{ t: string | null }>(
      await ctx.database.db.execute(sql`select to_regclass('public.throttle_counters')::text as t`),
    );
    expect(counters).toEqual([{ t: 'throttle_counters' }]);
  });

  it('never touches a live session: the teacher stays logged in', async () => {
    const { id } = await insertUser(ctx.database);
    const token = await tokenFor(ctx.app, id);
    await createHousekeeping({ db: ctx.database.db }).runOnce();
    const info = await postAs(ctx.app, token, '/v1/user/info', {});
    expect(info.json().code).toBe(Code.OK);
    const [row] = await ctx.database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(row?.userId).toBe(id);
  });
});

describe(scheduleHousekeeping, () => {
  it('sweeps on its interval, logs failures and goes on, and stop() waits for a sweep', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const logged: string[] = [];
    const housekeeping: Housekeeping = {
      runOnce: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('database gone'));
        return new Promise((resolve) => {
          release = () =>
            resolve({
              sessions: 1,
              loginTickets: 0,
              ossCredentials: 0,
              reportEvents: 0,
              avatarFiles: 0,
            });
        });
      },
    };
    const job = scheduleHousekeeping(housekeeping, {
      intervalMs: 20,
      log: { info: (_o, msg) => logged.push(msg), error: (_o, msg) => logged.push(msg) },
    });
    await expect.poll(() => calls, { timeout: 5000 }).toBe(2);
    expect(logged).toEqual(['housekeeping failed']);
    // The second sweep hangs: later ticks do not start a third one over it.
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(logged).toEqual(['housekeeping failed', 'housekeeping']);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(2);
  });
});
