import type { ConversationItem } from '@aita/api';
import { PlusIcon } from '@aita/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES, type NewHomeChatState } from '../../shared/routes';
import { AssistantPanel } from './AssistantPanel';
import { AreaNotice, HalfScreenPanel } from './lazyParts';
import { HalfScreenMenu } from './halfScreen/HalfScreenMenu';
import { selectConversationId, selectWelcome } from './chatSelectors';
import { selectIsLoggedIn } from '../identity';
import { isAppFrame } from '../layout';
import { prefetchRichTextWhenIdle } from './messages/richText';
import { ConversationList } from './conversations/ConversationList';
import { conversationsRefreshed } from './conversations/conversationsSlice';
import { chatEntered, chatLeft, conversationSelected, newConversationStarted } from './chatSlice';
import { CHAT_TEXT } from './chatText';

/** The phone's history drawer (a Headless UI Dialog): a chunk of its own, fetched at first open. */
const HistoryDrawer = lazy(async () => ({
  default: (await import('./conversations/HistoryDrawer')).HistoryDrawer,
}));

/** The query parameter of a conversation's own URL: `/chat/index?c=<id>`, `/chat/<uri>?c=<id>`. */
export const CONVERSATION_PARAM = 'c';

/** The phone header's 新对话 (the desktop list says 新建对话). */
const PHONE_NEW_CHAT = '新对话';

const phoneButton =
  'inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-full bg-surface px-4 text-sm text-ink-soft ring-1 ring-line hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 md:hidden';

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
  // A conversation's own URL (docs/chat-web.md "Conversation URLs"): `?c=<id>` on the chat
  // route, so reload, Back and a bookmark reopen it. Router state (the list) wins over the URL.
  const urlId = new URLSearchParams(location.search).get(CONVERSATION_PARAM);
  const requested = state?.conversationId ?? urlId ?? undefined;
  const conversationId = useAppSelector(selectConversationId);
  const shown = useRef(conversationId);
  // The conversation asked for and not yet selected: its id must not be taken off the URL.
  const pending = useRef<string | null>(null);
  // The new-home question is asked once per arrival: read at mount, taken once (effects may run
  // twice) and off the history entry, so a reload of the chat does not ask it again.
  const [arrivedWith] = useState(() => state?.newHomeRequest);
  const asked = useRef(false);

  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Only a teacher can ask, so only then is the renderer fetched ahead of the first answer: a first
  // visit (logged out) loads none of its 112 KB.
  useEffect(() => (loggedIn ? prefetchRichTextWhenIdle() : undefined), [loggedIn]);
  useEffect(() => {
    shown.current = conversationId;
  });
  useEffect(() => {
    const request = asked.current ? undefined : arrivedWith;
    asked.current = true;
    if (request) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    dispatch(chatEntered({ uri: chatUri, request }));
    dispatch(conversationsRefreshed());
    // Only a new route re-enters; the location's own changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, chatUri]);
  useEffect(() => {
    if (!requested || requested === shown.current) return;
    pending.current = requested;
    dispatch(conversationSelected({ id: requested }));
    // A new route or a new requested conversation selects; the store's own changes do not.
  }, [dispatch, chatUri, requested]);
  useEffect(() => {
    if (conversationId !== null && conversationId === pending.current) pending.current = null;
    if (conversationId === urlId) return;
    if (conversationId === null && pending.current !== null) return;
    const params = new URLSearchParams(location.search);
    if (conversationId === null) params.delete(CONVERSATION_PARAM);
    else params.set(CONVERSATION_PARAM, conversationId);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
    // Only the shown conversation moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);
  useEffect(() => () => void dispatch(chatLeft()), [dispatch]);

  // Below 768 px the list is a drawer behind 历史会话 (docs/chat-web.md "Phone").
  const [historyOpen, setHistoryOpen] = useState(false);
  // Mounted from the first opening on (and kept, so it closes as a dialog should).
  const [historyWanted, setHistoryWanted] = useState(false);
  if (historyOpen && !historyWanted) setHistoryWanted(true);
  const onSelect = useCallback(
    (item: ConversationItem) => {
      setHistoryOpen(false);
      const target = item.uri ? ROUTES.chatWithUri(item.uri) : ROUTES.chat;
      if (target === location.pathname) dispatch(conversationSelected({ id: item.id }));
      else navigate(target, { state: { conversationId: item.id } satisfies ChatLocationState });
    },
    [dispatch, location.pathname, navigate],
  );
  const onNew = useCallback(() => {
    setHistoryOpen(false);
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
          : // With a phone's keyboard up (keyboardInset.ts) the tab bar hides and the keyboard's
            // height comes off, so the question box sits right above the keyboard.
            'flex h-[calc(100dvh-8rem)] min-h-[480px] md:h-[calc(100dvh-4rem)] [:root[data-keyboard=open]_&]:h-[calc(100dvh-4rem-var(--keyboard-inset))] [:root[data-keyboard=open]_&]:min-h-0'
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
          <div className="flex shrink-0 items-center gap-2 px-3 pt-2" data-testid="chat-header">
            <button
              type="button"
              className={phoneButton}
              onClick={() => setHistoryOpen(true)}
              data-testid="open-history"
            >
              {CHAT_TEXT.conversations}
            </button>
            <button
              type="button"
              className={phoneButton}
              onClick={onNew}
              data-testid="phone-new-chat"
            >
              <PlusIcon width="16" height="16" aria-hidden="true" />
              {PHONE_NEW_CHAT}
            </button>
            <span className="flex-1" />
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
      {framed || !historyWanted ? null : (
        <Suspense fallback={null}>
          <HistoryDrawer
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
            onSelect={onSelect}
            onNew={onNew}
          />
        </Suspense>
      )}
    </div>
  );
}
