import { addRecentApp, addRecentAssistant, fetchBookDetail, isApiError } from '@aita/api';
import { Code } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { toastError } from '../../../shared/saga/errorToast';
import { loginRequested, userInfoReceived, selectIsLoggedIn } from '../../identity';
import { favouritesRequested } from '../favourites/favouritesSlice';
import { appDialogShown, appOpened, bookDialogShown, membershipDialogShown } from './appOpenSlice';
import { openTarget } from './openTarget';

/** Why login was asked for, when an anonymous teacher opens a nobook app. */
export const LOGIN_REASON_NOBOOK = 'nobook';

/**
 * A nobook app, for a logged-in teacher: the server decides (`POST /v1/member/book/detail`,
 * docs/membership.md "Virtual lab") from the membership it has now, not from the badge this page
 * remembers. A member gets the app's page in the app dialog; 40003 (not a member) shows the
 * membership dialog; anything else (40004 not a nobook app, a network failure) is an error toast
 * with the server's msg or 网络异常，暂无数据 (§8 "Nobook … exceptions") and opens nothing.
 */
export function* openBook(app: { appId: number; name: string }) {
  const client = yield* apiClient();
  try {
    const detail = yield* call(fetchBookDetail, client, app.appId);
    yield* put(bookDialogShown({ name: detail.name, url: detail.url }));
  } catch (error) {
    if (isApiError(error) && error.code === Code.FORBIDDEN) {
      yield* put(membershipDialogShown(app.name));
    } else {
      yield* call(toastError, error);
    }
  }
}

/**
 * An app was opened. Logged in: record it (`/v1/aitalk/mylist/add`, or the assistant list);
 * failures there never block the teacher. nobook: the server's decision ({@link openBook}), or
 * for an anonymous teacher the pending nobook request (appId and name, 5 minutes) and login (§4).
 * Others: the app dialog.
 */
export function* openApp(action: ReturnType<typeof appOpened>) {
  const app = action.payload;
  const client = yield* apiClient();
  const { intents } = yield* appPorts();
  const loggedIn = yield* select(selectIsLoggedIn);
  const target = openTarget(app);
  if (target.kind === 'membership') {
    if (!loggedIn) {
      intents.saveNobook({ appId: app.appId, name: app.name });
      yield* put(loginRequested({ reason: LOGIN_REASON_NOBOOK }));
      return;
    }
    yield* call(openBook, app);
  } else if (target.kind === 'dialog') {
    yield* put(appDialogShown(app));
  }
  if (loggedIn) {
    try {
      if (app.category === 'aiassistant') yield* call(addRecentAssistant, client, app.appId);
      else yield* call(addRecentApp, client, app.appId);
      // 最近使用 (and the strip beside it) show the app at once.
      yield* put(favouritesRequested());
    } catch (_error) {
      // The recent list is a convenience: opening goes on.
    }
  }
}

/**
 * §4: after login, resume a pending nobook request (valid 5 minutes): the server decides, as
 * for a click ({@link openBook}).
 */
export function* resumeNobook() {
  const { intents } = yield* appPorts();
  const pending = intents.nobook.consume();
  if (pending) yield* call(openBook, pending);
}

/** The appOpen watcher. */
export function* watchAppOpen() {
  yield* takeEvery(appOpened, openApp);
  yield* takeLatest(userInfoReceived, resumeNobook);
}
