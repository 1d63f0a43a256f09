// The home endpoints, anonymous and logged in, against the real AITA server on a fresh embedded database (seeded demo
// catalogue and demo teacher). Outside src/ for the same lint boundary as app.integration.test.ts.
import { Code, QR_ORDER } from '@aita/core';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecentApp,
  addRecentAssistant,
  checkBeforeChat,
  createApiClient,
  fetchActivityInfo,
  fetchFavourites,
  fetchGradeConfig,
  fetchHomeCards,
  fetchHomeFunctions,
  fetchOssCredential,
  fetchQrCodes,
  fetchRecommendedApps,
  fetchResourceConfig,
  isApiError,
  searchApps,
  updateFavourite,
} from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: ApiClient;
let token = '';

/** Logs the demo teacher in through the passport API and keeps the token for X-Token. */
async function login(): Promise<void> {
  const response = await fetch(`${server.url}/passport/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'aita-demo-2026' }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  token = body.data.token;
}

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
    getDeviceId: () => 'api-home-device',
    getAnonymousId: () => 'api-home-anon',
    reload: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('anonymous calls', () => {
  it(`${searchApps.name} ranks the exact/prefix name hit first and finds nothing for nonsense`, async () => {
    const hits = await searchApps(client, '作文');
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.list[0]?.name.startsWith('作文')).toBe(true);
    expect(hits.list.every((app) => app.isCollect === 0)).toBe(true);
    const none = await searchApps(client, 'zzz-没有这个应用-zzz');
    expect(none).toEqual({ list: [], total: 0 });
  });

  it(`${fetchRecommendedApps.name}, ${fetchHomeFunctions.name}, ${fetchHomeCards.name}`, async () => {
    const hot = await fetchRecommendedApps(client);
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThanOrEqual(8);
    const functions = await fetchHomeFunctions(client);
    expect(functions.list.map((app) => app.name)).toContain('作文批改');
    const cards = await fetchHomeCards(client);
    expect(cards.list.map((card) => card.key).slice(0, 3)).toEqual(['jptk', 'xbtk', 'classroom']);
    expect(cards.list.find((card) => card.key === 'jptk')?.needOrg).toBe(1);
    expect(cards.cardInfo.schoolInfo).toHaveProperty('JuanMonAdd');
  });

  it(`${fetchQrCodes.name}, ${fetchActivityInfo.name}, ${fetchResourceConfig.name}, ${fetchGradeConfig.name}`, async () => {
    const qr = await fetchQrCodes(client);
    expect(qr.map((item) => item.kind)).toEqual([...QR_ORDER]);
    const activity = await fetchActivityInfo(client);
    expect(activity.status).toBe(1);
    expect(activity.sidebarUrl).not.toBe('');
    const config = await fetchResourceConfig(client);
    expect(config.footerLinks.map((link) => link.name)).toEqual([
      '公司介绍',
      '用户协议',
      '隐私政策',
    ]);
    expect(config.source).toBe('web');
    expect((await fetchResourceConfig(client, 'miniprogram')).source).toBe('miniprogram');
    const grades = await fetchGradeConfig(client);
    expect(grades.periodList.map((period) => period.name)).toEqual(['小学', '初中', '高中']);
  });

  it('login-only calls answer 20100 and the pre-chat check asks for login', async () => {
    expect((await failure(fetchFavourites(client))).code).toBe(Code.NOT_LOGGED_IN);
    expect((await failure(updateFavourite(client, 1, 1))).code).toBe(Code.NOT_LOGGED_IN);
    expect((await failure(fetchOssCredential(client))).code).toBe(Code.NOT_LOGGED_IN);
    const check = await checkBeforeChat(client);
    expect(check.allowed).toBe(false);
    expect(check.needLogin).toBe(1);
  });
});

describe('logged-in calls', () => {
  beforeAll(login);

  it(`${updateFavourite.name} collects idempotently, shows in ${fetchFavourites.name} and isCollect, and cancels`, async () => {
    const app = (await searchApps(client, '作文批改')).list[0];
    expect(app).toBeDefined();
    const appId = app?.appId ?? 0;
    await updateFavourite(client, appId, 1);
    await updateFavourite(client, appId, 1);
    const favourites = await fetchFavourites(client);
    expect(favourites.list.filter((item) => item.appId === appId)).toHaveLength(1);
    expect((await searchApps(client, '作文批改')).list[0]?.isCollect).toBe(1);
    await updateFavourite(client, appId, 0);
    expect((await fetchFavourites(client)).list.some((item) => item.appId === appId)).toBe(false);
    const unknown = await failure(updateFavourite(client, 99_999_999, 1));
    expect(unknown.code).toBe(Code.NOT_FOUND);
    expect(unknown.msg).toBe('应用不存在');
  });

  it(`${addRecentApp.name} and ${addRecentAssistant.name} record an opened app`, async () => {
    const app = (await fetchRecommendedApps(client))[0];
    expect(await addRecentApp(client, app?.appId ?? 0)).toEqual({ appId: app?.appId });
    expect(await addRecentAssistant(client, app?.appId ?? 0)).toEqual({ appId: app?.appId });
  });

  it(`${fetchOssCredential.name} issues a credential for the teacher's directory; ${checkBeforeChat.name} allows`, async () => {
    const credential = await fetchOssCredential(client);
    expect(credential.bucketName).toBe('oss');
    expect(credential.directory).toMatch(/^uploads\/[\w-]{22}\/$/);
    expect(atob(credential.securityToken).length).toBeGreaterThan(0);
    expect(credential.host.endsWith('/oss')).toBe(true);
    const check = await checkBeforeChat(client);
    expect(check.allowed).toBe(true);
  });
});
