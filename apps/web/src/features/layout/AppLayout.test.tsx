// @vitest-environment jsdom
import { MSG_UNDER_CONSTRUCTION, SIDEBAR_LABELS } from '@aita/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/router';
import { createTestStore } from '../../test/testStore';
import { userOrgsReceived, type OrgSummary } from '../identity/user/userSlice';
import { AppLayout } from './AppLayout';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const school = (orgId: number, isCourseShow: number): OrgSummary => ({
  orgId,
  orgName: `实验学校${orgId}`,
  isCourseShow,
});

/** Hands the router's `navigate` to the test, as a link click would use it. */
function NavigateProbe({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

async function renderAt(path: string) {
  // Nothing in these tests calls the API; the address only has to be well-formed.
  const store = createTestStore('http://127.0.0.1:9');
  let navigate: NavigateFunction = () => undefined;
  // The same tree as main.tsx (declarative mode), over an in-memory history.
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <NavigateProbe onReady={(fn) => (navigate = fn)} />
      </MemoryRouter>
    </Provider>,
  );
  const router = { navigate: async (to: string) => navigate(to) };
  // The page is a lazy chunk: the first import is transformed on demand, give it time. Class
  // management is built (an anonymous teacher sees its heading and a login prompt).
  const heading = path.startsWith('/classroom') ? SIDEBAR_LABELS.classroom : MSG_UNDER_CONSTRUCTION;
  await screen.findByRole('heading', { name: heading }, { timeout: 10_000 });
  return { store, router };
}

const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe(AppLayout.name, () => {
  it('shows the resources to an organisation member and the AI course when the school allows it', async () => {
    const { store } = await renderAt('/classroom/index');
    expect(sidebarLabels()).toEqual([
      SIDEBAR_LABELS.home,
      SIDEBAR_LABELS.apps,
      SIDEBAR_LABELS.chat,
      SIDEBAR_LABELS.classroom,
      SIDEBAR_LABELS.my,
    ]);
    act(() => {
      store.dispatch(userOrgsReceived({ orgList: [school(1, 0)], curOrgId: 1 }));
    });
    expect(sidebarLabels()).toEqual([
      SIDEBAR_LABELS.home,
      SIDEBAR_LABELS.apps,
      SIDEBAR_LABELS.chat,
      SIDEBAR_LABELS.premium,
      SIDEBAR_LABELS.school,
      SIDEBAR_LABELS.classroom,
      SIDEBAR_LABELS.my,
    ]);
    act(() => {
      store.dispatch(userOrgsReceived({ orgList: [school(1, 0), school(2, 1)], curOrgId: 2 }));
    });
    expect(sidebarLabels()).toEqual(Object.values(SIDEBAR_LABELS));
    store.sagaTask.cancel();
  });

  it('marks the item of the current route and hides the side panel on chat routes only', async () => {
    const { router, store } = await renderAt('/classroom/index');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getByRole('link', { name: SIDEBAR_LABELS.classroom })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.queryByRole('complementary', { name: '扫码关注' })).not.toBeNull();
    await act(() => router.navigate('/chat/ai-assistant'));
    // The chat page is built now (no 建设中 placeholder): its lazy chunk renders the assistant.
    await screen.findByTestId('chat-page', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: MSG_UNDER_CONSTRUCTION })).toBeNull();
    expect(screen.queryByRole('complementary', { name: '扫码关注' })).toBeNull();
    expect(
      within(nav).getByRole('link', { name: SIDEBAR_LABELS.chat }).getAttribute('aria-current'),
    ).toBe('page');
    store.sagaTask.cancel();
  });

  it('hides header, sidebar and panel with os=jzax and caches the choice in sessionStorage', async () => {
    const { router, store } = await renderAt('/classroom/index?os=jzax');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: '扫码关注' })).toBeNull();
    expect(window.sessionStorage.getItem('aita.embed.os')).toBe('jzax');
    await act(() => router.navigate('/ai-course/index'));
    await screen.findByText(SIDEBAR_LABELS.course, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    store.sagaTask.cancel();
  });
});
