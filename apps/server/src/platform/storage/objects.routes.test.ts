import { Code, type OssCredential } from '@aita/core';
import OSS from 'ali-oss';
import { eq } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ossCredentials } from '../../db/schema';
import { chinaDate, MAX_OBJECT_BYTES, objectRoot, OSS_MESSAGES } from './builtin-store';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { ossTokenRoutes } from './token.routes';
import { ossObjectRoutes } from './objects.routes';

let ctx: TestContext;
let origin: string;
let userId: number;
let token: string;

/** A tiny valid PNG (1×1) and the same bytes padded to a given size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  // PORT=0 as in startTestServer: PUBLIC_ORIGIN defaults to an unreachable :0 origin, so the
  // token must name the origin the request came to (platform/http/public-origin.ts).
  ctx = await createTestContext({ env: { PORT: '0' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  userId = (await insertUser(ctx.database)).id;
  token = await tokenFor(ctx.app, userId);
});
afterAll(() => ctx?.close());

async function getToken(t: string | undefined = token) {
  const res = await fetch(`${origin}/v1/oss/token/get`, { headers: t ? { 'x-token': t } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data: OssCredential };
}

/** The ali-oss client as the web app builds it from the token (endpoint: the test server). */
function clientFor(data: OssCredential, overrides: Partial<OSS.Options> = {}): OSS {
  const credentials = {
    accessKeyId: data.accessKeyId,
    accessKeySecret: data.accessKeySecret,
    stsToken: Buffer.from(data.securityToken, 'base64').toString('utf8'),
  };
  return new OSS({
    ...credentials,
    bucket: data.bucketName,
    endpoint: data.endpoint,
    cname: data.cname,
    sldEnable: data.sldEnable,
    secure: false,
    refreshSTSToken: async () => credentials,
    refreshSTSTokenInterval: 10 * 60 * 1000,
    ...overrides,
  } as OSS.Options);
}

async function refused(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status: number; code: string; message: string } | undefined;
  expect(error, 'the upload should have been refused').toBeDefined();
  return error as { status: number; code: string; message: string };
}

