import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBucket } from '../../modules/files/__fixtures__/aliyun-bucket';
import { createAliyunSink, createBuiltinSink } from './object-sink';

let dir: string;
let bucket: Awaited<ReturnType<typeof startFakeBucket>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-sink-'));
  bucket = await startFakeBucket({ id: 'LTAI-test', secret: 'sink-secret' });
});
afterAll(async () => {
  await bucket?.close();
  await rm(dir, { recursive: true, force: true });
});

const settings = {
  region: 'oss-cn-hangzhou',
  bucket: 'aita-files',
  accessKeyId: 'LTAI-test',
  accessKeySecret: 'sink-secret',
  roleArn: 'acs:ram::1:role/aita',
  publicHost: 'https://aita-files.oss-cn-hangzhou.aliyuncs.com',
  stsEndpoint: 'https://sts.aliyuncs.com',
  stsTimeoutMs: 10_000,
};

describe(createAliyunSink, () => {
  it('puts, reads and deletes an object with signed requests', async () => {
    const sink = createAliyunSink(settings, { urllib: bucket.urllib });
    const path = join(dir, 'a.txt');
    await writeFile(path, '你好，OSS');
    await sink.put('files/1/document/abc.txt', path, 'text/plain; charset=utf-8');
    expect(bucket.objects.get('files/1/document/abc.txt')?.body.toString()).toBe('你好，OSS');
    expect((await sink.read('files/1/document/abc.txt')).toString()).toBe('你好，OSS');
    await sink.remove('files/1/document/abc.txt');
    expect(bucket.objects.size).toBe(0);
    await expect(sink.remove('files/1/document/abc.txt')).resolves.toBeUndefined();
  });

  it('fails when the key is wrong (the fake checks signatures)', async () => {
    const sink = createAliyunSink(
      { ...settings, accessKeySecret: 'wrong' },
      { urllib: bucket.urllib },
    );
    const path = join(dir, 'b.txt');
    await writeFile(path, 'x');
    await expect(sink.put('files/1/document/b.txt', path, 'text/plain')).rejects.toThrow();
  });
});

describe(createBuiltinSink, () => {
  it('reads a range with the whole size, and copies an object', async () => {
    const sink = createBuiltinSink(join(dir, 'data'));
    const path = join(dir, 'c.bin');
    await writeFile(path, Buffer.from('0123456789'));
    await sink.put('disk/1/a.bin', path, 'application/octet-stream');
    expect(await sink.readRange('disk/1/a.bin', 2, 5)).toEqual({
      bytes: Buffer.from('2345'),
      size: 10,
    });
    expect((await sink.readRange('disk/1/a.bin', 8, 100)).bytes.toString()).toBe('89');
    await sink.copy('disk/1/a.bin', 'disk/2/b.bin');
    expect((await sink.read('disk/2/b.bin')).toString()).toBe('0123456789');
  });
});
