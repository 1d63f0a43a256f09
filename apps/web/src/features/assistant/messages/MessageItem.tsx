import { MSG_STREAM_CLOSED_MANUALLY } from '@aita/core';
import {
  CitationCard,
  CopyIcon,
  GlobeIcon,
  MessageBubble,
  MessageImages,
  RichTextView,
  ThinkingSection,
} from '@aita/ui';
import { memo, useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { CHAT_TEXT } from '../chatText';
import {
  makeSelectMessage,
  makeSelectResults,
  questionText,
  selectWelcome,
} from '../chatSelectors';
import { answerCopied, drawerOpened, type ChatMessage } from '../chatSlice';
import { AssistantAvatar } from './AssistantAvatar';
import { useRichHtml } from './useRichHtml';

/** Seconds of deep thinking, at least 1 (已深度思考（用时 N 秒）). */
function thinkSeconds(message: ChatMessage): number | undefined {
  if (message.thinkStartedAt === undefined || message.thinkEndedAt === undefined) return undefined;
  return Math.max(1, Math.round((message.thinkEndedAt - message.thinkStartedAt) / 1000));
}

function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1 py-2" aria-label="正在生成">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-primary-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function AnswerBody({ message }: { message: ChatMessage }) {
  const dispatch = useAppDispatch();
  const html = useRichHtml(message.content);
  const results = useAppSelector(useMemo(() => makeSelectResults(message.logId), [message.logId]));
  const list = results?.list;
  const renderCitation = useCallback(
    (n: number) => {
      const source = list?.[n - 1];
      return source ? <CitationCard source={source} index={n} variant="compact" /> : null;
    },
    [list],
  );
  const logId = message.logId;
  const onCitationClick = useCallback(
    (n: number) => {
      if (logId) dispatch(drawerOpened({ logId, focus: n }));
    },
    [dispatch, logId],
  );
  if (message.content === '') return null;
  if (html === null) return <div className="whitespace-pre-wrap">{message.content}</div>;
  return (
    <RichTextView
      html={html}
      citationCount={message.networkNumber ?? 0}
      renderCitation={renderCitation}
      onCitationClick={onCitationClick}
    />
  );
}

function AnswerMessage({ message }: { message: ChatMessage }) {
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);
  const streaming = message.phase === 'streaming';
  const thinking = streaming && message.content === '' && Boolean(message.reasoning);
  const seconds = thinkSeconds(message);
  const copy = () => {
    const done = (ok: boolean) => dispatch(answerCopied({ ok }));
    if (!navigator.clipboard) {
      done(false);
      return;
    }
    void navigator.clipboard.writeText(message.content).then(
      () => done(true),
      () => done(false),
    );
  };
  const footer =
    !streaming && message.content !== '' ? (
      <button
        type="button"
        onClick={copy}
        data-testid="copy-answer"
        className="inline-flex h-7 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-ink-muted hover:bg-surface hover:text-primary-600"
      >
        <CopyIcon width="14" height="14" />
        {CHAT_TEXT.copy}
      </button>
    ) : null;
  return (
    <MessageBubble
      role="ai"
      avatar={<AssistantAvatar logo={welcome.appLogo} />}
      footer={footer}
      data-message-id={message.id}
      data-message-phase={message.phase}
      data-final-status={message.finalStatus}
      data-testid="ai-message"
    >
      {message.networkNumber !== undefined && message.logId ? (
        <button
          type="button"
          data-testid="network-pill"
          onClick={() => message.logId && dispatch(drawerOpened({ logId: message.logId }))}
          className="mb-3 inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-600 ring-1 ring-primary-100 hover:bg-primary-100"
        >
          <GlobeIcon width="14" height="14" />
          {CHAT_TEXT.searched(message.networkNumber)}
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
      {message.reasoning ? (
        <ThinkingSection
          reasoning={message.reasoning}
          active={thinking}
          activeLabel={CHAT_TEXT.thinking}
          doneLabel={seconds === undefined ? CHAT_TEXT.thought : CHAT_TEXT.thoughtFor(seconds)}
        />
      ) : null}
      <AnswerBody message={message} />
      {streaming && message.content === '' && !thinking ? <TypingDots /> : null}
      {message.notice ? (
        <p
          role="alert"
          data-testid="answer-notice"
          className="mt-2 rounded-lg bg-danger/5 px-3 py-2 text-sm text-danger"
        >
          {message.notice}
        </p>
      ) : null}
      {message.phase === 'stopped' ? (
        <p
          data-testid="answer-stopped"
          title={MSG_STREAM_CLOSED_MANUALLY}
          className="mt-2 text-xs text-ink-muted"
        >
          {CHAT_TEXT.stopped}
        </p>
      ) : null}
    </MessageBubble>
  );
}

/**
 * One message, memoised by id and subscribed to its own entity only (CONVENTIONS "memoised
 * message components, selectors per message"): a streaming answer re-renders itself, never the
 * earlier messages.
 */
export const MessageItem = memo(function MessageItem({ id }: { id: string }) {
  const message = useAppSelector(useMemo(() => makeSelectMessage(id), [id]));
  if (!message) return null;
  if (message.type === 'user') {
    return (
      <MessageBubble role="user" data-testid="user-message" data-message-id={id}>
        <MessageImages
          urls={message.imgUrls ?? []}
          label={CHAT_TEXT.questionImages}
          openLabel={CHAT_TEXT.openImage}
        />
        {questionText(message.content, message.imgUrls)}
      </MessageBubble>
    );
  }
  return <AnswerMessage message={message} />;
});
