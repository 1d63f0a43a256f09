import { Code } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { renderPptx } from '@aita/docgen';
import { findSoffice, MSG_PPTX_NEEDS_LIBREOFFICE } from './disk-pptx';
import { form, makeSchool, teacher, type Teacher } from './__fixtures__/school';

/**
 * PowerPoint preview (docs/school.md "Preview"): converted once to PDF by LibreOffice as a job
 * and shown with the PDF preview; without LibreOffice, said plainly. Real app, real database,
 * real `soffice` (CI has LibreOffice).
 */
let slides: Buffer;
beforeAll(async () => {
  const deck = await renderPptx({
    title: '春',
    slides: [
      { type: 'title', title: '春天的课件', subtitle: '第一课时' },
      { type: 'bullets', title: '第二页', bullets: ['盼望着，盼望着'] },
    ],
  });
  slides = Buffer.from(deck.bytes);
});

async function setUp(ctx: TestContext) {
  const admin = await teacher(ctx.app, ctx.database);
  const { orgId } = await makeSchool(ctx.database, admin);
  const { payload, headers } = form({ orgId: String(orgId) }, { name: '春.pptx', data: slides });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': admin.token },
  });
  expect(res.json().code).toBe(Code.OK);
  return { admin, orgId, id: res.json().data.id as string };
}

const preview = async (ctx: TestContext, who: Teacher, orgId: number, id: string) =>
  (await postAs(ctx.app, who.token, '/v1/org/disk/preview', { orgId, id })).json().data;

describe('PowerPoint preview with LibreOffice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('converts the slides to a PDF once and serves it as the preview', async () => {
    const soffice = await findSoffice(process.env.PATH ?? '');
    if (!soffice && process.env.CI === 'true') throw new Error('CI=true 但未找到 soffice');
    if (!soffice) return;
    const { admin, orgId, id } = await setUp(ctx);
    let data = await preview(ctx, admin, orgId, id);
    for (let i = 0; i < 500 && data.kind !== 'pdf'; i++) {
      expect(data).toMatchObject({ kind: 'none', note: '正在生成预览，请稍后再试' });
      await new Promise((r) => setTimeout(r, 100));
      data = await preview(ctx, admin, orgId, id);
    }
    expect(data.kind).toBe('pdf');
    expect(data.url).toMatch(
      new RegExp(`^/v1/org/disk/file/${id}\\?orgId=${orgId}&.*&preview=pdf$`),
    );
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: data.url,
      headers: { 'x-token': admin.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Two slides, two pages.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
    // The download is still the PowerPoint file.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `${data.url}&download=1`,
      headers: { 'x-token': admin.token },
    });
    expect(file.rawPayload.equals(slides)).toBe(true);
    // Another school's teacher cannot read it with their own login (the signed address is the
    // admin's, for 5 minutes).
    const other = await teacher(ctx.app, ctx.database);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/v1/org/disk/file/${id}?orgId=${orgId}&preview=pdf`,
      headers: { 'x-token': other.token },
    });
    expect(refused.json().code).toBe(Code.FORBIDDEN);
  });
});

describe('PowerPoint preview without LibreOffice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The server looks for `soffice` on its PATH when it starts.
    ctx = await createTestContext({ env: { PATH: '/nonexistent' } });
  });
  afterAll(() => ctx?.close());

  it('says that the preview needs LibreOffice and keeps the download', async () => {
    expect(await findSoffice('/nonexistent')).toBeUndefined();
    const { admin, orgId, id } = await setUp(ctx);
    const data = await preview(ctx, admin, orgId, id);
    expect(data).toMatchObject({ kind: 'none', note: MSG_PPTX_NEEDS_LIBREOFFICE });
    expect(MSG_PPTX_NEEDS_LIBREOFFICE).toContain('预览需要服务器安装 LibreOffice');
    const file = await ctx.app.inject({
      method: 'GET',
      url: `${data.url}&download=1`,
      headers: { 'x-token': admin.token },
    });
    expect(file.rawPayload.equals(slides)).toBe(true);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `${data.url}&preview=pdf`,
      headers: { 'x-token': admin.token },
    });
    expect(pdf.json().code).toBe(Code.NOT_FOUND);
  });
});
