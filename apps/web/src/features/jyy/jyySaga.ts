import { fetchJyyTabs } from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import { jyyTabsFailed, jyyTabsReceived, jyyTabsRequested } from './jyySlice';

/** `/v1/jyy/config/tabList`: the top tabs and subjects of the embedded mode. */
export function* loadJyyTabs() {
  const client = yield* apiClient();
  try {
    yield* put(jyyTabsReceived(yield* call(fetchJyyTabs, client)));
  } catch (error) {
    yield* put(jyyTabsFailed(errorMessage(error)));
  }
}

export function* watchJyy() {
  yield* takeLatest(jyyTabsRequested, loadJyyTabs);
}
