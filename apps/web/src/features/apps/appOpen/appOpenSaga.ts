import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import type { AppServices } from '../../../app/services';
import { loginRequested } from '../../identity/auth/authSlice';
import { userInfoReceived } from '../../identity/user/userSlice';
import { selectIsLoggedIn } from '../../identity/user/userSelectors';
import { appDialogShown, appOpened, membershipDialogShown } from './appOpenSlice';
import { openTarget } from './openTarget';

/** Why login was asked for, when an anonymous teacher opens a nobook app. */
export const LOGIN_REASON_NOBOOK = 'nobook';

/**
 * An app was opened. Logged in: record it (`/v1/aitalk/mylist/add`, or the assistant list);
 * failures there never block the teacher. nobook: the membership dialog, or for an anonymous
 * teacher the pending nobook request (5 minutes) and login (§4). Others: the app dialog.
 */
export function* openApp(services: AppServices, action: ReturnType<typeof appOpened>) {
  const app = action.payload;
  const loggedIn = yield* select(selectIsLoggedIn);
  const target = openTarget(app);
  if (target.kind === 'membership') {
    if (!loggedIn) {
      services.intents.saveNobook(app.name);
      yield* put(loginRequested({ reason: LOGIN_REASON_NOBOOK }));
      return;
    }
    yield* put(membershipDialogShown(app.name));
  } else if (target.kind === 'dialog') {
    yield* put(appDialogShown(app));
  }
  if (loggedIn) {
    try {
      yield* call([services, services.addRecentApp], app);
    } catch (_error) {
      // The recent list is a convenience: opening goes on.
    }
  }
}

/** §4: after login, resume a pending nobook request (valid 5 minutes). */
export function* resumeNobook(services: AppServices) {
  const pending = services.intents.nobook.consume();
  if (pending) yield* put(membershipDialogShown(pending.name));
}

/** The appOpen watcher. */
export function* watchAppOpen(services: AppServices) {
  yield* takeEvery(appOpened, openApp, services);
  yield* takeLatest(userInfoReceived, resumeNobook, services);
}
