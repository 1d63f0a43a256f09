import type { ConversationItem } from '@aita/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES, type NewHomeChatState } from '../../shared/routes';
import { AssistantPanel } from './AssistantPanel';
import { AreaNotice } from './appTools/AreaNotice';
import { HalfScreenMenu, HalfScreenPanel } from './halfScreen/HalfScreenPanel';
import { selectWelcome } from './chatSelectors';
import { isAppFrame } from '../layout';
import { prefetchRichTextWhenIdle } from './messages/richText';
import { ConversationList } from './conversations/ConversationList';
import { conversationsRefreshed } from './conversations/conversationsSlice';
import { chatEntered, chatLeft, conversationSelected, newConversationStarted } from './chatSlice';

/**
 * Router state that asks the page to open a conversation on arrival, or to ask the question a
 * new-home send brought (`NewHomeChatState`).
 */
interface ChatLocationState extends NewHomeChatState {
  conversationId?: string;
}

/**
 * `/chat/index` (named `chat`) and `/chat/{uri}` (named `chatWithUri`), spec §2: the conversation
 * list on the left, the assistant panel in the middle, an app opened with 并排打开应用 on the right. Leaving the page cancels a running
 * answer (the saga closes its stream).
 */
export function ChatPage() {
  const { uri } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);
  const chatUri = uri ?? null;
  const state = location.state as ChatLocationState | null;
  const requested = state?.conversationId;
  // The new-home question is asked once per arrival: read at mount, taken once (effects may run
  // twice) and off the history entry, so a reload of the chat does not ask it again.
  const [arrivedWith] = useState(() => state?.newHomeRequest);
  const asked = useRef(false);

  useEffect(() => prefetchRichTextWhenIdle(), []);
  useEffect(() => {
    const request = asked.current ? undefined : arrivedWith;
    asked.current = true;
    if (request) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    dispatch(chatEntered({ uri: chatUri, request }));
    dispatch(conversationsRefreshed());
    if (requested) dispatch(conversationSelected({ id: requested }));
    // Only a new route or conversation re-enters; the location's own changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  // embed=1 (the app dialog): the app alone, without the conversation list.
  const framed = isAppFrame(location.search);
  return (
    <div
      className={
        framed
          ? 'flex h-dvh min-h-[480px]'
          : 'flex h-[calc(100dvh-8rem)] min-h-[480px] md:h-[calc(100dvh-4rem)]'
      }
      data-testid="chat-page"
      data-framed={framed ? 'true' : undefined}
    >
      {framed ? null : (
        <aside className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
          <ConversationList onSelect={onSelect} onNew={onNew} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {framed ? null : (
          <div className="flex shrink-0 justify-end px-3 pt-2">
            <HalfScreenMenu />
          </div>
        )}
        <div className="min-h-0 flex-1">
          {welcome.area ? (
            <AreaNotice name={welcome.appName} note={welcome.area} framed={framed} />
          ) : (
            <AssistantPanel />
          )}
        </div>
      </div>
      {framed ? null : <HalfScreenPanel />}
    </div>
  );
}
