// downloadTeachingAid against the real AITA server on a fresh embedded database.
import { Code, listTeachingAidFiles } from '@aita/core';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, downloadTeachingAid, isApiError } from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => {
      token = '';
    },
    getDeviceId: () => 'api-aid-device',
    getAnonymousId: () => 'api-aid-anon',
    reload: () => undefined,
  });
});
afterAll(() => server?.close());

const [file] = listTeachingAidFiles(2, 1, 3);

describe(downloadTeachingAid, () => {
  it('refuses anonymous downloads with 20100', async () => {
    token = '';
    if (!file) throw new Error('no catalogue file');
    const error = await downloadTeachingAid(client, { url: file.url }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('downloads the PDF as a Blob after login; unknown files are 40004', async () => {
    const response = await fetch(`${server.url}/passport/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'aita-demo-2026' }),
    });
    token = ((await response.json()) as { data: { token: string } }).data.token;
    if (!file) throw new Error('no catalogue file');
    const blob = await downloadTeachingAid(client, {
      url: file.url,
      school: '实验小学',
      className: '三年级（1）班',
    });
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(file.size);
    const plain = await downloadTeachingAid(client, { url: file.url });
    expect(plain.size).toBe(file.size);
    const error = await downloadTeachingAid(client, { url: '/static/teaching-aids/x.pdf' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'business', code: Code.NOT_FOUND, msg: '资料不存在' });
  });
});
