import { call, cancelled, put, takeLatest } from 'typed-redux-saga';
import { errorMessage, type AppServices } from '../../app/services';
import { appListFailed, appListReceived, appListRequested } from './appCenterSlice';

/**
 * Loads the list for one request; a failure becomes `appListFailed` with its Chinese text.
 * When cancelled (a newer request under `takeLatest`), the HTTP call is aborted too.
 */
export function* loadAppList(services: AppServices, action: ReturnType<typeof appListRequested>) {
  const controller = new AbortController();
  try {
    const list = yield* call([services, services.fetchAppIndexList], action.payload, {
      signal: controller.signal,
    });
    yield* put(appListReceived(list));
  } catch (error) {
    yield* put(appListFailed({ message: errorMessage(error) }));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/**
 * Watches `appListRequested`. `takeLatest`: a retry or a new query cancels the request in
 * flight, so an older answer can never overwrite a newer one.
 */
export function* watchAppCenter(services: AppServices) {
  yield* takeLatest(appListRequested, loadAppList, services);
}
