import {
  isApiError,
  resumeAssistantAnswer,
  stopAssistantAnswer,
  type ApiClient,
  type AssistantQuestionBody,
  type AssistantStreamCallbacks,
} from '@aita/api';
import {
  AI_STATUS_COMPLETE,
  Code,
  DEEP_THINK_OFF,
  DEEP_THINK_ON,
  messageForAiStatus,
  MSG_AI_STREAM_ERROR,
  MSG_AI_UNABLE,
  MSG_SEND_FAILED,
  MSG_SEND_NETWORK_ERROR,
  NETWORK_SEARCH_OFF,
  NETWORK_SEARCH_ON,
} from '@aita/core';
import { call, cancelled, put, race, select, spawn, take } from 'typed-redux-saga';
import type { EventChannel } from 'redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { toastShown } from '../../../shared/toast/toastSlice';
import { isUploading, MSG_IMAGES_UPLOADING } from '../../../shared/upload/pastedImages';
import { loginRequested, selectIsLoggedIn } from '../../identity';
import type { WithChat } from '../chatState';
import {
  answerChunkReceived,
  answerCompleted,
  answerFailed,
  answerReplaced,
  answerResumeStarted,
  answerStopped,
  chatEntered,
  chatLeft,
  conversationIdentified,
  conversationSelected,
  networkingReceived,
  networkResultsRequested,
  newConversationStarted,
  questionSent,
  questionWithdrawn,
  stopRequested,
  type answerResumeRequested,
  type questionAsked,
} from '../chatSlice';
import { conversationsRefreshed } from '../conversations/conversationsSlice';
import { createAnswerChannel, type AnswerEvent, type FrameScheduler } from './answerChannel';
import type { QuestionInput } from './streamReducers';

/** Actions that end a running answer: 停止, leaving the page, another or a new conversation. */
const STOPPERS = [
  stopRequested.type,
  chatLeft.type,
  conversationSelected.type,
  newConversationStarted.type,
  chatEntered.type,
];

/** §8 rows for a stream that could not be opened; returns true when it was handled as login. */
function* reportOpenFailure(error: unknown, now: () => number) {
  if (isApiError(error) && error.kind === 'business') {
    if (error.code === Code.NOT_LOGGED_IN || error.code === Code.TOKEN_EXPIRED) {
      // §5 "Sending needs login, else the login event fires": the question goes back to the box.
      yield* put(questionWithdrawn());
      yield* put(loginRequested({ reason: 'chat' }));
      return;
    }
    // 40001, 42900 (limits), 40004: the server's msg, in the chat and as a toast.
    yield* put(answerFailed({ notice: error.msg, at: now() }));
    yield* put(toastShown({ kind: 'error', text: error.msg }));
    return;
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    // §8 "Send exception": 网络连接异常，请检查网络后重试。 + toast 发送失败，请检查网络.
    yield* put(answerFailed({ notice: MSG_SEND_NETWORK_ERROR, at: now() }));
    yield* put(toastShown({ kind: 'error', text: MSG_SEND_FAILED }));
    return;
  }
  // §8 "Stream error" (non-OK status, neither stream nor envelope): apology + toast.
  yield* put(answerFailed({ notice: MSG_AI_UNABLE, at: now() }));
  yield* put(toastShown({ kind: 'error', text: MSG_AI_STREAM_ERROR }));
}

/** The answer being streamed, as far as the saga knows it (for 停止 on the server). */
interface AnswerRef {
  logId?: string;
}

/**
 * Reads one answer's channel into the store until it ends; cancelled by 停止 or by leaving: the
 * channel closes the stream, the partial answer stays and the input is enabled again.
 */
function* consumeAnswer(
  chan: EventChannel<AnswerEvent>,
  ref: AnswerRef,
  options: { isNewConversation: boolean; resumed: boolean },
  now: () => number,
) {
  const { isNewConversation, resumed } = options;
  let first = resumed;
  try {
    for (;;) {
      const event = yield* take(chan);
      if (event.kind === 'networking') {
        yield* put(networkingReceived({ networkNumber: event.networkNumber, logId: event.logId }));
        if (event.logId) yield* put(networkResultsRequested({ logId: event.logId }));
      } else if (event.kind === 'chunk') {
        if (event.logId) ref.logId = event.logId;
        // The new conversation is named at once, so its URL (?c=) survives a reload.
        if (isNewConversation && event.conversationId) {
          yield* put(conversationIdentified({ id: event.conversationId }));
        }
        if (first) {
          // A resumed stream starts with the whole text so far.
          first = false;
          yield* put(answerReplaced({ answer: event.answer, reasoning: event.reasoning }));
        } else {
          yield* put(
            answerChunkReceived({
              answer: event.answer,
              reasoning: event.reasoning,
              logId: event.logId,
              at: now(),
            }),
          );
        }
      } else if (event.kind === 'failed') {
        yield* call(reportOpenFailure, event.error, now);
        return;
      } else {
        const { result } = event;
        if (result.state === 'completed') {
          yield* put(
            answerCompleted({
              status: result.finalStatus ?? AI_STATUS_COMPLETE,
              logId: result.logId,
              notice: messageForAiStatus(result.finalStatus ?? AI_STATUS_COMPLETE),
              at: now(),
            }),
          );
        } else if (result.state === 'closed') {
          yield* put(answerStopped({ at: now() }));
        } else {
          // §8 "Stream error": the apology in the chat and the toast AI对话出错，请重试.
          yield* put(answerFailed({ notice: MSG_AI_UNABLE, at: now() }));
          yield* put(toastShown({ kind: 'error', text: MSG_AI_STREAM_ERROR }));
        }
        // The final event names the conversation; guessing the newest is only the fallback for
        // a stream cut before it (docs/chat-web.md).
        const named = isNewConversation ? result.conversationId : undefined;
        if (named) yield* put(conversationIdentified({ id: named }));
        yield* put(conversationsRefreshed({ identifyNewest: isNewConversation && !named }));
        return;
      }
    }
  } finally {
    if (yield* cancelled()) {
      chan.close();
      yield* put(answerStopped({ at: now() }));
      yield* put(conversationsRefreshed({ identifyNewest: isNewConversation && !ref.logId }));
    }
  }
}

