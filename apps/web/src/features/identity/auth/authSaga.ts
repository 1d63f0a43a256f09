import { fetchUserInfo, isApiError, logoutUser, reportEvent, ticketLogin } from '@aita/api';
import { Code, type LoginSource, type UserInfo } from '@aita/core';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import {
  apiClient,
  appPorts,
  type BrowserPort,
  type SessionPort,
} from '../../../shared/ports/context';
import { ROUTES } from '../../../shared/routes';
import { errorMessage } from '../../../shared/saga/errorToast';
import { toastShown } from '../../../shared/toast/toastSlice';
import { forgetPastedFiles } from '../../../shared/upload/pastedImages';
import { forgetPendingFiles } from '../profile/pendingFiles';
import { userInfoReceived } from '../user/userSlice';
import { adoptLandingToken } from '../security/accountSwitch';
import {
  adClickIdsKept,
  authReady,
  loggedOut,
  loginFrameMessage,
  loginOverlayClosed,
  loginSucceeded,
  logoutRequested,
  navigationRequested,
  routeReloaded,
  tokenRestored,
  type AuthState,
} from './authSlice';
import { adClickIdsOf } from './loginFrame';
import { trackingContext } from './tracking';

/** Tracking event sent after a successful login (§4 "tracks success"). */
export const LOGIN_SUCCESS_EVENT = 'login_success';

/** What the start-up found in the landing URL. */
interface LandingCredentials {
  token: string | null;
  tokenSource: LoginSource;
  ticket: string | null;
}

/**
 * Reads `token` and `ticket` from the landing URL and removes them (and /sso) from the address
 * bar at once (§4, docs/identity-web.md): `/sso?token=…` becomes `/home/index`, other pages keep
 * their path and the rest of their query. Synchronous, so it runs before the router starts.
 */
export function takeLandingCredentials(browser: BrowserPort): LandingCredentials {
  const url = new URL(browser.currentUrl());
  const onSso = url.pathname === ROUTES.sso || url.pathname === `${ROUTES.sso}/`;
  const token = url.searchParams.get('token');
  const ticket = url.searchParams.get('ticket');
  if (token !== null || ticket !== null || onSso) {
    url.searchParams.delete('token');
    url.searchParams.delete('ticket');
    if (onSso) url.pathname = ROUTES.home;
    const query = url.searchParams.toString();
    browser.replaceUrl(`${url.pathname}${query ? `?${query}` : ''}${url.hash}`);
  }
  return {
    token: token?.trim() ? token.trim() : null,
    tokenSource: onSso ? 'sso' : 'param',
    ticket: ticket?.trim() ? ticket.trim() : null,
  };
}

/** Fetches the user info and puts `userInfoReceived`; returns it, or null when it failed. */
export function* loadUserInfo() {
  const client = yield* apiClient();
  try {
    const user = yield* call(fetchUserInfo, client);
    yield* put(userInfoReceived(user));
    return user;
  } catch (error) {
    // 20100/20200: the API client has cleared the token (and reloads on 20200, §8); the
    // token-cleared channel puts loggedOut. A network failure keeps the token for later.
    if (!isApiError(error) || error.kind !== 'business') {
      console.warn('[auth] user info failed', error);
    }
    return null;
  }
}

/** Sends the §4 login success event with the §4/§9 tracking identity; never fails the login. */
function* trackLoginSuccess(user: UserInfo | null, source: LoginSource) {
  const client = yield* apiClient();
  const { browser } = yield* appPorts();
  try {
    const context = trackingContext(user, Date.now(), browser.userAgent());
    yield* call(reportEvent, client, LOGIN_SUCCESS_EVENT, { ...context, source });
  } catch (error) {
    console.warn('[auth] login tracking failed', error);
  }
}

/** After a token was stored: user info, tracking (§4). */
function* completeLogin(source: LoginSource) {
  yield* put(loginSucceeded({ source }));
  const user = yield* call(loadUserInfo);
  yield* fork(trackLoginSuccess, user, source);
  return user;
}

