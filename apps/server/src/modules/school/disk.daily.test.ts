import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgQuotaCommand, orgQuotaOptions } from '../../admin-org';
import { diskItems } from '../../db/schema';
import { createBuiltinSink, DEFAULT_MAX_BYTES } from '../../platform/intake';
import { createSearchIndex } from '../../platform/search';
import { objectRoot } from '../../platform/storage/builtin-store';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { createDiskService } from './disk.service';
import { scheduleDiskPurge } from './jobs';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let alice: Teacher;
let bob: Teacher;
let outsider: Teacher;
let orgId: number;
let otherOrgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  alice = await teacher(ctx.app, ctx.database);
  bob = await teacher(ctx.app, ctx.database);
  outsider = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  otherOrgId = (await makeSchool(ctx.database, outsider, { name: '别的学校' })).orgId;
  for (const who of [alice, bob]) {
    await postAs(ctx.app, who.token, '/v1/org/join', { code: school.joinCode });
  }
});
afterAll(() => ctx?.close());

interface Reply {
  code: number;
  msg: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json() as Promise<Reply>;
async function upload(who: Teacher, name: string, text: string, folderId?: string) {
  const fields: Record<string, string> = { orgId: String(orgId) };
  if (folderId) fields.folderId = folderId;
  const { payload, headers } = form(fields, { name, data: Buffer.from(text) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': who.token },
  });
  return res.json() as Reply;
}
const names = async (who: Teacher, folderId?: string): Promise<string[]> =>
  ((await call(who, '/v1/org/disk/list', { orgId, folderId })).data.items as { name: string }[])
    .map((i) => i.name)
    .sort();
const stored = async () =>
  readdir(join(objectRoot(ctx.dataDir), 'oss', 'disk', String(orgId))).catch(() => []);

describe('duplicate names', () => {
  it('numbers an upload or a new folder whose name is taken: 名称（1）, 名称（2）', async () => {
    const dir = (await call(alice, '/v1/org/disk/folder', { orgId, name: '重名' })).data;
    for (const who of [alice, bob, alice]) {
      expect((await upload(who, '教案.docx.txt', '内容', dir.id)).code).toBe(200);
    }
    expect(await names(alice, dir.id)).toEqual([
      '教案.docx.txt',
      '教案.docx（1）.txt',
      '教案.docx（2）.txt',
    ]);
    const sub = await call(bob, '/v1/org/disk/folder', {
      orgId,
      name: '重名',
      parentId: undefined,
    });
    expect(sub).toMatchObject({ code: 200, data: { name: '重名（1）' } });
    // Concurrent uploads of one name still end with distinct names (the school's row lock).
    const many = await Promise.all([1, 2, 3].map(() => upload(bob, '并发.txt', 'x', dir.id)));
    expect(new Set(many.map((r) => r.data.name)).size).toBe(3);
  });
});

describe('回收站', () => {
  it('restores onto a taken name as “名称（1）” and empties for admins only', async () => {
    const first = (await upload(alice, '通知.txt', '一')).data;
    expect((await call(alice, '/v1/org/disk/delete', { orgId, id: first.id })).code).toBe(200);
    expect((await upload(alice, '通知.txt', '二')).data.name).toBe('通知.txt');
    const restored = await call(admin, '/v1/org/disk/restore', { orgId, id: first.id });
    expect(restored).toMatchObject({ code: 200, data: { name: '通知（1）.txt' } });

    const gone = (await upload(alice, '草稿.txt', '草稿')).data;
    await call(alice, '/v1/org/disk/delete', { orgId, id: gone.id });
    const before = (await stored()).length;
    for (const who of [alice, outsider]) {
      expect((await call(who, '/v1/org/disk/trash/empty', { orgId })).code).toBe(Code.FORBIDDEN);
    }
    expect(await call(admin, '/v1/org/disk/trash/empty', { orgId })).toMatchObject({
      code: 200,
      data: { removed: 1 },
    });
    expect((await call(admin, '/v1/org/disk/list', { orgId, trash: true })).data.items).toEqual([]);
    expect((await stored()).length).toBe(before - 1);
  });

  it('the hourly sweep purges items deleted 30 days ago in a school nobody opens, objects too', async () => {
    const old = (await upload(bob, '过期.txt', '旧')).data;
    await call(bob, '/v1/org/disk/delete', { orgId, id: old.id });
    await ctx.database.db
      .update(diskItems)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(diskItems.id, old.id));
    const before = (await stored()).length;
    const disk = createDiskService({
      db: ctx.database.db,
      database: ctx.database,
      clock: () => new Date(),
      sink: createBuiltinSink(ctx.dataDir),
      tempDir: join(ctx.dataDir, 'tmp'),
      maxBytes: DEFAULT_MAX_BYTES,
      search: createSearchIndex({ database: ctx.database }),
    });
    const lines: string[] = [];
    const log = (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
    const sweep = scheduleDiskPurge(disk, { info: log, error: log }, 20);
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    await sweep.stop();
    expect(lines[0]).toContain('"removed":1');
    expect((await stored()).length).toBe(before - 1);
  });
});

describe('several at once', () => {
  it('moves and deletes a selection, each item checked alone, answering what failed and why', async () => {
    const target = (await call(admin, '/v1/org/disk/folder', { orgId, name: '归档' })).data;
    const mine = (await upload(alice, '我的.txt', '1')).data;
    const also = (await upload(alice, '也是我的.txt', '2')).data;
    const bobs = (await upload(bob, '鲍勃的.txt', '3')).data;
    const moved = await call(alice, '/v1/org/disk/batch', {
      orgId,
      ids: [mine.id, also.id, bobs.id],
      action: 'move',
      folderId: target.id,
    });
    expect(moved).toMatchObject({
      code: 200,
      data: {
        done: 2,
        failed: [{ id: bobs.id, name: '鲍勃的.txt', reason: SCHOOL_MESSAGES.noManage }],
      },
    });
    expect(await names(alice, target.id)).toEqual(['也是我的.txt', '我的.txt']);

    const deleted = await call(admin, '/v1/org/disk/batch', {
      orgId,
      ids: [target.id, mine.id, bobs.id],
      action: 'delete',
    });
    // The file inside the deleted folder went with it: done, not failed.
    expect(deleted).toMatchObject({ code: 200, data: { done: 3, failed: [] } });
    expect(await names(admin, undefined)).not.toContain('归档');

    for (const [who, id] of [
      [outsider, orgId],
      [alice, otherOrgId],
    ] as const) {
      const res = await call(who, '/v1/org/disk/batch', {
        orgId: id,
        ids: [also.id],
        action: 'delete',
      });
      expect(res).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.notMember });
    }
    expect(
      await call(alice, '/v1/org/disk/batch', { orgId, ids: [], action: 'delete' }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: expect.stringContaining('ids') });
  });
});

