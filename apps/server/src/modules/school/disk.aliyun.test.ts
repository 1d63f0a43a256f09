import { Code, DISK_FILE_URL_SECONDS, SCHOOL_MESSAGES, type OssCredential } from '@aita/core';
import OSS from 'ali-oss';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskItems, objectPrefixes, orgs } from '../../db/schema';
import { forwardingUrllib, startFakeOss, type FakeOss } from '../../test/aliyun-oss';
import { startFakeSts, type FakeSts } from '../../test/aliyun-sts';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { makeDocx } from '../files/__fixtures__/samples';
import {
  DISK_SNIFF_BYTES,
  diskDirectRoutes,
  MSG_COMMIT_KEY,
  MSG_COMMIT_MISSING,
} from './disk-direct';
import { OSS_RANGE_CHUNK_BYTES } from './disk.routes';
import { makeSchool, teacher, type Teacher } from './__fixtures__/school';

/**
 * The disk in Aliyun OSS mode against a local STS (RPC signature checked) and a local OSS that
 * checks every request's signature: the teacher's STS credential for PutObject under the
 * upload directory, the server's RAM key for range GET, copy and delete. Real app, real
 * database, the real ali-oss client on both sides.
 */
const BUCKET = 'aita-disk';
const REGION = 'oss-cn-hangzhou';
const ACCESS_KEY_ID = 'LTAI5tAitaDisk0001';
const ACCESS_KEY_SECRET = `sec${randomBytes(18).toString('base64url')}`;
/** An MP4's `ftyp` box (brand isom), then filler: what file-type reads as video/mp4. */
const mp4 = (size: number) => {
  const body = randomBytes(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(body);
  return body;
};

let sts: FakeSts;
let oss: FakeOss;
let ctx: TestContext;
let admin: Teacher;
let member: Teacher;
let outsider: Teacher;
let orgId: number;

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
  admin = await teacher(ctx.app, ctx.database);
  member = await teacher(ctx.app, ctx.database);
  outsider = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  await postAs(ctx.app, member.token, '/v1/org/join', { code: school.joinCode });
});
afterAll(async () => {
  await ctx?.close();
  await oss?.close();
  await sts?.close();
});

const call = async (who: Teacher, url: string, body?: unknown) =>
  (await postAs(ctx.app, who.token, url, body)).json();

/** The web's ali-oss client built from a disk token's credential. */
const browser = (credential: OssCredential) =>
  new OSS({
    accessKeyId: credential.accessKeyId,
    accessKeySecret: credential.accessKeySecret,
    stsToken: atob(credential.securityToken),
    bucket: credential.bucketName,
    endpoint: credential.endpoint,
    cname: credential.cname,
    secure: credential.secure,
    ...({ urllib: forwardingUrllib(oss.port) } as object),
  });

async function putDirect(who: Teacher, name: string, body: Buffer) {
  const token = await call(who, '/v1/org/disk_token', { orgId });
  expect(token.code).toBe(Code.OK);
  const credential = token.data.credential as OssCredential;
  const key = `${credential.directory}${name}`;
  await browser(credential).put(key, body);
  return key;
}