/**
 * One question, one stream, one saga (spec §4, §5, §8; CONVENTIONS "Streams use eventChannel
 * with try/finally and `if (yield cancelled()) chan.close()`"). The question is resumable: the
 * server keeps generating when the page reloads or the connection drops, and only 停止 ends it
 * there (docs/chat-web.md "Resuming an answer"). Never re-POSTs on its own.
 */
export function* askQuestion(
  input: QuestionInput,
  frame: FrameScheduler,
  now: () => number,
  ref: AnswerRef = {},
) {
  const state = yield* select((s: WithChat) => s.chat);
  const body: AssistantQuestionBody = {
    content: input.content,
    type: 'normal',
    isNetwork: input.network ? NETWORK_SEARCH_ON : NETWORK_SEARCH_OFF,
    isDeepThink: input.deepThink ? DEEP_THINK_ON : DEEP_THINK_OFF,
    resumable: 1,
  };
  if (input.imgUrls && input.imgUrls.length > 0) body.imgUrls = input.imgUrls;
  if (input.form) body.form = input.form;
  if (state.lastLogId) body.logId = state.lastLogId;
  else if (state.appId !== null) body.appId = state.appId;
  const isNewConversation = !state.lastLogId;

  yield* put(questionSent(input));
  const chan = yield* call(createAnswerChannel, yield* apiClient(), body, frame);
  yield* call(consumeAnswer, chan, ref, { isNewConversation, resumed: false }, now);
}

/** 停止 ends the answer on the server too (leaving, or another conversation, does not). */
function* stopOnServer(ref: AnswerRef) {
  if (!ref.logId) return;
  try {
    yield* call(stopAssistantAnswer, yield* apiClient(), ref.logId);
  } catch {
    // Already over, or offline: the server ends it at its time limit.
  }
}

/** Re-attaches to an answer still being generated (a reopened conversation, a reload). */
export function* resumeAnswer(
  logId: string,
  frame: FrameScheduler,
  now: () => number,
  ref: AnswerRef,
) {
  yield* put(answerResumeStarted({ logId }));
  const active = yield* select((s: WithChat) => s.chat.activeId);
  if (!active) return;
  ref.logId = logId;
  const client = yield* apiClient();
  const open = (c: ApiClient, callbacks: AssistantStreamCallbacks) =>
    resumeAssistantAnswer(c, logId, callbacks);
  const chan = yield* call(createAnswerChannel, client, { logId }, frame, open);
  yield* call(consumeAnswer, chan, ref, { isNewConversation: false, resumed: true }, now);
}

export function* onResume(
  action: ReturnType<typeof answerResumeRequested>,
  frame: FrameScheduler,
  now: () => number,
) {
  const ref: AnswerRef = {};
  const result = yield* race({
    answer: call(resumeAnswer, action.payload.logId, frame, now, ref),
    stop: take(STOPPERS),
  });
  if (result.stop?.type === stopRequested.type) yield* spawn(stopOnServer, ref);
}

export function* onQuestion(
  action: ReturnType<typeof questionAsked>,
  frame: FrameScheduler,
  now: () => number,
) {
  const content = action.payload.content.trim();
  if (content === '') return;
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) {
    yield* put(loginRequested({ reason: 'chat' }));
    return;
  }
  const busy = yield* select((s: WithChat) => s.chat.phase !== 'idle');
  if (busy) return;
  // The box holds the send back while images upload; this guards other senders.
  const uploading = yield* select((s: WithChat) => isUploading(s.chat.images));
  if (uploading) {
    yield* put(toastShown({ kind: 'info', text: MSG_IMAGES_UPLOADING }));
    return;
  }
  const ref: AnswerRef = {};
  const result = yield* race({
    answer: call(askQuestion, { ...action.payload, content }, frame, now, ref),
    stop: take(STOPPERS),
  });
  if (result.stop?.type === stopRequested.type) yield* spawn(stopOnServer, ref);
}
