import { deflateSync } from 'node:zlib';
import { essayReview } from '@aita/contract';
import { Code, MSG_ESSAY_FILE_NOT_FOUND, MSG_ESSAY_IMAGE_INVALID } from '@aita/core';
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
/** What the fake vision model answers: plain text, or lines with their boxes. */
let visionAnswer = RECOGNISED;
/** The essay as a vision model reads it line by line: [page:x0,y0,x1,y1] text. */
const BOXED = [
  '[1:80,100,920,140] 我的妈妈是一名医生,她每天都很忙。',
  '[1:80,150,920,190] 早上她很早就起床给我做早饭。',
  '',
  '[1:80,200,920,240] 晚上妈妈在次给我量体温，',
  '[1:80,250,600,290] 我们都松了一口气。',
].join('\n');

beforeAll(async () => {
  vision = await startServer((_req, res) =>
    sendJson(res, 200, {
      object: 'chat.completion',
      choices: [
        { index: 0, message: { role: 'assistant', content: visionAnswer }, finish_reason: 'stop' },
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

  it('keeps the lines’ boxes with the corrected text, so comments can be drawn on the photo', async () => {
    const id = await upload('image', '作文第3页.png', png(16));
    const { url } = (await call(ctx.app, teacher, P.file.path, { fileId: id })).data as {
      url: string;
    };
    visionAnswer = BOXED;
    try {
      const ocr = (await call(ctx.app, teacher, P.recognise.path, { imageUrls: [url] })) as {
        code: number;
        data: { text: string; lines: { image: number; box: number[]; text: string }[] };
      };
      expect(ocr.code).toBe(200);
      expect(ocr.data.text).toBe(
        '我的妈妈是一名医生,她每天都很忙。早上她很早就起床给我做早饭。\n晚上妈妈在次给我量体温，我们都松了一口气。',
      );
      expect(ocr.data.lines.map((l) => l.box[1])).toEqual([100, 150, 200, 250]);
      // The teacher corrects 在次 → 再次 and adds words; the lines follow the words.
      const corrected = ocr.data.text.replace('在次', '再次').replace('量体温', '量了体温');
      const submitted = (await call(ctx.app, teacher, P.submit.path, {
        title: '我的妈妈',
        grade: 3,
        genre: '记叙文',
        fullScore: 30,
        essays: [{ text: corrected, imageUrls: [url], lines: ocr.data.lines }],
      })) as { data: { taskId: string } };
      const taskId = submitted.data.taskId;
      await waitForTask(ctx.app, teacher, taskId);
      type Regions = { image: number; box: number[]; start: number; end: number }[];
      const essay = (
        (await call(ctx.app, teacher, P.result.path, { taskId })).data as {
          essays: { text: string; regions: Regions }[];
        }
      ).essays[0];
      expect(essay?.regions.map((r) => essay.text.slice(r.start, r.end))).toEqual([
        '我的妈妈是一名医生,她每天都很忙。',
        '早上她很早就起床给我做早饭。',
        '晚上妈妈再次给我量了体温，',
        '我们都松了一口气。',
      ]);
      // A box on a page the essay does not have is refused by the contract.
      const bad = await call(ctx.app, teacher, P.submit.path, {
        title: '我的妈妈',
        grade: 3,
        genre: '记叙文',
        fullScore: 30,
        essays: [
          {
            text: corrected,
            imageUrls: [url],
            lines: [{ image: 0, box: [0, 0, 2000, 5], text: '我' }],
          },
        ],
      });
      expect(bad.code).toBe(Code.INVALID_PARAM);

      // Photos only: the job reads the lines and keeps their boxes on the text it recognised.
      const alone = (
        (await call(ctx.app, teacher, P.submit.path, {
          title: '我的妈妈',
          grade: 3,
          genre: '记叙文',
          fullScore: 30,
          essays: [{ imageUrls: [url] }],
        })) as { data: { taskId: string } }
      ).data.taskId;
      await waitForTask(ctx.app, teacher, alone);
      const read = (
        (await call(ctx.app, teacher, P.result.path, { taskId: alone })).data as {
          essays: { text: string; regions: Regions; comments: { start: number; end: number }[] }[];
        }
      ).essays[0];
      expect(read?.text).toBe(ocr.data.text);
      expect(read?.regions.map((r) => r.box)).toEqual(ocr.data.lines.map((l) => l.box));
      // The check's 在次 comment lies inside the third line's region.
      const slip = read?.comments.find((c) => read.text.slice(c.start, c.end).includes('在次'));
      const line = read?.regions[2];
      expect(slip && line && slip.start >= line.start && slip.end <= line.end).toBe(true);
    } finally {
      visionAnswer = RECOGNISED;
    }
  });
});

describe('without a vision model', () => {
  it('reads photos offline (ocr.test.ts), still only the teacher’s own', async () => {
    const plain = await createTestContext();
    try {
      const token = await tokenFor(plain.app, (await insertUser(plain.database)).id);
      expect(
        await call(plain.app, token, P.recognise.path, { imageUrls: ['/oss/files/1/image/x.png'] }),
      ).toMatchObject({
        code: Code.INVALID_PARAM,
        msg: MSG_ESSAY_IMAGE_INVALID,
      });
    } finally {
      await plain.close();
    }
  });
});
