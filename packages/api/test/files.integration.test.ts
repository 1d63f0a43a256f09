// The files endpoints against the real AITA server (PGlite, or PostgreSQL under
// TEST_DATABASE_URL): upload through ky with FormData, the extraction job, detail and delete.
import { fileSchema } from '@aita/contract';
import { Code } from '@aita/core';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  deleteFile,
  fetchFileDetail,
  isApiError,
  passportLogin,
  uploadFile,
} from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

const DEMO = { phone: '13800000000', password: 'aita-demo-2026' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let token = '';
let client: ApiClient;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => {
      token = '';
    },
    reload: () => undefined,
    getDeviceId: () => 'api-files-device',
    getAnonymousId: () => 'api-files-anon',
    retries: 0,
  });
  token = (await passportLogin(client, DEMO)).token;
});

afterAll(async () => {
  await server?.close();
});

describe(uploadFile, () => {
  it('uploads a text file, its extraction job runs, the detail shows the text, delete removes it', async () => {
    const file = new Blob(['教学计划：第一单元 认识数字'], { type: 'text/plain' });
    const sent = await uploadFile(client, { kind: 'document', file, name: '教学计划.txt' });
    expect(fileSchema.parse(sent)).toMatchObject({
      name: '教学计划.txt',
      format: 'txt',
      extraction: 'pending',
    });
    expect(sent.job?.state).toMatch(/^(queued|running|succeeded)$/);

    await server.jobs.settled(sent.job?.id ?? '');
    const detail = await fetchFileDetail(client, sent.id);
    expect(fileSchema.parse(detail)).toMatchObject({
      id: sent.id,
      extraction: 'done',
      preview: '教学计划：第一单元 认识数字',
      job: { state: 'succeeded', progress: 100, stage: '已完成', error: null },
    });

    // The same bytes again: the same file, no new job.
    const again = await uploadFile(client, { kind: 'document', file, name: '副本.txt' });
    expect(again).toMatchObject({ id: sent.id, job: { id: sent.job?.id } });

    await expect(deleteFile(client, sent.id)).resolves.toBeNull();
    const gone = await failure(fetchFileDetail(client, sent.id));
    expect([gone.code, gone.msg]).toEqual([Code.NOT_FOUND, '文件不存在或已删除']);
  });

  it('refuses an executable named .docx with the Chinese reason', async () => {
    const elf = new Blob([
      Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(200).fill(0)]),
    ]);
    const refused = await failure(
      uploadFile(client, { kind: 'document', file: elf, name: 'a.docx' }),
    );
    expect(refused.code).toBe(Code.INVALID_PARAM);
    expect(refused.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a detail without a file id in Chinese (40001 naming the field)', async () => {
    const bad = await failure(fetchFileDetail(client, 'not-an-id'));
    expect([bad.code, bad.msg]).toEqual([Code.INVALID_PARAM, '参数错误：id 无效']);
  });
});
