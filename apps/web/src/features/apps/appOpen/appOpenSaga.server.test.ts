// Opening a nobook (虚拟实验室) app on a real store (every feature watcher) against the real
// server (@aita/server/testing): the server decides from the membership it has now
// (`POST /v1/member/book/detail`), for a click and for a request resumed after login.
import { MSG_NETWORK_ERROR, type AppInfo } from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { waitForState } from '../../../test/waitForState';
import { loginFrameMessage } from '../../identity/auth/authSlice';
import { createIdentityTestStore, postAs, providerRegister } from '../../identity/auth/testing';
import { LOGIN_REASON_NOBOOK } from './appOpenSaga';
import { appDialogClosed, appOpened, membershipDialogClosed } from './appOpenSlice';

let server: TestServer;
let nobook: AppInfo;
let chatApp: AppInfo;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/v1/app/index/list`, { method: 'POST' });
  const { data } = (await response.json()) as { data: { appList: Record<string, AppInfo[]> } };
  const all = Object.values(data.appList).flat();
  const lab = all.find((app) => app.category === 'nobook');
  const chat = all.find((app) => app.category === 'aiassistant');
  if (!lab || !chat) throw new Error('the seed has no nobook app or no chat app');
  nobook = lab;
  chatApp = chat;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const texts = (state: RootState) => state.toast.items.map((item) => item.text);
const labPage = () => `/chat/${encodeURIComponent(nobook.uri)}?embed=1`;

/** Redeems a fresh 30-day code for `token` over HTTP, as another tab or the phone would. */
async function redeemElsewhere(token: string) {
  const [code] = await server.createRedeemCodes(30, 1);
  const used = await postAs(server.url, token, '/v1/redeem/use', { code });
  expect(used.code).toBe(200);
}

async function teacherStore() {
  const { token } = await providerRegister(server.url, '实验老师');
  const made = createIdentityTestStore(server.url, { token });
  await waitForState(made.store, (s) => s.user.info !== null);
  return { ...made, token };
}

describe('opening a nobook app: the server decides', () => {
  it('shows the membership dialog to a non-member, and opens the lab once the server has the membership', async () => {
    const { store, token } = await teacherStore();
    store.dispatch(appOpened(nobook));
    let state = await waitForState(store, (s) => s.appOpen.membershipFor !== null);
    expect(state.appOpen.membershipFor).toBe(nobook.name);
    expect(state.appOpen.dialog).toBeNull();
    store.dispatch(membershipDialogClosed());

    // Redeemed behind this page's back: its user info still says "not a member".
    await redeemElsewhere(token);
    expect(store.getState().user.info?.vipEndAt).toBe(0);
    store.dispatch(appOpened(nobook));
    state = await waitForState(store, (s) => s.appOpen.dialog !== null);
    store.sagaTask.cancel();
    expect(state.appOpen.dialog).toEqual({ title: nobook.name, src: labPage() });
    expect(state.appOpen.membershipFor).toBeNull();
  });

  it('resumes an anonymous request after login through the server: a member gets the lab', async () => {
    const { token } = await providerRegister(server.url, '登录后老师');
    await redeemElsewhere(token);
    const { store, platform } = createIdentityTestStore(server.url);
    await waitForState(store, (s) => s.auth.ready);
    store.dispatch(appOpened(nobook));
    expect(store.getState().auth.reason).toBe(LOGIN_REASON_NOBOOK);
    const stored = platform.ports.intents.nobook.load();
    expect(stored).toMatchObject({ appId: nobook.appId, name: nobook.name });

    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => s.appOpen.dialog !== null);
    store.sagaTask.cancel();
    expect(state.appOpen.dialog).toEqual({ title: nobook.name, src: labPage() });
    expect(state.appOpen.membershipFor).toBeNull();
    expect(platform.ports.intents.nobook.load()).toBeNull();
  });

  it('resumes an anonymous request after login through the server: a non-member gets the membership dialog', async () => {
    const { store } = createIdentityTestStore(server.url);
    await waitForState(store, (s) => s.auth.ready);
    store.dispatch(appOpened(nobook));
    const { token } = await providerRegister(server.url);
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => s.appOpen.membershipFor !== null);
    store.sagaTask.cancel();
    expect(state.appOpen.membershipFor).toBe(nobook.name);
    expect(state.appOpen.dialog).toBeNull();
  });

  it('a resumed request naming an app that is not nobook: the server refuses (40004), a toast, nothing opens', async () => {
    const { store, platform, token } = await teacherStore();
    await redeemElsewhere(token);
    // As stored by a page that had another app under this name (or edited in the storage).
    platform.ports.intents.saveNobook({ appId: chatApp.appId, name: nobook.name });
    expect(platform.ports.intents.nobook.load()).not.toBeNull();
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const state = await waitForState(store, (s) => texts(s).length > 0);
    store.sagaTask.cancel();
    expect(texts(state)).toEqual(['该应用不是虚拟实验室应用']);
    expect(state.appOpen.dialog).toBeNull();
    expect(state.appOpen.membershipFor).toBeNull();
  });

  it('a network failure: 网络异常，暂无数据 as a toast, and neither dialog', async () => {
    // Logged in (a stored token) against a port where nothing listens.
    const { store } = createIdentityTestStore('http://127.0.0.1:9', { token: 'x'.repeat(32) });
    store.dispatch(appOpened(nobook));
    const state = await waitForState(store, (s) => texts(s).includes(MSG_NETWORK_ERROR), 15_000);
    store.sagaTask.cancel();
    expect(state.appOpen.dialog).toBeNull();
    expect(state.appOpen.membershipFor).toBeNull();
  });

  it('other apps still open their dialog without asking the book detail; closing empties it', async () => {
    const { store } = await teacherStore();
    const other = { ...chatApp, category: 'miniprogram' as const };
    store.dispatch(appOpened(other));
    const state = store.getState();
    expect(state.appOpen.dialog).toEqual({
      title: other.name,
      src: `/chat/${encodeURIComponent(other.uri)}?embed=1`,
    });
    store.dispatch(appDialogClosed());
    expect(store.getState().appOpen.dialog).toBeNull();
    store.sagaTask.cancel();
  });
});
