import type { PayloadAction } from '@reduxjs/toolkit';
import { clearMessages, type ChatState } from '../chatState';
import {
  appendMessage,
  exchangeMessages,
  prependExchanges,
  type LoadedExchange,
} from '../messages/messagesState';

/** A page of a conversation's log, oldest first; `hasMore`: older exchanges exist. */
type LogPage = PayloadAction<{ id: string; list: LoadedExchange[]; hasMore: boolean }>;

/**
 * The conversation log's reducers: which conversation is shown, its newest page, the earlier
 * pages (加载更早的消息, docs/chat-web.md "Long conversations").
 */
export const logReducers = {
  /** 新建对话: an empty chat with the welcome. */
  newConversationStarted(state: ChatState) {
    clearMessages(state);
    state.logStatus = 'idle';
  },
  /** A conversation of the list was chosen: its log is loaded and continued. */
  conversationSelected(state: ChatState, action: PayloadAction<{ id: string }>) {
    clearMessages(state);
    state.conversationId = action.payload.id;
    state.logStatus = 'loading';
  },
  /** The newest page of a reopened conversation (oldest first); `hasMore`: older ones exist. */
  conversationLogLoaded(state: ChatState, action: LogPage) {
    const { id, list, hasMore } = action.payload;
    if (state.conversationId !== id) return;
    for (const item of list) {
      for (const message of exchangeMessages(item)) appendMessage(state, message);
    }
    state.lastLogId = list.at(-1)?.logId ?? null;
    state.logStatus = 'idle';
    state.earlier = { hasMore, oldestLogId: list[0]?.logId ?? null, status: 'idle' };
  },
  conversationLogFailed(state: ChatState) {
    state.logStatus = 'failed';
  },
  /** 加载更早的消息: the page before the oldest exchange shown is requested. */
  earlierMessagesRequested(state: ChatState) {
    const { earlier } = state;
    if (!earlier.hasMore || !earlier.oldestLogId || earlier.status === 'loading') return;
    earlier.status = 'loading';
  },
  /** The earlier page (oldest first), put before the messages shown. */
  earlierMessagesLoaded(state: ChatState, action: LogPage) {
    const { id, list, hasMore } = action.payload;
    if (state.conversationId !== id) return;
    prependExchanges(state, list);
    state.earlier = {
      hasMore,
      oldestLogId: list[0]?.logId ?? state.earlier.oldestLogId,
      status: 'idle',
    };
  },
  earlierMessagesFailed(state: ChatState, action: PayloadAction<{ id: string }>) {
    if (state.conversationId === action.payload.id) state.earlier.status = 'failed';
  },
  /** The conversation a new question created (found after its first answer). */
  conversationIdentified(state: ChatState, action: PayloadAction<{ id: string }>) {
    state.conversationId = action.payload.id;
  },
  /** The shown conversation was deleted. */
  conversationRemoved(state: ChatState, action: PayloadAction<{ id: string }>) {
    if (state.conversationId === action.payload.id) clearMessages(state);
  },
};