/**
 * Start-up (§4): token or /sso link (30-day cookie), else ticket login (a failure cleans the
 * URL and goes on anonymous, or with the token already stored), then the user info when a token
 * is stored.
 */
export function* startUp() {
  const client = yield* apiClient();
  const { browser, session } = yield* appPorts();
  const landing = takeLandingCredentials(browser);
  const adIds = adClickIdsOf(new URL(browser.currentUrl()).search);
  if (Object.keys(adIds).length > 0) yield* put(adClickIdsKept(adIds));

  if (landing.token) {
    // Another teacher's token while one is logged in is not adopted without asking.
    const adopted = yield* call(adoptLandingToken, landing.token, landing.tokenSource);
    yield* put(tokenRestored({ hasToken: true }));
    if (adopted) yield* completeLogin(landing.tokenSource);
    else yield* call(loadUserInfo);
    yield* put(authReady());
    return;
  }
  yield* put(tokenRestored({ hasToken: session.readToken() !== '' }));
  if (landing.ticket) {
    try {
      const { token } = yield* call(ticketLogin, client, landing.ticket);
      session.storeToken(token, 'ticket');
      yield* completeLogin('ticket');
      yield* put(authReady());
      return;
    } catch (error) {
      // §4 "Failed ticket login: the query is cleaned off the URL and the flow goes on."
      yield* put(toastShown({ kind: 'warning', text: errorMessage(error) }));
    }
  }
  if (session.readToken()) yield* call(loadUserInfo);
  yield* put(authReady());
}

/** §4 login frame messages: close hides; success stores, refreshes, tracks, reloads the route. */
function* onFrameMessage(action: ReturnType<typeof loginFrameMessage>) {
  const message = action.payload;
  if (message.type === 'close') {
    yield* put(loginOverlayClosed());
    return;
  }
  const { session } = yield* appPorts();
  session.storeToken(message.token, 'frame');
  yield* completeLogin('frame');
  yield* put(routeReloaded());
}

/**
 * §4 logout: revoke on the server, clear the token, the stored intents and every held file,
 * then `loggedOut` (each slice drops its per-user state) and go home replacing the current
 * history entry (docs/identity.md "Logout scope").
 */
function* onLogout() {
  const client = yield* apiClient();
  const { session, intents, basket } = yield* appPorts();
  try {
    yield* call(logoutUser, client);
  } catch (error) {
    // The token is dropped locally whatever the server said (it may be unreachable).
    console.warn('[auth] logout call failed', error);
  }
  session.clearToken();
  intents.clearAll();
  basket.clear();
  forgetPendingFiles();
  forgetPastedFiles();
  yield* put(loggedOut());
  yield* put(navigationRequested({ to: ROUTES.home, replace: true }));
}

function tokenClearedChannel(session: SessionPort): EventChannel<true> {
  return eventChannel((emit) => session.subscribeTokenCleared(() => emit(true)));
}

/** Codes 20100/11100/20200 cleared the token in the API client (§8): the teacher is logged out. */
function* watchTokenCleared() {
  const { session } = yield* appPorts();
  const channel = yield* call(tokenClearedChannel, session);
  try {
    for (;;) {
      yield* take(channel);
      const hasToken = yield* select((state: { auth: AuthState }) => state.auth.hasToken);
      if (hasToken) yield* put(loggedOut());
    }
  } finally {
    channel.close();
  }
}

/** The identity feature's watcher (rootSaga). */
export function* watchAuth() {
  yield* fork(watchTokenCleared);
  yield* takeEvery(loginFrameMessage, onFrameMessage);
  yield* takeLatest(logoutRequested, onLogout);
  yield* call(startUp);
}

/** Whether `error` is the avatar provider's credential code (11100, §8). */
export function isProviderCredentialError(error: unknown): boolean {
  return isApiError(error) && error.code === Code.PROVIDER_CREDENTIAL;
}
