/**
 * The user info cache (docs/identity.md "User info cache"): a cached answer costs no statement,
 * every write of the app that changes the answer is seen by the next call, and a write the app
 * was not told of (another process) only after the cache time.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@aita/core';
import { orgMembers, orgs, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { createUserInfoCache, type LoadedUserInfo } from './user-info-cache';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const info = async (token: string): Promise<UserInfo> => {
  const res = await postAs(ctx.app, token, '/v1/user/info', {});
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ code: number; data: UserInfo }>();
  expect(body.code).toBe(200);
  return body.data;
};

async function teacher(uname = '测试老师') {
  const { id } = await insertUser(ctx.database, { uname });
  return { id, token: await tokenFor(ctx.app, id) };
}

async function school(name: string, adminId: number, memberIds: number[] = []) {
  const [org] = await ctx.database.db
    .insert(orgs)
    .values({ name, joinCode: `C${randomBytes(4).toString('hex').toUpperCase()}` })
    .returning({ id: orgs.id });
  if (!org) throw new Error('no org');
  await ctx.database.db
    .insert(orgMembers)
    .values([
      { orgId: org.id, userId: adminId, role: 'admin' },
      ...memberIds.map((userId) => ({ orgId: org.id, userId })),
    ]);
  return org.id;
}

describe('/v1/user/info with the cache', () => {
  it('serves the cached answer until the app changes the profile (user/mod)', async () => {
    const t = await teacher('张老师');
    expect((await info(t.token)).uname).toBe('张老师');
    // A write the app was not told of (another process): the cached answer stays.
    await ctx.database.db.update(users).set({ uname: '别处改的' }).where(eq(users.id, t.id));
    expect((await info(t.token)).uname).toBe('张老师');
    // A profile edit through the app is seen by the next call.
    expect((await postAs(ctx.app, t.token, '/v1/user/mod', { uname: '李老师' })).json().code).toBe(
      200,
    );
    expect((await info(t.token)).uname).toBe('李老师');
  });

  it('sees joining, switching, renaming and leaving a school at the next call', async () => {
    const admin = await teacher();
    const member = await teacher();
    const orgId = await school('第一中学', admin.id, [member.id]);
    expect((await info(member.token)).orgList.map((o) => o.orgName)).toEqual(['第一中学']);
    expect((await info(admin.token)).orgList.map((o) => o.orgName)).toEqual(['第一中学']);

    // The admin renames the school: every member's answer changes.
    const renamed = await postAs(ctx.app, admin.token, '/v1/org/update', {
      orgId,
      orgName: '第二中学',
      isCourseShow: 1,
    });
    expect(renamed.json().code).toBe(200);
    expect((await info(member.token)).orgList).toMatchObject([
      { orgName: '第二中学', isCourseShow: 1 },
    ]);
    expect((await info(admin.token)).orgList.map((o) => o.orgName)).toEqual(['第二中学']);

    // Switching the current school and leaving it.
    expect((await postAs(ctx.app, member.token, '/v1/user/cur_org', { orgId })).json().code).toBe(
      200,
    );
    expect((await info(member.token)).curOrgId).toBe(orgId);
    expect((await postAs(ctx.app, member.token, '/v1/org/leave', { orgId })).json().code).toBe(200);
    const left = await info(member.token);
    expect(left.orgList).toEqual([]);
    expect(left.curOrgId).toBe(0);

    // Joining by code.
    const [row] = await ctx.database.db
      .select({ code: orgs.joinCode })
      .from(orgs)
      .where(eq(orgs.id, orgId));
    const joined = await postAs(ctx.app, member.token, '/v1/org/join', { code: row?.code });
    expect(joined.json().code).toBe(200);
    expect((await info(member.token)).orgList.map((o) => o.orgId)).toEqual([orgId]);

    // Removed by the admin.
    const removed = await postAs(ctx.app, admin.token, '/v1/org/member/remove', {
      orgId,
      uid: member.id,
    });
    expect(removed.json().code).toBe(200);
    expect((await info(member.token)).orgList).toEqual([]);
  });

  it('sees a redeemed membership at the next call', async () => {
    const t = await teacher();
    expect((await info(t.token)).vipEndAt).toBe(0);
    const { createRedeemService } = await import('../membership');
    const { createThrottle } = await import('../../platform/throttle');
    const codes = await createRedeemService({
      database: ctx.database,
      throttle: createThrottle({ db: ctx.database.db }),
      clock: () => new Date(),
    }).create(30, 1);
    const used = await postAs(ctx.app, t.token, '/v1/redeem/use', { code: codes.codes[0] });
    expect(used.json().code).toBe(200);
    expect((await info(t.token)).vipEndAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });
});

describe(createUserInfoCache, () => {
  const answer = (orgIds: number[], uname = 'a'): LoadedUserInfo => ({
    info: { uname, orgList: orgIds.map((orgId) => ({ orgId })) } as unknown as UserInfo,
    changesAt: Number.MAX_SAFE_INTEGER,
  });

  it('loads once, forgets on users() and orgs(), and expires by time and by day', async () => {
    let now = 1_000_000;
    const cache = createUserInfoCache({ ttlMs: 60_000, clock: () => new Date(now) });
    let loads = 0;
    const load = (loaded: LoadedUserInfo) => async () => {
      loads += 1;
      return loaded;
    };
    const text = async (userId: number, loaded = answer([7])) =>
      JSON.parse(String(await cache.get(userId, load(loaded)))).data.uname as string;
    expect(await text(1, answer([7], 'first'))).toBe('first');
    expect(await text(1, answer([7], 'second'))).toBe('first');
    expect(loads).toBe(1);
    cache.users([1]);
    expect(await text(1, answer([7], 'third'))).toBe('third');
    cache.orgs([8]);
    expect(await text(1, answer([7], 'fourth'))).toBe('third');
    cache.orgs([7]);
    expect(await text(1, answer([7], 'fifth'))).toBe('fifth');
    now += 60_001;
    expect(await text(1, answer([7], 'sixth'))).toBe('sixth');
    expect(await text(2, { ...answer([], 'day'), changesAt: now + 10 })).toBe('day');
    now += 11;
    expect(await text(2, answer([], 'next day'))).toBe('next day');
    expect(await cache.get(3, async () => undefined)).toBeUndefined();
  });

  it('does not keep an answer loaded while a change was told', async () => {
    const cache = createUserInfoCache();
    let release: () => void = () => undefined;
    const slow = cache.get(1, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer([], 'old');
    });
    cache.users([1]);
    release();
    expect(JSON.parse(String(await slow)).data.uname).toBe('old');
    const fresh = await cache.get(1, async () => answer([], 'new'));
    expect(JSON.parse(String(fresh)).data.uname).toBe('new');
  });
});
