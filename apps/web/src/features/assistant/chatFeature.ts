import type { LazyFeature } from '../../shared/lazyFeature';
import { watchConversations } from './conversations/conversationsSaga';
import { conversationsSlice } from './conversations/conversationsSlice';
import { watchChat } from './chatSaga';
import { chatSlice } from './chatSlice';

/**
 * Chat and conversations (spec §2 "Assistant panel and chat"): slices and sagas that only the
 * chat routes need, so they live in the chat chunk, not the home's initial JavaScript.
 */
export const chatFeature: LazyFeature = {
  name: 'chat',
  slices: [chatSlice, conversationsSlice],
  watchers: [
    function* chat() {
      yield* watchChat();
    },
    watchConversations,
  ],
};
