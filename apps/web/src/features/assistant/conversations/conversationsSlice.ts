import type { ConversationItem } from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The conversation list of the chat page's left column (spec §7 "AI talk"). */
export interface ConversationsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: ConversationItem[];
  total: number;
  error: string | null;
}

const initialState: ConversationsState = { status: 'idle', list: [], total: 0, error: null };

/** Pinned first, then the most recently active (the server's order, kept after local edits). */
function sortList(list: ConversationItem[]): ConversationItem[] {
  return [...list].sort((a, b) => b.isTop - a.isTop || b.updateTime - a.updateTime);
}

export const conversationsSlice = createSlice({
  name: 'conversations',
  initialState,
  reducers: {
    /** Load (or reload) the list; `identifyNewest` after the first answer of a new conversation. */
    conversationsRefreshed: {
      reducer(state, _action: PayloadAction<{ identifyNewest: boolean }>) {
        if (state.status === 'idle') state.status = 'loading';
      },
      prepare(payload?: { identifyNewest: boolean }) {
        return { payload: payload ?? { identifyNewest: false } };
      },
    },
    conversationsLoaded(state, action: PayloadAction<{ list: ConversationItem[]; total: number }>) {
      state.status = 'ready';
      state.list = action.payload.list;
      state.total = action.payload.total;
      state.error = null;
    },
    conversationsFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    /** 置顶 / 取消置顶. */
    conversationPinToggled(state, action: PayloadAction<{ id: string; pinned: boolean }>) {
      const item = state.list.find((c) => c.id === action.payload.id);
      if (item) item.isTop = action.payload.pinned ? 1 : 0;
      state.list = sortList(state.list);
    },
    /** 重命名. */
    conversationRenamed(state, action: PayloadAction<{ id: string; title: string }>) {
      const item = state.list.find((c) => c.id === action.payload.id);
      if (item) item.title = action.payload.title;
    },
    /** 删除 (after the confirm). */
    conversationDeleted(state, action: PayloadAction<{ id: string }>) {
      state.list = state.list.filter((c) => c.id !== action.payload.id);
      state.total = Math.max(0, state.total - 1);
    },
    /** Logged out: the list belonged to the previous teacher. */
    conversationsCleared() {
      return initialState;
    },
  },
});

export const {
  conversationsRefreshed,
  conversationsLoaded,
  conversationsFailed,
  conversationPinToggled,
  conversationRenamed,
  conversationDeleted,
  conversationsCleared,
} = conversationsSlice.actions;

type WithConversations = { conversations: ConversationsState };
export const selectConversations = (state: WithConversations) => state.conversations.list;
export const selectConversationsStatus = (state: WithConversations) => state.conversations.status;
