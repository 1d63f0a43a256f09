import { Code, MSG_NETWORK_ERROR } from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { appIndexFixture, fakeApp } from '../../../test/appIndexFixture';
import { startEnvelopeServer, type ScriptedReply } from '../../../test/envelopeServer';
import { createTestStore } from '../../../test/testStore';
import { waitForState } from '../../../test/waitForState';
import { selectCenterSections } from './appCenterSelectors';
import { loadAppList } from './appCenterSaga';
import { appListRequested } from './appCenterSlice';

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(reply: Parameters<typeof startEnvelopeServer>[0]) {
  const server = await startEnvelopeServer(reply);
  closers.push(server.close);
  const store = createTestStore(server.url);
  closers.push(async () => store.sagaTask.cancel());
  return { server, store };
}

const settled = (s: { appCenter: { status: string } }) =>
  s.appCenter.status === 'succeeded' || s.appCenter.status === 'failed';

describe(loadAppList.name, () => {
  it('loads the list into state and the selectors see its sections', async () => {
    const { server, store } = await setup(() => ok(appIndexFixture()));
    store.dispatch(appListRequested({ name: '作文' }));
    expect(store.getState().appCenter.status).toBe('loading');
    const state = await waitForState(store, settled);
    expect(state.appCenter.status).toBe('succeeded');
    expect(state.appCenter.error).toBeNull();
    expect(state.appCenter.list).toEqual(appIndexFixture());
    expect(selectCenterSections(state).map((s) => s.name)).toEqual([
      '热门应用',
      '新课标专区',
      '备课',
    ]);
    expect(server.requests).toEqual([
      { method: 'POST', path: '/v1/app/index/list', body: { name: '作文' } },
    ]);
  });

  it('shows the server msg for a business code (§8 non-200 code on app list)', async () => {
    const { store } = await setup(() => ({
      body: JSON.stringify({ code: Code.INVALID_PARAM, msg: '参数错误：name', data: null }),
    }));
    store.dispatch(appListRequested());
    const state = await waitForState(store, settled);
    expect(state.appCenter).toMatchObject({ status: 'failed', error: '参数错误：name' });
  });

  it.each([
    ['an HTTP 500', { status: 500, body: 'oops' }],
    ['a body that is not JSON', { body: '<html>' }],
    ['JSON that is not an envelope', { body: '{"hello":1}' }],
  ])('fails with 网络异常，暂无数据 on %s', async (_label, reply) => {
    const { store } = await setup(() => reply);
    store.dispatch(appListRequested());
    const state = await waitForState(store, settled);
    expect(state.appCenter).toMatchObject({ status: 'failed', error: MSG_NETWORK_ERROR });
  });

  it('fails with 网络异常，暂无数据 when nothing listens', async () => {
    const server = await startEnvelopeServer(() => ok(null));
    const { url } = server;
    await server.close();
    const store = createTestStore(url);
    closers.push(async () => store.sagaTask.cancel());
    store.dispatch(appListRequested());
    const state = await waitForState(store, settled);
    expect(state.appCenter).toMatchObject({ status: 'failed', error: MSG_NETWORK_ERROR });
  });

  it('recovers on retry and keeps the previous list while reloading', async () => {
    let calls = 0;
    const { store } = await setup(() => {
      calls += 1;
      return calls === 1 ? { status: 502, body: '' } : ok(appIndexFixture());
    });
    store.dispatch(appListRequested());
    expect((await waitForState(store, settled)).appCenter.status).toBe('failed');
    store.dispatch(appListRequested());
    expect(store.getState().appCenter).toMatchObject({ status: 'loading', error: null });
    const state = await waitForState(store, settled);
    expect(state.appCenter.status).toBe('succeeded');
    expect(calls).toBe(2);
  });

  it('lets the latest request win over a slower earlier one (takeLatest)', async () => {
    const older = { ...appIndexFixture(), columnList: [{ id: 1, name: '旧', appList: [] }] };
    const newer = {
      ...appIndexFixture(),
      hasNewStandardColumn: false,
      columnList: [{ id: 9, name: '新', appList: [fakeApp(9)] }],
      appList: { '9': [fakeApp(9)] },
    };
    const { server, store } = await setup((_path, body) =>
      (body as { name?: string }).name === 'slow' ? { ...ok(older), delayMs: 300 } : ok(newer),
    );
    store.dispatch(appListRequested({ name: 'slow' }));
    // Let the slow call reach the server before the newer request cancels (and aborts) it.
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    store.dispatch(appListRequested({ name: 'fast' }));
    await waitForState(store, settled);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(server.requests).toHaveLength(2);
    expect(store.getState().appCenter.list).toEqual(newer);
  });
});
