import { QUESTION_MAX_CHARS } from '@aita/core';
import { ChatInput, ImageThumbnails, MessageBubble, ToggleChip } from '@aita/ui';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
} from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  selectConversationId,
  selectDeepThink,
  selectEarlier,
  selectIsBusy,
  selectLastMessagePhase,
  selectLogStatus,
  selectMessageIds,
  selectNetwork,
  selectPastedImages,
  selectWelcome,
} from './chatSelectors';
import {
  deepThinkToggled,
  earlierMessagesRequested,
  imagePasted,
  imageRemoved,
  networkToggled,
  questionAsked,
  stopRequested,
} from './chatSlice';
import { CHAT_TEXT } from './chatText';
import {
  holdPastedImages,
  isUploading,
  thumbnailsOf,
  uploadedLinks,
} from '../../shared/upload/pastedImages';
import { ImagePickButton } from '../../shared/upload/ImagePickButton';
import { EditQuestionContext } from './composer/editQuestion';
import { toastShown } from '../../shared/toast/toastSlice';
import { useRevokeRemovedPreviews } from '../../shared/upload/useRevokeRemovedPreviews';
import { selectIsLoggedIn } from '../identity';
import { AssistantAvatar } from './messages/AssistantAvatar';
import { LazySearchDrawer } from './webResults/LazySearchDrawer';
import { AppForm, MessageItem } from './lazyParts';
import { formOpened } from './chatSlice';
import { selectFormEdit } from './chatSelectors';

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

/** Where a message sits in the scroll box (px from the box's top edge). */
function offsetIn(box: HTMLElement, id: string): number | null {
  const element = box.querySelector(`[data-message-id="${id}"]`);
  if (!element) return null;
  return element.getBoundingClientRect().top - box.getBoundingClientRect().top;
}

/**
 * Keeps a scroll box at the bottom while its content grows, unless the teacher scrolled up.
 * `holdPosition()` before 加载更早的消息 keeps what the teacher reads in place: the message that
 * was first (`firstId`) stays where it was when the earlier page is put above it (later size
 * changes of the new messages, e.g. rich text, are kept in place by the browser's scroll
 * anchoring, now that the box is scrolled away from the top).
 */
function useStickToBottom(firstId: string | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<{ id: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    const pending = anchor.current;
    if (!el || !pending || pending.id === firstId) return;
    anchor.current = null;
    const top = offsetIn(el, pending.id);
    if (top !== null) el.scrollTop += top - pending.top;
  }, [firstId]);
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
  const stickNow = useCallback(() => {
    stick.current = true;
  }, []);
  const holdPosition = useCallback(() => {
    stick.current = false;
    const el = box.current;
    const top = el && firstId ? offsetIn(el, firstId) : null;
    anchor.current = firstId && top !== null ? { id: firstId, top } : null;
  }, [firstId]);
  return { box, inner, stickNow, holdPosition };
}

