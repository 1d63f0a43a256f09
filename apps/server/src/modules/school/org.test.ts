import { Code, JOIN_CODE_ATTEMPTS, JOIN_CODE_LENGTH, SCHOOL_MESSAGES } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgCommand, orgCreateOptions } from '../../admin-org';
import { orgs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { createOrgService, monthStart } from './org.service';
import { makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json();

describe(orgCreateOptions, () => {
  it('reads the operator command line and refuses bad values before touching the database', () => {
    expect(
      orgCreateOptions([
        '--name',
        ' 实验中学 ',
        '--admin-phone',
        '13912345678',
        '--code',
        'exp2026',
        '--course-show',
        '1',
      ]),
    ).toEqual({
      name: '实验中学',
      adminPhone: '13912345678',
      code: 'EXP2026',
      isCourseShow: 1,
      quotaBytes: undefined,
    });
    expect(
      orgCreateOptions(['--name=一中', '--admin-phone=13912345678', '--quota-gb=2']).quotaBytes,
    ).toBe(2 * 1024 ** 3);
    for (const bad of [
      ['--admin-phone', '13912345678'],
      ['--name', 'x'.repeat(41), '--admin-phone', '13912345678'],
      ['--name', '一中', '--admin-phone', '12345'],
      ['--name', '一中', '--admin-phone', '13912345678', '--code', 'a b'],
      ['--name', '一中', '--admin-phone', '13912345678', '--course-show', '2'],
      ['--name', '一中', '--admin-phone', '13912345678', '--colour', 'red'],
    ]) {
      expect(() => orgCreateOptions(bad)).toThrow();
    }
  });
});

describe(createOrgCommand, () => {
  it('creates a school whose first admin is an existing teacher; a taken code or unknown phone is refused', async () => {
    const admin = await teacher(ctx.app, ctx.database);
    const out = await createOrgCommand(
      { name: '实验中学', adminPhone: admin.phone, code: 'EXP2026', isCourseShow: 1 },
      ctx.database,
    );
    expect(out).toMatch(/^\d+\tEXP2026$/);
    const info = await call(admin, '/v1/user/info');
    expect(info.data.orgList).toEqual([
      {
        orgId: Number(out.split('\t')[0]),
        orgName: '实验中学',
        logo: '',
        background: '',
        isCourseShow: 1,
      },
    ]);
    expect(info.data.curOrgId).toBe(Number(out.split('\t')[0]));
    const card = await call(admin, '/v1/org/card', {});
    expect(card.data).toMatchObject({
      orgName: '实验中学',
      memberCount: 1,
      role: 'admin',
      resourceCount: 0,
    });
    await expect(
      createOrgCommand(
        { name: '重复', adminPhone: admin.phone, code: 'exp2026', isCourseShow: 0 },
        ctx.database,
      ),
    ).rejects.toMatchObject({ code: Code.CONFLICT });
    await expect(
      createOrgCommand({ name: '无人', adminPhone: '13000000001', isCourseShow: 0 }, ctx.database),
    ).rejects.toMatchObject({ code: Code.NOT_FOUND });
    const generated = await makeSchool(ctx.database, admin);
    expect(generated.joinCode).toMatch(new RegExp(`^[A-HJ-KMNP-Z2-9]{${JOIN_CODE_LENGTH}}$`));
  });
});

describe(createOrgService, () => {
  it('joins by code, switches (remembered), leaves; the last admin cannot leave', async () => {
    const admin = await teacher(ctx.app, ctx.database);
    const t = await teacher(ctx.app, ctx.database);
    const a = await makeSchool(ctx.database, admin, { name: '甲校' });
    const b = await makeSchool(ctx.database, admin, { name: '乙校' });
    expect((await call(t, '/v1/org/join', { code: a.joinCode.toLowerCase() })).data).toMatchObject({
      orgId: a.orgId,
      curOrgId: a.orgId,
      pending: false,
    });
    await call(t, '/v1/org/join', { code: b.joinCode });
    expect((await call(t, '/v1/user/cur_org', { orgId: a.orgId })).code).toBe(200);
    expect((await call(t, '/v1/user/info')).data.curOrgId).toBe(a.orgId);
    expect((await call(t, '/v1/org/card', {})).data).toMatchObject({
      orgName: '甲校',
      memberCount: 2,
      role: 'teacher',
    });
    expect((await call(t, '/v1/org/leave', { orgId: a.orgId })).data).toEqual({
      curOrgId: b.orgId,
    });
    const info = (await call(t, '/v1/user/info')).data;
    expect(info.orgList.map((o: { orgName: string }) => o.orgName)).toEqual(['乙校']);
    expect(await call(admin, '/v1/org/leave', { orgId: a.orgId })).toEqual({
      code: Code.CONFLICT,
      msg: SCHOOL_MESSAGES.lastAdmin,
      data: null,
    });
    expect((await call(t, '/v1/org/leave', { orgId: a.orgId })).code).toBe(Code.FORBIDDEN);
  });

  it('throttles wrong join codes per teacher (42900), even for a right code once over', async () => {
    const admin = await teacher(ctx.app, ctx.database);
    const guesser = await teacher(ctx.app, ctx.database);
    const school = await makeSchool(ctx.database, admin);
    // A right code gives its attempt back.
    for (let i = 0; i < 3; i++)
      expect((await call(guesser, '/v1/org/check_code', { code: school.joinCode })).code).toBe(200);
    for (let i = 0; i < JOIN_CODE_ATTEMPTS; i++) {
      expect((await call(guesser, '/v1/org/join', { code: `WRONG${i}` })).code).toBe(
        Code.NOT_FOUND,
      );
    }
    const over = { code: Code.TOO_MANY_REQUESTS, msg: SCHOOL_MESSAGES.codeThrottled, data: null };
    expect(await call(guesser, '/v1/org/join', { code: 'WRONGX' })).toEqual(over);
    expect(await call(guesser, '/v1/org/join', { code: school.joinCode })).toEqual(over);
    expect(await call(guesser, '/v1/org/check_code', { code: school.joinCode })).toEqual(over);
    expect((await call(guesser, '/v1/user/info')).data.orgList).toEqual([]);
    // Another teacher is not held back by this one's guesses.
    const other = await teacher(ctx.app, ctx.database);
    expect((await call(other, '/v1/org/join', { code: school.joinCode })).code).toBe(200);
  });

  it('lets an admin rename, regenerate the code with an expiry, and approve join requests', async () => {
    const admin = await teacher(ctx.app, ctx.database);
    const t = await teacher(ctx.app, ctx.database);
    const { orgId, joinCode } = await makeSchool(ctx.database, admin);
    const updated = await call(admin, '/v1/org/update', {
      orgId,
      orgName: ' 第三中学 ',
      isCourseShow: 1,
      joinApproval: true,
    });
    expect(updated.data).toMatchObject({
      orgName: '第三中学',
      isCourseShow: 1,
      joinApproval: true,
      joinCode,
    });
    for (const bad of [
      { orgName: '' },
      { orgName: 'x'.repeat(41) },
      { orgName: 'a\u202eb' },
      { isCourseShow: 2 },
    ]) {
      expect((await call(admin, '/v1/org/update', { orgId, ...bad })).code).toBe(
        Code.INVALID_PARAM,
      );
    }
    const regen = (await call(admin, '/v1/org/code/regenerate', { orgId, days: 7 })).data;
    expect(regen.joinCode).not.toBe(joinCode);
    const expires = Date.parse(regen.joinCodeExpiresAt);
    expect(Math.abs(expires - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    expect((await call(t, '/v1/org/join', { code: joinCode })).code).toBe(Code.NOT_FOUND);
    const pending = await call(t, '/v1/org/join', { code: regen.joinCode });
    expect(pending.data).toMatchObject({ orgId, pending: true, curOrgId: 0 });
    expect((await call(t, '/v1/org/disk/list', { orgId })).code).toBe(Code.FORBIDDEN);
    const listed = (await call(admin, '/v1/org/members', { orgId })).data;
    expect(listed.pending.map((m: { uid: string }) => m.uid)).toEqual([String(t.id)]);
    expect(listed.list).toHaveLength(1);
    expect(
      (await call(admin, '/v1/org/join/review', { orgId, uid: t.id, approve: true })).code,
    ).toBe(200);
    expect((await call(t, '/v1/user/info')).data.curOrgId).toBe(orgId);
    expect(
      (await call(admin, '/v1/org/join/review', { orgId, uid: t.id, approve: true })).code,
    ).toBe(Code.NOT_FOUND);
    // Search, make admin, then the first admin may step down.
    const found = (await call(admin, '/v1/org/members', { orgId, query: t.phone.slice(-4) })).data;
    expect(found.list.map((m: { uid: string }) => m.uid)).toEqual([String(t.id)]);
    expect((await call(admin, '/v1/org/members', { orgId, query: '%' })).data.total).toBe(0);
    expect(
      (await call(admin, '/v1/org/member/role', { orgId, uid: admin.id, role: 'teacher' })).msg,
    ).toBe(SCHOOL_MESSAGES.lastAdmin);
    expect(
      (await call(admin, '/v1/org/member/role', { orgId, uid: t.id, role: 'admin' })).code,
    ).toBe(200);
    expect((await call(t, '/v1/org/settings', { orgId })).code).toBe(200);
    expect(
      (await call(admin, '/v1/org/member/role', { orgId, uid: admin.id, role: 'teacher' })).code,
    ).toBe(200);
    expect((await call(admin, '/v1/org/settings', { orgId })).code).toBe(Code.FORBIDDEN);
    // An expired code is refused with its own message.
    await ctx.database.db
      .update(orgs)
      .set({ joinCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgs.id, orgId));
    const late = await teacher(ctx.app, ctx.database);
    expect(await call(late, '/v1/org/join', { code: regen.joinCode })).toEqual({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.codeExpired,
      data: null,
    });
  });

  it('counts this month from the first day in China Standard Time', () => {
    expect(monthStart(new Date('2026-03-31T17:00:00Z')).toISOString()).toBe(
      '2026-03-31T16:00:00.000Z',
    );
    expect(monthStart(new Date('2026-03-31T15:59:00Z')).toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
  });
});
