// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../../../test/testStore';
import { fakeUser } from '../../../test/userFixture';
import { memberDialogClosed } from '../../membership/membershipEntrySlice';
import { userInfoReceived } from '../../identity/user/userSlice';
import { loginSucceeded } from '../../identity/auth/authSlice';
import { HeaderActions } from './HeaderActions';

afterEach(cleanup);

// jsdom has no ResizeObserver; Headless UI's open menu watches its button with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const teacher = fakeUser;

/** The first import of a lazy chunk is transformed on demand: give it time. */
const LOAD = { timeout: 10_000 };

function renderHeader() {
  // Nothing here calls the API; the address only has to be well-formed.
  const store = createTestStore('http://127.0.0.1:9');
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HeaderActions />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe(HeaderActions.name, () => {
  it('shows 登录 to an anonymous teacher; clicking it opens the login overlay', () => {
    const store = renderHeader();
    fireEvent.click(screen.getByTestId('login-button'));
    expect(store.getState().auth.overlayOpen).toBe(true);
    store.sagaTask.cancel();
  });

  it('shows the default avatar and name, and the VIP badge only while now ≤ vipEndAt', async () => {
    const store = renderHeader();
    act(() => {
      store.dispatch(loginSucceeded({ source: 'frame' }));
      store.dispatch(userInfoReceived(teacher()));
    });
    expect(screen.queryByTestId('login-button')).toBeNull();
    // The menus are a lazy chunk (kept out of the anonymous home's initial JavaScript).
    expect((await screen.findByTestId('user-name', undefined, LOAD)).textContent).toBe('李老师');
    expect(screen.getByRole('img', { name: '李老师' }).textContent).toBe('李');
    expect(screen.queryByTestId('vip-badge')).toBeNull();

    const future = Math.floor(Date.now() / 1000) + 3600;
    act(() => void store.dispatch(userInfoReceived(teacher({ vipEndAt: future }))));
    expect(screen.getByTestId('vip-badge')).toBeTruthy();

    const past = Math.floor(Date.now() / 1000) - 3600;
    act(() => void store.dispatch(userInfoReceived(teacher({ vipEndAt: past, avatar: '/a.png' }))));
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    expect(screen.getByRole('img', { name: '李老师' }).getAttribute('src')).toBe('/a.png');
    store.sagaTask.cancel();
  });

  it('shows the school dropdown only to members of several schools', async () => {
    const store = renderHeader();
    const org = (orgId: number) => ({
      orgId,
      orgName: `学校${orgId}`,
      logo: '',
      background: '',
      isCourseShow: 0,
    });
    act(() => {
      store.dispatch(loginSucceeded({ source: 'frame' }));
      store.dispatch(userInfoReceived(teacher({ orgList: [org(1)], curOrgId: 1 })));
    });
    await screen.findByTestId('user-name', undefined, LOAD);
    expect(screen.queryByTestId('org-switcher')).toBeNull();
    act(() => {
      store.dispatch(userInfoReceived(teacher({ orgList: [org(1), org(2)], curOrgId: 2 })));
    });
    expect((await screen.findByTestId('org-switcher', undefined, LOAD)).textContent).toContain(
      '学校2',
    );
    store.sagaTask.cancel();
  });

  it('offers 开通会员 (续费会员 to a member) and 我的订单 in the user menu; they open the dialogs', async () => {
    const store = renderHeader();
    act(() => {
      store.dispatch(loginSucceeded({ source: 'frame' }));
      store.dispatch(userInfoReceived(teacher()));
    });
    fireEvent.click(await screen.findByTestId('user-menu-button', undefined, LOAD));
    const labels = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(labels.slice(0, 2)).toEqual(['开通会员', '我的订单']);
    fireEvent.click(screen.getByRole('menuitem', { name: '开通会员' }));
    expect(store.getState().membershipEntry.open).toBe('purchase');

    act(() => {
      store.dispatch(memberDialogClosed());
      store.dispatch(userInfoReceived(teacher({ vipEndAt: Math.floor(Date.now() / 1000) + 3600 })));
    });
    fireEvent.click(screen.getByTestId('user-menu-button'));
    expect((await screen.findAllByRole('menuitem'))[0]?.textContent).toBe('续费会员');
    fireEvent.click(screen.getByRole('menuitem', { name: '我的订单' }));
    expect(store.getState().membershipEntry.open).toBe('orders');
    store.sagaTask.cancel();
  });
});
