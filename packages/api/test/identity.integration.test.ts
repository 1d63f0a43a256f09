// The identity and school endpoints (user, org, passport) against the real AITA server on a fresh embedded
// database with the seeded demo teacher and school. Outside src/ like the other integration tests.
import { Code } from '@aita/core';
import { startTestServer, TEST_SMS_CODE_PATH } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOrgCode,
  createApiClient,
  createLoginTicket,
  createSsoToken,
  fetchUserConfigs,
  fetchUserInfo,
  isApiError,
  joinOrg,
  logoutUser,
  passportLogin,
  passportRegister,
  requestSmsCode,
  reportEvent,
  setCurrentOrg,
  ticketLogin,
  updateUserProfile,
  uploadAvatar,
} from '../src/index';
import type { ApiClient, ApiError } from '../src/index';

const DEMO = { phone: '13800000000', password: 'aita-demo-2026' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let token = '';
let cleared = 0;
let reloads = 0;
let client: ApiClient;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

/** A fresh teacher with a random mainland mobile number; `token` becomes theirs. */
async function registerFresh(): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await requestSmsCode(client, { phone, purpose: 'register' });
  const sent = await fetch(`${server.url}${TEST_SMS_CODE_PATH}?phone=${phone}`);
  const { code } = (await sent.json()) as { code: string };
  const session = await passportRegister(client, { phone, password: 'pass-word-1', code });
  token = session.token;
  return phone;
}

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    clearToken: () => {
      token = '';
      cleared += 1;
    },
    reload: () => {
      reloads += 1;
    },
    getDeviceId: () => 'api-identity-device',
    getAnonymousId: () => 'api-identity-anon',
    retries: 0,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('identity endpoints', () => {
  it('logs the demo teacher in and reads the §3 user info', async () => {
    const session = await passportLogin(client, DEMO);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    token = session.token;
    const info = await fetchUserInfo(client);
    expect(info.uid).toBe(session.uid);
    expect(info.periodName).toBe('小学');
    expect(info.subjectName).toBe('语文');
    expect(info.orgList.map((org) => org.orgName)).toContain('示范学校');
    expect(info.curOrgId).toBe(info.orgList[0]?.orgId);
  });

  it('refuses a wrong password with the server message', async () => {
    const error = await failure(passportLogin(client, { ...DEMO, password: 'wrong-password' }));
    expect(error.code).toBe(40001);
    expect(error.msg).toBe('手机号或密码错误');
  });

  it('reads the common info lists with Chinese names', async () => {
    const configs = await fetchUserConfigs(client);
    expect(configs.periodTypeList.map((p) => p.name)).toContain('初中');
    expect(configs.subjectTypeList.find((s) => s.id === 2)?.name).toBe('数学');
    expect(configs.schoolTypeList.length).toBeGreaterThan(0);
  });

  it('saves the profile and validates it with a Chinese msg', async () => {
    await registerFresh();
    await updateUserProfile(client, {
      subject: 2,
      period: -1,
      uname: '王老师',
      schoolName: '一小',
    });
    const info = await fetchUserInfo(client);
    expect([info.uname, info.schoolName, info.subject, info.period]).toEqual([
      '王老师',
      '一小',
      2,
      -1,
    ]);
    const error = await failure(updateUserProfile(client, { subject: 9999, period: -1 }));
    expect(error.kind).toBe('business');
    expect(error.msg).toMatch(/学科/);
  });

  it('joins a school by code and switches the current one', async () => {
    await registerFresh();
    const bad = await failure(checkOrgCode(client, 'NOPE-CODE'));
    expect(bad.code).toBe(40004);
    const found = await checkOrgCode(client, 'demo2026');
    expect(found.orgName).toBe('示范学校');
    const joined = await joinOrg(client, 'DEMO2026');
    expect(joined.curOrgId).toBe(found.orgId);
    await expect(setCurrentOrg(client, found.orgId)).resolves.toEqual({ curOrgId: found.orgId });
    const notMember = await failure(setCurrentOrg(client, 999_999));
    expect(notMember.code).toBe(40003);
  });

  it('exchanges a ticket exactly once', async () => {
    await registerFresh();
    const { ticket } = await createLoginTicket(client);
    const first = await ticketLogin(client, ticket);
    expect(first.token).not.toBe(token);
    const replay = await failure(ticketLogin(client, ticket));
    expect(replay.code).toBe(40009);
    expect(replay.msg).toBe('登录凭证已使用或已过期');
  });

  it('makes an SSO link and reports an event', async () => {
    await registerFresh();
    const sso = await createSsoToken(client);
    expect(sso.url).toContain(`/sso?token=${encodeURIComponent(sso.token)}`);
    await expect(reportEvent(client, 'login_success', { source: 'test' })).resolves.toBeDefined();
    const bad = await failure(reportEvent(client, 'bad event name!'));
    expect(bad.code).toBe(40001);
  });

  it('uploads a PNG avatar and refuses a GIF with the §5 message', async () => {
    await registerFresh();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const { url } = await uploadAvatar(client, new Blob([png], { type: 'image/png' }), 'a.png');
    expect(url).toMatch(/^\/files\/avatars\/.+\.png$/);
    expect((await fetchUserInfo(client)).avatar).toBe(url);
    const gif = new Blob([Uint8Array.from([0x47, 0x49, 0x46, 0x38])], { type: 'image/gif' });
    const refused = await failure(uploadAvatar(client, gif, 'a.gif'));
    expect(refused.msg).toBe('头像尺寸过大，请选择小于2M的图片');
  });

  it('logout revokes the token: the next private call is 20200, which clears and reloads', async () => {
    await registerFresh();
    const old = token;
    await expect(logoutUser(client)).resolves.toEqual({ revoked: true });
    const [clearedBefore, reloadsBefore] = [cleared, reloads];
    token = old;
    const expired = await failure(fetchUserInfo(client));
    expect(expired.code).toBe(Code.TOKEN_EXPIRED);
    expect(token).toBe('');
    expect([cleared - clearedBefore, reloads - reloadsBefore]).toEqual([1, 1]);
    const noToken = await failure(fetchUserInfo(client));
    expect(noToken.code).toBe(Code.NOT_LOGGED_IN);
  });

  it('an avatar upload without a valid token answers 11100 and clears the token', async () => {
    token = 'x'.repeat(43);
    const before = cleared;
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = await failure(uploadAvatar(client, new Blob([png]), 'a.png'));
    expect(error.code).toBe(Code.PROVIDER_CREDENTIAL);
    expect(error.msg).toBe('上传失败，请重试');
    expect(cleared - before).toBe(1);
  });
});
