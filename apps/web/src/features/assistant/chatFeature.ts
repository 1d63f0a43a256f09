import type { AppServices } from '../../app/services';
import type { LazyFeature } from '../../app/store';
import { watchConversations } from './conversations/conversationsSaga';
import { conversationsSlice } from './conversations/conversationsSlice';
import { watchChat } from './chatSaga';
import { withChatServices } from './chatServices';
import { chatSlice } from './chatSlice';

/**
 * Chat and conversations (spec §2 "Assistant panel and chat"): slices and sagas that only the
 * chat routes need, so they live in the chat chunk, not the home's initial JavaScript (issue 4).
 */
export const chatFeature: LazyFeature = {
  name: 'chat',
  slices: [chatSlice, conversationsSlice],
  watchers: [
    function* chat(services: AppServices) {
      yield* watchChat(withChatServices(services));
    },
    function* conversations(services: AppServices) {
      yield* watchConversations(withChatServices(services));
    },
  ],
};