describe(diskDirectRoutes, () => {
  it('gives members an STS credential narrowed to their own upload directory of this school', async () => {
    const before = sts.calls.length;
    const token = await call(member, '/v1/org/disk_token', { orgId });
    expect(token.code).toBe(Code.OK);
    expect(token.data).toMatchObject({ mode: 'oss', uploadUrl: '/v1/org/disk/commit' });
    const directory = token.data.credential.directory as string;
    // The teacher's opaque prefix and a random directory (128 bits each), never the uid.
    const shape = new RegExp(`^disk/${orgId}/incoming/([\\w-]{22})/[\\w-]{22}/$`);
    expect(directory).toMatch(shape);
    expect(directory.split('/')).not.toContain(String(member.id));
    const [prefixRow] = await ctx.database.db
      .select()
      .from(objectPrefixes)
      .where(eq(objectPrefixes.userId, member.id));
    expect(shape.exec(directory)?.[1]).toBe(prefixRow?.prefix);
    expect(sts.calls).toHaveLength(before + 1);
    expect(JSON.parse(sts.calls.at(-1)?.Policy as string).Statement[0].Resource).toEqual([
      `acs:oss:*:*:${BUCKET}/${directory}*`,
    ]);
    // Another directory each time; and OSS refuses a put outside this one.
    const other = await call(member, '/v1/org/disk_token', { orgId });
    expect(other.data.credential.directory).not.toBe(directory);
    expect(shape.exec(other.data.credential.directory)?.[1]).toBe(prefixRow?.prefix);
    const theirs = await call(admin, '/v1/org/disk_token', { orgId });
    expect(shape.exec(theirs.data.credential.directory)?.[1]).not.toBe(prefixRow?.prefix);
    await expect(
      browser(token.data.credential).put(`disk/${orgId}/someone-else.mp4`, mp4(100)),
    ).rejects.toMatchObject({ status: 403 });
    expect((await call(outsider, '/v1/org/disk_token', { orgId })).code).toBe(Code.FORBIDDEN);
  });

  it('commits a video put straight to the bucket after reading only its first bytes', async () => {
    const video = mp4(9 * 1024 * 1024 + 123);
    const key = await putDirect(member, 'lesson.mp4', video);
    const reads = oss.ranges.length;
    const done = await call(member, '/v1/org/disk/commit', { orgId, key, name: '公开课.mp4' });
    expect(done.code).toBe(Code.OK);
    expect(done.data).toMatchObject({ name: '公开课.mp4', format: 'mp4', size: video.length });
    expect(oss.ranges.slice(reads)).toEqual([`bytes=0-${DISK_SNIFF_BYTES - 1}`]);
    const [row] = await ctx.database.db
      .select()
      .from(diskItems)
      .where(eq(diskItems.id, done.data.id));
    expect(row?.storageKey).toBe(`disk/${orgId}/${done.data.id}.mp4`);
    expect(oss.bucket.get(row?.storageKey ?? '')?.equals(video)).toBe(true);
    expect(oss.bucket.has(key)).toBe(false);
    // Committing the same upload again: it is gone.
    expect(await call(member, '/v1/org/disk/commit', { orgId, key, name: 'a.mp4' })).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_COMMIT_MISSING,
    });

    // Seeking streams a range GET from the bucket, not the whole object.
    const url = `/v1/org/disk/file/${done.data.id}?orgId=${orgId}`;
    const seek = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'x-token': member.token, range: 'bytes=5000000-5000099' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 5000000-5000099/${video.length}`);
    expect(seek.rawPayload.equals(video.subarray(5_000_000, 5_000_100))).toBe(true);
    expect(oss.ranges.at(-1)).toBe('bytes=5000000-5000099');
    const open = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'x-token': member.token, range: 'bytes=0-' },
    });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(
      `bytes 0-${OSS_RANGE_CHUNK_BYTES - 1}/${video.length}`,
    );
    expect(open.rawPayload.equals(video.subarray(0, OSS_RANGE_CHUNK_BYTES))).toBe(true);
    const tail = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'x-token': member.token, range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
  });

  it('checks documents through intake from the bucket and previews them', async () => {
    const key = await putDirect(member, 'plan.docx', await makeDocx(['春天来了']));
    const done = await call(member, '/v1/org/disk/commit', { orgId, key, name: '教案.docx' });
    expect(done).toMatchObject({ code: Code.OK, data: { format: 'docx' } });
    const preview = await call(member, '/v1/org/disk/preview', { orgId, id: done.data.id });
    expect(preview.data.html).toContain('春天来了');
  });

  it('refuses a fake video, a key outside the teacher’s directory and an over-quota file, deleting the object', async () => {
    const fake = await putDirect(member, 'clip.mp4', Buffer.from('not a video at all'));
    expect(
      await call(member, '/v1/org/disk/commit', { orgId, key: fake, name: 'clip.mp4' }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: SCHOOL_MESSAGES.videoInvalid });
    expect(oss.bucket.has(fake)).toBe(false);

    const mine = await putDirect(member, 'x.mp4', mp4(2000));
    for (const key of [
      mine, // another teacher's upload
      `disk/${orgId}/abc.mp4`,
      `disk/${orgId}/incoming/${admin.id}/abcdefghijkl/x.mp4`, // the old uid-named shape
      `${mine.slice(0, mine.lastIndexOf('/'))}/../x.mp4`,
    ]) {
      expect(await call(admin, '/v1/org/disk/commit', { orgId, key, name: 'x.mp4' })).toMatchObject(
        {
          code: Code.INVALID_PARAM,
          msg: MSG_COMMIT_KEY,
        },
      );
    }
    expect(oss.bucket.has(mine)).toBe(true);
    expect(
      (await call(outsider, '/v1/org/disk/commit', { orgId, key: mine, name: 'x.mp4' })).code,
    ).toBe(Code.FORBIDDEN);

    const rows = async () =>
      (await ctx.database.db.select().from(diskItems).where(eq(diskItems.orgId, orgId))).length;
    const count = await rows();
    const { usedBytes } = (await call(admin, '/v1/org/disk_token', { orgId })).data;
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: usedBytes + 1000 })
      .where(eq(orgs.id, orgId));
    expect(
      await call(member, '/v1/org/disk/commit', { orgId, key: mine, name: 'x.mp4' }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: SCHOOL_MESSAGES.quotaExceeded });
    expect(oss.bucket.has(mine)).toBe(false);
    expect(await rows()).toBe(count);
    expect([...oss.bucket.keys()].filter((k) => k.includes('/incoming/'))).toEqual([]);
  });
});

/** What the browser gets when it follows a redirect to the bucket (sent to the local OSS). */
function fromBucket(location: string) {
  const url = new URL(location);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: oss.port,
          path: `${url.pathname}${url.search}`,
          headers: { host: url.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('downloads in Aliyun OSS mode', () => {
  beforeAll(async () => {
    // The quota test above left the disk full.
    await ctx.database.db
      .update(orgs)
      .set({ diskQuotaBytes: 10 * 1024 ** 3 })
      .where(eq(orgs.id, orgId));
  });

  it('redirects a download to a short-lived signed URL of the bucket named with the original name', async () => {
    const video = mp4(300_000);
    const key = await putDirect(member, 'clip.mp4', video);
    const done = await call(member, '/v1/org/disk/commit', {
      orgId,
      key,
      name: '期中 复习（一）.mp4',
    });
    expect(done.code).toBe(Code.OK);
    const reads = oss.ranges.length;
    const link = await call(member, '/v1/org/disk/file_url', {
      orgId,
      id: done.data.id,
      download: true,
    });
    const res = await ctx.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBeLessThan(1000);
    // No byte of the file went through the app server.
    expect(oss.ranges.length).toBe(reads);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(`https://${BUCKET}.${REGION}.aliyuncs.com`);
    expect(location.pathname).toBe(`/disk/${orgId}/${done.data.id}.mp4`);
    const expires = Number(location.searchParams.get('Expires'));
    expect(expires).toBeGreaterThan(Date.now() / 1000 + DISK_FILE_URL_SECONDS - 30);
    expect(expires).toBeLessThanOrEqual(Date.now() / 1000 + DISK_FILE_URL_SECONDS + 1);

    const got = await fromBucket(String(res.headers.location));
    expect(got.status).toBe(200);
    expect(got.body.equals(video)).toBe(true);
    expect(got.headers['content-type']).toBe('video/mp4');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="__ _____.mp4"; filename*=UTF-8''${encodeURIComponent('期中 复习（一）.mp4')}`,
    );
    // The name is signed: another one is refused by OSS.
    location.searchParams.set('response-content-disposition', 'attachment; filename="x.exe"');
    expect((await fromBucket(location.toString())).status).toBe(403);

    // The token header works too; a preview (inline) or a range still streams through here.
    const header = await ctx.app.inject({
      method: 'GET',
      url: `/v1/org/disk/file/${done.data.id}?orgId=${orgId}&download=1`,
      headers: { 'x-token': member.token },
    });
    expect(header.statusCode).toBe(302);
    const inline = await ctx.app.inject({
      method: 'GET',
      url: `/v1/org/disk/file/${done.data.id}?orgId=${orgId}`,
      headers: { 'x-token': member.token },
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(video)).toBe(true);
    // Members only, as before.
    const outside = await ctx.app.inject({
      method: 'GET',
      url: `/v1/org/disk/file/${done.data.id}?orgId=${orgId}&download=1`,
      headers: { 'x-token': outsider.token },
    });
    expect(outside.json()).toMatchObject({ code: Code.FORBIDDEN });
  });

  it('streams a .zip of files read from the bucket a part at a time', async () => {
    const video = mp4(9 * 1024 * 1024 + 7);
    const key = await putDirect(member, 'big.mp4', video);
    const done = await call(member, '/v1/org/disk/commit', { orgId, key, name: '录像.mp4' });
    const link = await call(member, '/v1/org/disk/zip_url', { orgId, ids: [done.data.id] });
    expect(link.code).toBe(Code.OK);
    const reads = oss.ranges.length;
    const res = await ctx.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['录像.mp4']);
    expect(Buffer.from(files['录像.mp4'] ?? []).equals(video)).toBe(true);
    // Two range GETs of at most 8 MB, not one read of the whole object.
    expect(oss.ranges.slice(reads)).toEqual([
      `bytes=0-${8 * 1024 * 1024 - 1}`,
      `bytes=${8 * 1024 * 1024}-${16 * 1024 * 1024 - 1}`,
    ]);
  });
});
