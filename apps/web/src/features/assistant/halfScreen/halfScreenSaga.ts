import { fetchHalfscreenInfo, isApiError } from '@aita/api';
import { MSG_OPERATION_FAILED } from '@aita/core';
import { call, put } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { toastShown } from '../../../shared/toast/toastSlice';
import { halfScreenOpened } from '../chatSlice';
import type { halfScreenRequested } from './halfScreenState';

/**
 * 并排打开: the server decides what the panel loads (the app's embedded page, never the whole
 * site) and how wide it is; an unknown or offline app is a toast, not an empty panel.
 */
export function* onHalfScreenRequested(action: ReturnType<typeof halfScreenRequested>) {
  const client = yield* apiClient();
  try {
    const info = yield* call(fetchHalfscreenInfo, client, { uri: action.payload.uri });
    yield* put(
      halfScreenOpened({
        uri: info.app.uri,
        name: info.app.name,
        src: info.src,
        widthPercent: info.widthPercent,
      }),
    );
  } catch (error) {
    const text = isApiError(error) && error.kind === 'business' ? error.msg : MSG_OPERATION_FAILED;
    yield* put(toastShown({ kind: 'error', text }));
  }
}
