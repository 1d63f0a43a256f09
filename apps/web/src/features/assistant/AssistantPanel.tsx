import { ChatInput, MessageBubble, ToggleChip } from '@aita/ui';
import { useEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectDeepThink,
  selectIsBusy,
  selectLogStatus,
  selectMessageIds,
  selectNetwork,
  selectWelcome,
} from '../chat/chatSelectors';
import { deepThinkToggled, networkToggled, questionAsked, stopRequested } from '../chat/chatSlice';
import { CHAT_TEXT } from '../chat/chatText';
import { selectIsLoggedIn } from '../user/userSelectors';
import { AssistantAvatar } from './AssistantAvatar';
import { MessageItem } from './MessageItem';
import { SearchDrawer } from './SearchDrawer';

function Welcome() {
  const welcome = useAppSelector(selectWelcome);
  if (welcome.status === 'idle' || welcome.status === 'loading') {
    return (
      <MessageBubble role="ai" avatar={<AssistantAvatar />} data-testid="welcome">
        <span className="inline-block h-4 w-48 animate-pulse rounded bg-canvas" />
      </MessageBubble>
    );
  }
  return (
    <MessageBubble
      role="ai"
      avatar={<AssistantAvatar logo={welcome.appLogo} />}
      data-testid="welcome"
    >
      {welcome.appName ? (
        <p className="mb-1 text-base font-semibold text-ink">{welcome.appName}</p>
      ) : null}
      <p className="whitespace-pre-wrap">{welcome.text}</p>
    </MessageBubble>
  );
}

/** Keeps a scroll box at the bottom while its content grows, unless the teacher scrolled up. */
function useStickToBottom() {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  useEffect(() => {
    const el = box.current;
    const content = inner.current;
    if (!el || !content) return;
    const onScroll = () => {
      stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    };
    const follow = () => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    };
    // Old browsers (and jsdom) lack ResizeObserver: fall back to watching DOM changes.
    let observer: { disconnect(): void } | null = null;
    if (typeof ResizeObserver === 'function') {
      const resize = new ResizeObserver(follow);
      resize.observe(content);
      observer = resize;
    } else if (typeof MutationObserver === 'function') {
      const mutation = new MutationObserver(follow);
      mutation.observe(content, { childList: true, subtree: true, characterData: true });
      observer = mutation;
    }
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  const stickNow = () => {
    stick.current = true;
  };
  return { box, inner, stickNow };
}

/**
 * The assistant panel (spec §2 "Assistant panel and chat"): the welcome, the messages, the
 * question box with the deep-think and network toggles, 停止 while an answer is generated, and
 * the search-results drawer.
 */
export function AssistantPanel() {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectMessageIds, shallowEqual);
  const busy = useAppSelector(selectIsBusy);
  const deepThink = useAppSelector(selectDeepThink);
  const network = useAppSelector(selectNetwork);
  const welcome = useAppSelector(selectWelcome);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const logStatus = useAppSelector(selectLogStatus);
  const [draft, setDraft] = useState('');
  const { box, inner, stickNow } = useStickToBottom();

  const send = () => {
    if (draft.trim() === '' || busy) return;
    dispatch(questionAsked({ content: draft, deepThink, network }));
    // Anonymous: the login opens and the question stays in the box (§5).
    if (loggedIn) setDraft('');
    stickNow();
  };

  return (
    <section aria-label={CHAT_TEXT.assistantName} className="flex h-full min-h-0 flex-col">
      <div ref={box} className="min-h-0 flex-1 overflow-y-auto" data-testid="message-scroll">
        <div ref={inner} className="mx-auto flex max-w-3xl flex-col gap-6 px-6 pt-8 pb-6">
          <Welcome />
          {logStatus === 'loading' ? (
            <div className="flex justify-center py-6">
              <span className="size-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary-500" />
            </div>
          ) : null}
          {ids.map((id) => (
            <MessageItem key={id} id={id} />
          ))}
        </div>
      </div>
      <div className="shrink-0 bg-gradient-to-t from-canvas via-canvas to-canvas/0 px-6 pt-2 pb-4">
        <ChatInput
          className="mx-auto max-w-3xl"
          value={draft}
          onChange={setDraft}
          onSubmit={send}
          onStop={() => dispatch(stopRequested())}
          busy={busy}
          label={CHAT_TEXT.inputLabel}
          placeholder={CHAT_TEXT.placeholder}
          sendLabel={CHAT_TEXT.send}
          stopLabel={CHAT_TEXT.stop}
          tools={
            <>
              {welcome.offerDeepThink ? (
                <ToggleChip
                  pressed={deepThink}
                  onChange={(on) => dispatch(deepThinkToggled(on))}
                  data-testid="toggle-deep-think"
                >
                  {CHAT_TEXT.deepThink}
                </ToggleChip>
              ) : null}
              {welcome.offerNetwork ? (
                <ToggleChip
                  pressed={network}
                  onChange={(on) => dispatch(networkToggled(on))}
                  data-testid="toggle-network"
                >
                  {CHAT_TEXT.network}
                </ToggleChip>
              ) : null}
              {welcome.isOffline ? (
                <span className="text-xs text-ink-muted" data-testid="offline-note">
                  {CHAT_TEXT.offline}
                </span>
              ) : null}
            </>
          }
          hint={CHAT_TEXT.disclaimer}
        />
      </div>
      <SearchDrawer />
    </section>
  );
}
