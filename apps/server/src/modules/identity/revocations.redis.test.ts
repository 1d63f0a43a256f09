/**
 * Logouts told to every instance through the real Redis of TEST_REDIS_URL: two session services
 * on one database, each with its own feed (its own connections), play two server instances. The
 * clock stands still, so a cached session never ages out here: only the feed can make the other
 * instance refuse a token ended elsewhere.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/identity';
import { redisInstances } from '../../test/redis-instances';
import { parseEndedFamilies } from './feeds-redis';
import { createSessionService, SESSION_CACHE_MS, type SessionService } from './sessions';

const on = redisInstances();
const now = Date.now();
const clock = () => new Date(now);

let userId: number;
beforeAll(async () => {
  userId = (await insertUser(on.ctx.database)).id;
});

async function instance(withFeed: boolean): Promise<SessionService> {
  const connected = withFeed ? await on.connect() : undefined;
  return createSessionService({
    db: on.ctx.database.db,
    clock,
    cacheMs: SESSION_CACHE_MS,
    feed: connected?.revocations,
  });
}

/** Resolves until refused, for at most two seconds of real time (the message's way). */
async function refusedSoon(service: SessionService, token: string): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if ((await service.resolve(token)).status === 'invalid') return true;
    await sleep(50);
  }
  return false;
}

describe('logouts across instances', () => {
  it('a logout on one instance is refused by another at once, not after its cache time', async () => {
    const a = await instance(true);
    const b = await instance(true);
    const { token } = await a.issue(userId, 'frame');
    expect((await b.resolve(token)).status).toBe('ok');
    expect(await a.revoke(token)).toBe(true);
    expect(await refusedSoon(b, token)).toBe(true);

    // 退出其他设备 (revokeAll) travels the same way.
    const first = await a.issue(userId, 'frame');
    const second = await a.issue(userId, 'frame');
    expect((await b.resolve(first.token)).status).toBe('ok');
    expect((await b.resolve(second.token)).status).toBe('ok');
    expect(await a.revokeAll(userId)).toBe(2);
    expect(await refusedSoon(b, first.token)).toBe(true);
    expect(await refusedSoon(b, second.token)).toBe(true);
  });

  it('without the feed the other instance still trusts its cache (what the feed fixes)', async () => {
    const a = await instance(false);
    const b = await instance(false);
    const { token } = await a.issue(userId, 'frame');
    expect((await b.resolve(token)).status).toBe('ok');
    expect(await a.revoke(token)).toBe(true);
    expect(await refusedSoon(b, token)).toBe(false);
  });
});

describe(parseEndedFamilies, () => {
  it('reads only an array of positive integers', () => {
    expect(parseEndedFamilies('[3,4]')).toEqual([3, 4]);
    expect(parseEndedFamilies('[3,"4",-1,1.5,null]')).toEqual([3]);
    expect(parseEndedFamilies('{"ids":[1]}')).toEqual([]);
    expect(parseEndedFamilies('not json')).toEqual([]);
  });
});
