import { isApiError } from '@aita/api';
import { MSG_NETWORK_ERROR } from '@aita/core';
import { put } from 'typed-redux-saga';
import { toastShown } from '../toast/toastSlice';

/**
 * The Chinese message of a failed call: the server's msg for a business code, 网络异常，暂无数据
 * for every transport failure (§8); anything unexpected also reads as the network message.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.msg) return error.msg;
  return MSG_NETWORK_ERROR;
}

/**
 * Shows a failed call as an error toast with {@link errorMessage}'s text (§8) and returns the
 * text, for sagas that also keep it in their state.
 */
export function* toastError(error: unknown) {
  const text = errorMessage(error);
  yield* put(toastShown({ kind: 'error', text }));
  return text;
}
