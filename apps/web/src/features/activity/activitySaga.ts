import { call, put, takeLatest } from 'typed-redux-saga';
import type { AppServices } from '../../app/services';
import { loggedOut } from '../identity/auth/authSlice';
import { userInfoReceived } from '../identity/user/userSlice';
import { activityReceived, activityRequested } from './activitySlice';

/** Loads `POST /v1/activity/info`; a failure keeps the banner hidden. */
export function* loadActivity(services: AppServices) {
  try {
    yield* put(activityReceived(yield* call([services, services.fetchActivityInfo])));
  } catch (_error) {
    // No banner is better than a broken one.
  }
}

/**
 * The activity watcher: loads on request and again when the teacher changes (the jump URL
 * carries the teacher's token).
 */
export function* watchActivity(services: AppServices) {
  yield* takeLatest([activityRequested, userInfoReceived, loggedOut], loadActivity, services);
}
