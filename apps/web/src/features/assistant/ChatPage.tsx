import type { ConversationItem } from '@aita/api';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../shared/hooks';
import { ROUTES } from '../../shared/routes';
import { AssistantPanel } from './AssistantPanel';
import { loadRichText } from './messages/richText';
import { ConversationList } from './conversations/ConversationList';
import { conversationsRefreshed } from './conversations/conversationsSlice';
import { chatEntered, chatLeft, conversationSelected, newConversationStarted } from './chatSlice';

/** Router state that asks the page to open a conversation on arrival. */
interface ChatLocationState {
  conversationId?: string;
}

/**
 * `/chat/index` (named `chat`) and `/chat/{uri}` (named `chatWithUri`), spec §2: the conversation
 * list on the left, the assistant panel in the middle. Leaving the page cancels a running
 * answer (the saga closes its stream).
 */
export function ChatPage() {
  const { uri } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const chatUri = uri ?? null;
  const requested = (location.state as ChatLocationState | null)?.conversationId;

  useEffect(() => {
    void loadRichText();
    dispatch(chatEntered({ uri: chatUri }));
    dispatch(conversationsRefreshed());
    if (requested) dispatch(conversationSelected({ id: requested }));
  }, [dispatch, chatUri, requested]);
  useEffect(() => () => void dispatch(chatLeft()), [dispatch]);

  const onSelect = useCallback(
    (item: ConversationItem) => {
      const target = item.uri ? ROUTES.chatWithUri(item.uri) : ROUTES.chat;
      if (target === location.pathname) dispatch(conversationSelected({ id: item.id }));
      else navigate(target, { state: { conversationId: item.id } satisfies ChatLocationState });
    },
    [dispatch, location.pathname, navigate],
  );
  const onNew = useCallback(() => {
    if (location.pathname === ROUTES.chat) dispatch(newConversationStarted());
    else navigate(ROUTES.chat);
  }, [dispatch, location.pathname, navigate]);

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px]" data-testid="chat-page">
      <aside className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
        <ConversationList onSelect={onSelect} onNew={onNew} />
      </aside>
      <div className="min-w-0 flex-1">
        <AssistantPanel />
      </div>
    </div>
  );
}
