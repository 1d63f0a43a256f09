import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { envelope, startScriptServer } from '../test/script-server';
import { fetchAppIndexList } from './apps';

describe(fetchAppIndexList, () => {
  it('POSTs the optional query to /v1/app/index/list and returns data', async () => {
    const list = {
      hasNewStandardColumn: false,
      columnList: [],
      appList: {},
      newColumnList: [],
      newAppList: {},
      newStandardDocList: [],
    };
    const server = await startScriptServer(() => envelope(200, list));
    try {
      const client = createApiClient({
        baseUrl: server.url,
        getToken: () => '',
        clearToken: () => undefined,
        getDeviceId: () => 'd',
        getAnonymousId: () => 'a',
        reload: () => undefined,
      });
      await expect(fetchAppIndexList(client)).resolves.toEqual(list);
      await fetchAppIndexList(client, { name: '作文' });
      expect(server.hits.map((hit) => [hit.method, hit.url, hit.body])).toEqual([
        ['POST', '/v1/app/index/list', '{}'],
        ['POST', '/v1/app/index/list', '{"name":"作文"}'],
      ]);

      server.script = () => envelope(40001, null, '搜索内容过长');
      const failure = await fetchAppIndexList(client, { name: 'x' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).msg).toBe('搜索内容过长');
    } finally {
      await server.close();
    }
  });
});
