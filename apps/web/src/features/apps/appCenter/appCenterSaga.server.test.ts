// The test starts the real server in-process; the app itself still talks to it over HTTP only.
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../../test/testStore';
import { waitForState } from '../../../test/waitForState';
import {
  selectCategoryTabs,
  selectCenterAppCount,
  selectCenterSections,
} from './appCenterSelectors';
import { appListRequested } from './appCenterSlice';
import { watchAppCenter } from './appCenterSaga';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const settled = (s: { appCenter: { status: string } }) =>
  s.appCenter.status === 'succeeded' || s.appCenter.status === 'failed';

describe(watchAppCenter.name, () => {
  it('loads the real seeded catalogue from the real server into state', async () => {
    const store = createTestStore(server.url);
    store.dispatch(appListRequested());
    const state = await waitForState(store, settled, 30_000);
    store.sagaTask.cancel();

    expect(state.appCenter.status).toBe('succeeded');
    const list = state.appCenter.list;
    expect(list?.hasNewStandardColumn).toBe(true);
    const sections = selectCenterSections(state);
    expect(sections.map((s) => s.name)).toEqual(
      expect.arrayContaining(['热门应用', '新课标专区', '备课', '作文']),
    );
    expect(sections.filter((s) => s.kind === 'zone')).toHaveLength(1);
    const zone = sections.find((s) => s.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.docs.length).toBeGreaterThan(0);
    expect(zone?.kind === 'zone' && zone.subColumns.length).toBe(list?.newColumnList.length);
    expect(selectCategoryTabs(state)).toHaveLength(sections.length);
    expect(selectCenterAppCount(state)).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('passes the search payload through: a name filter narrows the list', async () => {
    const store = createTestStore(server.url);
    store.dispatch(appListRequested({ name: '作文' }));
    const state = await waitForState(store, settled, 30_000);
    store.sagaTask.cancel();

    expect(state.appCenter.status).toBe('succeeded');
    const apps = selectCenterSections(state).flatMap((s) =>
      s.kind === 'apps' ? s.apps : s.subColumns.flatMap((c) => c.apps),
    );
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.every((app) => app.name.includes('作文') || app.desc.includes('作文'))).toBe(true);
    expect(selectCenterAppCount(state)).toBeLessThan(40);
  }, 60_000);
});