/** The top of a conversation with earlier exchanges not shown: 加载更早的消息. */
function EarlierControl({ onLoad }: { onLoad: () => void }) {
  const earlier = useAppSelector(selectEarlier);
  const loading = earlier.status === 'loading';
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading}
        data-testid="load-earlier"
        className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-full bg-surface px-4 text-[13px] text-ink-soft ring-1 ring-line hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-wait disabled:opacity-70"
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-500"
          />
        ) : null}
        {loading ? CHAT_TEXT.loadingEarlier : CHAT_TEXT.loadEarlier}
      </button>
    </div>
  );
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
  const conversationId = useAppSelector(selectConversationId);
  const earlier = useAppSelector(selectEarlier);
  const images = useAppSelector(selectPastedImages);
  const formEdit = useAppSelector(selectFormEdit);
  // A template app opens with its form; after its first request the form comes back with
  // 修改条件 on a card or 填写表单 (docs/apps.md).
  const hasForm = welcome.template && welcome.form.length > 0;
  const showForm = hasForm && logStatus !== 'loading' && (ids.length === 0 || formEdit.open);
  useRevokeRemovedPreviews(images);
  const [draft, setDraft] = useState('');
  const section = useRef<HTMLElement>(null);
  // 编辑 on a question: its text into the box, focused at the end (docs/chat-web.md).
  const editQuestion = useCallback((text: string) => {
    setDraft(text);
    requestAnimationFrame(() => {
      const input = section.current?.querySelector('textarea');
      input?.focus();
      input?.setSelectionRange(text.length, text.length);
    });
  }, []);
  const { box, inner, stickNow, holdPosition } = useStickToBottom(ids[0]);
  const uploading = isUploading(images);
  const lastPhase = useAppSelector(selectLastMessagePhase);
  // The text of the question in flight and the message count before it: if the question fails
  // (refused, network, stream error) or is withdrawn, it comes back into an empty box.
  const inFlight = useRef<{ text: string; count: number } | null>(null);

  useEffect(() => {
    const sent = inFlight.current;
    if (busy || !sent) return;
    inFlight.current = null;
    const failed = lastPhase === 'failed' || ids.length <= sent.count;
    if (failed) setDraft((current) => (current === '' ? sent.text : current));
  }, [busy, lastPhase, ids.length]);

  // Another conversation opens at its newest exchange.
  useEffect(() => {
    stickNow();
  }, [conversationId, stickNow]);

  const send = () => {
    if (draft.trim() === '' || busy || uploading || inFlight.current) return;
    if (draft.length > QUESTION_MAX_CHARS) {
      dispatch(
        toastShown({ kind: 'error', text: CHAT_TEXT.tooLong(QUESTION_MAX_CHARS, draft.length) }),
      );
      return;
    }
    if (loggedIn) inFlight.current = { text: draft, count: ids.length };
    dispatch(
      questionAsked({
        content: draft,
        deepThink,
        network: network && images.length === 0,
        imgUrls: images.length > 0 ? uploadedLinks(images) : undefined,
      }),
    );
    // Anonymous: the login opens and the question stays in the box (§5).
    if (loggedIn) setDraft('');
    stickNow();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // §4 (as on the new home): network search turns off and hides while images are attached.
    for (const info of holdPastedImages(event)) dispatch(imagePasted(info));
  };

  const loadEarlier = () => {
    holdPosition();
    dispatch(earlierMessagesRequested());
  };

  return (
    <section
      ref={section}
      aria-label={CHAT_TEXT.assistantName}
      className="flex h-full min-h-0 flex-col"
    >
      <div ref={box} className="min-h-0 flex-1 overflow-y-auto" data-testid="message-scroll">
        <div ref={inner} className="mx-auto flex max-w-3xl flex-col gap-6 px-6 pt-8 pb-6">
          {/* The welcome opens the conversation: it shows once its start is loaded. */}
          {earlier.hasMore ? <EarlierControl onLoad={loadEarlier} /> : <Welcome />}
          {logStatus === 'loading' ? (
            <div className="flex justify-center py-6">
              <span className="size-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary-500" />
            </div>
          ) : null}
          <EditQuestionContext value={editQuestion}>
            {ids.map((id) => (
              <MessageItem key={id} id={id} />
            ))}
          </EditQuestionContext>
          {showForm ? (
            <AppForm
              key={`${conversationId ?? 'new'}-${JSON.stringify(formEdit.values)}`}
              start={formEdit.values}
              again={ids.length > 0}
            />
          ) : null}
          {hasForm && !showForm && !busy && ids.length > 0 ? (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={() => dispatch(formOpened({ values: null }))}
                data-testid="open-app-form"
                className="cursor-pointer rounded-full bg-surface px-4 py-1.5 text-[13px] text-primary-600 ring-1 ring-line hover:bg-primary-50"
              >
                填写表单，重新生成
              </button>
            </div>
          ) : null}
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
          sendBlocked={uploading}
          maxLength={QUESTION_MAX_CHARS}
          onPaste={onPaste}
          attachments={
            <ImageThumbnails
              className="mb-2 px-1"
              images={thumbnailsOf(images)}
              onRemove={(id) => dispatch(imageRemoved(id))}
            />
          }
          label={CHAT_TEXT.inputLabel}
          placeholder={CHAT_TEXT.placeholder}
          sendLabel={CHAT_TEXT.send}
          stopLabel={CHAT_TEXT.stop}
          tools={
            <>
              <ImagePickButton
                onImages={(chosen) => chosen.forEach((info) => dispatch(imagePasted(info)))}
              />
              {welcome.offerDeepThink ? (
                <ToggleChip
                  pressed={deepThink}
                  onChange={(on) => dispatch(deepThinkToggled(on))}
                  data-testid="toggle-deep-think"
                >
                  {CHAT_TEXT.deepThink}
                </ToggleChip>
              ) : null}
              {welcome.offerNetwork && images.length === 0 ? (
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
                  {welcome.template ? CHAT_TEXT.offlineTemplate : CHAT_TEXT.offline}
                </span>
              ) : null}
            </>
          }
          hint={CHAT_TEXT.disclaimer}
        />
      </div>
      <LazySearchDrawer />
    </section>
  );
}