describe('quota and the permission log', () => {
  it('org:quota changes the quota the admin sees; bad options and unknown schools refused', async () => {
    expect(() => orgQuotaOptions(['--org', '1', '--gb', '0'])).toThrow(/--gb/);
    expect(() => orgQuotaOptions(['--org', 'x', '--gb', '2'])).toThrow(/--org/);
    expect(() => orgQuotaOptions(['--school', '1'])).toThrow(/无法识别/);
    const out = await orgQuotaCommand(
      orgQuotaOptions(['--org', String(orgId), '--gb=3']),
      ctx.database,
    );
    expect(out.split('\t').slice(0, 2)).toEqual([String(orgId), String(3 * 1024 ** 3)]);
    const listed = (await call(admin, '/v1/org/disk/list', { orgId })).data;
    expect(listed.quotaBytes).toBe(3 * 1024 ** 3);
    expect(listed.usedBytes).toBe(Number(out.split('\t')[2]));
    await expect(
      orgQuotaCommand({ orgId: 2_000_000_000, quotaBytes: 1024 ** 3 }, ctx.database),
    ).rejects.toMatchObject({ code: Code.NOT_FOUND });
    // Over quota: the message is unchanged.
    await orgQuotaCommand({ orgId, quotaBytes: listed.usedBytes + 2 }, ctx.database);
    expect((await upload(alice, '大.txt', '超过配额')).msg).toBe(SCHOOL_MESSAGES.quotaExceeded);
    await orgQuotaCommand({ orgId, quotaBytes: 1024 ** 3 }, ctx.database);
  });

  it('logs who changed a folder’s permissions and when; only admins read it', async () => {
    const dir = (await call(admin, '/v1/org/disk/folder', { orgId, name: '语文组' })).data;
    for (const see of ['managers', 'all'] as const) {
      const res = await call(admin, '/v1/org/disk/folder/access', {
        orgId,
        id: dir.id,
        see,
        upload: 'managers',
        managerUids: [String(alice.id)],
      });
      expect(res.code).toBe(200);
    }
    const log = await call(admin, '/v1/org/disk/access_log', { orgId });
    expect(log.code).toBe(200);
    expect(log.data.entries).toHaveLength(2);
    expect(log.data.entries[0]).toMatchObject({
      folderId: dir.id,
      folderName: '语文组',
      see: 'all',
      upload: 'managers',
    });
    expect(log.data.entries[1].see).toBe('managers');
    expect(log.data.entries[0].actorName).not.toBe('');
    expect(log.data.entries[0].managers).toHaveLength(1);
    expect(Date.parse(log.data.entries[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const [who, id, msg] of [
      [alice, orgId, SCHOOL_MESSAGES.notAdmin],
      [outsider, orgId, SCHOOL_MESSAGES.notMember],
      [admin, otherOrgId, SCHOOL_MESSAGES.notMember],
    ] as const) {
      expect(await call(who, '/v1/org/disk/access_log', { orgId: id })).toMatchObject({
        code: Code.FORBIDDEN,
        msg,
      });
    }
  });
});
