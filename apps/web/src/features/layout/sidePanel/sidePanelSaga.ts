import { call, put, takeLatest } from 'typed-redux-saga';
import type { AppServices } from '../../../app/services';
import { qrCodesFailed, qrCodesReceived, qrCodesRequested } from './sidePanelSlice';

/** Loads `GET /v1/qrcode/list`; on failure the panel keeps its placeholders. */
export function* loadQrCodes(services: AppServices) {
  try {
    yield* put(qrCodesReceived(yield* call([services, services.fetchQrCodes])));
  } catch (_error) {
    yield* put(qrCodesFailed());
  }
}

/** The side panel watcher. */
export function* watchSidePanel(services: AppServices) {
  yield* takeLatest(qrCodesRequested, loadQrCodes, services);
}
