import { Code, createDiskAccess, SCHOOL_MESSAGES } from '@aita/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { createDiskTree } from './disk-tree';
import { createDiskZip } from './disk-zip';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let alice: Teacher;
let outsider: Teacher;
let orgId: number;
let otherOrgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  alice = await teacher(ctx.app, ctx.database);
  outsider = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  otherOrgId = (await makeSchool(ctx.database, outsider, { name: '外校' })).orgId;
  await postAs(ctx.app, alice.token, '/v1/org/join', { code: school.joinCode });
});
afterAll(() => ctx?.close());

const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json() as Promise<{
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
const folder = async (who: Teacher, name: string, parentId?: string, org = orgId) =>
  (await call(who, '/v1/org/disk/folder', { orgId: org, name, parentId })).data as { id: string };
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
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data as { id: string };
}
const download = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('打包下载', () => {
  it('streams folders as paths with UTF-8 names, leaving out what the caller cannot see', async () => {
    const chinese = await folder(admin, '语文组');
    const plans = await folder(admin, '教案', chinese.id);
    await folder(admin, '空文件夹', chinese.id);
    const hidden = await folder(admin, '仅管理员', chinese.id);
    await call(admin, '/v1/org/disk/folder/access', {
      orgId,
      id: hidden.id,
      see: 'managers',
      upload: 'managers',
      managerUids: [],
    });
    await upload(admin, '第一课.txt', '春天来了，万物复苏。', plans.id);
    await upload(admin, '机密.txt', '只有管理员能看', hidden.id);
    const notice = await upload(alice, '通知.md', '# 周五教研活动');

    const link = await call(alice, '/v1/org/disk/zip_url', { orgId, ids: [chinese.id, notice.id] });
    expect(link).toMatchObject({ code: 200, data: { files: 2 } });
    expect(link.data.url).toMatch(
      /^\/v1\/org\/disk\/zip\?orgId=\d+&ids=[0-9a-f.-]+&u=\d+&e=\d+&s=/,
    );
    const res = await download(link.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_______2__.zip"; filename*=UTF-8''${encodeURIComponent('学校网盘文件（2项）.zip')}`,
    );
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['语文组/教案/第一课.txt', '语文组/空文件夹/', '通知.md'].sort(),
    );
    expect(Buffer.from(files['语文组/教案/第一课.txt'] ?? []).toString()).toBe(
      '春天来了，万物复苏。',
    );
    expect(Buffer.from(files['通知.md'] ?? []).toString()).toBe('# 周五教研活动');
    // The language-encoding flag (bit 11): Windows shows the Chinese names.
    const bytes = res.rawPayload;
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(6) & 0x0800).toBe(0x0800);

    // An admin sees the hidden folder, and one folder is named after itself.
    const mine = await call(admin, '/v1/org/disk/zip_url', { orgId, ids: [chinese.id] });
    const all = await download(mine.data.url);
    expect(all.headers['content-disposition']).toContain(encodeURIComponent('语文组.zip'));
    expect(Object.keys(unzipSync(new Uint8Array(all.rawPayload)))).toContain(
      '语文组/仅管理员/机密.txt',
    );
  });

  it('checks the school, the link and what is in it', async () => {
    const mine = await upload(alice, '作业.txt', '第一题');
    const foreign = await upload(outsider, '外校.txt', '外校文件', undefined, otherOrgId);
    expect(await call(outsider, '/v1/org/disk/zip_url', { orgId, ids: [mine.id] })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.notMember,
    });
    expect((await call(alice, '/v1/org/disk/zip_url', { orgId, ids: [foreign.id] })).code).toBe(
      Code.NOT_FOUND,
    );
    const empty = await folder(alice, '什么都没有');
    expect(await call(alice, '/v1/org/disk/zip_url', { orgId, ids: [empty.id] })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: SCHOOL_MESSAGES.zipEmpty,
    });
    const tooMany = Array.from({ length: 101 }, () => mine.id);
    expect(await call(alice, '/v1/org/disk/zip_url', { orgId, ids: tooMany })).toMatchObject({
      code: Code.INVALID_PARAM,
    });

    const link = (await call(alice, '/v1/org/disk/zip_url', { orgId, ids: [mine.id] })).data
      .url as string;
    // The ids are signed: another file cannot be swapped in.
    const swapped = await download(link.replace(mine.id, foreign.id));
    expect(swapped.json()).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.linkExpired,
    });
    expect((await download(link.replace(/&s=[^&]+/, '&s=x'))).json()).toMatchObject({
      code: Code.INVALID_PARAM,
    });
    // A member removed after the link was made loses it at once.
    expect((await download(link)).statusCode).toBe(200);
    await call(admin, '/v1/org/member/remove', { orgId, uid: String(alice.id) });
    expect((await download(link)).json()).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.notMember,
    });
  });
});

describe(createDiskZip, () => {
  it('refuses more files or bytes than its limits, with the Chinese message', async () => {
    const f = await folder(admin, '大文件夹');
    for (const n of [1, 2, 3]) await upload(admin, `第${n}份.txt`, '0123456789', f.id);
    const tree = createDiskTree(ctx.database.db);
    const rights = createDiskAccess([], { userId: admin.id, isAdmin: true });
    const small = (maxFiles: number, maxBytes: number) =>
      createDiskZip({ db: ctx.database.db, tree, maxFiles, maxBytes }).plan(orgId, rights, [f.id]);
    await expect(small(2, 1000)).rejects.toMatchObject({
      code: Code.INVALID_PARAM,
      message: SCHOOL_MESSAGES.zipTooMany,
    });
    await expect(small(10, 25)).rejects.toMatchObject({
      code: Code.INVALID_PARAM,
      message: SCHOOL_MESSAGES.zipTooLarge,
    });
    expect(await small(3, 30)).toMatchObject({ files: 3, bytes: 30 });
  });
});
