import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, Code, MSG_AVATAR_TOO_LARGE, MSG_UPLOAD_RETRY } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret } from '../../platform/tokens';
import { sniffImage } from './avatar-store';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { passportAvatarRoutes } from './avatar.routes';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-rest-of-a-png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-body')]);
const GIF = Buffer.from('GIF89a-not-allowed');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** A multipart/form-data body with one file part named `file`. */
function multipartBody(filename: string, content: Buffer, type = 'image/png') {
  const boundary = `----aita${newSecret().slice(0, 16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(filename: string, content: Buffer, t: string | null = token) {
  const { payload, contentType } = multipartBody(filename, content);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/passport/api/avatar',
    headers: { 'content-type': contentType, ...(t ? { 'x-token': t } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const avatarFiles = async () =>
  readdir(join(ctx.dataDir, 'files', 'avatars')).catch(() => [] as string[]);

describe(passportAvatarRoutes, () => {
  it('stores a PNG, sets it as the avatar and serves it with its type', async () => {
    const { status, body } = await upload('me.PNG', PNG);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.url).toMatch(/^\/files\/avatars\/[A-Za-z0-9_-]{32}\.png$/);
    const info = (await postAs(ctx.app, token, '/v1/user/info', {})).json();
    expect(info.data.avatar).toBe(body.data.url);
    const served = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a JPEG named .jpeg or .jpg as .jpg', async () => {
    for (const name of ['photo.jpeg', 'photo.jpg']) {
      const { body } = await upload(name, JPEG);
      expect(body.data.url).toMatch(/\.jpg$/);
      const served = await ctx.app.inject({ method: 'GET', url: body.data.url });
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('rejects content that is not JPEG/PNG whatever the name, and other extensions', async () => {
    const before = (await avatarFiles()).length;
    for (const [name, content] of [
      ['evil.png', GIF],
      ['evil.png', HTML],
      ['evil.jpg', Buffer.alloc(0)],
      ['me.gif', PNG],
      ['me.svg', PNG],
      ['me.png.html', PNG],
      ['noextension', JPEG],
    ] as const) {
      const { status, body } = await upload(name, content);
      expect(status).toBe(200);
      expect(body, name).toEqual({
        code: Code.INVALID_PARAM,
        msg: MSG_AVATAR_TOO_LARGE,
        data: null,
      });
    }
    expect((await avatarFiles()).length).toBe(before);
  });

  it('accepts exactly 2097152 bytes and refuses one byte more', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await upload('big.png', exact)).body.code).toBe(200);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await upload('big.png', over)).body).toEqual({
      code: Code.INVALID_PARAM,
      msg: MSG_AVATAR_TOO_LARGE,
      data: null,
    });
  });

  it('answers 11100 上传失败，请重试 without a valid token, storing nothing', async () => {
    const before = (await avatarFiles()).length;
    for (const t of [null, newSecret(), 'garbage']) {
      expect((await upload('me.png', PNG, t)).body).toEqual({
        code: Code.PROVIDER_CREDENTIAL,
        msg: MSG_UPLOAD_RETRY,
        data: null,
      });
    }
    expect((await avatarFiles()).length).toBe(before);
  });

  it('refuses a JSON body with 40001', async () => {
    const res = await postAs(ctx.app, token, '/passport/api/avatar', { file: 'x' });
    expect(res.json().code).toBe(Code.INVALID_PARAM);
  });

  it('serves nothing for bad or unknown names', async () => {
    for (const url of [
      '/files/avatars/..%2F..%2Fetc%2Fpasswd',
      `/files/avatars/${'a'.repeat(32)}.png`,
      '/files/avatars/x.html',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(Code.NOT_FOUND);
    }
  });
});

describe(sniffImage, () => {
  it('knows JPEG and PNG by their magic bytes only', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpg');
    expect(sniffImage(GIF)).toBeUndefined();
    expect(sniffImage(PNG.subarray(0, 7))).toBeUndefined();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});
