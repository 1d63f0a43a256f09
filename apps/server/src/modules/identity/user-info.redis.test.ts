/**
 * Profile changes told to every instance through the real Redis of TEST_REDIS_URL: two user info
 * caches on one database, each with its own feeds (its own connections), play two server
 * instances. The cache time is long here, so only the feed can make the other instance answer
 * the new profile.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../test/identity';
import { redisInstances } from '../../test/redis-instances';
import { parseInfoChange } from './feeds-redis';
import { createProfileService, type ProfileService } from './profile.service';
import { createUserInfoCache, type UserInfoCache } from './user-info-cache';

const on = redisInstances();

async function instance(
  withFeed: boolean,
): Promise<{ cache: UserInfoCache; profiles: ProfileService }> {
  const connected = withFeed ? await on.connect() : undefined;
  const cache = createUserInfoCache({ ttlMs: 3_600_000, feed: connected?.userInfo });
  return { cache, profiles: createProfileService({ db: on.ctx.database.db, infoChanges: cache }) };
}

const unameOn = async (
  { cache, profiles }: { cache: UserInfoCache; profiles: ProfileService },
  userId: number,
) => JSON.parse(String(await cache.get(userId, () => profiles.load(userId)))).data.uname as string;

/** Reads until the answer is `uname`, for at most two seconds of real time. */
async function seenSoon(
  on: { cache: UserInfoCache; profiles: ProfileService },
  userId: number,
  uname: string,
): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if ((await unameOn(on, userId)) === uname) return true;
    await sleep(50);
  }
  return false;
}

describe('profile changes across instances', () => {
  it('a profile edit on one instance is answered by another at once', async () => {
    const a = await instance(true);
    const b = await instance(true);
    const { id } = await insertUser(on.ctx.database, { uname: '王老师' });
    expect(await unameOn(a, id)).toBe('王老师');
    expect(await unameOn(b, id)).toBe('王老师');
    await a.profiles.update(id, { uname: '赵老师' });
    expect(await unameOn(a, id)).toBe('赵老师');
    expect(await seenSoon(b, id, '赵老师')).toBe(true);
  });

  it('without the feed the other instance answers its cached profile (what the feed fixes)', async () => {
    const a = await instance(false);
    const b = await instance(false);
    const { id } = await insertUser(on.ctx.database, { uname: '王老师' });
    expect(await unameOn(b, id)).toBe('王老师');
    await a.profiles.update(id, { uname: '赵老师' });
    expect(await seenSoon(b, id, '赵老师')).toBe(false);
  });
});

describe(parseInfoChange, () => {
  it('reads users and schools as positive integers, and ignores anything else', () => {
    expect(parseInfoChange('{"users":[3],"orgs":[4,"5",-1]}')).toEqual({ users: [3], orgs: [4] });
    expect(parseInfoChange('{"users":[]}')).toBeUndefined();
    expect(parseInfoChange('[1]')).toEqual(undefined);
    expect(parseInfoChange('not json')).toBeUndefined();
  });
});
