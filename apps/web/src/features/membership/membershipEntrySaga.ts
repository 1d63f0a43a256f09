import { PENDING_NOBOOK_LIFETIME_MS } from '@aita/core';
import { delay, put, race, select, take, takeLatest } from 'typed-redux-saga';
import {
  loggedOut,
  loginOverlayClosed,
  loginRequested,
  userInfoReceived,
  selectIsLoggedIn,
} from '../identity';
import {
  memberDialogOpened,
  ordersDialogRequested,
  purchaseDialogRequested,
  type MemberDialog,
} from './membershipEntrySlice';

/** The login reason of an anonymous click on 开通会员 / 我的订单. */
export const LOGIN_REASON_MEMBERSHIP = 'membership';

/**
 * How long an anonymous click waits for the login to finish before it is forgotten: the same
 * 5 minutes as the other membership intent, the pending nobook request (§9).
 */
export const MEMBERSHIP_LOGIN_WAIT_MS = PENDING_NOBOOK_LIFETIME_MS;

/**
 * Opens the asked-for dialog. Anonymous (§4 "Anonymous actions send the user to login. The intent
 * is saved and resumed after login"): login first, then the dialog once the user info arrives.
 * The intent lives in this saga, not in storage: the frame login does not reload the page, and
 * closing the login frame, logging out or 5 minutes drop it.
 */
export function* openMembershipDialog(
  action: ReturnType<typeof purchaseDialogRequested | typeof ordersDialogRequested>,
) {
  const dialog: MemberDialog = purchaseDialogRequested.match(action) ? 'purchase' : 'orders';
  const opened = memberDialogOpened({ dialog, tab: action.payload.tab });
  const loggedIn = yield* select(selectIsLoggedIn);
  if (loggedIn) {
    yield* put(opened);
    return;
  }
  yield* put(loginRequested({ reason: LOGIN_REASON_MEMBERSHIP }));
  const outcome = yield* race({
    user: take(userInfoReceived),
    closed: take(loginOverlayClosed),
    out: take(loggedOut),
    expired: delay(MEMBERSHIP_LOGIN_WAIT_MS),
  });
  if (outcome.user) yield* put(opened);
}

/** The entry watcher (rootSaga): a newer request replaces a waiting one. */
export function* watchMembershipEntry() {
  yield* takeLatest([purchaseDialogRequested, ordersDialogRequested], openMembershipDialog);
}
