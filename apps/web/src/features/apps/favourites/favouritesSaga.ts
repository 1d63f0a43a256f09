import {
  Code,
  MSG_AUTO_COLLECT_FAILED_MANUAL,
  MSG_COLLECT_CANCEL_OK,
  MSG_COLLECT_OK,
  MSG_LOGIN_AUTO_COLLECTED,
  MSG_OPERATION_FAILED,
} from '@aita/core';
import {
  fetchFavourites,
  fetchRecentApps,
  isApiError,
  updateFavourite,
  type FavouriteStatus,
} from '@aita/api';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { loginRequested, userInfoReceived, selectIsLoggedIn } from '../../identity';
import { toastShown } from '../../../shared/toast/toastSlice';
import {
  favouriteChanged,
  favouriteFailed,
  favouritesFailed,
  favouritesReceived,
  favouritesRequested,
  favouriteToggled,
  recentAppsReceived,
  makeSelectIsCollected,
} from './favouritesSlice';

/** Why login was asked for, when an anonymous teacher clicks a star. */
export const LOGIN_REASON_FAVOURITE = 'favourite';

/** §8 "Collect failure": the server's msg for a business code; 操作失败，请重试 otherwise. */
function collectFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'business' && error.msg) return error.msg;
  return MSG_OPERATION_FAILED;
}

/** Loads the favourites strip (login required; failures leave the strip empty and quiet). */
export function* loadFavourites() {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchFavourites, client);
    yield* put(favouritesReceived(list));
  } catch (_error) {
    yield* put(favouritesFailed());
  }
  // 最近使用 loads with the strip (the same identity change); a failure leaves it hidden.
  try {
    const { list } = yield* call(fetchRecentApps, client);
    yield* put(recentAppsReceived(list));
  } catch (_error) {
    yield* put(recentAppsReceived([]));
  }
}

/**
 * §4 "Favourite": a logged-in click collects (status 1) or cancels (status 0) and updates in
 * place with 收藏成功 / 取消收藏成功; an anonymous click stores the pending favourite (24 h) and
 * fires the login event.
 */
export function* toggleFavourite(action: ReturnType<typeof favouriteToggled>) {
  const app = action.payload;
  const client = yield* apiClient();
  const { intents } = yield* appPorts();
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) {
    intents.saveFavourite(app.appId);
    yield* put(favouriteFailed({ appId: app.appId }));
    yield* put(loginRequested({ reason: LOGIN_REASON_FAVOURITE }));
    return;
  }
  const collected = yield* select(makeSelectIsCollected(app.appId));
  const next: FavouriteStatus = collected ? 0 : 1;
  try {
    yield* call(updateFavourite, client, app.appId, next);
    yield* put(favouriteChanged({ appId: app.appId, isCollect: next, app }));
    yield* put(
      toastShown({ kind: 'success', text: next === 1 ? MSG_COLLECT_OK : MSG_COLLECT_CANCEL_OK }),
    );
  } catch (error) {
    yield* put(favouriteFailed({ appId: app.appId }));
    // 20100/20200 are handled by the client (token cleared); ask for login again.
    if (isApiError(error) && error.code === Code.NOT_LOGGED_IN) {
      intents.saveFavourite(app.appId);
      yield* put(loginRequested({ reason: LOGIN_REASON_FAVOURITE }));
      return;
    }
    yield* put(toastShown({ kind: 'error', text: collectFailureText(error) }));
  }
}

/**
 * After login (and at start-up with a valid token): collect the pending favourite, if any
 * (登录成功，已自动添加收藏, or 自动收藏失败，请手动收藏), then load the strip.
 */
export function* resumeAfterLogin() {
  const client = yield* apiClient();
  const { intents } = yield* appPorts();
  const pending = intents.favourite.consume();
  if (pending) {
    try {
      yield* call(updateFavourite, client, pending.appId, 1 as FavouriteStatus);
      yield* put(favouriteChanged({ appId: pending.appId, isCollect: 1 }));
      yield* put(toastShown({ kind: 'success', text: MSG_LOGIN_AUTO_COLLECTED }));
    } catch (_error) {
      yield* put(toastShown({ kind: 'error', text: MSG_AUTO_COLLECT_FAILED_MANUAL }));
    }
  }
  yield* put(favouritesRequested());
}

/** The favourites watcher. */
export function* watchFavourites() {
  yield* takeLatest(favouritesRequested, loadFavourites);
  yield* takeEvery(favouriteToggled, toggleFavourite);
  yield* takeLatest(userInfoReceived, resumeAfterLogin);
}
