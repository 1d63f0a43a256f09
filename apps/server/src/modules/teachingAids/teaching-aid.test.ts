import { inflateSync } from 'node:zlib';
import { allTeachingAidFiles, Code, listTeachingAidFiles, TEACHING_AID_SIZES } from '@aita/core';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_LOGGED_IN } from '../identity/messages';
import {
  findTeachingAid,
  generateTeachingAid,
  measureTeachingAids,
  MSG_TEACHING_AID_NOT_FOUND,
} from './service';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { teachingAidRoutes } from './routes';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

const URL_KOUSUAN = '/static/teaching-aids/shuxue/renjiao/grade-1/kousuan-lianxi.pdf';
/** `as`: the X-Token to send, null for none. */
const download = (body: unknown, as: string | null = token) =>
  postAs(ctx.app, as ?? undefined, '/v1/teaching-aid/download', body);

/** UCS-2 hex as the CJK font shows it (`<...> Tj`). */
const ucs2 = (text: string) =>
  [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');

/** Helvetica text as pdf-lib shows it (WinAnsi hex). */
const latin = (text: string) => Buffer.from(text, 'latin1').toString('hex');

/** Every page content stream of a PDF, inflated, as latin1 text. */
async function contentText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (stream instanceof PDFRawStream) {
        parts.push(Buffer.from(inflateSync(stream.contents)).toString('latin1'));
      }
    }
  }
  return parts.join('\n').toLowerCase();
}

