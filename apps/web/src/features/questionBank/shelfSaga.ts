import { fetchSimilarQuestions, updateQuestionFavourite } from '@aita/api';
import { MSG_FAVOURITE_ADDED, MSG_FAVOURITE_REMOVED } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { loadQuestions } from './questionBankSaga';
import { favouriteUpdated, selectBank } from './questionBankSlice';
import {
  favouriteToggleRequested,
  similarFailed,
  similarReceived,
  similarRequested,
} from './shelfSlice';

/**
 * Stars or unstars a question, then the card follows the server's answer and a toast says so.
 * In 我的收藏 an unstarred question leaves the list (it is reloaded). A refusal is a toast.
 */
export function* toggleFavourite(action: ReturnType<typeof favouriteToggleRequested>) {
  const client = yield* apiClient();
  try {
    const { questionId, isFavourite } = yield* call(
      updateQuestionFavourite,
      client,
      action.payload.questionId,
      action.payload.status,
    );
    yield* put(favouriteUpdated({ questionId, isFavourite }));
    yield* put(
      toastShown({
        kind: 'success',
        text: isFavourite === 1 ? MSG_FAVOURITE_ADDED : MSG_FAVOURITE_REMOVED,
      }),
    );
    const { view } = yield* select(selectBank);
    if (view === 'favourites' && isFavourite === 0) yield* call(loadQuestions);
  } catch (error) {
    yield* call(toastError, error);
  }
}

/** Asks the server for the questions similar to the dialog's source (latest wins). */
export function* loadSimilar(action: ReturnType<typeof similarRequested>) {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchSimilarQuestions, client, action.payload.questionId);
    yield* put(similarReceived(list));
  } catch (error) {
    yield* put(similarFailed(errorMessage(error)));
  }
}

/** 收藏 and 相似题 of the bank's pages. */
export function* watchShelf() {
  yield* takeEvery(favouriteToggleRequested, toggleFavourite);
  yield* takeLatest(similarRequested, loadSimilar);
}
