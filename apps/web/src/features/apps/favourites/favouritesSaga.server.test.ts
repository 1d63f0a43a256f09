// Favourites and search sagas on a real store (real slices, real saga middleware) against the
// real server (@aita/server/testing): the app still talks to it over HTTP only.
import { createApiClient, type ApiClient } from '@aita/api';
import {
  createIntentStore,
  MSG_AUTO_COLLECT_FAILED_MANUAL,
  MSG_COLLECT_CANCEL_OK,
  MSG_COLLECT_OK,
  MSG_LOGIN_AUTO_COLLECTED,
  type AppInfo,
  type IntentStore,
  type UserInfo,
} from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../../../shared/ports/memory';
import { waitForState } from '../../../test/waitForState';
import type { AppStore } from '../../../app/store';
import { appCenterSlice, appListRequested, searchSubmitted } from '../appCenter/appCenterSlice';
import { watchAppCenter } from '../appCenter/appCenterSaga';
import { authSlice, loginSucceeded } from '../../identity/auth/authSlice';
import { toastSlice } from '../../../shared/toast/toastSlice';
import { userInfoReceived, userSlice } from '../../identity/user/userSlice';
import { watchFavourites } from './favouritesSaga';
import { favouritesSlice, favouriteToggled, makeSelectIsCollected } from './favouritesSlice';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function post<T>(path: string, body: unknown, token = ''): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A store with the slices and watchers under test; the token is what the client sends. */
function createStore(session: { token: string }, intents: IntentStore) {
  const client: ApiClient = createApiClient({
    baseUrl: server.url,
    getToken: () => session.token,
    getDeviceId: () => 'fav-test-device',
    getAnonymousId: () => 'fav-test-anon',
    clearToken: () => {
      session.token = '';
    },
    reload: () => undefined,
    timeout: 10_000,
    retries: 0,
  });
  const { ports } = createMemoryPorts({ deviceId: 'fav-test-device', intents });
  const reducer = combineReducers({
    [appCenterSlice.name]: appCenterSlice.reducer,
    [favouritesSlice.name]: favouritesSlice.reducer,
    [authSlice.name]: authSlice.reducer,
    [userSlice.name]: userSlice.reducer,
    [toastSlice.name]: toastSlice.reducer,
  });
  const sagas = createSagaMiddleware({ context: { client, ports } });
  const store = configureStore({
    reducer,
    middleware: (gDM) => gDM({ thunk: false }).concat(sagas),
  });
  // The watchers fork their takers and return: run them one after the other in one root.
  const task = sagas.run(function* root() {
    yield* watchAppCenter();
    yield* watchFavourites();
  });
  return Object.assign(store, { sagaTask: task });
}

type TestStore = ReturnType<typeof createStore>;
const wait = (store: TestStore, predicate: (state: ReturnType<TestStore['getState']>) => boolean) =>
  waitForState(store as unknown as AppStore, predicate as never, 20_000) as unknown as Promise<
    ReturnType<TestStore['getState']>
  >;

async function demoLogin(): Promise<{ token: string; user: UserInfo }> {
  const { token } = await post<{ token: string }>('/passport/api/login', {
    phone: '13800000000',
    password: 'aita-demo-2026',
  });
  const user = await post<UserInfo>('/v1/user/info', {}, token);
  return { token, user };
}

const texts = (state: { toast: { items: { text: string }[] } }) =>
  state.toast.items.map((item) => item.text);

/** Every copy of `appId` in the sections' lists (the same app can sit in several columns). */
function copiesOf(state: ReturnType<TestStore['getState']>, appId: number): AppInfo[] {
  const list = state.appCenter.list;
  if (!list) return [];
  return [...Object.values(list.appList), ...Object.values(list.newAppList)]
    .flat()
    .filter((app) => app.appId === appId);
}

