import { Code } from '@aita/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';
import { MSG_NOT_ORG_MEMBER, MSG_ORG_CODE_INVALID } from '../identity';
import { userCurOrgRoute, v1OrgRoutes } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let userId: number;
let token: string;
beforeEach(async () => {
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
});

/** POSTs as the test's teacher; `null` sends no token. */
const call = async (url: string, body?: unknown, t: string | null = token) =>
  (await postAs(ctx.app, t ?? undefined, url, body)).json();

describe(v1OrgRoutes, () => {
  it('checks and joins the demo school by code (case-insensitive), making it current', async () => {
    const checked = await call('/v1/org/check_code', { code: DEMO_JOIN_CODE.toLowerCase() });
    expect(checked.code).toBe(200);
    expect(checked.data).toMatchObject({ orgName: '示范学校' });
    const joined = await call('/v1/org/join', { code: ` ${DEMO_JOIN_CODE} ` });
    expect(joined.code).toBe(200);
    expect(joined.data.curOrgId).toBe(checked.data.orgId);
    const again = await call('/v1/org/join', { code: DEMO_JOIN_CODE });
    expect(again.code).toBe(200);
    const { data } = await call('/v1/user/info');
    expect(data.orgList).toEqual([
      {
        orgId: checked.data.orgId,
        orgName: '示范学校',
        logo: '',
        background: '',
        isCourseShow: 1,
      },
    ]);
    expect(data.curOrgId).toBe(checked.data.orgId);
  });

  it('answers 40004 for a wrong code, 40001 for a bad one, 20100 anonymously', async () => {
    for (const code of ['NOPE', "' OR 1=1 --"]) {
      expect(await call('/v1/org/check_code', { code })).toEqual({
        code: Code.NOT_FOUND,
        msg: MSG_ORG_CODE_INVALID,
        data: null,
      });
      expect((await call('/v1/org/join', { code })).code).toBe(Code.NOT_FOUND);
    }
    expect((await call('/v1/org/join', { code: 1 })).code).toBe(Code.INVALID_PARAM);
    expect((await call('/v1/org/join', {})).code).toBe(Code.INVALID_PARAM);
    expect((await call('/v1/org/join', { code: 'x'.repeat(33) })).code).toBe(Code.INVALID_PARAM);
    const anon = await call('/v1/org/join', { code: DEMO_JOIN_CODE }, null);
    expect(anon.code).toBe(Code.NOT_LOGGED_IN);
    expect((await call('/v1/user/info')).data.orgList).toEqual([]);
  });
});

describe(userCurOrgRoute, () => {
  it('switches between schools the teacher belongs to, and refuses others with 40003', async () => {
    const [other] = await ctx.database.db
      .insert(orgs)
      .values({ name: '第二学校', joinCode: `T${userId}` })
      .returning({ id: orgs.id });
    const otherId = other?.id ?? 0;
    const demo = (await call('/v1/org/join', { code: DEMO_JOIN_CODE })).data.orgId as number;
    expect(await call('/v1/user/cur_org', { orgId: otherId })).toEqual({
      code: Code.FORBIDDEN,
      msg: MSG_NOT_ORG_MEMBER,
      data: null,
    });
    await call('/v1/org/join', { code: `T${userId}` });
    expect((await call('/v1/user/info')).data.curOrgId).toBe(otherId);
    expect((await call('/v1/user/cur_org', { orgId: demo })).code).toBe(200);
    const { data } = await call('/v1/user/info');
    expect(data.curOrgId).toBe(demo);
    expect(data.orgList).toHaveLength(2);
    for (const bad of [{}, { orgId: '1' }, { orgId: -1 }, { orgId: 2 ** 40 }]) {
      expect((await call('/v1/user/cur_org', bad)).code).toBe(Code.INVALID_PARAM);
    }
    expect((await call('/v1/user/cur_org', { orgId: 987654 })).code).toBe(Code.FORBIDDEN);
  });
});
