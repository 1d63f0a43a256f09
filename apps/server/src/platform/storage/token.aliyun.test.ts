import { Code, type OssCredential } from '@aita/core';
import OSS from 'ali-oss';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunIssuer, MSG_STS_FAILED, STS_DURATION_SECONDS } from './aliyun-sts';
import { chinaDate, OSS_MESSAGES } from './builtin-store';
import { forwardingUrllib, startFakeOss, type FakeOss } from '../../test/aliyun-oss';
import { startFakeSts, type FakeSts } from '../../test/aliyun-sts';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { ossTokenRoutes } from './token.routes';

/**
 * Aliyun OSS mode (docs/oss.md "Aliyun OSS mode") against a local STS that verifies the RPC
 * signature and answers Aliyun's JSON, and a local OSS that checks PutObject's signature and the
 * credential's policy. Real database, real app, real ali-oss client.
 */
const BUCKET = 'aita-test';
const REGION = 'oss-cn-hangzhou';
const ROLE_ARN = 'acs:ram::1234567890123456:role/aita-upload';
const ACCESS_KEY_ID = 'LTAI5tAitaTest0001';
// Generated per run: the test asserts that it never leaks.
const ACCESS_KEY_SECRET = `sec${randomBytes(18).toString('base64url')}`;
const BUCKET_HOST = `https://${BUCKET}.${REGION}.aliyuncs.com`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let sts: FakeSts;
let oss: FakeOss;
let ctx: TestContext;

beforeAll(async () => {
  sts = await startFakeSts({ accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET });
  oss = await startFakeOss(sts);
  ctx = await createTestContext({
    env: {
      ALIYUN_OSS_REGION: REGION,
      ALIYUN_OSS_BUCKET: BUCKET,
      ALIYUN_OSS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      ALIYUN_OSS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
      ALIYUN_OSS_ROLE_ARN: ROLE_ARN,
      ALIYUN_STS_ENDPOINT: sts.url,
      ALIYUN_STS_TIMEOUT_MS: '400',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await oss?.close();
  await sts?.close();
});

async function teacher(): Promise<{ id: number; token: string }> {
  const { id } = await insertUser(ctx.database);
  return { id, token: await tokenFor(ctx.app, id) };
}

async function getToken(token: string | undefined) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/v1/oss/token/get',
    headers: token ? { 'x-token': token } : {},
  });
  expect(res.statusCode).toBe(200);
  return {
    raw: res.body,
    cacheControl: res.headers['cache-control'],
    ...(res.json() as { code: number; msg: string; data: OssCredential | null }),
  };
}

/** The old shape of a teacher's directory, guessable from the uid: no longer granted. */
const directoryOf = (uid: number) => `uploads/${uid}/${chinaDate(new Date())}/`;
/** A credential's own directory: 16 random bytes, base64url, no uid. */
const RANDOM_DIRECTORY = /^uploads\/[A-Za-z0-9_-]{22}\/$/;

