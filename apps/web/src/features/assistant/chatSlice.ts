import type { WebSearchResult } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity/auth/authSlice';
import {
  pastedImageReducers,
  type PastedImage,
  type PastedImageInfo,
} from '../../shared/upload/pastedImages';

/**
 * One message of the chat (spec §3 "Assistant message": type, content, isWelcome, logId,
 * networkNumber, isNetworkSearch), plus what the panel shows while it streams.
 */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  /** The question, or the answer so far (deltas appended). */
  content: string;
  isWelcome?: boolean;
  logId?: string;
  /** From `ai-networking` (§3). */
  networkNumber?: number;
  isNetworkSearch?: boolean;
  /** Deep-think reasoning so far. */
  reasoning?: string;
  /** Epoch ms of the first reasoning delta and of the first answer delta after it. */
  thinkStartedAt?: number;
  thinkEndedAt?: number;
  /**
   * `streaming` while generated; `done` (status 3); `stopped` (the teacher pressed 停止);
   * `failed` (status 4/5, a stream error or a send exception: `notice` says which).
   */
  phase: 'streaming' | 'done' | 'stopped' | 'failed';
  /** The final status (3, 4, 5) when the stream completed. */
  finalStatus?: number;
  /** The §8 text shown under the answer (status 4/5, stream error, send exception). */
  notice?: string;
  imgUrls?: string[];
}

/** Where the welcome text comes from (spec §2, §8 "Assistant config load failure"). */
export interface WelcomeState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  text: string;
  /** 1 when no model is configured: the panel says so (ARCHITECTURE "honest defaults"). */
  isOffline: boolean;
  /** Whether the network / deep-think toggles are offered. */
  offerNetwork: boolean;
  offerDeepThink: boolean;
  appName: string;
  appLogo: string;
}

/** The web-search drawer (spec §2: 400 px, right) and the results cache of the hover cards. */
export interface DrawerState {
  open: boolean;
  logId: string | null;
  /** The citation number to highlight, when opened from `[n]`. */
  focus: number | null;
}

export interface NetworkResultsEntry {
  status: 'loading' | 'ready' | 'failed';
  list: WebSearchResult[];
  error?: string;
}

/**
 * The earlier exchanges of a reopened conversation not shown yet (加载更早的消息): the log is
 * read from the newest page back (docs/chat-web.md "Long conversations").
 */
export interface EarlierState {
  /** The server said older exchanges exist before `oldestLogId`. */
  hasMore: boolean;
  /** The oldest stored exchange shown: the cursor of the next page. */
  oldestLogId: string | null;
  status: 'idle' | 'loading' | 'failed';
}

export interface ChatState {
  /** The chat route's app (`/chat/{uri}`), `null` for the assistant (`/chat/index`). */
  uri: string | null;
  appId: number | null;
  welcome: WelcomeState;
  ids: string[];
  entities: Record<string, ChatMessage>;
  /** `idle`; `sending` until the first event; `streaming` while an answer is generated (§5). */
  phase: 'idle' | 'sending' | 'streaming';
  /** The message being generated. */
  activeId: string | null;
  deepThink: boolean;
  network: boolean;
  /** The conversation shown (from the list, or found after the first answer). */
  conversationId: string | null;
  /** logId of the last exchange: the next question continues the conversation. */
  lastLogId: string | null;
  /** Loading a conversation's log. */
  logStatus: 'idle' | 'loading' | 'failed';
  earlier: EarlierState;
  /** Images pasted into the question box (sent with the next question as `imgUrls`). */
  images: PastedImage[];
  drawer: DrawerState;
  results: Record<string, NetworkResultsEntry>;
  nextId: number;
}

const initialWelcome: WelcomeState = {
  status: 'idle',
  text: '',
  isOffline: false,
  offerNetwork: true,
  offerDeepThink: true,
  appName: '',
  appLogo: '',
};

export const initialChatState: ChatState = {
  uri: null,
  appId: null,
  welcome: initialWelcome,
  ids: [],
  entities: {},
  phase: 'idle',
  activeId: null,
  deepThink: false,
  network: false,
  conversationId: null,
  lastLogId: null,
  logStatus: 'idle',
  earlier: { hasMore: false, oldestLogId: null, status: 'idle' },
  images: [],
  drawer: { open: false, logId: null, focus: null },
  results: {},
  nextId: 1,
};