describe(watchFavourites.name, () => {
  it('search finds 作文批改 first for 作文, and nothing for nonsense', async () => {
    const store = createStore(
      { token: '' },
      createIntentStore({ storage: memoryStorage(), now: Date.now }),
    );
    store.dispatch(searchSubmitted('  作文 '));
    expect(store.getState().appCenter.search).toMatchObject({ active: true, query: '作文' });
    let state = await wait(store, (s) => s.appCenter.search.status === 'succeeded');
    expect(state.appCenter.search.results[0]?.name.startsWith('作文')).toBe(true);
    expect(state.appCenter.search.total).toBeGreaterThan(1);
    store.dispatch(searchSubmitted('zzz-没有这个应用'));
    state = await wait(
      store,
      (s) =>
        s.appCenter.search.status === 'succeeded' &&
        s.appCenter.search.query === 'zzz-没有这个应用',
    );
    expect(state.appCenter.search.results).toEqual([]);
    store.sagaTask.cancel();
  }, 60_000);

  it('collect and cancel update in place in the list, the search results and the strip', async () => {
    const { token, user } = await demoLogin();
    const session = { token };
    const store = createStore(
      session,
      createIntentStore({ storage: memoryStorage(), now: Date.now }),
    );
    store.dispatch(loginSucceeded({ source: 'frame' }));
    store.dispatch(userInfoReceived(user));
    store.dispatch(appListRequested());
    store.dispatch(searchSubmitted('作文批改'));
    let state = await wait(
      store,
      (s) =>
        s.appCenter.status === 'succeeded' &&
        s.appCenter.search.status === 'succeeded' &&
        s.favourites.status === 'succeeded',
    );
    const app = state.appCenter.search.results[0];
    if (!app) throw new Error('no search hit');
    expect(app.isCollect).toBe(0);
    expect(copiesOf(state, app.appId).length).toBeGreaterThan(0);

    store.dispatch(favouriteToggled(app));
    state = await wait(store, (s) => texts(s).includes(MSG_COLLECT_OK));
    expect(state.favourites.list.map((item) => item.appId)).toContain(app.appId);
    // One collected set: every star of the app (sections, search results, strip) reads it.
    expect(makeSelectIsCollected(app.appId)(state)).toBe(true);
    const server1 = await post<{ list: AppInfo[] }>('/v1/aitalk/collect/list', {}, token);
    expect(server1.list.map((item) => item.appId)).toContain(app.appId);

    store.dispatch(favouriteToggled({ ...app, isCollect: 1 }));
    state = await wait(store, (s) => texts(s).includes(MSG_COLLECT_CANCEL_OK));
    expect(state.favourites.list.map((item) => item.appId)).not.toContain(app.appId);
    expect(makeSelectIsCollected(app.appId)(state)).toBe(false);

    // An unknown app: the server's msg as an error toast, nothing changes.
    store.dispatch(favouriteToggled({ ...app, appId: 99_999_999 }));
    state = await wait(store, (s) => texts(s).includes('应用不存在'));
    expect(state.favourites.pending).toEqual([]);
    store.sagaTask.cancel();
  }, 60_000);

  it('anonymous click stores a pending favourite and asks for login; after login it is collected', async () => {
    const intents = createIntentStore({ storage: memoryStorage(), now: Date.now });
    const session = { token: '' };
    const store = createStore(session, intents);
    store.dispatch(appListRequested());
    let state = await wait(store, (s) => s.appCenter.status === 'succeeded');
    const app = Object.values(state.appCenter.list?.appList ?? {}).flat()[3];
    if (!app) throw new Error('no app');

    store.dispatch(favouriteToggled(app));
    expect(store.getState().auth.overlayOpen).toBe(true);
    expect(store.getState().auth.reason).toBe('favourite');
    expect(intents.favourite.load()?.appId).toBe(app.appId);

    const { token, user } = await demoLogin();
    session.token = token;
    store.dispatch(loginSucceeded({ source: 'frame' }));
    store.dispatch(userInfoReceived(user));
    state = await wait(store, (s) => texts(s).includes(MSG_LOGIN_AUTO_COLLECTED));
    expect(makeSelectIsCollected(app.appId)(state)).toBe(true);
    state = await wait(store, (s) => s.favourites.list.some((item) => item.appId === app.appId));
    expect(intents.favourite.load()).toBeNull();
    await post('/v1/aitalk/collect/update', { appId: app.appId, status: 0 }, token);

    // A pending favourite the server refuses: 自动收藏失败，请手动收藏.
    intents.saveFavourite(99_999_999);
    store.dispatch(userInfoReceived(user));
    await wait(store, (s) => texts(s).includes(MSG_AUTO_COLLECT_FAILED_MANUAL));
    store.sagaTask.cancel();
  }, 60_000);
});
