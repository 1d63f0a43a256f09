import { deflateSync } from 'node:zlib';
import { essayReview } from '@aita/contract';
import {
  Code,
  MSG_ESSAY_FILE_NOT_FOUND,
  MSG_ESSAY_IMAGE_INVALID,
  MSG_ESSAY_PHOTOS_NEED_VISION,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { makeDocx, multipart } from '../files/__fixtures__/samples';
import { call, PRIMARY_WITH_SLIPS, waitForTask } from './__fixtures__/essays';
import { createEssayIntake } from './intake';

/** A real PNG (a grey square): what a phone photo is to the intake checks. */
function png(size = 8): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(128)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const P = essayReview;
let vision: TestServer;
let ctx: TestContext;
let teacher: string;
let other: string;
const RECOGNISED = PRIMARY_WITH_SLIPS;

beforeAll(async () => {
  vision = await startServer((_req, res) =>
    sendJson(res, 200, {
      object: 'chat.completion',
      choices: [
        { index: 0, message: { role: 'assistant', content: RECOGNISED }, finish_reason: 'stop' },
      ],
    }),
  );
  ctx = await createTestContext({
    env: { AI_VISION_MODEL: 'fake-vl', AI_VISION_BASE_URL: `${vision.url}/v1`, JOBS_POLL_MS: '50' },
  });
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(async () => {
  await ctx?.close();
  await vision?.close();
});

async function upload(kind: string, name: string, data: Buffer, token = teacher) {
  const { payload, headers } = multipart(kind, [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  const body = res.json<{ code: number; data: { id: string; job: { id: string } | null } }>();
  expect(body.code).toBe(200);
  if (body.data.job) await ctx.app.jobs.settled(body.data.job.id);
  return body.data.id;
}

describe(createEssayIntake, () => {
  it('turns an uploaded .docx into essay text, and refuses another teacher’s file', async () => {
    const id = await upload(
      'document',
      '李华的作文.docx',
      await makeDocx(['我的妈妈', '妈妈在次给我量体温。']),
    );
    const answer = await call(ctx.app, teacher, P.file.path, { fileId: id });
    expect(answer).toMatchObject({
      code: 200,
      data: { kind: 'document', name: '李华的作文.docx', url: '' },
    });
    expect((answer.data as { text: string }).text).toContain('妈妈在次给我量体温。');
    expect(await call(ctx.app, other, P.file.path, { fileId: id })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_ESSAY_FILE_NOT_FOUND,
    });
  });

  it('reads photos through the vision model for the teacher to correct, then marks the corrected text', async () => {
    const id = await upload('image', '作文第1页.png', png());
    const { url } = (await call(ctx.app, teacher, P.file.path, { fileId: id })).data as {
      url: string;
    };
    expect(url).toMatch(/^\/oss\/files\/image\/[\w-]{22}\/[0-9a-f]{64}\.png$/);
    const ocr = await call(ctx.app, teacher, P.recognise.path, { imageUrls: [url] });
    expect(ocr).toMatchObject({ code: 200, data: { text: RECOGNISED } });
    // The photo went to the model as an image part.
    const sent = JSON.parse(vision.requests.at(-1)?.body ?? '{}') as {
      messages: { content: { type: string; image_url?: { url: string } }[] }[];
    };
    expect(
      sent.messages
        .at(-1)
        ?.content.some((p) => p.image_url?.url.startsWith('data:image/png;base64,')),
    ).toBe(true);
    // Another teacher cannot have this photo read, nor a made-up link.
    expect(await call(ctx.app, other, P.recognise.path, { imageUrls: [url] })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_IMAGE_INVALID,
    });
    // The teacher corrected 在次 → 再次 beside the photo; the corrected text is what is marked.
    const corrected = RECOGNISED.replace('在次', '再次');
    const { taskId } = (
      await call(ctx.app, teacher, P.submit.path, {
        title: '我的妈妈',
        grade: 3,
        genre: '记叙文',
        fullScore: 30,
        essays: [{ studentName: '李华', text: corrected, imageUrls: [url] }],
      })
    ).data as { taskId: string };
    await waitForTask(ctx.app, teacher, taskId);
    const essay = (
      (await call(ctx.app, teacher, P.result.path, { taskId })).data as {
        essays: { text: string; imageUrls: string[]; comments: { start: number; end: number }[] }[];
      }
    ).essays[0];
    expect(essay?.text).toBe(corrected);
    expect(essay?.imageUrls).toEqual([url]);
    expect(essay?.comments.map((c) => essay.text.slice(c.start, c.end))).not.toContain('在次');
  });

  it('photos only: the job recognises them first, then marks', async () => {
    const id = await upload('image', '作文第2页.png', png(12));
    const { url } = (await call(ctx.app, teacher, P.file.path, { fileId: id })).data as {
      url: string;
    };
    const { taskId } = (
      await call(ctx.app, teacher, P.submit.path, {
        title: '我的妈妈',
        grade: 3,
        genre: '记叙文',
        fullScore: 30,
        essays: [{ imageUrls: [url] }],
      })
    ).data as { taskId: string };
    expect(await waitForTask(ctx.app, teacher, taskId)).toMatchObject({
      state: 'done',
      essays: [{ state: 'done' }],
    });
    const essay = (
      (await call(ctx.app, teacher, P.result.path, { taskId })).data as {
        essays: { text: string }[];
      }
    ).essays[0];
    expect(essay?.text).toBe(RECOGNISED);
  });
});

describe('without a vision model', () => {
  it('says plainly that photos need one', async () => {
    const plain = await createTestContext();
    try {
      const token = await tokenFor(plain.app, (await insertUser(plain.database)).id);
      expect(
        await call(plain.app, token, P.recognise.path, { imageUrls: ['/oss/files/1/image/x.png'] }),
      ).toMatchObject({
        code: Code.INVALID_PARAM,
        msg: MSG_ESSAY_PHOTOS_NEED_VISION,
      });
    } finally {
      await plain.close();
    }
  });
});
