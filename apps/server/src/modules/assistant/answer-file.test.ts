import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { files } from '../files';
import { multipart } from '../files/__fixtures__/samples';
import { MSG_FILE_NOT_FOUND } from './answer-tools.routes';
import { MSG_LOG_NOT_FOUND } from './messages';

/** A real 4×4 grey PNG, so the upload passes the content checks. */
function png(): Buffer {
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
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, 128, 128, 128, 128])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let ctx: TestContext;
let teacherId: number;
let teacher: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacherId = (await insertUser(ctx.database)).id;
  teacher = await tokenFor(ctx.app, teacherId);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(async () => {
  await ctx?.close();
});

const fileCall = (token: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v2/aitalk/file',
    payload: body as object,
    headers: { 'x-token': token },
  });

describe('POST /v2/aitalk/file', () => {
  it('answers the bytes of an attached upload with its original name, to the owner only', async () => {
    const bytes = png();
    const { payload, headers } = multipart('image', [{ name: '板书照片.png', data: bytes }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload,
      headers: { ...headers, 'x-token': teacher },
    });
    expect(up.json<{ code: number }>().code).toBe(200);
    const sha = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
    const [stored] = await ctx.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.ownerUid, teacherId));
    // The link the composer attaches: the stored key (random, no uid) under /oss/.
    expect(stored?.key).toMatch(new RegExp(`^files/image/[\\w-]{22}/${sha}\\.png$`));
    const link = `/oss/${stored?.key ?? ''}`;
    const conversationId = randomUUID();
    const logId = randomUUID();
    await ctx.database.db
      .insert(conversations)
      .values({ id: conversationId, userId: teacherId, title: '看图' });
    await ctx.database.db.insert(conversationMessages).values({
      id: logId,
      conversationId,
      userId: teacherId,
      question: '这张板书怎么改进？',
      answer: '可以……',
      status: 3,
      imgUrls: [link, 'https://example.com/outside.png'],
    });

    const res = await fileCall(teacher, { logId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('板书照片.png')}`,
    );
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect((await fileCall(teacher, { logId, index: 0 })).rawPayload.length).toBe(bytes.length);

    // Another teacher: the exchange does not exist for them.
    expect((await fileCall(other, { logId })).json()).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_LOG_NOT_FOUND,
    });
    // An outside link and a missing index are not files we serve.
    for (const index of [1, 2]) {
      expect((await fileCall(teacher, { logId, index })).json()).toMatchObject({
        code: Code.NOT_FOUND,
        msg: MSG_FILE_NOT_FOUND,
      });
    }
    // Bad input: clear 40001, no login: 20100.
    for (const body of [{ logId, index: -1 }, { logId, index: 1.5 }, { logId, index: '0' }, {}]) {
      expect((await fileCall(teacher, body)).json()).toMatchObject({ code: Code.INVALID_PARAM });
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v2/aitalk/file',
      payload: { logId },
    });
    expect(anonymous.json()).toMatchObject({ code: 20100 });
  });
});
