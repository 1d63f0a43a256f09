import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { objectRoot } from '../../platform/storage/builtin-store';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let alice: Teacher;
let bob: Teacher;
let otherAdmin: Teacher;
let orgId: number;
let otherOrgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  alice = await teacher(ctx.app, ctx.database);
  bob = await teacher(ctx.app, ctx.database);
  otherAdmin = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  otherOrgId = (await makeSchool(ctx.database, otherAdmin, { name: '另一所学校' })).orgId;
  for (const who of [alice, bob]) {
    await postAs(ctx.app, who.token, '/v1/org/join', { code: school.joinCode });
  }
});
afterAll(() => ctx?.close());

interface Item {
  id: string;
  name: string;
  canManage: boolean;
}
const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json() as Promise<{
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
async function upload(who: Teacher, name: string, text: string, folderId?: string, org = orgId) {
  const fields: Record<string, string> = { orgId: String(org) };
  if (folderId) fields.folderId = folderId;
  const { payload, headers } = form(fields, { name, data: Buffer.from(text) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': who.token },
  });
  const body = res.json() as { code: number; data: Item };
  expect(body.code).toBe(200);
  return body.data;
}
const folder = async (who: Teacher, name: string): Promise<Item> =>
  (await call(who, '/v1/org/disk/folder', { orgId, name })).data;
const trashed = async (who: Teacher, org = orgId): Promise<Item[]> =>
  (await call(who, '/v1/org/disk/list', { orgId: org, trash: true })).data.items;
const objects = async (org: number) =>
  (await readdir(join(objectRoot(ctx.dataDir), 'oss', 'disk', String(org))).catch(() => [])).length;

describe('彻底删除 of one item of the 回收站', () => {
  it('lets the uploader and admins purge, refuses other teachers, and removes the object', async () => {
    const own = await upload(alice, '草稿.txt', '作废的草稿');
    const keep = await upload(bob, '留着.txt', '别删');
    for (const item of [own, keep]) {
      expect((await call(admin, '/v1/org/disk/delete', { orgId, id: item.id })).code).toBe(200);
    }
    const before = await objects(orgId);
    // The 回收站 offers 彻底删除 to the uploader of an item (and admins), not to others.
    const seen = await trashed(alice);
    expect(seen.find((i) => i.id === own.id)?.canManage).toBe(true);
    expect(seen.find((i) => i.id === keep.id)?.canManage).toBe(false);
    expect((await trashed(admin)).every((i) => i.canManage)).toBe(true);

    expect(await call(alice, '/v1/org/disk/trash/purge', { orgId, id: keep.id })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.noPurge,
    });
    expect(await call(alice, '/v1/org/disk/trash/purge', { orgId, id: own.id })).toMatchObject({
      code: 200,
      data: { removed: 1 },
    });
    expect(await objects(orgId)).toBe(before - 1);
    expect((await trashed(admin)).map((i) => i.id)).not.toContain(own.id);
    // Gone for good: neither restored nor purged again.
    expect((await call(admin, '/v1/org/disk/restore', { orgId, id: own.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await call(admin, '/v1/org/disk/trash/purge', { orgId, id: keep.id })).toMatchObject({
      code: 200,
      data: { removed: 1 },
    });
    expect(await objects(orgId)).toBe(before - 2);
  });

  it('purges a folder with everything under it; a folder with colleagues’ files only by an admin', async () => {
    const shared = await folder(alice, '共享资料');
    await upload(alice, '甲.txt', '甲', shared.id);
    await upload(bob, '乙.txt', '乙', shared.id);
    expect((await call(admin, '/v1/org/disk/delete', { orgId, id: shared.id })).code).toBe(200);
    expect(await call(alice, '/v1/org/disk/trash/purge', { orgId, id: shared.id })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.purgeHasOthers,
    });
    expect(await call(admin, '/v1/org/disk/trash/purge', { orgId, id: shared.id })).toMatchObject({
      code: 200,
      data: { removed: 3 },
    });
    expect((await trashed(admin)).map((i) => i.name)).not.toContain('乙.txt');
  });

  it('refuses another school’s item: 40003 for its school, 40004 through one’s own', async () => {
    const foreign = await upload(otherAdmin, '外校.txt', '外校的文件', undefined, otherOrgId);
    await call(otherAdmin, '/v1/org/disk/delete', { orgId: otherOrgId, id: foreign.id });
    expect(
      await call(admin, '/v1/org/disk/trash/purge', { orgId: otherOrgId, id: foreign.id }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.notMember });
    expect((await call(admin, '/v1/org/disk/trash/purge', { orgId, id: foreign.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await trashed(otherAdmin, otherOrgId)).map((i) => i.id)).toEqual([foreign.id]);
    // A live item is not in the 回收站.
    const live = await upload(alice, '在用.txt', '在用');
    expect((await call(admin, '/v1/org/disk/trash/purge', { orgId, id: live.id })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('restores only what went with an item, not the rest of a batch deleted at once', async () => {
    const one = await upload(alice, '批一.txt', '一');
    const two = await upload(alice, '批二.txt', '二');
    const batch = await call(alice, '/v1/org/disk/batch', {
      orgId,
      ids: [one.id, two.id],
      action: 'delete',
    });
    expect(batch.data).toMatchObject({ done: 2, failed: [] });
    expect((await call(admin, '/v1/org/disk/restore', { orgId, id: one.id })).code).toBe(200);
    const live = (await call(admin, '/v1/org/disk/list', { orgId })).data.items as Item[];
    expect(live.map((i) => i.name)).toContain('批一.txt');
    expect(live.map((i) => i.name)).not.toContain('批二.txt');
    expect((await trashed(admin)).map((i) => i.id)).toContain(two.id);
  });
});
