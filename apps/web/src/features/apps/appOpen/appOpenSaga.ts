import { addRecentApp, addRecentAssistant } from '@aita/api';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { loginRequested, userInfoReceived, selectIsLoggedIn } from '../../identity';
import { appDialogShown, appOpened, membershipDialogShown } from './appOpenSlice';
import { openTarget } from './openTarget';

/** Why login was asked for, when an anonymous teacher opens a nobook app. */
export const LOGIN_REASON_NOBOOK = 'nobook';

/**
 * An app was opened. Logged in: record it (`/v1/aitalk/mylist/add`, or the assistant list);
 * failures there never block the teacher. nobook: the membership dialog, or for an anonymous
 * teacher the pending nobook request (5 minutes) and login (§4). Others: the app dialog.
 */
export function* openApp(action: ReturnType<typeof appOpened>) {
  const app = action.payload;
  const client = yield* apiClient();
  const { intents } = yield* appPorts();
  const loggedIn = yield* select(selectIsLoggedIn);
  const target = openTarget(app);
  if (target.kind === 'membership') {
    if (!loggedIn) {
      intents.saveNobook(app.name);
      yield* put(loginRequested({ reason: LOGIN_REASON_NOBOOK }));
      return;
    }
    yield* put(membershipDialogShown(app.name));
  } else if (target.kind === 'dialog') {
    yield* put(appDialogShown(app));
  }
  if (loggedIn) {
    try {
      if (app.category === 'aiassistant') yield* call(addRecentAssistant, client, app.appId);
      else yield* call(addRecentApp, client, app.appId);
    } catch (_error) {
      // The recent list is a convenience: opening goes on.
    }
  }
}

/** §4: after login, resume a pending nobook request (valid 5 minutes). */
export function* resumeNobook() {
  const { intents } = yield* appPorts();
  const pending = intents.nobook.consume();
  if (pending) yield* put(membershipDialogShown(pending.name));
}

/** The appOpen watcher. */
export function* watchAppOpen() {
  yield* takeEvery(appOpened, openApp);
  yield* takeLatest(userInfoReceived, resumeNobook);
}