/** What a question carries (§7: deep think 1/0, network 2/0, images). */
export interface QuestionInput {
  content: string;
  deepThink: boolean;
  network: boolean;
  imgUrls?: string[];
}

/** A stored exchange turned into two messages (`/v1/aitalk/log/list`). */
export interface LoadedExchange {
  logId: string;
  question: string;
  answer: string;
  reasoning: string;
  status: number;
  imgUrls: string[];
  networkNumber: number;
  isNetworkSearch: boolean;
  notice?: string;
}

function add(state: ChatState, message: Omit<ChatMessage, 'id'>): string {
  const id = `m${state.nextId}`;
  state.nextId += 1;
  state.ids.push(id);
  state.entities[id] = { ...message, id };
  return id;
}

/** The two messages of a stored exchange. */
function exchangeMessages(item: LoadedExchange): Omit<ChatMessage, 'id'>[] {
  return [
    { type: 'user', content: item.question, phase: 'done', imgUrls: item.imgUrls },
    {
      type: 'ai',
      content: item.answer,
      reasoning: item.reasoning || undefined,
      logId: item.logId,
      networkNumber: item.isNetworkSearch ? item.networkNumber : undefined,
      isNetworkSearch: item.isNetworkSearch,
      finalStatus: item.status,
      phase: item.notice ? 'failed' : 'done',
      notice: item.notice,
    },
  ];
}

function clearMessages(state: ChatState) {
  state.earlier = { hasMore: false, oldestLogId: null, status: 'idle' };
  state.ids = [];
  state.entities = {};
  state.activeId = null;
  state.phase = 'idle';
  state.lastLogId = null;
  state.conversationId = null;
}

/**
 * The chat panel (spec §2 "Assistant panel and chat", §4 statuses and stream lifecycle, §5
 * send rules). Actions read as events; the chat saga drives the stream.
 */
