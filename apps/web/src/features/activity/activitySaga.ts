import { fetchActivityInfo } from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { loggedOut, userInfoReceived } from '../identity';
import { activityReceived, activityRequested } from './activitySlice';

/** Loads `POST /v1/activity/info`; a failure keeps the banner hidden. */
export function* loadActivity() {
  const client = yield* apiClient();
  try {
    yield* put(activityReceived(yield* call(fetchActivityInfo, client)));
  } catch (_error) {
    // No banner is better than a broken one.
  }
}

/**
 * The activity watcher: loads on request and again when the teacher changes (the jump URL
 * carries the teacher's token).
 */
export function* watchActivity() {
  yield* takeLatest([activityRequested, userInfoReceived, loggedOut], loadActivity);
}
