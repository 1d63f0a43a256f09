import type { AppFormValues } from '@aita/core';
import type { PastedImage } from '../../shared/upload/pastedImages';
import { noEarlier, type EarlierState } from './conversations/logState';
import { messagesAdapter, type MessagesState } from './messages/messagesState';
import { initialWelcome, type WelcomeState } from './welcome/welcomeState';
import type { DrawerState, NetworkResultsEntry } from './webResults/webResultsState';
import type { HalfScreenApp } from './halfScreen/halfScreenState';

/**
 * The chat panel's state, one slice whose parts belong to the sub-folders that change them
 * (lobe-chat's chat store): messages (entity list), stream (`phase`, `activeId`), welcome,
 * composer (toggles, pasted images), web results (drawer, results) and the conversation log.
 */
export interface ChatState extends MessagesState {
  /** The chat route's app (`/chat/{uri}`), `null` for the assistant (`/chat/index`). */
  uri: string | null;
  appId: number | null;
  welcome: WelcomeState;
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
  /** A template app's form shown again (values to start from; null: the defaults). */
  formEdit: { open: boolean; values: AppFormValues | null };
  /** Reason tags offered with 没用, loaded once. */
  reportTags: string[];
  /** The app open beside the conversation (docs/apps.md "Half-screen panel"), if any. */
  halfScreen: HalfScreenApp | null;
}

/** The chat before anything happened. */
export const initialChatState: ChatState = {
  ...messagesAdapter.getInitialState({ nextId: 1 }),
  uri: null,
  appId: null,
  welcome: initialWelcome,
  phase: 'idle',
  activeId: null,
  deepThink: false,
  network: false,
  conversationId: null,
  lastLogId: null,
  logStatus: 'idle',
  earlier: noEarlier,
  images: [],
  drawer: { open: false, logId: null, focus: null },
  results: {},
  formEdit: { open: false, values: null },
  reportTags: [],
  halfScreen: null,
};

/** Empties the conversation shown (a new one, another one, a deleted one, another route). */
export function clearMessages(state: ChatState): void {
  state.earlier = noEarlier;
  messagesAdapter.removeAll(state);
  state.activeId = null;
  state.phase = 'idle';
  state.lastLogId = null;
  state.conversationId = null;
  state.formEdit = { open: false, values: null };
}

/** A chat state reducer's state parameter where the chat slice is mounted. */
export type WithChat = { chat: ChatState };