export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** The chat page opened (`/chat/index` or `/chat/{uri}`). */
    chatEntered(state, action: PayloadAction<{ uri: string | null }>) {
      const uri = action.payload.uri;
      if (state.uri !== uri) {
        clearMessages(state);
        state.welcome = initialWelcome;
        state.appId = null;
      }
      state.uri = uri;
    },
    /** The teacher left the chat page: any stream is cancelled by the saga. */
    chatLeft(state) {
      state.drawer.open = false;
    },
    welcomeLoading(state) {
      state.welcome.status = 'loading';
    },
    welcomeLoaded(state, action: PayloadAction<Omit<WelcomeState, 'status'> & { appId?: number }>) {
      const { appId, ...welcome } = action.payload;
      state.welcome = { ...welcome, status: 'ready' };
      state.appId = appId ?? null;
      if (!welcome.offerNetwork) state.network = false;
      if (!welcome.offerDeepThink) state.deepThink = false;
    },
    /** §8: the config failed: the default welcome. */
    welcomeFailed(state, action: PayloadAction<{ text: string }>) {
      state.welcome = { ...initialWelcome, status: 'failed', text: action.payload.text };
    },
    deepThinkToggled(state, action: PayloadAction<boolean>) {
      state.deepThink = action.payload;
    },
    networkToggled(state, action: PayloadAction<boolean>) {
      state.network = action.payload;
    },
    /** The teacher sends a question (the saga checks login first, §5). */
    questionAsked(_state, _action: PayloadAction<QuestionInput>) {},
    /** The question passed the login check: its message and the answer's placeholder. */
    questionSent(state, action: PayloadAction<QuestionInput & { userId?: string; aiId?: string }>) {
      const { content, imgUrls, network } = action.payload;
      add(state, { type: 'user', content, phase: 'done', imgUrls });
      // The pasted images went with the question.
      state.images = [];
      state.activeId = add(state, {
        type: 'ai',
        content: '',
        phase: 'streaming',
        isNetworkSearch: network,
      });
      state.phase = 'sending';
    },
    /** `ai-networking`: web search ran and found `networkNumber` pages. */
    networkingReceived(state, action: PayloadAction<{ networkNumber: number; logId: string }>) {
      const message = state.activeId ? state.entities[state.activeId] : undefined;
      if (!message) return;
      message.networkNumber = action.payload.networkNumber;
      message.isNetworkSearch = true;
      if (action.payload.logId) message.logId = action.payload.logId;
      state.phase = 'streaming';
    },
    /** Deltas of one animation frame, joined (one store update per frame). */
    answerChunkReceived(
      state,
      action: PayloadAction<{ answer: string; reasoning: string; logId?: string; at: number }>,
    ) {
      const message = state.activeId ? state.entities[state.activeId] : undefined;
      if (!message) return;
      const { answer, reasoning, logId, at } = action.payload;
      if (reasoning) {
        message.reasoning = (message.reasoning ?? '') + reasoning;
        message.thinkStartedAt ??= at;
      }
      if (answer) {
        if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= at;
        message.content += answer;
      }
      if (logId) message.logId = logId;
      state.phase = 'streaming';
    },
    /** The stream completed with status 3, 4 or 5 (§4); 4/5 carry their §8 notice. */
    answerCompleted(
      state,
      action: PayloadAction<{ status: number; logId?: string; notice?: string; at: number }>,
    ) {
      const message = state.activeId ? state.entities[state.activeId] : undefined;
      if (message) {
        const { status, logId, notice, at } = action.payload;
        message.finalStatus = status;
        message.phase = notice ? 'failed' : 'done';
        if (notice) message.notice = notice;
        if (logId) message.logId = logId;
        if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= at;
        if (message.logId) state.lastLogId = message.logId;
      }
      state.phase = 'idle';
      state.activeId = null;
    },
    /** The teacher pressed 停止 or left: what was produced stays (the server stores it). */
    answerStopped(state, action: PayloadAction<{ at: number }>) {
      const message = state.activeId ? state.entities[state.activeId] : undefined;
      if (message) {
        message.phase = 'stopped';
        if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= action.payload.at;
        if (message.logId) state.lastLogId = message.logId;
      }
      state.phase = 'idle';
      state.activeId = null;
    },
    /** A stream error or a send exception (§8): the notice replaces an empty answer. */
    answerFailed(state, action: PayloadAction<{ notice: string; at: number }>) {
      const message = state.activeId ? state.entities[state.activeId] : undefined;
      if (message) {
        message.phase = 'failed';
        message.notice = action.payload.notice;
        if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= action.payload.at;
        if (message.logId) state.lastLogId = message.logId;
      }
      state.phase = 'idle';
      state.activeId = null;
    },
    /** The server refused before streaming because the teacher is not logged in (20100). */
    questionWithdrawn(state) {
      const ai = state.activeId;
      if (ai) {
        const index = state.ids.indexOf(ai);
        const removed = state.ids.splice(index - 1, 2);
        for (const id of removed) delete state.entities[id];
      }
      state.phase = 'idle';
      state.activeId = null;
    },
    stopRequested() {},
    /** 新建对话: an empty chat with the welcome. */
    newConversationStarted(state) {
      clearMessages(state);
      state.logStatus = 'idle';
    },
    /** A conversation of the list was chosen: its log is loaded and continued. */
    conversationSelected(state, action: PayloadAction<{ id: string }>) {
      clearMessages(state);
      state.conversationId = action.payload.id;
      state.logStatus = 'loading';
    },
    /** The newest page of a reopened conversation (oldest first); `hasMore`: older ones exist. */
    conversationLogLoaded(
      state,
      action: PayloadAction<{ id: string; list: LoadedExchange[]; hasMore: boolean }>,
    ) {
      const { id, list, hasMore } = action.payload;
      if (state.conversationId !== id) return;
      for (const item of list) for (const message of exchangeMessages(item)) add(state, message);
      state.lastLogId = list.at(-1)?.logId ?? null;
      state.logStatus = 'idle';
      state.earlier = { hasMore, oldestLogId: list[0]?.logId ?? null, status: 'idle' };
    },
    /** 加载更早的消息: the page before the oldest exchange shown is requested. */
    earlierMessagesRequested(state) {
      const { earlier } = state;
      if (!earlier.hasMore || !earlier.oldestLogId || earlier.status === 'loading') return;
      earlier.status = 'loading';
    },
    /** The earlier page (oldest first), put before the messages shown. */
    earlierMessagesLoaded(
      state,
      action: PayloadAction<{ id: string; list: LoadedExchange[]; hasMore: boolean }>,
    ) {
      const { id, list, hasMore } = action.payload;
      if (state.conversationId !== id) return;
      const ids: string[] = [];
      for (const item of list) {
        for (const message of exchangeMessages(item)) {
          const messageId = `m${state.nextId}`;
          state.nextId += 1;
          ids.push(messageId);
          state.entities[messageId] = { ...message, id: messageId };
        }
      }
      state.ids.unshift(...ids);
      state.earlier = {
        hasMore,
        oldestLogId: list[0]?.logId ?? state.earlier.oldestLogId,
        status: 'idle',
      };
    },
    earlierMessagesFailed(state, action: PayloadAction<{ id: string }>) {
      if (state.conversationId === action.payload.id) state.earlier.status = 'failed';
    },
    conversationLogFailed(state) {
      state.logStatus = 'failed';
    },
    /** The conversation a new question created (found after its first answer). */
    conversationIdentified(state, action: PayloadAction<{ id: string }>) {
      state.conversationId = action.payload.id;
    },
    /** The shown conversation was deleted. */
    conversationRemoved(state, action: PayloadAction<{ id: string }>) {
      if (state.conversationId === action.payload.id) clearMessages(state);
    },
    /** Open the web-search drawer for an answer (optionally on citation `[n]`). */
    drawerOpened(state, action: PayloadAction<{ logId: string; focus?: number }>) {
      state.drawer = {
        open: true,
        logId: action.payload.logId,
        focus: action.payload.focus ?? null,
      };
    },
    drawerClosed(state) {
      state.drawer.open = false;
    },
    networkResultsRequested(_state, _action: PayloadAction<{ logId: string }>) {},
    networkResultsLoading(state, action: PayloadAction<{ logId: string }>) {
      state.results[action.payload.logId] = { status: 'loading', list: [] };
    },
    networkResultsLoaded(state, action: PayloadAction<{ logId: string; list: WebSearchResult[] }>) {
      state.results[action.payload.logId] = { status: 'ready', list: action.payload.list };
    },
    networkResultsFailed(state, action: PayloadAction<{ logId: string; error: string }>) {
      state.results[action.payload.logId] = {
        status: 'failed',
        list: [],
        error: action.payload.error,
      };
    },
    /**
     * An image was pasted into the question box; its file waits in `upload/pastedImages` for
     * the upload saga. §4: pasting turns network search off (its toggle hides meanwhile).
     */
    imagePasted(state, action: PayloadAction<PastedImageInfo>) {
      pastedImageReducers.added(state.images, action.payload);
      state.network = false;
    },
    imageUploaded(state, action: PayloadAction<{ id: string; url: string }>) {
      pastedImageReducers.uploaded(state.images, action.payload);
    },
    imageUploadFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      pastedImageReducers.failed(state.images, action.payload);
    },
    imageRemoved(state, action: PayloadAction<string>) {
      pastedImageReducers.removed(state.images, action.payload);
    },
    /** 复制 on an answer (the component copies; the saga shows 复制成功). */
    answerCopied(_state, _action: PayloadAction<{ ok: boolean }>) {},
  },
  extraReducers: (builder) => {
    // Another teacher may log in next: nothing pasted by this one is sent for them.
    builder.addCase(loggedOut, (state) => {
      state.images = [];
    });
  },
});

export const {
  chatEntered,
  chatLeft,
  welcomeLoading,
  welcomeLoaded,
  welcomeFailed,
  deepThinkToggled,
  networkToggled,
  questionAsked,
  questionSent,
  networkingReceived,
  answerChunkReceived,
  answerCompleted,
  answerStopped,
  answerFailed,
  questionWithdrawn,
  stopRequested,
  newConversationStarted,
  conversationSelected,
  conversationLogLoaded,
  conversationLogFailed,
  earlierMessagesRequested,
  earlierMessagesLoaded,
  earlierMessagesFailed,
  conversationIdentified,
  conversationRemoved,
  drawerOpened,
  drawerClosed,
  networkResultsRequested,
  networkResultsLoading,
  networkResultsLoaded,
  networkResultsFailed,
  imagePasted,
  imageUploaded,
  imageUploadFailed,
  imageRemoved,
  answerCopied,
} = chatSlice.actions;
