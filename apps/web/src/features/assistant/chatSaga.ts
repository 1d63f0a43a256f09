import {
  fetchAssistantInfo,
  fetchChatUriInfo,
  fetchConversationLog,
  fetchNetworkLog,
  isApiError,
} from '@aita/api';
import type { AssistantQuestionBody, ConversationMessageItem } from '@aita/api';
import {
  AI_STATUS_COMPLETE,
  Code,
  DEEP_THINK_OFF,
  DEEP_THINK_ON,
  messageForAiStatus,
  MSG_AI_STREAM_ERROR,
  MSG_AI_UNABLE,
  MSG_COPY_OK,
  MSG_DEFAULT_WELCOME,
  MSG_NETWORK_LIST_FAILED,
  MSG_OPERATION_FAILED,
  MSG_SEND_FAILED,
  MSG_SEND_NETWORK_ERROR,
  NETWORK_SEARCH_OFF,
  NETWORK_SEARCH_ON,
} from '@aita/core';
import type { AnyAction } from '@reduxjs/toolkit';
import {
  call,
  cancelled,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'typed-redux-saga';
import { loginRequested } from '../identity/auth/authSlice';
import { conversationsRefreshed } from './conversations/conversationsSlice';
import { apiClient, appPorts } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { isUploading, MSG_IMAGES_UPLOADING } from '../../shared/upload/pastedImages';
import { uploadPastedImage } from '../../shared/upload/uploadSaga';
import { selectIsLoggedIn } from '../identity/user/userSelectors';
import { createAnswerChannel, defaultFrame, type FrameScheduler } from './stream/answerChannel';
import {
  answerChunkReceived,
  answerCompleted,
  answerCopied,
  answerFailed,
  answerStopped,
  chatEntered,
  chatLeft,
  conversationIdentified,
  conversationLogFailed,
  conversationLogLoaded,
  conversationSelected,
  earlierMessagesFailed,
  earlierMessagesLoaded,
  earlierMessagesRequested,
  imagePasted,
  imageRemoved,
  imageUploaded,
  imageUploadFailed,
  networkingReceived,
  networkResultsFailed,
  networkResultsLoaded,
  networkResultsLoading,
  networkResultsRequested,
  newConversationStarted,
  questionAsked,
  questionSent,
  questionWithdrawn,
  stopRequested,
  welcomeFailed,
  welcomeLoaded,
  welcomeLoading,
  type ChatState,
  type LoadedExchange,
  type QuestionInput,
} from './chatSlice';

/**
 * Exchanges per page of a reopened conversation: the newest page first, then 加载更早的消息
 * (docs/chat-web.md "Long conversations").
 */
export const CONVERSATION_LOG_PAGE_SIZE = 20;

type WithChat = { chat: ChatState };

/** Options of the chat watcher (tests may pass their own frame scheduler and clock). */
export interface ChatSagaOptions {
  frame?: FrameScheduler;
  now?: () => number;
}

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

/**
 * One question, one stream, one saga (spec §4, §5, §8; CONVENTIONS "Streams use eventChannel
 * with try/finally and `if (yield cancelled()) chan.close()`"). Cancelled by 停止 or by leaving:
 * the channel closes the stream, the partial answer stays and the input is enabled again.
 * Never re-POSTs on its own.
 */
export function* askQuestion(input: QuestionInput, frame: FrameScheduler, now: () => number) {
  const state = yield* select((s: WithChat) => s.chat);
  const body: AssistantQuestionBody = {
    content: input.content,
    type: 'normal',
    isNetwork: input.network ? NETWORK_SEARCH_ON : NETWORK_SEARCH_OFF,
    isDeepThink: input.deepThink ? DEEP_THINK_ON : DEEP_THINK_OFF,
  };
  if (input.imgUrls && input.imgUrls.length > 0) body.imgUrls = input.imgUrls;
  if (state.lastLogId) body.logId = state.lastLogId;
  else if (state.appId !== null) body.appId = state.appId;
  const isNewConversation = !state.lastLogId;

  yield* put(questionSent(input));
  const chan = yield* call(createAnswerChannel, yield* apiClient(), body, frame);
  try {
    for (;;) {
      const event = yield* take(chan);
      if (event.kind === 'networking') {
        yield* put(networkingReceived({ networkNumber: event.networkNumber, logId: event.logId }));
        if (event.logId) yield* put(networkResultsRequested({ logId: event.logId }));
      } else if (event.kind === 'chunk') {
        yield* put(
          answerChunkReceived({
            answer: event.answer,
            reasoning: event.reasoning,
            logId: event.logId,
            at: now(),
          }),
        );
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
      yield* put(conversationsRefreshed({ identifyNewest: isNewConversation }));
    }
  }
}

function* onQuestion(
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
  yield* race({
    answer: call(askQuestion, { ...action.payload, content }, frame, now),
    stop: take(STOPPERS),
  });
}

/** The welcome text of `/chat/index` (assistant config) or `/chat/{uri}` (the app's config). */
function* loadWelcome(action: ReturnType<typeof chatEntered>) {
  const client = yield* apiClient();
  const { uri } = action.payload;
  const current = yield* select((s: WithChat) => s.chat.welcome.status);
  if (current === 'ready' || current === 'loading') return;
  yield* put(welcomeLoading());
  try {
    if (uri) {
      const { app, config } = yield* call(fetchChatUriInfo, client, uri);
      yield* put(
        welcomeLoaded({
          text: config.prologueDesc || MSG_DEFAULT_WELCOME,
          isOffline: config.isOffline === 1,
          offerNetwork: config.isNetwork === NETWORK_SEARCH_ON,
          offerDeepThink: config.isDeepseek === DEEP_THINK_ON,
          appName: app.name,
          appLogo: app.logo,
          appId: app.appId,
        }),
      );
    } else {
      const info = yield* call(fetchAssistantInfo, client);
      yield* put(
        welcomeLoaded({
          text: info.prologueDesc || MSG_DEFAULT_WELCOME,
          isOffline: info.isOffline === 1,
          offerNetwork: info.isNetwork === NETWORK_SEARCH_ON,
          offerDeepThink: true,
          appName: '',
          appLogo: info.logo,
        }),
      );
    }
  } catch (_error) {
    // §8 "Assistant config load failure": the default welcome.
    yield* put(welcomeFailed({ text: MSG_DEFAULT_WELCOME }));
  }
}

/**
 * On arrival at the chat: the pending new-home request (spec §3, §4) is consumed and asked with
 * its deep think, network search and images, once the teacher is logged in.
 */
function* resumeNewHomeRequest() {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) return;
  const { intents } = yield* appPorts();
  const pending = intents.newHome.consume();
  if (!pending || pending.content.trim() === '') return;
  yield* put(
    questionAsked({
      content: pending.content,
      deepThink: Boolean(pending.isDeepThink),
      network: Number(pending.isNetworkSearch) === NETWORK_SEARCH_ON,
      imgUrls: pending.imgUrls.length > 0 ? pending.imgUrls : undefined,
    }),
  );
}

function* onChatEntered(action: ReturnType<typeof chatEntered>) {
  yield* fork(loadWelcome, action);
  yield* call(resumeNewHomeRequest);
}

/** §8 "Web search list failure": msg or 获取联网搜索列表失败. */
function* loadNetworkResults(logId: string) {
  const existing = yield* select((s: WithChat) => s.chat.results[logId]);
  if (existing && existing.status !== 'failed') return;
  yield* put(networkResultsLoading({ logId }));
  try {
    const { list } = yield* call(fetchNetworkLog, yield* apiClient(), logId);
    yield* put(networkResultsLoaded({ logId, list }));
  } catch (error) {
    const text = isApiError(error) && error.kind === 'business' ? error.msg : '';
    yield* put(networkResultsFailed({ logId, error: text || MSG_NETWORK_LIST_FAILED }));
  }
}

/** The notice of a stored exchange's status (§8), or of one cut while generating. */
function noticeOf(item: ConversationMessageItem): string | undefined {
  if (item.status === AI_STATUS_COMPLETE) return undefined;
  return messageForAiStatus(item.status) ?? (item.answer ? undefined : MSG_AI_UNABLE);
}

/** A stored exchange as the slice takes it. */
function toExchange(item: ConversationMessageItem): LoadedExchange {
  return {
    logId: item.logId,
    question: item.question,
    answer: item.answer,
    reasoning: item.reasoning,
    status: item.status,
    imgUrls: item.imgUrls,
    networkNumber: item.networkNumber,
    isNetworkSearch: item.isNetworkSearch,
    notice: noticeOf(item),
  };
}

/** The web results of the exchanges that searched (for their pills and citations). */
function* requestResultsOf(exchanges: readonly LoadedExchange[]) {
  for (const item of exchanges) {
    if (item.isNetworkSearch && item.networkNumber > 0) {
      yield* put(networkResultsRequested({ logId: item.logId }));
    }
  }
}

/**
 * A reopened conversation shows its newest page (the server lists newest first; shown oldest
 * first); older pages come with 加载更早的消息 (docs/chat-web.md "Long conversations").
 */
function* loadConversation(action: ReturnType<typeof conversationSelected>) {
  const { id } = action.payload;
  try {
    const page = yield* call(fetchConversationLog, yield* apiClient(), {
      id,
      order: 'desc' as const,
      pageSize: CONVERSATION_LOG_PAGE_SIZE,
    });
    const exchanges = page.list.map(toExchange).reverse();
    yield* put(conversationLogLoaded({ id, list: exchanges, hasMore: page.hasMore }));
    yield* call(requestResultsOf, exchanges);
  } catch (error) {
    yield* put(conversationLogFailed());
    yield* put(
      toastShown({ kind: 'error', text: isApiError(error) ? error.msg : MSG_OPERATION_FAILED }),
    );
  }
}

/** 加载更早的消息: the page before the oldest exchange shown, put in front. */
function* loadEarlier() {
  const { conversationId, earlier } = yield* select((s: WithChat) => s.chat);
  if (!conversationId || !earlier.oldestLogId || earlier.status !== 'loading') return;
  try {
    const page = yield* call(fetchConversationLog, yield* apiClient(), {
      id: conversationId,
      order: 'desc' as const,
      pageSize: CONVERSATION_LOG_PAGE_SIZE,
      before: earlier.oldestLogId,
    });
    const exchanges = page.list.map(toExchange).reverse();
    yield* put(
      earlierMessagesLoaded({ id: conversationId, list: exchanges, hasMore: page.hasMore }),
    );
    yield* call(requestResultsOf, exchanges);
  } catch (error) {
    yield* put(earlierMessagesFailed({ id: conversationId }));
    yield* put(toastShown({ kind: 'error', text: errorMessage(error) }));
  }
}

/**
 * A pasted image (spec §4): anonymous teachers get the login instead (the upload credential
 * needs it, §6); otherwise the shared upload flow of the new home (compress, credential,
 * ali-oss; §8 failures keep an empty link and are not sent).
 */
function* onImagePasted(action: ReturnType<typeof imagePasted>) {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) {
    yield* put(imageRemoved(action.payload.id));
    yield* put(loginRequested({ reason: 'chat' }));
    return;
  }
  yield* call(uploadPastedImage, action.payload, {
    uploaded: imageUploaded,
    failed: imageUploadFailed,
  });
}

function* onCopied(action: ReturnType<typeof answerCopied>) {
  yield* put(
    toastShown(
      action.payload.ok
        ? { kind: 'success', text: MSG_COPY_OK }
        : { kind: 'error', text: MSG_OPERATION_FAILED },
    ),
  );
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
  for (;;) {
    const action = (yield* take(questionAsked)) as AnyAction as ReturnType<typeof questionAsked>;
    yield* call(onQuestion, action, frame, now);
  }
}
