import { Code, DISK_FILE_URL_SECONDS, diskNameTakenMessage, SCHOOL_MESSAGES } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { diskRoutes } from './disk.routes';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let alice: Teacher;
let bob: Teacher;
let outsider: Teacher;
let orgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  alice = await teacher(ctx.app, ctx.database);
  bob = await teacher(ctx.app, ctx.database);
  outsider = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  for (const who of [alice, bob]) {
    await postAs(ctx.app, who.token, '/v1/org/join', { code: school.joinCode });
  }
});
afterAll(() => ctx?.close());

interface Item {
  id: string;
  name: string;
  parentId: string | null;
  canManage: boolean;
  access: { see: string; upload: string; managers: { uid: string; uname: string }[] } | null;
}

const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json() as Promise<{
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
const folder = async (who: Teacher, name: string, parentId?: string): Promise<Item> => {
  const res = await call(who, '/v1/org/disk/folder', { orgId, name, parentId });
  expect(res.code).toBe(200);
  return res.data;
};
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
  return res.json() as { code: number; msg: string; data: Item };
}
const names = async (who: Teacher, folderId?: string) =>
  ((await call(who, '/v1/org/disk/list', { orgId, folderId })).data?.items ?? []).map(
    (i: Item) => i.name,
  );

describe('renaming and moving on the disk', () => {
  it('renames in place, keeps a file its extension and refuses a name already in the folder', async () => {
    const plans = await folder(alice, '教案');
    const file = (await upload(alice, '第一课.txt', '春天')).data;
    await upload(alice, '第二课.txt', '夏天');

    const renamed = await call(alice, '/v1/org/disk/rename', {
      orgId,
      id: file.id,
      name: '春.txt',
    });
    expect(renamed).toMatchObject({ code: 200, data: { name: '春.txt', canManage: true } });
    expect(
      await call(alice, '/v1/org/disk/rename', { orgId, id: file.id, name: '第二课.txt' }),
    ).toMatchObject({ code: Code.CONFLICT, msg: diskNameTakenMessage('第二课.txt') });
    const ext = await call(alice, '/v1/org/disk/rename', { orgId, id: file.id, name: '春.docx' });
    expect(ext.code).toBe(Code.INVALID_PARAM);
    expect(ext.msg).toBe(`${SCHOOL_MESSAGES.extensionChanged}，请保留“.txt”`);
    const bad = await call(alice, '/v1/org/disk/rename', { orgId, id: file.id, name: 'a/b.txt' });
    expect(bad.code).toBe(Code.INVALID_PARAM);
    expect(bad.msg).toContain('包含不允许的字符');
    // Bob neither uploaded it nor manages the folder.
    expect(
      await call(bob, '/v1/org/disk/rename', { orgId, id: file.id, name: '改.txt' }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.noManage });
    // The search index follows the new name.
    const found = await call(alice, '/v1/org/disk/list', { orgId, query: '春' });
    expect(found.data.items.map((i: Item) => i.name)).toContain('春.txt');
    // A folder renames too.
    expect(
      (await call(alice, '/v1/org/disk/rename', { orgId, id: plans.id, name: '语文教案' })).data
        .name,
    ).toBe('语文教案');
  });

  it('moves files and folders, never a folder into itself or under itself, never onto a name', async () => {
    const a = await folder(admin, '年级');
    const b = await folder(admin, '七年级', a.id);
    const c = await folder(admin, '一班', b.id);
    const file = (await upload(admin, '名单.txt', '名单')).data;

    const moved = await call(admin, '/v1/org/disk/move', { orgId, id: file.id, folderId: c.id });
    expect(moved).toMatchObject({ code: 200, data: { parentId: c.id } });
    expect(await names(admin, c.id)).toEqual(['名单.txt']);
    for (const target of [a.id, b.id, c.id]) {
      expect(
        await call(admin, '/v1/org/disk/move', { orgId, id: a.id, folderId: target }),
      ).toMatchObject({ code: Code.INVALID_PARAM, msg: SCHOOL_MESSAGES.moveIntoItself });
    }
    // Back to the top, where a file of that name now waits.
    await upload(admin, '名单.txt', '另一份');
    expect(await call(admin, '/v1/org/disk/move', { orgId, id: file.id })).toMatchObject({
      code: Code.CONFLICT,
      msg: diskNameTakenMessage('名单.txt'),
    });
    // A folder moves with everything under it.
    expect((await call(admin, '/v1/org/disk/move', { orgId, id: c.id })).code).toBe(200);
    expect(await names(admin, c.id)).toEqual(['名单.txt']);
    expect(await names(admin)).toContain('一班');
    // Unknown targets and items answer 40004.
    expect(
      (
        await call(admin, '/v1/org/disk/move', {
          orgId,
          id: file.id,
          folderId: '00000000-0000-4000-8000-000000000000',
        })
      ).msg,
    ).toBe(SCHOOL_MESSAGES.folderNotFound);
    expect(
      (await call(admin, '/v1/org/disk/move', { orgId, id: file.id, folderId: file.id })).msg,
    ).toBe(SCHOOL_MESSAGES.folderNotFound);
    // Another school's member cannot touch it.
    expect((await call(outsider, '/v1/org/disk/move', { orgId, id: file.id })).code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('lets a teacher move or delete their own folder only when everything in it is theirs', async () => {
    const mine = await folder(alice, '我的资料');
    await upload(bob, '别人的.txt', 'x', mine.id);
    expect(await call(alice, '/v1/org/disk/delete', { orgId, id: mine.id })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.folderHasOthers,
    });
    const dest = await folder(alice, '归档');
    expect(
      await call(alice, '/v1/org/disk/move', { orgId, id: mine.id, folderId: dest.id }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.folderHasOthers });
  });
});

describe('folder permissions', () => {
  it('hides a folder from teachers but not from its 负责人, on every disk call', async () => {
    const office = await folder(admin, '教务处');
    const exam = (await upload(admin, '期末试卷.txt', '期末试卷 绝密', office.id)).data;
    const set = await call(admin, '/v1/org/disk/folder/access', {
      orgId,
      id: office.id,
      see: 'managers',
      upload: 'managers',
      managerUids: [String(alice.id)],
    });
    expect(set.code).toBe(200);
    expect(set.data.access).toMatchObject({
      see: 'managers',
      upload: 'managers',
      managers: [{ uid: String(alice.id) }],
    });
    expect(set.data.access.managers[0].uname).not.toBe('');

    // Bob: not listed, not searchable, not openable, no preview, no link, no bytes, no upload.
    expect(await names(bob)).not.toContain('教务处');
    expect(await names(alice)).toContain('教务处');
    expect((await call(bob, '/v1/org/disk/list', { orgId, folderId: office.id })).msg).toBe(
      SCHOOL_MESSAGES.folderNotFound,
    );
    const searched = await call(bob, '/v1/org/disk/list', { orgId, query: '期末试卷' });
    expect(searched.data.items).toEqual([]);
    expect((await call(bob, '/v1/org/disk/preview', { orgId, id: exam.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await call(bob, '/v1/org/disk/file_url', { orgId, id: exam.id })).code).toBe(
      Code.NOT_FOUND,
    );
    const bytes = await ctx.app.inject({
      method: 'GET',
      url: `/v1/org/disk/file/${exam.id}?orgId=${orgId}`,
      headers: { 'x-token': bob.token },
    });
    expect(bytes.json().code).toBe(Code.NOT_FOUND);
    expect((await upload(bob, '偷放.txt', 'x', office.id)).code).toBe(Code.NOT_FOUND);
    expect(
      (await call(bob, '/v1/org/disk/folder', { orgId, name: 'x', parentId: office.id })).code,
    ).toBe(Code.NOT_FOUND);
    expect((await call(bob, '/v1/org/disk/delete', { orgId, id: exam.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await call(bob, '/v1/org/disk/folders', { orgId })).data.folders.map((f: Item) => f.name),
    ).not.toContain('教务处');

    // Alice, its 负责人: sees it, uploads, renames the admin's file, moves it out.
    const put = await upload(alice, '命题说明.txt', '说明', office.id);
    expect(put.code).toBe(200);
    const inside = (await call(alice, '/v1/org/disk/list', { orgId, folderId: office.id })).data;
    expect(inside.canUpload).toBe(true);
    expect(inside.items.every((i: Item) => i.canManage)).toBe(true);
    expect(
      (await call(alice, '/v1/org/disk/rename', { orgId, id: exam.id, name: '期末卷.txt' })).code,
    ).toBe(200);
    // …but not the folder's own permissions (admins only).
    expect(
      await call(alice, '/v1/org/disk/folder/access', {
        orgId,
        id: office.id,
        see: 'all',
        upload: 'all',
        managerUids: [],
      }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.notAdmin });
  });

  it('takes uploads only from managers in a folder marked so, and shows it to everyone', async () => {
    const notices = await folder(admin, '通知');
    await call(admin, '/v1/org/disk/folder/access', {
      orgId,
      id: notices.id,
      see: 'all',
      upload: 'managers',
      managerUids: [],
    });
    const seen = (await call(bob, '/v1/org/disk/list', { orgId, folderId: notices.id })).data;
    expect(seen.canUpload).toBe(false);
    expect(await upload(bob, '想放.txt', 'x', notices.id)).toMatchObject({
      code: Code.FORBIDDEN,
      msg: SCHOOL_MESSAGES.noUpload,
    });
    expect(
      await call(bob, '/v1/org/disk/folder', { orgId, name: '子', parentId: notices.id }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.noUpload });
    const own = (await upload(bob, '我的.txt', 'x')).data;
    expect(
      await call(bob, '/v1/org/disk/move', { orgId, id: own.id, folderId: notices.id }),
    ).toMatchObject({ code: Code.FORBIDDEN, msg: SCHOOL_MESSAGES.noUpload });
    expect((await upload(admin, '放假通知.txt', 'x', notices.id)).code).toBe(200);
    const folders = (await call(bob, '/v1/org/disk/folders', { orgId })).data;
    expect(folders.folders.find((f: Item) => f.id === notices.id)?.canUpload).toBe(false);
    expect(folders.canUploadTop).toBe(true);
  });

  it('refuses permissions on a file, 负责人 who are not members, and teachers', async () => {
    const f = await folder(admin, '设置');
    const file = (await upload(admin, '文件.txt', 'x')).data;
    const body = { orgId, see: 'all', upload: 'all', managerUids: [] as string[] };
    expect((await call(admin, '/v1/org/disk/folder/access', { ...body, id: file.id })).msg).toBe(
      SCHOOL_MESSAGES.notFolder,
    );
    expect(
      (
        await call(admin, '/v1/org/disk/folder/access', {
          ...body,
          id: f.id,
          managerUids: [String(outsider.id)],
        })
      ).msg,
    ).toBe(SCHOOL_MESSAGES.managerNotMember);
    expect(
      (await call(admin, '/v1/org/disk/folder/access', { ...body, id: f.id, see: 'nobody' })).code,
    ).toBe(Code.INVALID_PARAM);
    expect((await call(bob, '/v1/org/disk/folder/access', { ...body, id: f.id })).code).toBe(
      Code.FORBIDDEN,
    );
  });
});

describe(diskRoutes, () => {
  it('serves a file by a signed address without the token, for the member it was made for, for a few minutes', async () => {
    const file = (await upload(alice, '下载测试.txt', '下载的内容')).data;
    const link = await call(alice, '/v1/org/disk/file_url', { orgId, id: file.id, download: true });
    expect(link.code).toBe(200);
    expect(link.data.url).toMatch(/&download=1$/);
    const expires = Date.parse(link.data.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(0);
    expect(expires).toBeLessThanOrEqual(DISK_FILE_URL_SECONDS * 1000);
    const got = await ctx.app.inject({ method: 'GET', url: link.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('下载的内容');
    expect(got.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('下载测试.txt')}`,
    );

    // Tampered: another member's id, another file, a later expiry.
    const url = new URL(link.data.url, 'http://x');
    const tamper = async (key: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(key, value);
      return (await ctx.app.inject({ method: 'GET', url: copy.pathname + copy.search })).json();
    };
    expect((await tamper('u', String(bob.id))).msg).toBe(SCHOOL_MESSAGES.linkExpired);
    expect((await tamper('e', String(Number(url.searchParams.get('e')) + 60))).msg).toBe(
      SCHOOL_MESSAGES.linkExpired,
    );
    const other = (await upload(alice, '另一个.txt', 'x')).data;
    const swapped = await ctx.app.inject({
      method: 'GET',
      url: link.data.url.replace(file.id, other.id),
    });
    expect(swapped.json().code).toBe(Code.FORBIDDEN);

    // The preview's address is signed too.
    const preview = (await call(alice, '/v1/org/disk/preview', { orgId, id: file.id })).data;
    expect(preview.url).toMatch(/&s=/);
    expect((await ctx.app.inject({ method: 'GET', url: preview.url })).body).toBe('下载的内容');

    // A member removed from the school loses the link at once.
    await call(admin, '/v1/org/member/remove', { orgId, uid: String(alice.id) });
    expect((await ctx.app.inject({ method: 'GET', url: link.data.url })).json().code).toBe(
      Code.FORBIDDEN,
    );
  });
});
