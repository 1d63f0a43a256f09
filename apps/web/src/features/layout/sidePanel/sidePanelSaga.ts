import { fetchQrCodes } from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { qrCodesFailed, qrCodesReceived, qrCodesRequested } from './sidePanelSlice';

/** Loads `GET /v1/qrcode/list`; on failure the panel keeps its placeholders. */
export function* loadQrCodes() {
  const client = yield* apiClient();
  try {
    yield* put(qrCodesReceived(yield* call(fetchQrCodes, client)));
  } catch (_error) {
    yield* put(qrCodesFailed());
  }
}

/** The side panel watcher. */
export function* watchSidePanel() {
  yield* takeLatest(qrCodesRequested, loadQrCodes);
}
