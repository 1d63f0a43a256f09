import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinSink, DEFAULT_MAX_BYTES } from '../../platform/intake';
import { BUILTIN_BUCKET, objectRoot } from '../../platform/storage/builtin-store';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { multipart } from './__fixtures__/samples';
import { intakeTempDir } from '.';
import { createFileService, fileObjectKey } from './service';
import { files } from './tables';

/**
 * Stored object keys carry no uid (docs/oss.md "Object keys"): a new upload's key is
 * `files/<kind>/<128 random bits>/<sha256>.<format>`, one owner's same bytes are still stored
 * once (the owner check is the row's), and rows stored under the old `files/<uid>/…` keys are
 * still read, deduplicated and deleted by their keys.
 */
let ctx: TestContext;
let scratch: string;
const teachers: { id: number; token: string }[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  scratch = await mkdtemp(join(tmpdir(), 'aita-keys-'));
  for (let i = 0; i < 2; i++) {
    const { id } = await insertUser(ctx.database);
    teachers.push({ id, token: await tokenFor(ctx.app, id) });
  }
});
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

const NEW_KEY = /^files\/document\/[A-Za-z0-9_-]{22}\/[0-9a-f]{64}\.txt$/;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const objectPath = (key: string) => join(objectRoot(ctx.dataDir), BUILTIN_BUCKET, key);

async function upload(as: { token: string }, name: string, data: Buffer) {
  const { payload, headers } = multipart('document', [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': as.token },
  });
  const body = res.json<{ code: number; data: { id: string } }>();
  expect(body.code).toBe(Code.OK);
  const [row] = await ctx.database.db.select().from(files).where(eq(files.id, body.data.id));
  if (!row) throw new Error('no row');
  return row;
}

describe(fileObjectKey, () => {
  it('gives every upload a random key without the uid; the same bytes of one owner once', async () => {
    const [a, b] = teachers as [(typeof teachers)[0], (typeof teachers)[0]];
    const data = Buffer.from(`教案草稿 ${Date.now()}`);
    const mine = await upload(a, '教案.txt', data);
    expect(mine.storageKey).toMatch(NEW_KEY);
    expect(mine.storageKey.split('/')).not.toContain(String(a.id));
    expect(mine.storageKey.endsWith(`/${sha256(data)}.txt`)).toBe(true);
    expect((await stat(objectPath(mine.storageKey))).size).toBe(data.length);

    // The same owner again: the same row and key, nothing stored twice.
    const again = await upload(a, '副本.txt', data);
    expect(again).toMatchObject({ id: mine.id, storageKey: mine.storageKey });
    // Another teacher's same bytes: their own row under another random key.
    const theirs = await upload(b, '教案.txt', data);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.storageKey).toMatch(NEW_KEY);
    expect(theirs.storageKey).not.toBe(mine.storageKey);
    // Two keys made for the same content differ in their 128 random bits.
    expect(fileObjectKey('document', sha256(data), 'txt')).not.toBe(
      fileObjectKey('document', sha256(data), 'txt'),
    );
  });

  it('still reads, deduplicates and deletes a row stored under an old uid-named key', async () => {
    const [a] = teachers as [(typeof teachers)[0]];
    const data = Buffer.from('旧版本上传的文件，内容照常可读');
    const oldKey = `files/${a.id}/document/${sha256(data)}.txt`;
    const sink = createBuiltinSink(ctx.dataDir);
    const source = join(scratch, 'old.txt');
    await writeFile(source, data);
    await sink.put(oldKey, source, 'text/plain; charset=utf-8');
    const [old] = await ctx.database.db
      .insert(files)
      .values({
        ownerUid: a.id,
        kind: 'document',
        name: '旧文件.txt',
        format: 'txt',
        mime: 'text/plain; charset=utf-8',
        size: data.length,
        sha256: sha256(data),
        storageKey: oldKey,
      })
      .returning();
    if (!old) throw new Error('no row');

    const service = createFileService({
      db: ctx.database.db,
      sink,
      tempDir: intakeTempDir(ctx.dataDir),
      maxBytes: DEFAULT_MAX_BYTES,
    });
    expect(await service.extract(old.id, new AbortController().signal)).toEqual({
      chars: data.toString().length,
    });
    const detail = (await postAs(ctx.app, a.token, '/v1/file/detail', { id: old.id })).json();
    expect(detail).toMatchObject({
      code: Code.OK,
      data: { extraction: 'done', preview: '旧版本上传的文件，内容照常可读' },
    });
    // Uploading the same bytes finds the old row (dedup by the row, not the key).
    expect(await upload(a, '再传一次.txt', data)).toMatchObject({ id: old.id, storageKey: oldKey });
    expect((await postAs(ctx.app, a.token, '/v1/file/delete', { id: old.id })).json().code).toBe(
      Code.OK,
    );
    await expect(stat(objectPath(oldKey))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
