import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardingUrllib, startFakeOss, type FakeOss } from '../../test/aliyun-oss';
import { startFakeSts, type FakeSts } from '../../test/aliyun-sts';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_PASSWORD, DEMO_PHONE, postAs } from '../../test/identity';
import { seedVideoKey } from './seed-data';

/**
 * In Aliyun OSS mode the seeded video is rendered into the bucket (the server's RAM key, against
 * a local OSS that checks signatures), and the video call redirects to a signed URL of the
 * bucket (OSS V1 query signature), so no byte streams through the app server.
 */
const BUCKET = 'aita-course';
const REGION = 'oss-cn-hangzhou';
const ACCESS_KEY_ID = 'LTAI5tAitaCourse01';
const ACCESS_KEY_SECRET = `sec${randomBytes(18).toString('base64url')}`;

let sts: FakeSts;
let oss: FakeOss;
let ctx: TestContext;

beforeAll(async () => {
  sts = await startFakeSts({ accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET });
  oss = await startFakeOss(sts, { ramKey: { id: ACCESS_KEY_ID, secret: ACCESS_KEY_SECRET } });
  ctx = await createTestContext({
    env: {
      ALIYUN_OSS_REGION: REGION,
      ALIYUN_OSS_BUCKET: BUCKET,
      ALIYUN_OSS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      ALIYUN_OSS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
      ALIYUN_OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/aita-upload',
      ALIYUN_STS_ENDPOINT: sts.url,
    },
    config: (c) => ({
      ...c,
      aliyunOss: c.aliyunOss && { ...c.aliyunOss, transport: forwardingUrllib(oss.port) },
    }),
  });
});
afterAll(async () => {
  await ctx?.close();
  await oss?.close();
  await sts?.close();
});

describe('video in Aliyun OSS mode', () => {
  it('redirects a member to a signed URL of the bucket holding the rendered video', async () => {
    const login = await postAs(ctx.app, undefined, '/passport/api/login', {
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const list = (await postAs(ctx.app, token, '/v1/resource/ai/courses', {})).json() as {
      data: { courses: { chapters: { lessons: { lessonId: number; kind: string }[] }[] }[] };
    };
    const lessonId = list.data.courses[0]?.chapters[0]?.lessons[0]?.lessonId;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/resource/ai/video/${lessonId}`,
      headers: { 'x-token': token, range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBeLessThan(1000);
    const key = seedVideoKey('ai-basics', 0, 0);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(`https://${BUCKET}.${REGION}.aliyuncs.com`);
    expect(decodeURIComponent(url.pathname.slice(1))).toBe(key);
    const expires = url.searchParams.get('Expires') ?? '';
    expect(Number(expires)).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(url.searchParams.get('OSSAccessKeyId')).toBe(ACCESS_KEY_ID);
    // OSS V1 query signature: HMAC-SHA1 of the verb, expiry and resource with its sub-resources.
    const resource = `/${BUCKET}/${key}?response-content-type=video/webm`;
    const expected = createHmac('sha1', ACCESS_KEY_SECRET)
      .update(`GET\n\n\n${expires}\n${resource}`)
      .digest('base64');
    expect(url.searchParams.get('Signature')).toBe(expected);
    // The bytes are in the bucket, put with the server's key.
    const stored = oss.bucket.get(key);
    expect(stored?.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });
});
