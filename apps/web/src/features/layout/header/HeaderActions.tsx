import { Button, type UserMenuItem } from '@aita/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { ROUTES } from '../../../shared/routes';
import {
  ordersDialogRequested,
  purchaseDialogRequested,
  MEMBERSHIP_LABELS,
} from '../../membership';
import {
  orgSwitchRequested,
  profileDialogOpened,
  selectSwitchingOrg,
  selectIsLoggedIn,
  selectIsVip,
  selectOrgList,
  selectCurOrgId,
  selectUser,
  loginRequested,
  logoutRequested,
  AUTH_LABELS,
} from '../../identity';

const menus = () => import('./headerMenus');
const UserMenu = lazy(async () => ({ default: (await menus()).UserMenu }));
const OrgSwitcher = lazy(async () => ({ default: (await menus()).OrgSwitcher }));

/** Shown while the user info or the menus' chunk is on its way. */
const avatarPlaceholder = (
  <span className="size-8 animate-pulse rounded-full bg-primary-50" aria-hidden="true" />
);

/**
 * The header's right side (§2 layout, §4, §6): 登录 when anonymous; when logged in the school
 * dropdown (several schools), the avatar with the VIP badge and the user menu, whose first items
 * are 开通会员 (续费会员 for a member) and 我的订单 (docs/membership-web.md).
 */
export function HeaderActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const vip = useAppSelector((state) => selectIsVip(state));
  const orgs = useAppSelector(selectOrgList);
  const curOrgId = useAppSelector(selectCurOrgId);
  const switching = useAppSelector(selectSwitchingOrg);

  const items = useMemo<UserMenuItem[]>(
    () => [
      {
        key: 'membership',
        label: vip ? MEMBERSHIP_LABELS.renew : MEMBERSHIP_LABELS.buy,
        highlight: true,
        onSelect: () => dispatch(purchaseDialogRequested({ source: 'user-menu' })),
      },
      {
        key: 'orders',
        label: MEMBERSHIP_LABELS.orders,
        onSelect: () => dispatch(ordersDialogRequested({ source: 'user-menu' })),
      },
      { key: 'my', label: AUTH_LABELS.personalCenter, onSelect: () => void navigate(ROUTES.my) },
      {
        key: 'account',
        label: AUTH_LABELS.accountInfo,
        onSelect: () => dispatch(profileDialogOpened('account')),
      },
      {
        key: 'periodSubject',
        label: AUTH_LABELS.switchPeriodSubject,
        onSelect: () => dispatch(profileDialogOpened('periodSubject')),
      },
      { key: 'logout', label: AUTH_LABELS.logout, onSelect: () => dispatch(logoutRequested()) },
    ],
    [dispatch, navigate, vip],
  );

  if (!loggedIn) {
    return (
      <Button
        size="sm"
        padding={5}
        data-testid="login-button"
        onClick={() => dispatch(loginRequested({ reason: 'header' }))}
      >
        {AUTH_LABELS.login}
      </Button>
    );
  }
  if (!user) return avatarPlaceholder;
  return (
    <Suspense fallback={avatarPlaceholder}>
      {orgs.length > 1 ? (
        <OrgSwitcher
          orgs={orgs}
          currentId={curOrgId}
          disabled={switching}
          onSwitch={(orgId) => {
            if (orgId !== curOrgId) dispatch(orgSwitchRequested(orgId));
          }}
        />
      ) : null}
      <UserMenu name={user.uname} avatar={user.avatar} vip={vip} items={items} />
    </Suspense>
  );
}
