import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { hashSecret } from '../../platform/tokens';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser } from '../../test/identity';
import { createSessionService, SESSION_CACHE_MS } from './sessions';

/**
 * The session cache on a real database: a resolved session is trusted for `cacheMs` without a
 * query; logout on this instance clears it at once; a revocation elsewhere (another instance
 * writing the row) applies here once the entry is older than `cacheMs`.
 */
let ctx: TestContext;
let userId: number;
let now = Date.now();
const clock = () => new Date(now);
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await insertUser(ctx.database)).id;
});
afterAll(() => ctx?.close());

const revokeElsewhere = (token: string) =>
  ctx.database.db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(sessions.tokenHash, hashSecret(token)));

describe('the session cache', () => {
  it('trusts a resolved session for cacheMs; a revocation elsewhere applies after it', async () => {
    const service = createSessionService({ db: ctx.database.db, clock, cacheMs: SESSION_CACHE_MS });
    const { token } = await service.issue(userId, 'frame');
    expect(await service.resolve(token)).toMatchObject({ status: 'ok', user: { id: userId } });
    await revokeElsewhere(token);
    // Served from the cache: the row was not read again.
    expect((await service.resolve(token)).status).toBe('ok');
    now += SESSION_CACHE_MS + 1;
    expect(await service.resolve(token)).toEqual({ status: 'invalid' });
    // Without a cache the revocation applies at once.
    const uncached = createSessionService({ db: ctx.database.db, clock });
    const second = await uncached.issue(userId, 'frame');
    expect((await uncached.resolve(second.token)).status).toBe('ok');
    await revokeElsewhere(second.token);
    expect(await uncached.resolve(second.token)).toEqual({ status: 'invalid' });
  });

  it('forgets a session at logout on this instance at once, and never caches refusals', async () => {
    const service = createSessionService({ db: ctx.database.db, clock, cacheMs: SESSION_CACHE_MS });
    const { token } = await service.issue(userId, 'frame');
    expect((await service.resolve(token)).status).toBe('ok');
    expect(await service.revoke(token)).toBe(true);
    expect(await service.resolve(token)).toEqual({ status: 'invalid' });

    // A session past its expiry is refused even when its cache entry is younger than cacheMs.
    const short = await service.issue(userId, 'frame');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now + 1000) })
      .where(eq(sessions.tokenHash, hashSecret(short.token)));
    expect((await service.resolve(short.token)).status).toBe('ok');
    now += 1001;
    expect(await service.resolve(short.token)).toEqual({ status: 'invalid' });
  });

  it('reads an expired session once for the requests that arrive together', async () => {
    const service = createSessionService({ db: ctx.database.db, clock, cacheMs: SESSION_CACHE_MS });
    const { token } = await service.issue(userId, 'frame');
    const first = await service.resolve(token);
    now += SESSION_CACHE_MS + 1;
    // A teacher's 50 questions (or a page's calls) as the entry expired: one read, shared.
    const together = await Promise.all(Array.from({ length: 50 }, () => service.resolve(token)));
    const users = new Set(together.map((r) => (r.status === 'ok' ? r.user : undefined)));
    expect(users.size).toBe(1);
    const [user] = users;
    expect(user).toMatchObject({ id: userId });
    // A new read, not the first one's cached answer.
    expect(user).not.toBe(first.status === 'ok' ? first.user : undefined);
    // Once answered, the next request reads again only after the cache expires.
    expect((await service.resolve(token)).status).toBe('ok');
  });
});
