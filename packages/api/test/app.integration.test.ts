// Against the real AITA server on a fresh embedded database. Lives outside src/ because the
// lint boundary forbids src/ to import @aita/server; this file is a test, not shipped code.
import { Code } from '@aita/core';
import type { AppInfo, AppIndexList } from '@aita/core';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, fetchAppIndexList, isApiError } from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;
let token = '';
let clears = 0;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => {
      token = '';
      clears += 1;
    },
    getDeviceId: () => 'api-integration-device',
    getAnonymousId: () => 'api-integration-anon',
    reload: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Every app of the response, once each, from columns and the keyed maps. */
function allApps(list: AppIndexList): Map<number, AppInfo> {
  const apps = new Map<number, AppInfo>();
  const add = (app: AppInfo): void => void apps.set(app.appId, app);
  for (const column of [...list.columnList, ...list.newColumnList]) column.appList.forEach(add);
  for (const group of [...Object.values(list.appList), ...Object.values(list.newAppList)]) {
    group.forEach(add);
  }
  return apps;
}

describe(fetchAppIndexList, () => {
  it('lists at least 40 apps in at least 6 columns for an anonymous teacher', async () => {
    const list = await fetchAppIndexList(client);
    expect(list.columnList.length).toBeGreaterThanOrEqual(6);
    const apps = allApps(list);
    expect(apps.size).toBeGreaterThanOrEqual(40);
    for (const app of apps.values()) {
      expect(app.name).not.toBe('');
      expect(app.isCollect === 0 || app.isCollect === 1).toBe(true);
    }
    expect(clears).toBe(0);
  });

  it('filters by name', async () => {
    const full = allApps(await fetchAppIndexList(client));
    const picked = [...full.values()][Math.floor(full.size / 2)];
    expect(picked).toBeDefined();
    const filtered = allApps(await fetchAppIndexList(client, { name: picked?.name }));
    expect(filtered.has(picked?.appId ?? -1)).toBe(true);
    expect(filtered.size).toBeLessThan(full.size);
    const query = (picked?.name ?? '').toLowerCase();
    for (const app of filtered.values()) {
      expect(`${app.name}\n${app.desc}`.toLowerCase()).toContain(query);
    }
    const none = allApps(await fetchAppIndexList(client, { name: 'zzz-没有这个应用-zzz' }));
    expect(none.size).toBe(0);
  });

  it('rejects an over-long name with a business ApiError carrying the server msg', async () => {
    const failure = await fetchAppIndexList(client, { name: '长'.repeat(500) }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure)).toBe(true);
    const error = failure as ApiError;
    expect(error.kind).toBe('business');
    expect(error.code).toBe(Code.INVALID_PARAM);
    expect(error.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(clears).toBe(0);
  });
});
