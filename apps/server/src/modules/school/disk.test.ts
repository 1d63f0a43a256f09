import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, SCHOOL_MESSAGES } from '@aita/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskItems, orgs } from '../../db/schema';
import { objectRoot } from '../../platform/storage/builtin-store';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { makeDocx, makePdf } from '../files/__fixtures__/samples';
import { createDiskService } from './disk.service';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

let ctx: TestContext;
let admin: Teacher;
let member: Teacher;
let orgId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  member = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  await postAs(ctx.app, member.token, '/v1/org/join', { code: school.joinCode });
});
afterAll(() => ctx?.close());

const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json();

async function upload(
  who: Teacher,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const { payload, headers } = form({ orgId: String(orgId), ...fields }, { name, data });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': who.token },
  });
  return res.json();
}

/** Files in the built-in bucket under this school's disk prefix. */
async function storedObjects(): Promise<string[]> {
  const dir = join(objectRoot(ctx.dataDir), 'oss', 'disk', String(orgId));
  return readdir(dir).catch(() => []);
}

describe(createDiskService, () => {
  it('stores folders and files, previews Word as HTML, serves PDF bytes with ranges and the original name', async () => {
    const folder = (await call(admin, '/v1/org/disk/folder', { orgId, name: '七年级语文' })).data;
    expect(folder).toMatchObject({ type: 'folder', name: '七年级语文', parentId: null });
    // A name already there is numbered, never refused or doubled.
    expect(
      (await call(admin, '/v1/org/disk/folder', { orgId, name: '七年级语文' })).data,
    ).toMatchObject({ name: '七年级语文（1）' });
    const docx = await upload(
      member,
      '春 教案.docx',
      await makeDocx(['春天来了', '盼望着，盼望着']),
      {
        folderId: folder.id,
      },
    );
    expect(docx.code).toBe(200);
    expect(docx.data).toMatchObject({
      type: 'file',
      name: '春 教案.docx',
      format: 'docx',
      parentId: folder.id,
    });
    const pdfBytes = await makePdf(['Spring lesson plan']);
    const pdf = (await upload(member, '课件.pdf', pdfBytes)).data;
    const inFolder = (await call(member, '/v1/org/disk/list', { orgId, folderId: folder.id })).data;
    expect(inFolder.items.map((i: { name: string }) => i.name)).toEqual(['春 教案.docx']);
    expect(inFolder.path).toEqual([{ id: folder.id, name: '七年级语文' }]);
    expect(inFolder.usedBytes).toBe(docx.data.size + pdf.size);
    const top = (await call(member, '/v1/org/disk/list', { orgId })).data;
    expect(top.items.map((i: { name: string }) => i.name)).toEqual([
      '七年级语文',
      '七年级语文（1）',
      '课件.pdf',
    ]);
    expect(top.canManage).toBe(false);

    const preview = (await call(member, '/v1/org/disk/preview', { orgId, id: docx.data.id })).data;
    expect(preview.kind).toBe('html');
    expect(preview.html).toContain('<p>春天来了</p>');
    const pdfPreview = (await call(member, '/v1/org/disk/preview', { orgId, id: pdf.id })).data;
    expect(pdfPreview).toMatchObject({ kind: 'pdf', html: '' });
    // The preview's address is signed for the member (disk-links.ts); the plain one needs a login.
    expect(pdfPreview.url).toMatch(
      new RegExp(`^/v1/org/disk/file/${pdf.id}\\?orgId=${orgId}&u=${member.id}&e=\\d+&s=`),
    );
    const plain = `/v1/org/disk/file/${pdf.id}?orgId=${orgId}`;

    const whole = await ctx.app.inject({
      method: 'GET',
      url: `${plain}&download=1`,
      headers: { 'x-token': member.token },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdfBytes)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('课件.pdf')}`,
    );
    // The web app's token cookie stands in for X-Token (<video>, pdf.js).
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: plain,
      headers: { cookie: `aita_token=${member.token}`, range: 'bytes=5-14' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 5-14/${pdfBytes.length}`);
    expect(ranged.rawPayload.equals(pdfBytes.subarray(5, 15))).toBe(true);
    const past = await ctx.app.inject({
      method: 'GET',
      url: plain,
      headers: { 'x-token': member.token, range: `bytes=${pdfBytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    const anon = await ctx.app.inject({ method: 'GET', url: plain });
    expect(anon.json().code).toBe(Code.NOT_LOGGED_IN);
    const signed = await ctx.app.inject({ method: 'GET', url: pdfPreview.url });
    expect(signed.rawPayload.equals(pdfBytes)).toBe(true);

    // Search by name, and by the text its job extracted.
    expect(
      (await call(member, '/v1/org/disk/list', { orgId, query: '教案' })).data.items,
    ).toHaveLength(1);
    let byText: { name: string }[] = [];
    for (let i = 0; i < 50 && byText.length === 0; i++) {
      byText = (await call(member, '/v1/org/disk/list', { orgId, query: '盼望着' })).data.items;
      if (byText.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(byText.map((i) => i.name)).toEqual(['春 教案.docx']);
    // Words in any order, across name and text, through the search index (not a substring).
    const words = (await call(member, '/v1/org/disk/list', { orgId, query: '盼望 教案' })).data;
    expect(words.items.map((i: { name: string }) => i.name)).toEqual(['春 教案.docx']);
    const card = (await call(member, '/v1/org/card', { orgId })).data;
    expect(card).toMatchObject({ resourceCount: 2, monthAdded: 2, memberCount: 2 });
  });

  it('refuses an upload over the quota with a clear message and stores nothing', async () => {
    const before = await storedObjects();
    const used = (await call(admin, '/v1/org/disk/list', { orgId })).data.usedBytes;
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: used + 1000 })
      .where(eq(orgs.id, orgId));
    const rows = (await ctx.database.db.select().from(diskItems).where(eq(diskItems.orgId, orgId)))
      .length;
    const big = await makeDocx(['很长的文档'.repeat(4000)]);
    expect(big.length).toBeGreaterThan(1000);
    expect(await upload(member, '大文件.docx', big)).toEqual({
      code: Code.INVALID_PARAM,
      msg: SCHOOL_MESSAGES.quotaExceeded,
      data: null,
    });
    expect(
      (await ctx.database.db.select().from(diskItems).where(eq(diskItems.orgId, orgId))).length,
    ).toBe(rows);
    expect(await storedObjects()).toEqual(before);
    expect(await readdir(join(ctx.dataDir, 'tmp', 'school')).catch(() => [])).toEqual([]);
    // A small file still fits.
    expect((await upload(member, '小.txt', Buffer.from('小文件'))).code).toBe(200);
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: 10 * 1024 ** 3 })
      .where(eq(orgs.id, orgId));
  });

  it('lets concurrent uploads past the quota together only as far as it goes (the school row is locked)', async () => {
    const used = (await call(admin, '/v1/org/disk/list', { orgId })).data.usedBytes;
    const size = 4000;
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: used + size * 2 + size / 2 })
      .where(eq(orgs.id, orgId));
    const before = (await storedObjects()).length;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => upload(member, `并发${i}.txt`, Buffer.alloc(size, 0x61 + i))),
    );
    const ok = answers.filter((a) => a.code === 200);
    expect(ok).toHaveLength(2);
    for (const a of answers.filter((x) => x.code !== 200))
      expect(a.msg).toBe(SCHOOL_MESSAGES.quotaExceeded);
    expect((await storedObjects()).length).toBe(before + 2);
    expect((await call(admin, '/v1/org/disk/list', { orgId })).data.usedBytes).toBe(
      used + size * 2,
    );
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: 10 * 1024 ** 3 })
      .where(eq(orgs.id, orgId));
  });

  it('refuses what intake refuses, and types the disk does not take', async () => {
    expect((await upload(member, 'a.exe', Buffer.from('MZ....'))).msg).toBe(
      SCHOOL_MESSAGES.diskTypeRefused,
    );
    expect((await upload(member, 'fake.pdf', Buffer.from('not a pdf'))).code).toBe(
      Code.INVALID_PARAM,
    );
    expect((await upload(member, 'clip.mp4', Buffer.from('not a video at all'))).msg).toBe(
      SCHOOL_MESSAGES.videoInvalid,
    );
    expect((await upload(member, '../x.txt', Buffer.from('x'))).code).toBe(Code.INVALID_PARAM);
  });

  it('moves deletions to the 回收站 (uploader or admin), restores them, and purges after 30 days', async () => {
    const folder = (await call(member, '/v1/org/disk/folder', { orgId, name: '待删除' })).data;
    const file = (await upload(member, '旧.txt', Buffer.from('旧内容'), { folderId: folder.id }))
      .data;
    expect((await call(member, '/v1/org/disk/delete', { orgId, id: folder.id })).code).toBe(200);
    expect((await call(member, '/v1/org/disk/preview', { orgId, id: file.id })).code).toBe(
      Code.NOT_FOUND,
    );
    const trash = (await call(admin, '/v1/org/disk/list', { orgId, trash: true })).data.items;
    expect(trash.map((i: { name: string }) => i.name).sort()).toEqual(['待删除', '旧.txt']);
    expect((await call(admin, '/v1/org/disk/restore', { orgId, id: folder.id })).data.name).toBe(
      '待删除',
    );
    const back = (await call(member, '/v1/org/disk/list', { orgId, folderId: folder.id })).data
      .items;
    expect(back.map((i: { name: string }) => i.name)).toEqual(['旧.txt']);
    await call(member, '/v1/org/disk/delete', { orgId, id: file.id });
    const objects = (await storedObjects()).length;
    await ctx.database.db
      .update(diskItems)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(diskItems.id, file.id));
    expect((await call(admin, '/v1/org/disk/list', { orgId, trash: true })).data.items).toEqual([]);
    expect((await storedObjects()).length).toBe(objects - 1);
  });

  it("crops an admin's logo and background to the layout sizes and shows them on the teacher's info", async () => {
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    for (const [target, w, h] of [
      ['logo', 256, 256],
      ['background', 1920, 600],
    ] as const) {
      const { payload, headers } = form(
        { orgId: String(orgId), target },
        { name: 'pic.png', data: png },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/org/image',
        payload,
        headers: { ...headers, 'x-token': admin.token },
      });
      expect(res.json().code).toBe(200);
      const url: string = res.json().data[target];
      expect(url).toMatch(/^\/files\/orgs\/[A-Za-z0-9_-]{32}\.webp$/);
      const img = await ctx.app.inject({ method: 'GET', url });
      expect(img.headers['content-type']).toBe('image/webp');
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({
        width: w,
        height: h,
        format: 'webp',
      });
    }
    const info = (await call(member, '/v1/user/info')).data;
    expect(info.orgList[0].logo).toMatch(/^\/files\/orgs\//);
    expect(info.orgList[0].background).toMatch(/^\/files\/orgs\//);
    const bad = form(
      { orgId: String(orgId), target: 'logo' },
      { name: 'x.png', data: Buffer.from('<svg/>') },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/org/image',
      payload: bad.payload,
      headers: { ...bad.headers, 'x-token': admin.token },
    });
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.imageInvalid);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/files/orgs/..%2Fsecret.webp' })).json().code,
    ).toBe(Code.NOT_FOUND);
  });
});
