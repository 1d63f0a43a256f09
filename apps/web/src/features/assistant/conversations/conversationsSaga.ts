import {
  deleteConversation,
  fetchConversations,
  isApiError,
  renameConversation,
  updateConversationPin,
} from '@aita/api';
import { LIST_PAGE_SIZE_MAX, MSG_OPERATION_FAILED, MSG_SET_OK } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { loggedOut, userInfoReceived, selectIsLoggedIn } from '../../identity';
import { conversationIdentified, conversationRemoved } from '../chatSlice';
import type { ChatState } from '../chatSlice';
import { toastShown } from '../../../shared/toast/toastSlice';
import {
  conversationDeleted,
  conversationPinToggled,
  conversationRenamed,
  conversationsCleared,
  conversationsFailed,
  conversationsLoaded,
  conversationsRefreshed,
} from './conversationsSlice';
import { apiClient } from '../../../shared/ports/context';

/** Conversations listed in the left column (one page; pinned ones come first). */
export const CONVERSATION_PAGE_SIZE = LIST_PAGE_SIZE_MAX;

const messageOf = (error: unknown) =>
  isApiError(error) && error.msg ? error.msg : MSG_OPERATION_FAILED;

function* refresh(action: ReturnType<typeof conversationsRefreshed>) {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) return;
  try {
    const page = yield* call(fetchConversations, yield* apiClient(), {
      page: 1,
      pageSize: CONVERSATION_PAGE_SIZE,
    });
    yield* put(conversationsLoaded(page));
    const current = yield* select((s: { chat: ChatState }) => s.chat.conversationId);
    if (action.payload.identifyNewest && current === null) {
      // The stream tells only the logId: the conversation the answer just finished is the one
      // with the latest updateTime (every finished answer touches it; docs/chat-web.md).
      const newest = [...page.list].sort((a, b) => b.updateTime - a.updateTime)[0];
      if (newest) yield* put(conversationIdentified({ id: newest.id }));
    }
  } catch (error) {
    yield* put(conversationsFailed({ error: messageOf(error) }));
  }
}

function* pin(action: ReturnType<typeof conversationPinToggled>) {
  try {
    const { id, pinned } = action.payload;
    yield* call(
      updateConversationPin,
      yield* apiClient(),
      id,
      pinned ? (1 as const) : (0 as const),
    );
    yield* put(toastShown({ kind: 'success', text: MSG_SET_OK }));
  } catch (error) {
    yield* put(toastShown({ kind: 'error', text: messageOf(error) }));
  }
  yield* put(conversationsRefreshed());
}

function* rename(action: ReturnType<typeof conversationRenamed>) {
  try {
    yield* call(renameConversation, yield* apiClient(), action.payload.id, action.payload.title);
  } catch (error) {
    yield* put(toastShown({ kind: 'error', text: messageOf(error) }));
  }
  yield* put(conversationsRefreshed());
}

function* remove(action: ReturnType<typeof conversationDeleted>) {
  try {
    yield* call(deleteConversation, yield* apiClient(), action.payload.id);
    yield* put(conversationRemoved({ id: action.payload.id }));
  } catch (error) {
    yield* put(toastShown({ kind: 'error', text: messageOf(error) }));
    yield* put(conversationsRefreshed());
  }
}

/** The conversation list (spec §7 "AI talk"): load, pin, rename, delete; cleared on logout. */
export function* watchConversations() {
  yield* takeLatest(conversationsRefreshed, refresh);
  yield* takeEvery(userInfoReceived, function* () {
    yield* put(conversationsRefreshed());
  });
  yield* takeEvery(conversationPinToggled, pin);
  yield* takeEvery(conversationRenamed, rename);
  yield* takeEvery(conversationDeleted, remove);
  yield* takeEvery(loggedOut, function* () {
    yield* put(conversationsCleared());
  });
}
