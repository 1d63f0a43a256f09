// The identity sagas on a real store against the real server (@aita/server/testing): the app
// still talks to it over HTTP only.
import { startTestServer, type TestServer } from '@aita/server/testing';
import { Code, MSG_AVATAR_TOO_LARGE, MSG_PROFILE_UPDATED, MSG_UPLOAD_OK } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../../test/waitForState';
import { registerPendingFile } from '../profile/pendingFiles';
import {
  avatarUploadRequested,
  orgJoinRequested,
  profileSaveRequested,
} from '../profile/profileSlice';
import { selectIsLoggedIn } from '../user/userSelectors';
import { loginFrameMessage, loginRequested, logoutRequested } from './authSlice';
import { createIdentityTestStore, postAs, providerLogin, providerRegister } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const ready = (s: { auth: { ready: boolean } }) => s.auth.ready;
const texts = (s: { toast: { items: { text: string }[] } }) => s.toast.items.map((t) => t.text);

async function ticketFor(token: string): Promise<string> {
  const answer = await postAs(server.url, token, '/passport/api/ticket');
  expect(answer.code).toBe(200);
  return (answer.data as { ticket: string }).ticket;
}

describe('identity sagas against the real server', () => {
  it('starts anonymous without a token', async () => {
    const { store } = createIdentityTestStore(server.url);
    const state = await waitForState(store, ready);
    store.sagaTask.cancel();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.user.info).toBeNull();
  });

  it('frame login: loginRequested opens the overlay; success stores a 10-day token, fills the user, reloads the route', async () => {
    const { store, platform } = createIdentityTestStore(server.url);
    await waitForState(store, ready);
    store.dispatch(loginRequested({ reason: 'favourite' }));
    expect(store.getState().auth.overlayOpen).toBe(true);
    const token = await providerLogin(server.url);
    const before = Date.now();
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => s.user.info !== null && s.auth.routeReloads > 0);
    store.sagaTask.cancel();

    expect(state.auth.overlayOpen).toBe(false);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(state.user.info?.uname).toBeTruthy();
    expect(state.user.orgList.map((o) => o.orgName)).toContain('示范学校');
    expect(state.user.curOrgId).toBe(state.user.orgList[0]?.orgId);
    expect(platform.tokens.read()).toBe(token);
    const cookie = platform.cookies.expiries.get('aita_token');
    expect(cookie?.value).toBe(token);
    expect((cookie?.expires ?? 0) - before).toBeGreaterThanOrEqual(10 * DAY - 1000);
    expect((cookie?.expires ?? 0) - before).toBeLessThan(10 * DAY + 60_000);
    // The experiment follows the uid once it is known (§9).
    expect(state.experiment.info?.strategy).toBe('A');
  });

  it('a close message hides the overlay and stores nothing', async () => {
    const { store, platform } = createIdentityTestStore(server.url);
    await waitForState(store, ready);
    store.dispatch(loginRequested());
    store.dispatch(loginFrameMessage({ type: 'close' }));
    expect(store.getState().auth.overlayOpen).toBe(false);
    expect(platform.tokens.read()).toBe('');
    store.sagaTask.cancel();
  });

  it('logout revokes the token on the server, clears user and organisation, goes home', async () => {
    const token = await providerLogin(server.url);
    const { store, platform } = createIdentityTestStore(server.url, {
      initialUrl: 'http://localhost/apps/index',
      token,
    });
    await waitForState(store, (s) => s.user.info !== null);
    store.dispatch(logoutRequested());
    const state = await waitForState(store, (s) => s.auth.navigation !== null);
    store.sagaTask.cancel();

    expect(state.auth.navigation?.to).toBe('/home/index');
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.user).toEqual({ info: null, orgList: [], curOrgId: null });
    expect(platform.tokens.read()).toBe('');
    const after = await postAs(server.url, token, '/v1/user/info');
    expect(after.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('a stored token that was revoked: 20200 clears it, reloads, and puts loggedOut', async () => {
    const token = await providerLogin(server.url);
    await postAs(server.url, token, '/v1/user/logout');
    const { store, platform, counters } = createIdentityTestStore(server.url, { token });
    expect(store.getState().auth.hasToken).toBe(true);
    const state = await waitForState(store, ready);
    store.sagaTask.cancel();
    expect(counters).toEqual({ clears: 1, reloads: 1 });
    expect(platform.tokens.read()).toBe('');
    expect(selectIsLoggedIn(state)).toBe(false);
  });

  it('/sso?token=…: stored for 30 days, removed from the URL at once, lands on /home/index', async () => {
    const token = await providerLogin(server.url);
    const { store, platform } = createIdentityTestStore(server.url, {
      initialUrl: `http://localhost/sso?token=${token}&bd_vid=ad-1`,
    });
    // Synchronous: cleaned before the router would start.
    expect(platform.browser.state.url).toBe('http://localhost/home/index?bd_vid=ad-1');
    const before = Date.now();
    const state = await waitForState(store, (s) => s.user.info !== null);
    store.sagaTask.cancel();
    const cookie = platform.cookies.expiries.get('aita_token');
    expect(cookie?.value).toBe(token);
    expect((cookie?.expires ?? 0) - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(state.auth.adClickIds).toEqual({ bd_vid: 'ad-1' });
  });

  it('?token= on any page: kept on that page, token gone from the URL', async () => {
    const token = await providerLogin(server.url);
    const { store, platform } = createIdentityTestStore(server.url, {
      initialUrl: `http://localhost/apps/index?name=x&token=${token}`,
    });
    expect(platform.browser.state.url).toBe('http://localhost/apps/index?name=x');
    await waitForState(store, (s) => s.user.info !== null);
    store.sagaTask.cancel();
    expect(platform.tokens.read()).toBe(token);
  });

  it('ticket login that works: 30-day token, URL cleaned, user info', async () => {
    const { token: owner } = await providerRegister(server.url, '票据老师');
    const ticket = await ticketFor(owner);
    const { store, platform } = createIdentityTestStore(server.url, {
      initialUrl: `http://localhost/apps/index?ticket=${ticket}&gdt_vid=g1`,
    });
    expect(platform.browser.state.url).toBe('http://localhost/apps/index?gdt_vid=g1');
    const state = await waitForState(store, (s) => s.auth.ready);
    store.sagaTask.cancel();
    expect(state.user.info?.uname).toBe('票据老师');
    const stored = platform.tokens.read();
    expect(stored).not.toBe('');
    expect(stored).not.toBe(owner);
  });

  it('ticket login that fails: URL cleaned, anonymous, the server message shown', async () => {
    const { token: owner } = await providerRegister(server.url);
    const ticket = await ticketFor(owner);
    expect((await postAs(server.url, '', '/v1/udc/ticket-login', { ticket })).code).toBe(200);
    const { store, platform } = createIdentityTestStore(server.url, {
      initialUrl: `http://localhost/home/index?ticket=${ticket}`,
    });
    expect(platform.browser.state.url).toBe('http://localhost/home/index');
    const state = await waitForState(store, ready);
    store.sagaTask.cancel();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(platform.tokens.read()).toBe('');
    expect(texts(state)).toEqual(['登录凭证已使用或已过期']);
  });

  it('profile save sends a missing subject as 0 and a missing period as -1', async () => {
    const { token } = await providerRegister(server.url);
    await postAs(server.url, token, '/v1/user/mod', { period: 1, subject: 2 });
    const { store } = createIdentityTestStore(server.url, { token });
    await waitForState(store, (s) => s.user.info?.subject === 2);
    store.dispatch(profileSaveRequested({ input: { uname: '新名字', schoolName: '实验小学' } }));
    const state = await waitForState(store, (s) => s.user.info?.uname === '新名字');
    store.sagaTask.cancel();
    expect(state.user.info).toMatchObject({
      uname: '新名字',
      schoolName: '实验小学',
      subject: 0,
      period: -1,
    });
    expect(texts(state)).toContain(MSG_PROFILE_UPDATED);
  });

  it('a period change with reloadOnChange reloads the page; a bad field shows the server msg', async () => {
    const { token } = await providerRegister(server.url);
    const { store, platform } = createIdentityTestStore(server.url, { token });
    await waitForState(store, (s) => s.user.info !== null);
    store.dispatch(profileSaveRequested({ input: { uname: 'x'.repeat(21) } }));
    const state = await waitForState(store, (s) => !s.profile.saving);
    expect(texts(state).at(-1)).toBe('姓名不能超过20个字符');
    store.dispatch(
      profileSaveRequested({ input: { period: 2, subject: 1 }, reloadOnChange: true }),
    );
    await vi.waitFor(() => expect(platform.browser.state.reloads).toBe(1), { timeout: 5000 });
    store.sagaTask.cancel();
    expect(texts(store.getState())).toContain(MSG_PROFILE_UPDATED);
  });

  it('avatar: a .gif or a file over 2 MB is refused before sending; a PNG uploads', async () => {
    const { token } = await providerRegister(server.url);
    const { store } = createIdentityTestStore(server.url, { token });
    await waitForState(store, (s) => s.user.info !== null);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    store.dispatch(
      avatarUploadRequested({ fileId: registerPendingFile(new Blob([png]), 'a.gif') }),
    );
    const big = new Blob([png, new Uint8Array(2 * 1024 * 1024)]);
    store.dispatch(avatarUploadRequested({ fileId: registerPendingFile(big, 'big.png') }));
    // Both are refused; the same message twice is one toast on screen (deduplicated).
    let state = await waitForState(store, (s) => s.toast.nextId >= 3 && !s.profile.uploading);
    expect(texts(state)).toEqual([MSG_AVATAR_TOO_LARGE]);
    expect(state.user.info?.avatar).toBe('');
    store.dispatch(
      avatarUploadRequested({ fileId: registerPendingFile(new Blob([png]), 'a.PNG') }),
    );
    state = await waitForState(store, (s) => (s.user.info?.avatar ?? '') !== '');
    store.sagaTask.cancel();
    expect(state.user.info?.avatar).toMatch(/^\/files\/avatars\/.+\.png$/);
    expect(texts(state)).toContain(MSG_UPLOAD_OK);
  });

  it('joining a school: a bad code shows 学校邀请码无效; DEMO2026 adds the school', async () => {
    const { token } = await providerRegister(server.url);
    const { store } = createIdentityTestStore(server.url, { token });
    await waitForState(store, (s) => s.user.info !== null);
    store.dispatch(orgJoinRequested('NOPE'));
    let state = await waitForState(store, (s) => !s.profile.join.pending);
    expect(state.profile.join.error).toBe('学校邀请码无效');
    store.dispatch(orgJoinRequested(' demo2026 '));
    state = await waitForState(store, (s) => s.user.orgList.length === 1);
    store.sagaTask.cancel();
    expect(state.profile.join.error).toBeNull();
    expect(state.user.orgList[0]?.orgName).toBe('示范学校');
    expect(state.user.curOrgId).toBe(state.user.orgList[0]?.orgId);
  });
});
