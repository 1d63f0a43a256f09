import { imageApps } from '@aita/contract';
import {
  Code,
  IMAGE_TEMPLATES,
  MSG_IMAGE_NEEDS_MODEL,
  MSG_IMAGE_NOT_IMAGE,
  MSG_IMAGE_SAFETY_NOT_CHECKED,
  MSG_IMAGE_TEMPLATE_INVALID,
  MSG_IMAGE_TOO_LARGE_DIMS,
  MSG_VIDEO_NOTE_NO_PROVIDER,
  MSG_VIDEO_NOTE_FFMPEG,
} from '@aita/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { INTAKE_MESSAGES } from '../../platform/intake';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { multipart } from '../files/__fixtures__/samples';
import { colouringPage } from './lineart';
import { POSTER_HEIGHT, POSTER_WIDTH, posterSvg, wrapText } from './poster';
import { imageAppsRoutes } from './routes';

const I = imageApps;
type Envelope<D = never> = { code: number; msg: string; data: D };

/** A "photo" made in the test: a gradient with a disc and a block of other colours. */
async function photo(width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#88c"/><stop offset="1" stop-color="#cce"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.35}" cy="${height / 2}" r="${height / 4}" fill="#e63"/><rect x="${width * 0.6}" y="${height * 0.25}" width="${width * 0.25}" height="${height / 2}" fill="#393"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(ctx: TestContext, token: string, name: string, data: Buffer, kind = 'image') {
  const { payload, headers } = multipart(kind, [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  return res.json<Envelope<{ id: string }>>();
}

const call = async <D>(ctx: TestContext, token: string | undefined, url: string, body?: unknown) =>
  (await postAs(ctx.app, token, url, body)).json<Envelope<D>>();

/** Share of pixels darker than mid grey in a greyscale PNG. */
async function inkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const v of data) if (v < 128) dark += 1;
  return dark / data.length;
}

