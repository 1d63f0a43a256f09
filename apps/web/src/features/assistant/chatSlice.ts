import type { PendingNewHomeRequest } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity';
import { clearMessages, initialChatState } from './chatState';
import { composerReducers } from './composer/composerReducers';
import { logReducers } from './conversations/logReducers';
import { streamReducers } from './stream/streamReducers';
import { welcomeReducers } from './welcome/welcomeReducers';
import { initialWelcome } from './welcome/welcomeState';
import { webResultsReducers } from './webResults/webResultsReducers';
import { halfScreenReducers } from './halfScreen/halfScreenState';

export { initialChatState, type ChatState } from './chatState';
export type { ChatMessage, LoadedExchange } from './messages/messagesState';
export type { QuestionInput } from './stream/streamReducers';

/**
 * The chat panel (spec §2 "Assistant panel and chat", §4 statuses and stream lifecycle, §5
 * send rules): one slice, its reducers kept by concern in the sub-folders (stream, welcome,
 * composer, web results, conversation log). Actions read as events; the sagas drive the stream.
 */
export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /**
     * The chat page opened (`/chat/index` or `/chat/{uri}`), with the question of a new-home
     * send when it brought one (the saga asks it).
     */
    chatEntered(
      state,
      action: PayloadAction<{ uri: string | null; request?: PendingNewHomeRequest }>,
    ) {
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
      state.halfScreen = null;
    },
    ...welcomeReducers,
    ...composerReducers,
    ...streamReducers,
    ...logReducers,
    ...webResultsReducers,
    ...halfScreenReducers,
  },
  extraReducers: (builder) => {
    // Another teacher may log in next (a shared school computer): nothing of this one's
    // conversation, pasted images or web results stays; only the route's app is kept.
    builder.addCase(loggedOut, (state) => ({
      ...initialChatState,
      uri: state.uri,
      appId: state.appId,
      welcome: state.welcome,
      deepThink: state.deepThink,
      network: state.network,
    }));
  },
});

export const {
  chatEntered,
  chatLeft,
  halfScreenOpened,
  halfScreenClosed,
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
  answerResumeRequested,
  answerResumeStarted,
  answerReplaced,
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
  entitlementChecked,
  formOpened,
  formClosed,
  answerRated,
  reportTagsLoaded,
} = chatSlice.actions;
