// The identity feature (spec §4, §5, §6): login and session (auth), the teacher and their
// schools (user), the profile dialogs. Other features import it only from here.
import { lazyPage } from '../../shared/lazyPage';
import { spawnWatchers } from '../../shared/saga/watchers';
import { watchAuth } from './auth/authSaga';
import { authSlice } from './auth/authSlice';
import { watchProfile } from './profile/profileSaga';
import { profileSlice } from './profile/profileSlice';
import { userSlice } from './user/userSlice';
import { watchSecurity } from './security/securitySaga';
import { securitySlice } from './security/securitySlice';

export { AuthNavigator } from './auth/AuthNavigator';
export { loadUserInfo } from './auth/authSaga';
export {
  loggedOut,
  loginOverlayClosed,
  loginRequested,
  logoutRequested,
  selectAuthReady,
  selectLoginOverlayOpen,
  selectRouteReloads,
} from './auth/authSlice';
export { AUTH_LABELS } from './auth/strings';
/** 账号与安全 on 我的 (its own chunk: its dialogs are not part of any first load). */
export const AccountSecurity = lazyPage(
  () => import('./security/AccountSecurity'),
  'AccountSecurity',
);
export { ProfileDialogsHost } from './profile/ProfileDialogsHost';
export {
  orgJoinRequested,
  orgLeaveRequested,
  orgSwitchRequested,
  profileDialogOpened,
  selectOrgJoin,
  selectSwitchingOrg,
} from './profile/profileSlice';
export { formatDate, PROFILE_LABELS } from './profile/strings';
export {
  selectCurOrgId,
  selectCurrentOrg,
  selectHasOrg,
  selectHiddenSidebarKeys,
  selectIsLoggedIn,
  selectIsVip,
  selectOrgList,
  selectUser,
} from './user/userSelectors';
export { userInfoReceived } from './user/userSlice';

/** The identity slices, for the root reducer. */
export const reducer = {
  auth: authSlice.reducer,
  user: userSlice.reducer,
  profile: profileSlice.reducer,
  security: securitySlice.reducer,
};

/** The identity watchers: start-up login, frame messages, logout, profile and schools. */
export function* saga() {
  yield* spawnWatchers([watchAuth, watchProfile, watchSecurity]);
}