describe(ossTokenRoutes, () => {
  it('needs login (20100) and does not call STS for anonymous requests', async () => {
    const before = sts.calls.length;
    expect((await getToken(undefined)).code).toBe(Code.NOT_LOGGED_IN);
    expect(sts.calls).toHaveLength(before);
  });

  it('returns an STS credential for the bucket, scoped to PutObject under the teacher’s directory', async () => {
    const t = await teacher();
    const before = sts.calls.length;
    const { code, data, cacheControl } = await getToken(t.token);
    expect(code).toBe(Code.OK);
    expect(cacheControl).toBe('private, no-store');
    expect(sts.calls).toHaveLength(before + 1);
    const call = sts.calls.at(-1) as Record<string, string>;
    expect(call).toMatchObject({
      Action: 'AssumeRole',
      Version: '2015-04-01',
      Format: 'JSON',
      RoleArn: ROLE_ARN,
      RoleSessionName: `aita-${t.id}`,
      DurationSeconds: String(STS_DURATION_SECONDS),
    });
    expect(STS_DURATION_SECONDS).toBe(900);
    const directory = data?.directory ?? '';
    expect(directory).toMatch(RANDOM_DIRECTORY);
    expect(directory).not.toContain(String(t.id));
    expect(JSON.parse(call.Policy as string)).toEqual({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['oss:PutObject'],
          Resource: [`acs:oss:*:*:${BUCKET}/${directory}*`],
        },
      ],
    });
    const issued = sts.issued.get(data?.accessKeyId ?? '');
    expect(issued).toBeDefined();
    expect(data).toEqual({
      accessKeyId: issued?.accessKeyId,
      accessKeySecret: issued?.accessKeySecret,
      securityToken: Buffer.from(issued?.securityToken ?? '').toString('base64'),
      bucketName: BUCKET,
      directory,
      endpoint: BUCKET_HOST,
      region: REGION,
      cname: true,
      sldEnable: false,
      secure: true,
      host: BUCKET_HOST,
      expiration: new Date(issued?.expiration ?? 0).toISOString(),
      maxSize: 10 * 1024 * 1024,
    });
    expect(atob(data?.securityToken ?? '')).toBe(issued?.securityToken);
    expect(JSON.stringify(data)).not.toContain(ACCESS_KEY_SECRET);
  });

  it('caches the credential per teacher until 5 minutes before it expires', async () => {
    const a = await teacher();
    const b = await teacher();
    const start = sts.calls.length;
    const first = (await getToken(a.token)).data;
    const again = (await getToken(a.token)).data;
    expect(again?.accessKeyId).toBe(first?.accessKeyId);
    expect(sts.calls).toHaveLength(start + 1);
    // Another teacher, another credential.
    const other = (await getToken(b.token)).data;
    expect(other?.accessKeyId).not.toBe(first?.accessKeyId);
    expect(other?.directory).toMatch(RANDOM_DIRECTORY);
    expect(other?.directory).not.toBe(first?.directory);
    expect(sts.calls).toHaveLength(start + 2);
    // A burst of pastes at once: one STS call.
    const c = await teacher();
    const burst = await Promise.all([1, 2, 3, 4].map(() => getToken(c.token)));
    expect(new Set(burst.map((r) => r.data?.accessKeyId)).size).toBe(1);
    expect(sts.calls).toHaveLength(start + 3);
    // A credential with 5 min + ~3 s left is handed out for ~3 s, then a new one is fetched.
    sts.lifetimeMs = 5 * 60 * 1000 + 3_000;
    try {
      const d = await teacher();
      const short = (await getToken(d.token)).data;
      expect((await getToken(d.token)).data?.accessKeyId).toBe(short?.accessKeyId);
      expect(sts.calls).toHaveLength(start + 4);
      await new Promise((r) => setTimeout(r, 3_100));
      const renewed = (await getToken(d.token)).data;
      expect(renewed?.accessKeyId).not.toBe(short?.accessKeyId);
      expect(sts.calls).toHaveLength(start + 5);
    } finally {
      sts.lifetimeMs = undefined;
    }
  });

  it.each([
    ['an Aliyun error JSON with HTTP 403', 'denied'],
    ['HTTP 500', 'server-error'],
    ['no answer within the timeout', 'hang'],
    ['a body that is not JSON', 'garbage'],
    ['JSON without Credentials', 'no-credentials'],
  ] as const)('answers 50000 %s, logs it without the secret, caches nothing', async (_, mode) => {
    const t = await teacher();
    const logsBefore = ctx.logs.length;
    sts.mode = mode;
    const started = Date.now();
    let failed;
    try {
      failed = await getToken(t.token);
    } finally {
      sts.mode = 'ok';
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect({ code: failed.code, msg: failed.msg, data: failed.data }).toEqual({
      code: Code.INTERNAL,
      msg: MSG_STS_FAILED,
      data: null,
    });
    expect(failed.raw).not.toContain(ACCESS_KEY_SECRET);
    const logs = ctx.logs.slice(logsBefore);
    expect(logs.join('\n')).not.toContain(ACCESS_KEY_SECRET);
    const entry = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'STS AssumeRole failed');
    expect(entry).toBeDefined();
    expect(entry?.level).toBe(50);
    if (mode === 'denied') {
      expect(entry).toMatchObject({
        stsReason: 'http',
        stsStatus: 403,
        stsCode: 'NoPermission',
        stsRequestId: sts.lastErrorRequestId,
      });
    }
    if (mode === 'server-error') {
      expect(entry).toMatchObject({ stsStatus: 500, stsCode: 'InternalError' });
    }
    if (mode === 'hang') expect(entry?.stsReason).toBe('timeout');
    if (mode === 'garbage' || mode === 'no-credentials') expect(entry?.stsReason).toBe('malformed');
    // The failure was not cached: the next paste gets a credential.
    expect((await getToken(t.token)).code).toBe(Code.OK);
  });

  it('lets the web app connect to the bucket host (Content-Security-Policy of the HTML)', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' https://${BUCKET}.${REGION}.aliyuncs.com;`,
    );
  });

  it('refuses uploads to the built-in store in Aliyun mode, still serves its old objects', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/oss/uploads/1/20260101/a.png`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode).toBe(403);
    expect(put.body).toContain('<Code>AccessDenied</Code>');
    expect(put.body).toContain(OSS_MESSAGES.uploadsOff);
    const get = await ctx.app.inject({ method: 'GET', url: '/oss/uploads/1/20260101/a.png' });
    expect(get.statusCode).toBe(404);
    expect(get.body).toContain('<Code>NoSuchKey</Code>');
  });
});

describe('the web’s ali-oss upload with an Aliyun-mode token', () => {
  /** Exactly the options apps/web/src/features/home/ossUpload.ts builds, plus the transport. */
  const webClient = (credential: OssCredential, urls: string[]) =>
    new OSS({
      accessKeyId: credential.accessKeyId,
      accessKeySecret: credential.accessKeySecret,
      stsToken: atob(credential.securityToken),
      bucket: credential.bucketName,
      endpoint: credential.endpoint,
      cname: credential.cname,
      secure: credential.secure,
      ...({ sldEnable: credential.sldEnable } as object),
      // Test transport only: the request goes to the local OSS with its Aliyun Host header.
      ...({ urllib: forwardingUrllib(oss.port, urls) } as object),
    });

  it('PUTs to https://{bucket}.{region}.aliyuncs.com/{key}, signed with the STS credential', async () => {
    const t = await teacher();
    const credential = (await getToken(t.token)).data as OssCredential;
    const urls: string[] = [];
    const key = `${credential.directory}${Date.now()}-paste.png`;
    const result = await webClient(credential, urls).put(key, PNG);
    expect(result.res.status).toBe(200);
    expect(urls).toEqual([`${BUCKET_HOST}/${key}`]);
    const stored = oss.objects.at(-1);
    expect(stored?.host).toBe(`${BUCKET}.${REGION}.aliyuncs.com`);
    expect(stored?.key).toBe(key);
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.headers['x-oss-security-token']).toBe(atob(credential.securityToken));
    expect(stored?.headers.authorization).toMatch(new RegExp(`^OSS ${credential.accessKeyId}:`));
    // The public link the web forms.
    expect(`${credential.host}/${key}`).toBe(`${BUCKET_HOST}/${key}`);
  });

  it('is refused by OSS outside the teacher’s directory (the policy) and with a wrong secret', async () => {
    const t = await teacher();
    const other = await teacher();
    const credential = (await getToken(t.token)).data as OssCredential;
    const urls: string[] = [];
    const refused = async (client: OSS, key: string) =>
      (await client.put(key, PNG).then(
        () => undefined,
        (e: unknown) => e,
      )) as { status: number; code: string } | undefined;
    const theirs = (await getToken(other.token)).data as OssCredential;
    for (const key of [
      `${theirs.directory}x.png`,
      `${directoryOf(other.id)}x.png`,
      `${directoryOf(t.id)}x.png`,
      'x.png',
      `uploads/${t.id}/x.png`,
    ]) {
      const error = await refused(webClient(credential, urls), key);
      expect(error?.status, key).toBe(403);
      expect(error?.code, key).toBe('AccessDenied');
    }
    const forged = await refused(
      webClient({ ...credential, accessKeySecret: 'wrong' }, urls),
      `${credential.directory}x.png`,
    );
    expect(forged?.code).toBe('SignatureDoesNotMatch');
  });
});

describe(createAliyunIssuer, () => {
  it('the local STS refuses a request signed with another secret (its check can fail)', async () => {
    const client = new OSS.STS({
      accessKeyId: ACCESS_KEY_ID,
      accessKeySecret: 'not-the-secret',
      endpoint: sts.url,
    } as OSS.STSOptions);
    const error = (await client.assumeRole(ROLE_ARN, undefined, 900, 'aita-1').then(
      () => undefined,
      (e: unknown) => e,
    )) as { status: number; code: string } | undefined;
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('SignatureDoesNotMatch');
  });
});