describe(imageAppsRoutes, () => {
  let ctx: TestContext;
  let teacher: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(() => ctx?.close());

  it('lists the templates by kind, says what needs a model and what the video card can do', async () => {
    const all = await call<{
      list: { id: string; kind: string; available: boolean; needsModel: boolean }[];
      generation: boolean;
      video: { available: boolean; note: string };
      note: string;
    }>(ctx, undefined, I.templates.path, {});
    expect(all.data.list.map((t) => t.id)).toEqual(IMAGE_TEMPLATES.map((t) => t.id));
    expect(all.data.generation).toBe(false);
    expect(all.data.note).toBe(MSG_IMAGE_NEEDS_MODEL);
    expect(all.data.video.available).toBe(false);
    expect([MSG_VIDEO_NOTE_NO_PROVIDER, MSG_VIDEO_NOTE_FFMPEG]).toContain(all.data.video.note);
    for (const t of all.data.list) expect(t.available).toBe(!t.needsModel);
    const posters = await call<{ list: { kind: string }[] }>(ctx, undefined, I.templates.path, {
      kind: 'poster',
    });
    expect(new Set(posters.data.list.map((t) => t.kind))).toEqual(new Set(['poster']));
    expect((await call(ctx, undefined, I.templates.path, { kind: 'video' })).code).toBe(
      Code.INVALID_PARAM,
    );
  });

  it('checks an uploaded photo: type by its bytes, size, dimensions, and says safety was not checked', async () => {
    const png = await photo();
    const file = await upload(ctx, teacher, '校园.png', png);
    const seen = await call<Record<string, unknown>>(ctx, teacher, I.detect.path, {
      fileId: file.data.id,
    });
    expect(seen.data).toEqual({
      fileId: file.data.id,
      name: '校园.png',
      format: 'png',
      mime: 'image/png',
      size: png.length,
      width: 800,
      height: 600,
      usable: true,
      problems: [],
      safety: { checked: false, passed: true, note: MSG_IMAGE_SAFETY_NOT_CHECKED },
    });
    expect((await call(ctx, other, I.detect.path, { fileId: file.data.id })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await call(ctx, undefined, I.detect.path, { fileId: file.data.id })).code).toBe(20100);
  });

  it('refuses hostile images: wrong magic, SVG with script, huge dimensions, a document', async () => {
    const notPng = await upload(
      ctx,
      teacher,
      '照片.png',
      Buffer.from('GIF? no: plain text'.repeat(20)),
    );
    expect(notPng).toMatchObject({ code: Code.INVALID_PARAM, msg: INTAKE_MESSAGES.mismatch });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
    );
    expect(await upload(ctx, teacher, 'x.svg', svg)).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: INTAKE_MESSAGES.svg,
    });
    expect(await upload(ctx, teacher, 'x.png', svg)).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: INTAKE_MESSAGES.svg,
    });
    // 9000 × 9000 of one colour compresses to a small file: the dimensions refuse it.
    const huge = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    const big = await upload(ctx, teacher, '巨幅.png', huge);
    expect(big.code, JSON.stringify(big)).toBe(200);
    const seen = await call<{ usable: boolean; problems: string[]; width: number }>(
      ctx,
      teacher,
      I.detect.path,
      { fileId: big.data.id },
    );
    expect(seen.data).toMatchObject({
      usable: false,
      problems: [MSG_IMAGE_TOO_LARGE_DIMS],
      width: 9000,
    });
    expect(
      await call(ctx, teacher, I.lineart.path, { fileId: big.data.id, templateId: 'lineart-fine' }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_IMAGE_TOO_LARGE_DIMS });
    const doc = await upload(ctx, teacher, '说明.txt', Buffer.from('不是图片'), 'document');
    expect(await call(ctx, teacher, I.detect.path, { fileId: doc.data.id })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_IMAGE_NOT_IMAGE,
    });
  });

  it('turns a photo into a colouring page: black lines on white, bolder with the bold template', async () => {
    const file = await upload(ctx, teacher, '照片.png', await photo());
    const fine = await postAs(ctx.app, teacher, I.lineart.path, {
      fileId: file.data.id,
      templateId: 'lineart-fine',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.headers['content-type']).toBe('image/png');
    const meta = await sharp(fine.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    const fineInk = await inkShare(fine.rawPayload);
    // Outlines only: some ink, mostly paper.
    expect(fineInk).toBeGreaterThan(0.002);
    expect(fineInk).toBeLessThan(0.1);
    const bold = await postAs(ctx.app, teacher, I.lineart.path, {
      fileId: file.data.id,
      templateId: 'lineart-bold',
    });
    expect(await inkShare(bold.rawPayload)).toBeGreaterThan(fineInk * 1.5);
    expect(
      await call(ctx, teacher, I.lineart.path, {
        fileId: file.data.id,
        templateId: 'poster-festival',
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_IMAGE_TEMPLATE_INVALID });
  });

  it('lays out a 手抄报 with the teacher’s title and text; refuses a title too long', async () => {
    const res = await postAs(ctx.app, teacher, I.poster.path, {
      templateId: 'poster-reading',
      title: '书香满校园',
      sections: [
        { heading: '好书推荐', text: '《草房子》讲述了男孩桑桑六年小学生活的故事。' },
        { heading: '读书名言', text: '读书破万卷，下笔如有神。' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', POSTER_WIDTH, POSTER_HEIGHT]);
    expect(
      await call(ctx, teacher, I.poster.path, {
        templateId: 'poster-reading',
        title: '一二三四五六七八九十一二三四五六七',
        sections: [{ heading: '甲', text: '' }],
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM });
    expect(
      await call(ctx, teacher, I.poster.path, {
        templateId: 'nope',
        title: '标题',
        sections: [{ heading: '甲', text: '乙' }],
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_IMAGE_TEMPLATE_INVALID });
    expect((await call(ctx, undefined, I.poster.path, {})).code).toBe(20100);
  });

  it('refuses an illustration without an image model: nothing is drawn in its place', async () => {
    expect(
      await call(ctx, teacher, I.generate.path, {
        templateId: 'illustration-flat',
        prompt: '小蝌蚪找妈妈',
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_IMAGE_NEEDS_MODEL });
  });
});

describe(posterSvg, () => {
  it('escapes the teacher’s text: markup in it stays text', () => {
    const svg = posterSvg(
      IMAGE_TEMPLATES.find((t) => t.id === 'poster-festival') ?? (IMAGE_TEMPLATES[0] as never),
      '<script>alert(1)</script>',
      [{ heading: '"a"&b\u0001', text: '<image href="file:///etc/passwd"/>\u000b' }],
    );
    expect(svg.includes('\u0001') || svg.includes('\u000b')).toBe(false);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('wraps Chinese text to the width and cuts with … past the lines', () => {
    expect(wrapText('一二三四五六七八九十', 4, 9)).toEqual(['一二三四', '五六七八', '九十']);
    expect(wrapText('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
  });
});

describe('with an image model', () => {
  let ctx: TestContext;
  let fake: TestServer;
  let token: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await photo(64, 64);
    fake = await startServer((req, res) => {
      if (req.url === '/v1/images/generations' || req.url === '/v1/images/edits') {
        return sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
      }
      return sendJson(res, 404, {});
    });
    ctx = await createTestContext({
      env: {
        JOBS_POLL_MS: '50',
        IMAGE_BASE_URL: `${fake.url}/v1`,
        IMAGE_MODEL: 'gpt-image-1',
        IMAGE_API_KEY: 'sk-img',
      },
    });
    token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('draws an illustration as a job with the template’s style, and serves the image', async () => {
    const list = await call<{ generation: boolean; note: string }>(
      ctx,
      token,
      I.templates.path,
      {},
    );
    expect(list.data).toMatchObject({ generation: true, note: '' });
    const started = await call<{ taskId: string; state: string }>(ctx, token, I.generate.path, {
      templateId: 'illustration-watercolor',
      prompt: '小蝌蚪找妈妈',
    });
    expect(started.code, JSON.stringify(started)).toBe(200);
    await ctx.app.jobs.settled(started.data.taskId);
    const task = await call<{ state: string; images: number; prompt: string }>(
      ctx,
      token,
      I.task.path,
      {
        taskId: started.data.taskId,
      },
    );
    expect(task.data).toMatchObject({ state: 'done', images: 1, prompt: '小蝌蚪找妈妈' });
    const sent = JSON.parse(fake.requests[0]?.body ?? '{}') as { prompt: string; model: string };
    expect(sent.model).toBe('gpt-image-1');
    expect(sent.prompt).toContain('小蝌蚪找妈妈');
    expect(sent.prompt).toContain('水彩');
    const image = await postAs(ctx.app, token, I.taskImage.path, {
      taskId: started.data.taskId,
      index: 0,
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(
      (await call(ctx, token, I.taskImage.path, { taskId: started.data.taskId, index: 1 })).code,
    ).toBe(Code.NOT_FOUND);
    const stranger = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    expect((await call(ctx, stranger, I.task.path, { taskId: started.data.taskId })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('edits an uploaded picture (image to image) through /images/edits', async () => {
    const file = await upload(ctx, token, '草图.png', await photo(200, 150));
    const started = await call<{ taskId: string }>(ctx, token, I.generate.path, {
      templateId: 'illustration-flat',
      prompt: '把草图画成彩色插图',
      fileId: file.data.id,
    });
    await ctx.app.jobs.settled(started.data.taskId);
    expect(fake.requests.at(-1)?.url).toBe('/v1/images/edits');
    const task = await call<{ state: string }>(ctx, token, I.task.path, {
      taskId: started.data.taskId,
    });
    expect(task.data.state).toBe('done');
  });
});

describe(colouringPage, () => {
  it('keeps the long side at 1600 pixels and makes a greyscale PNG', async () => {
    const out = await colouringPage(await photo(400, 1000), { threshold: 40, lineWidth: 1 });
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([640, 1600, 'png']);
  });
});
