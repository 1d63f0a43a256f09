import { fetchConversationLog, isApiError, type ConversationMessageItem } from '@aita/api';
import {
  AI_STATUS_COMPLETE,
  AI_STATUS_GENERATING,
  CONVERSATION_LOG_PAGE_SIZE,
  messageForAiStatus,
  MSG_AI_UNABLE,
  MSG_OPERATION_FAILED,
} from '@aita/core';
import { call, put, select } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { toastError } from '../../../shared/saga/errorToast';
import { toastShown } from '../../../shared/toast/toastSlice';
import type { WithChat } from '../chatState';
import {
  answerResumeRequested,
  conversationLogFailed,
  conversationLogLoaded,
  earlierMessagesFailed,
  earlierMessagesLoaded,
  networkResultsRequested,
  type conversationSelected,
} from '../chatSlice';
import type { LoadedExchange } from '../messages/messagesState';

/**
 * Exchanges per page of a reopened conversation: the newest page first, then 加载更早的消息
 * (docs/chat-web.md "Long conversations"); core's, shared with whoever pages the same way.
 */
export { CONVERSATION_LOG_PAGE_SIZE };

/** The notice of a stored exchange's status (§8), or of one cut while generating. */
function noticeOf(item: ConversationMessageItem): string | undefined {
  if (item.status === AI_STATUS_COMPLETE || item.status === AI_STATUS_GENERATING) return undefined;
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
    form: item.form ?? undefined,
    useful: item.useful ?? undefined,
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
export function* loadConversation(action: ReturnType<typeof conversationSelected>) {
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
    // The last answer is still being generated (a reload mid-answer): re-attach to it.
    const last = exchanges.at(-1);
    if (last?.status === AI_STATUS_GENERATING) {
      yield* put(answerResumeRequested({ logId: last.logId }));
    }
  } catch (error) {
    yield* put(conversationLogFailed());
    yield* put(
      toastShown({ kind: 'error', text: isApiError(error) ? error.msg : MSG_OPERATION_FAILED }),
    );
  }
}

/** 加载更早的消息: the page before the oldest exchange shown, put in front. */
export function* loadEarlier() {
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
    yield* call(toastError, error);
  }
}