describe(teachingAidRoutes, () => {
  it('refuses anonymous and bad tokens with the login envelopes', async () => {
    const anonymous = await download({ url: URL_KOUSUAN }, null);
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect(anonymous.json()).toMatchObject({ code: Code.NOT_LOGGED_IN, msg: MSG_NOT_LOGGED_IN });
    const bad = await download({ url: URL_KOUSUAN }, 'not-a-token');
    expect(bad.json().code).toBe(Code.TOKEN_EXPIRED);
  });

  it.each([
    ['an unknown url', { url: '/static/teaching-aids/shuxue/renjiao/grade-9/kousuan-lianxi.pdf' }],
    ['a traversal', { url: '/static/teaching-aids/../x.pdf' }],
    [
      'a traversal to a real file',
      { url: '/static/teaching-aids/x/../shuxue/renjiao/grade-1/kousuan-lianxi.pdf' },
    ],
    ['an encoded url', { url: encodeURI(URL_KOUSUAN).replace('k', '%6B') }],
    ['an empty url', { url: '' }],
  ])('answers 40004 资料不存在 for %s', async (_label, body) => {
    const res = await download(body);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      code: Code.NOT_FOUND,
      msg: MSG_TEACHING_AID_NOT_FOUND,
      data: null,
    });
  });

  it.each([
    [{ url: URL_KOUSUAN, school: '校'.repeat(41) }, 'school 不能超过 40 个字符'],
    [{ url: URL_KOUSUAN, className: '班'.repeat(41) }, 'className 不能超过 40 个字符'],
    [{ url: URL_KOUSUAN, school: '实验\u0007小学' }, 'school 包含不允许的字符'],
    [{ url: URL_KOUSUAN, className: '一班\n' }, 'className 包含不允许的字符'],
    [{ url: URL_KOUSUAN, school: 'a\u0000' }, 'school 包含不允许的字符'],
    [{ url: 12 }, 'url 应为字符串'],
    [{}, 'url 应为字符串'],
    [{ url: URL_KOUSUAN, school: 1 }, 'school 应为字符串'],
    [{ url: URL_KOUSUAN, className: ['一班'] }, 'className 应为字符串'],
  ])('refuses %j with 40001', async (body, message) => {
    const res = await download(body);
    expect(res.json().code).toBe(Code.INVALID_PARAM);
    expect(res.json().msg).toContain(message);
  });

  it('answers the PDF with its file name, no-store and the school and class in the header', async () => {
    const body = { url: URL_KOUSUAN, school: '实验小学 No.1', className: '一年级（2）班' };
    const res = await download(body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('人教版一年级口算练习卡.pdf')}`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('人教版一年级口算练习卡');
    const text = await contentText(bytes);
    expect(text).toContain(`<${ucs2('实验小学')}>`);
    expect(text).toContain(latin(' No.1').toLowerCase());
    // Digits are Helvetica runs between CJK runs.
    expect(text).toContain(`<${ucs2('一年级（')}>`);
    expect(text).toContain(`<${latin('2')}>`);
    expect(text).toContain(`<${ucs2('）班')}>`);
    expect(text).toContain(`<${ucs2('姓名：')}>`);
    // Same input, same bytes; another class, other bytes.
    expect((await download(body)).rawPayload.equals(bytes)).toBe(true);
    expect((await download({ ...body, className: '二班' })).rawPayload.equals(bytes)).toBe(false);
  });

  it('answers the unpersonalised PDF with the size core lists', async () => {
    const [file] = listTeachingAidFiles(1, 1, 4);
    if (!file) throw new Error('no file');
    const res = await download({ url: file.url, school: '', className: '' });
    expect(res.rawPayload.length).toBe(file.size);
    expect(await contentText(res.rawPayload)).not.toContain(ucs2('实验'));
  });
});

describe(generateTeachingAid, () => {
  it('generates every catalogue file: a loadable PDF with its pages, in a few ms each', async () => {
    const pages: Record<string, number> = {
      'kousuan-lianxi': 3,
      'shuwei-jishuqi': 2,
      'jihe-tuxing': 1,
      'shengzi-kapian': 2,
      'langdu-pingjia': 2,
      'kantu-xiehua': 2,
    };
    const started = performance.now();
    for (const file of allTeachingAidFiles()) {
      const entry = findTeachingAid(file.url);
      if (!entry) throw new Error(`not found: ${file.url}`);
      const bytes = await generateTeachingAid(entry, {
        school: '某某小学',
        className: '六（1）班',
      });
      const doc = await PDFDocument.load(bytes);
      const kind = file.url.split('/').pop()?.replace('.pdf', '') ?? '';
      expect(doc.getPageCount(), file.url).toBe(pages[kind]);
    }
    const perFile = (performance.now() - started) / allTeachingAidFiles().length;
    console.info(`teaching aids: ${perFile.toFixed(1)} ms per file (generate + load)`);
    expect(perFile).toBeLessThan(200);
  });

  it('draws grade-level content: 口算 drills differ by grade and version, the key is included', async () => {
    const text = async (url: string) => {
      const entry = findTeachingAid(url);
      if (!entry) throw new Error(url);
      return contentText(await generateTeachingAid(entry));
    };
    const g1 = await text(URL_KOUSUAN);
    const g6 = await text(URL_KOUSUAN.replace('grade-1', 'grade-6'));
    expect(g1).toContain(`<${ucs2('参考答案')}>`);
    // Fractions (digit / digit) only from grade 6.
    expect(g1).not.toMatch(/3[0-9]2f3[0-9]/);
    expect(g6).toMatch(/3[0-9]2f3[0-9]/);
    expect(await text(URL_KOUSUAN.replace('renjiao', 'beishi'))).not.toBe(g1);
    const shengzi = await text('/static/teaching-aids/yuwen/bubian/grade-1/shengzi-kapian.pdf');
    expect(shengzi).toContain(`<${ucs2('山')}>`);
  });

  it('keeps core’s TEACHING_AID_SIZES equal to the generated sizes', async () => {
    const stale = (await measureTeachingAids()).filter(
      ({ url, size }) => TEACHING_AID_SIZES[url] !== size,
    );
    expect(
      stale,
      'TEACHING_AID_SIZES is stale: run `pnpm --filter @aita/core build && pnpm --filter @aita/server exec tsx ../../tools/teaching-aid-sizes.mjs`, then rebuild core',
    ).toEqual([]);
    expect(Object.keys(TEACHING_AID_SIZES).sort()).toEqual(
      allTeachingAidFiles()
        .map((f) => f.url)
        .sort(),
    );
  });
});
