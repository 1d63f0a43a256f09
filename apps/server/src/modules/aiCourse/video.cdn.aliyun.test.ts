import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardingUrllib, startFakeOss, type FakeOss } from '../../test/aliyun-oss';
import { startFakeSts, type FakeSts } from '../../test/aliyun-sts';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_PASSWORD, DEMO_PHONE, postAs } from '../../test/identity';
import { SIGNED_URL_SECONDS } from './media';
import { seedVideoKey } from './seed-data';

/**
 * With COURSE_CDN_* set in Aliyun OSS mode, the video call redirects to the CDN with a type A
 * signed URL; a local CDN that checks type A as Aliyun's does (md5 of
 * "URI-timestamp-rand-uid-key", 403 when wrong or past timestamp + validity) and pulls from the
 * bucket serves the rendered video to it.
 */
const BUCKET = 'aita-course';
const ACCESS_KEY_ID = 'LTAI5tAitaCourse02';
const ACCESS_KEY_SECRET = `sec${randomBytes(18).toString('base64url')}`;
const CDN_KEY = 'AitaCdn' + randomBytes(8).toString('hex');

let sts: FakeSts;
let oss: FakeOss;
let cdn: Server;
let cdnHost: string;
let ctx: TestContext;

/** A CDN domain with type A URL authentication whose origin is the fake bucket. */
function startFakeCdn(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn');
    const [timestamp = '', rand = '', uid = '', hash = ''] = (
      url.searchParams.get('auth_key') ?? ''
    ).split('-');
    const expected = createHash('md5')
      .update(`${url.pathname}-${timestamp}-${rand}-${uid}-${CDN_KEY}`)
      .digest('hex');
    const expired = Number(timestamp) + SIGNED_URL_SECONDS < Date.now() / 1000;
    if (!/^\d{10}$/.test(timestamp) || hash !== expected || expired) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    const body = oss.bucket.get(decodeURIComponent(url.pathname.slice(1)));
    if (!body) {
      res.writeHead(404).end('Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': 'video/webm', 'content-length': body.length }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  sts = await startFakeSts({ accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET });
  oss = await startFakeOss(sts, { ramKey: { id: ACCESS_KEY_ID, secret: ACCESS_KEY_SECRET } });
  cdn = await startFakeCdn();
  cdnHost = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    env: {
      ALIYUN_OSS_REGION: 'oss-cn-hangzhou',
      ALIYUN_OSS_BUCKET: BUCKET,
      ALIYUN_OSS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      ALIYUN_OSS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
      ALIYUN_OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/aita-upload',
      ALIYUN_STS_ENDPOINT: sts.url,
      COURSE_CDN_HOST: cdnHost,
      COURSE_CDN_AUTH_KEY: CDN_KEY,
    },
    config: (c) => ({
      ...c,
      aliyunOss: c.aliyunOss && { ...c.aliyunOss, transport: forwardingUrllib(oss.port) },
    }),
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => cdn?.close(resolve));
  await oss?.close();
  await sts?.close();
});

describe('video behind the course CDN', () => {
  it('redirects a member to a type A signed CDN URL that the CDN accepts, and only that', async () => {
    const login = await postAs(ctx.app, undefined, '/passport/api/login', {
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const list = (await postAs(ctx.app, token, '/v1/resource/ai/courses', {})).json() as {
      data: { courses: { chapters: { lessons: { lessonId: number }[] }[] }[] };
    };
    const lessonId = list.data.courses[0]?.chapters[0]?.lessons[0]?.lessonId;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/video/${lessonId}`,
      headers: { 'x-token': token },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const key = seedVideoKey('ai-basics', 0, 0);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${cdnHost}/${key}`);
    const [timestamp, rand, uid, hash] = (location.searchParams.get('auth_key') ?? '').split('-');
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(rand).toMatch(/^[0-9a-f]{32}$/);
    expect(uid).toBe('0');
    expect(hash).toBe(
      createHash('md5').update(`/${key}-${timestamp}-${rand}-0-${CDN_KEY}`).digest('hex'),
    );

    const viaCdn = await fetch(location);
    expect(viaCdn.status).toBe(200);
    const bytes = Buffer.from(await viaCdn.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.equals(oss.bucket.get(key) ?? Buffer.alloc(0))).toBe(true);
    // Another object with the same signature, or a signature made with another key: refused.
    const other = new URL(location);
    other.pathname = `/${seedVideoKey('ai-basics', 1, 0)}`;
    expect((await fetch(other)).status).toBe(403);
    const forged = new URL(location);
    forged.searchParams.set('auth_key', `${timestamp}-${rand}-0-${'0'.repeat(32)}`);
    expect((await fetch(forged)).status).toBe(403);

    // Anonymous: no redirect at all.
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/video/${lessonId}`,
    });
    expect(anonymous.statusCode).not.toBe(302);
  });
});
