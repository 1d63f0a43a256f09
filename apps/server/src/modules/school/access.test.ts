import { randomUUID } from 'node:crypto';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { makeDocx } from '../files/__fixtures__/samples';
import { createSchoolAccess } from './access';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let member: Teacher;
let outsider: Teacher;
let otherAdmin: Teacher;
let orgId: number;
let fileId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, member, outsider, otherAdmin] = (await Promise.all(
    [0, 1, 2, 3].map(() => teacher(ctx.app, ctx.database)),
  )) as [Teacher, Teacher, Teacher, Teacher];
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  await makeSchool(ctx.database, otherAdmin, { name: '另一所学校' });
  expect(
    (await postAs(ctx.app, member.token, '/v1/org/join', { code: school.joinCode })).json().code,
  ).toBe(200);
  const { payload, headers } = form(
    { orgId: String(orgId) },
    { name: '教案.docx', data: await makeDocx(['第一课']) },
  );
  const up = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': admin.token },
  });
  expect(up.json()).toMatchObject({ code: 200 });
  fileId = up.json().data.id;
  expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
});
afterAll(() => ctx?.close());

/** Every JSON call scoped to a school, with a body that is valid but for the caller's rights. */
const memberCalls = () =>
  [
    ['/v1/org/leave', { orgId }],
    ['/v1/org/card', { orgId }],
    ['/v1/org/disk_link', { orgId }],
    ['/v1/org/disk_token', { orgId }],
    [
      '/v1/org/disk/commit',
      { orgId, key: `disk/${orgId}/incoming/1/abcdefghijkl/a.mp4`, name: 'a.mp4' },
    ],
    ['/v1/org/disk/list', { orgId }],
    ['/v1/org/disk/folder', { orgId, name: '新文件夹' }],
    ['/v1/org/disk/delete', { orgId, id: fileId }],
    ['/v1/org/disk/preview', { orgId, id: fileId }],
  ] as const;
const adminCalls = () =>
  [
    ['/v1/org/settings', { orgId }],
    ['/v1/org/update', { orgId, orgName: '改名' }],
    ['/v1/org/code/regenerate', { orgId, days: 7 }],
    ['/v1/org/members', { orgId }],
    ['/v1/org/member/remove', { orgId, uid: member.id }],
    ['/v1/org/member/role', { orgId, uid: member.id, role: 'admin' }],
    ['/v1/org/join/review', { orgId, uid: member.id, approve: true }],
    ['/v1/org/disk/restore', { orgId, id: fileId }],
  ] as const;

const notMember = { code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.notMember, data: null };

describe(createSchoolAccess, () => {
  it("refuses every school-scoped call to non-members and to another school's admin (40003)", async () => {
    for (const who of [outsider, otherAdmin]) {
      for (const [url, body] of [...memberCalls(), ...adminCalls()]) {
        expect({ url, ...(await postAs(ctx.app, who.token, url, body)).json() }).toEqual({
          url,
          ...notMember,
        });
      }
      const up = form({ orgId: String(orgId) }, { name: 'a.txt', data: Buffer.from('hello') });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/org/disk/upload',
        payload: up.payload,
        headers: { ...up.headers, 'x-token': who.token },
      });
      expect(res.json()).toEqual(notMember);
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/v1/org/disk/file/${fileId}?orgId=${orgId}`,
        headers: { 'x-token': who.token },
      });
      expect(file.json()).toEqual(notMember);
    }
    // Anonymous: 20100 before anything.
    expect((await postAs(ctx.app, undefined, '/v1/org/disk/list', { orgId })).json().code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });

  it('refuses admin-only calls to a teacher of the school (40003 仅学校管理员…)', async () => {
    for (const [url, body] of adminCalls()) {
      expect({ url, ...(await postAs(ctx.app, member.token, url, body)).json() }).toEqual({
        url,
        code: Code.FORBIDDEN,
        msg: SCHOOL_MESSAGES.notAdmin,
        data: null,
      });
    }
    const up = form(
      { orgId: String(orgId), target: 'logo' },
      { name: 'a.png', data: Buffer.from('x') },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/org/image',
      payload: up.payload,
      headers: { ...up.headers, 'x-token': member.token },
    });
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.notAdmin);
    // A teacher cannot delete an admin's file either.
    const del = await postAs(ctx.app, member.token, '/v1/org/disk/delete', { orgId, id: fileId });
    expect(del.json().code).toBe(Code.FORBIDDEN);
    // …but may read it, and a member's calls work.
    const list = await postAs(ctx.app, member.token, '/v1/org/disk/list', { orgId });
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toEqual([fileId]);
  });

  it('takes school access away at once when a teacher is removed (the token stays valid)', async () => {
    const removed = await teacher(ctx.app, ctx.database);
    const code = (await postAs(ctx.app, admin.token, '/v1/org/settings', { orgId })).json().data
      .joinCode;
    await postAs(ctx.app, removed.token, '/v1/org/join', { code });
    expect((await postAs(ctx.app, removed.token, '/v1/org/disk/list', { orgId })).json().code).toBe(
      200,
    );
    const res = await postAs(ctx.app, admin.token, '/v1/org/member/remove', {
      orgId,
      uid: removed.id,
    });
    expect(res.json().code).toBe(200);
    expect((await postAs(ctx.app, removed.token, '/v1/org/disk/list', { orgId })).json()).toEqual(
      notMember,
    );
    const info = (await postAs(ctx.app, removed.token, '/v1/user/info')).json();
    expect(info.code).toBe(200);
    expect(info.data.orgList).toEqual([]);
    expect(info.data.curOrgId).toBe(0);
    // Unknown ids answer like strangers' (no probing which schools exist).
    expect(
      (await postAs(ctx.app, admin.token, '/v1/org/disk/list', { orgId: 999_999 })).json(),
    ).toEqual(notMember);
    expect(
      (
        await postAs(ctx.app, admin.token, '/v1/org/disk/preview', { orgId, id: randomUUID() })
      ).json().code,
    ).toBe(Code.NOT_FOUND);
  });
});