describe(ossTokenRoutes, () => {
  it('needs login', async () => {
    const { code } = await getToken('');
    expect(code).toBe(Code.NOT_LOGGED_IN);
  });

  it('issues a 15-minute credential for its own random uploads/<128 bits>/, stored sealed and hashed', async () => {
    const { code, data } = await getToken();
    expect(code).toBe(Code.OK);
    expect(data.bucketName).toBe('oss');
    expect(data.endpoint).toBe(origin);
    expect(data.host).toBe(`${origin}/oss`);
    // No uid and no date: 16 random bytes (base64url), so a link cannot be guessed from another.
    expect(data.directory).toMatch(/^uploads\/[A-Za-z0-9_-]{22}\/$/);
    expect(data.directory).not.toContain(String(userId));
    const raw = Buffer.from(data.securityToken, 'base64').toString('utf8');
    expect(Buffer.from(raw).toString('base64')).toBe(data.securityToken);
    const lifetime = Date.parse(data.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
    const [row] = await ctx.database.db
      .select()
      .from(ossCredentials)
      .where(eq(ossCredentials.accessKeyId, data.accessKeyId));
    expect(row?.userId).toBe(userId);
    expect(row?.directory).toBe(data.directory);
    expect(JSON.stringify(row)).not.toContain(data.accessKeySecret);
    expect(JSON.stringify(row)).not.toContain(raw);
    const again = await getToken();
    expect(again.data.accessKeyId).not.toBe(data.accessKeyId);
    expect(again.data.directory).not.toBe(data.directory);
  });
});

describe(ossObjectRoutes, () => {
  it('accepts a correctly signed ali-oss upload and serves it publicly', async () => {
    const { data } = await getToken();
    const key = `${data.directory}${Date.now()}-图片.png`;
    const result = await clientFor(data).put(key, PNG);
    expect(result.res.status).toBe(200);
    const res = await fetch(`${data.host}/${encodeURI(key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    // Overwriting one's own key is allowed (a re-upload).
    expect((await clientFor(data).put(key, PNG)).res.status).toBe(200);
  });

  it('refuses a wrong signature', async () => {
    const { data } = await getToken();
    const error = await refused(
      clientFor({ ...data, accessKeySecret: 'not-the-secret' }).put(`${data.directory}a.png`, PNG),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('SignatureDoesNotMatch');
    expect(error.message).toContain(OSS_MESSAGES.badSignature);
  });

  it('refuses a security token that does not belong to the key id, and a missing signature', async () => {
    const { data } = await getToken();
    const other = await getToken();
    const error = await refused(
      clientFor({ ...data, securityToken: other.data.securityToken }).put(
        `${data.directory}a.png`,
        PNG,
      ),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('InvalidAccessKeyId');
    const res = await fetch(`${origin}/oss/${data.directory}a.png`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(res.status).toBe(403);
    const xml = await res.text();
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain(`<Message>${OSS_MESSAGES.missingAuth}</Message>`);
  });

  it('refuses an expired credential', async () => {
    const { data } = await getToken();
    await ctx.database.db
      .update(ossCredentials)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ossCredentials.accessKeyId, data.accessKeyId));
    const error = await refused(clientFor(data).put(`${data.directory}late.png`, PNG));
    expect(error.status).toBe(403);
    expect(error.code).toBe('SecurityTokenExpired');
    expect(error.message).toContain(OSS_MESSAGES.expired);
  });

  it('refuses keys outside the granted directory', async () => {
    const { data } = await getToken();
    const other = await insertUser(ctx.database);
    const foreign = `uploads/${other.id}/${chinaDate(new Date())}/x.png`;
    // The same teacher's earlier credential and another teacher's: each has its own directory.
    const mine = (await getToken()).data.directory;
    const theirs = (await getToken(await tokenFor(ctx.app, other.id))).data.directory;
    for (const key of [
      foreign,
      `uploads/${userId}/${chinaDate(new Date())}/x.png`,
      `${mine}x.png`,
      `${theirs}x.png`,
      'x.png',
      `${data.directory}sub//x.png`,
      data.directory.slice(0, -1) + 'x.png',
    ]) {
      const error = await refused(clientFor(data).put(key, PNG));
      expect(error.status, key).toBe(403);
      expect(error.code, key).toBe('AccessDenied');
      expect(error.message).toContain(OSS_MESSAGES.outside);
    }
    // The HTTP client resolves the dots before sending, so the signed resource no longer matches
    // the path; either way it is refused and nothing is written.
    const traversal = await refused(
      clientFor(data).put(`${data.directory}../../${other.id}/x.png`, PNG),
    );
    expect(traversal.status).toBe(403);
    expect(['AccessDenied', 'SignatureDoesNotMatch']).toContain(traversal.code);
    expect((await fetch(`${origin}/oss/${foreign}`)).status).toBe(404);
  });

  it('still serves images stored under the old uploads/<uid>/<yyyymmdd>/ keys', async () => {
    const key = `uploads/${userId}/20260101/1767225600000-image.png`;
    const file = join(objectRoot(ctx.dataDir), 'oss', key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, PNG);
    const res = await fetch(`${origin}/oss/${key}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses oversized, empty and non-image bodies', async () => {
    const { data } = await getToken();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_OBJECT_BYTES + 1 - PNG.length)]);
    const tooBig = await refused(clientFor(data).put(`${data.directory}big.png`, big));
    expect(tooBig.status).toBe(400);
    expect(tooBig.code).toBe('EntityTooLarge');
    expect(tooBig.message).toContain(OSS_MESSAGES.tooLarge);
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_OBJECT_BYTES - PNG.length)]);
    expect((await clientFor(data).put(`${data.directory}max.png`, exact)).res.status).toBe(200);
    for (const [name, body] of [
      ['page.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['almost.png', PNG.subarray(0, 4)],
    ] as const) {
      const error = await refused(clientFor(data).put(`${data.directory}${name}`, body));
      expect(error.status, name).toBe(400);
      expect(error.message).toContain(OSS_MESSAGES.notImage);
    }
    const res = await fetch(`${origin}/oss/${data.directory}page.png`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<Code>NoSuchKey</Code>');
  });

  it('answers OSS XML errors for bodies of any type, or none', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
    ]) {
      const res = await fetch(`${origin}/oss/uploads/1/20260101/a.png`, {
        method: 'PUT',
        headers,
        body: '{"a":1}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(await res.text()).toContain('<Code>AccessDenied</Code>');
    }
  });

  it('serves nothing outside the bucket', async () => {
    for (const path of ['/oss/..%2Foss-secret.key', '/oss/../oss-secret.key', '/oss/x', '/oss/']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).not.toBe(200);
    }
  });
});
