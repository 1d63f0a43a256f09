import { fetchAppIndexList, searchApps } from '@aita/api';
import { call, cancelled, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { errorMessage } from '../../../shared/saga/errorToast';
import { toastShown } from '../../../shared/toast/toastSlice';
import {
  appListFailed,
  appListReceived,
  appListRequested,
  searchFailed,
  searchResultsReceived,
  searchSubmitted,
} from './appCenterSlice';

/**
 * Loads the list for one request; a failure becomes `appListFailed` with its Chinese text.
 * When cancelled (a newer request under `takeLatest`), the HTTP call is aborted too.
 */
export function* loadAppList(action: ReturnType<typeof appListRequested>) {
  const client = yield* apiClient();
  const controller = new AbortController();
  try {
    const list = yield* call(fetchAppIndexList, client, action.payload, {
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
 * §4 "Search": `POST /v1/app/search`. A failure shows the server msg (non-200 code) or
 * 网络异常，暂无数据 as an error toast (§8) and in place. A newer search cancels this one.
 */
export function* runSearch(action: ReturnType<typeof searchSubmitted>) {
  const client = yield* apiClient();
  const controller = new AbortController();
  try {
    const result = yield* call(searchApps, client, action.payload.trim(), {
      signal: controller.signal,
    });
    yield* put(searchResultsReceived(result));
  } catch (error) {
    const message = errorMessage(error);
    yield* put(searchFailed({ message }));
    yield* put(toastShown({ kind: 'error', text: message }));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/**
 * Watches `appListRequested` and `searchSubmitted`. `takeLatest`: a retry or a new query cancels the request in
 * flight, so an older answer can never overwrite a newer one.
 */
export function* watchAppCenter() {
  yield* takeLatest(appListRequested, loadAppList);
  yield* takeLatest(searchSubmitted, runSearch);
}
