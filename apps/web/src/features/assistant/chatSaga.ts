import type { AnyAction } from '@reduxjs/toolkit';
import { call, take, takeEvery, takeLatest } from 'typed-redux-saga';
import {
  answerCopied,
  answerRated,
  answerResumeRequested,
  chatEntered,
  conversationSelected,
  earlierMessagesRequested,
  imagePasted,
  networkResultsRequested,
  questionAsked,
} from './chatSlice';
import { onCopied, onImagePasted } from './composer/composerSaga';
import { onRated, onWordExport, wordExportRequested } from './appTools/appToolsSaga';
import { loadConversation, loadEarlier } from './conversations/logSaga';
import { defaultFrame, type FrameScheduler } from './stream/answerChannel';
import { onQuestion, onResume } from './stream/questionSaga';
import { loadNetworkResults } from './webResults/webResultsSaga';
import { onChatEntered } from './welcome/welcomeSaga';
import { halfScreenRequested } from './halfScreen/halfScreenState';
import { onHalfScreenRequested } from './halfScreen/halfScreenSaga';

export { CONVERSATION_LOG_PAGE_SIZE } from './conversations/logSaga';

/** Options of the chat watcher (tests may pass their own frame scheduler and clock). */
export interface ChatSagaOptions {
  frame?: FrameScheduler;
  now?: () => number;
}

/**
 * The chat feature's watcher: questions (one running at a time; each its own stream saga), the
 * welcome, the new-home resume, conversation logs, web results and copy toasts.
 */
export function* watchChat(options: ChatSagaOptions = {}) {
  const frame = options.frame ?? defaultFrame;
  const now = options.now ?? Date.now;
  yield* takeLatest(chatEntered, onChatEntered);
  yield* takeLatest(conversationSelected, loadConversation);
  yield* takeLatest(earlierMessagesRequested, loadEarlier);
  yield* takeEvery(imagePasted, onImagePasted);
  yield* takeEvery(networkResultsRequested, (action: ReturnType<typeof networkResultsRequested>) =>
    loadNetworkResults(action.payload.logId),
  );
  yield* takeEvery(answerCopied, onCopied);
  yield* takeEvery(answerRated, onRated);
  yield* takeEvery(wordExportRequested, onWordExport);
  yield* takeLatest(halfScreenRequested, onHalfScreenRequested);
  yield* takeLatest(answerResumeRequested, (action: ReturnType<typeof answerResumeRequested>) =>
    onResume(action, frame, now),
  );
  for (;;) {
    const action = (yield* take(questionAsked)) as AnyAction as ReturnType<typeof questionAsked>;
    yield* call(onQuestion, action, frame, now);
  }
}
