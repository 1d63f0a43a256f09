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
import { parseFormSummary } from '@aita/core';
import { AnswerTools, FollowUps } from '../appTools/AnswerTools';
import { FormCard } from '../appTools/FormCard';
import { memo, useCallback, useContext, useMemo } from 'react';
import { EditQuestionContext } from '../composer/editQuestion';
import type * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { CHAT_TEXT } from '../chatText';
import {
  makeSelectMessage,
  makeSelectRegenerable,
  makeSelectResults,
  questionText,
  selectDeepThink,
  selectNetwork,
  selectWelcome,
} from '../chatSelectors';
import { answerCopied, drawerOpened, questionAsked, type ChatMessage } from '../chatSlice';
import { AssistantAvatar } from './AssistantAvatar';
import { useRichHtml } from './useRichHtml';

/** Seconds of deep thinking, at least 1 (已深度思考（用时 N 秒）). */
function thinkSeconds(message: ChatMessage): number | undefined {
  if (message.thinkStartedAt === undefined || message.thinkEndedAt === undefined) return undefined;
  return Math.max(1, Math.round((message.thinkEndedAt - message.thinkStartedAt) / 1000));
}

/**
 * Copies an answer as formatted text: the rendered HTML (headings, lists, tables, formulas
 * paste as such into Word or WPS) and its plain text, not the raw Markdown. Falls back to the
 * plain text where `ClipboardItem` is missing. Resolves whether it worked.
 */
async function copyFormatted(rendered: HTMLElement | null, markdown: string): Promise<boolean> {
  if (!navigator.clipboard) return false;
  const plain = rendered?.innerText ?? markdown;
  try {
    if (rendered && typeof ClipboardItem !== 'undefined') {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([rendered.innerHTML], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
    } else {
      await navigator.clipboard.writeText(plain);
    }
    return true;
  } catch (_error) {
    return false;
  }
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
  const regenerable = useAppSelector(
    useMemo(() => makeSelectRegenerable(message.id), [message.id]),
  );
  const deepThink = useAppSelector(selectDeepThink);
  const network = useAppSelector(selectNetwork);
  const copy = (event: React.MouseEvent<HTMLElement>) => {
    const done = (ok: boolean) => dispatch(answerCopied({ ok }));
    const rendered = event.currentTarget
      .closest('[data-message-id]')
      ?.querySelector<HTMLElement>('.rich-text');
    void copyFormatted(rendered ?? null, message.content).then(done);
  };
  // Asks the same question again in the same conversation: the server stores a new exchange
  // (exchanges are append-only), and the new answer follows the old one.
  const regenerate = () => {
    if (!regenerable) return;
    dispatch(
      questionAsked({
        content: regenerable.content,
        deepThink,
        network: network && !regenerable.imgUrls?.length,
        imgUrls: regenerable.imgUrls?.length ? regenerable.imgUrls : undefined,
        form: regenerable.form,
      }),
    );
  };
  const footer =
    !streaming && message.content !== '' ? (
      <>
        {regenerable ? (
          <button
            type="button"
            onClick={regenerate}
            data-testid="regenerate-answer"
            className="inline-flex h-7 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-ink-muted hover:bg-surface hover:text-primary-600"
          >
            {CHAT_TEXT.regenerate}
          </button>
        ) : null}
        <button
          type="button"
          onClick={copy}
          data-testid="copy-answer"
          className="inline-flex h-7 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-ink-muted hover:bg-surface hover:text-primary-600"
        >
          <CopyIcon width="14" height="14" />
          {CHAT_TEXT.copy}
        </button>
        <AnswerTools message={message} />
      </>
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
      {regenerable && message.finalStatus === 3 ? <FollowUps items={welcome.followUps} /> : null}
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
  const edit = useContext(EditQuestionContext);
  if (!message) return null;
  if (message.type === 'user') {
    // A form request is changed with its card's 修改条件; a typed question with 编辑.
    const card = parseFormSummary(message.content) !== null;
    const text = questionText(message.content, message.imgUrls);
    const footer =
      !card && text.trim() !== '' ? (
        <button
          type="button"
          onClick={() => edit(text)}
          data-testid="edit-question"
          className="inline-flex h-7 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-ink-muted hover:bg-surface hover:text-primary-600"
        >
          {CHAT_TEXT.editQuestion}
        </button>
      ) : null;
    return (
      <MessageBubble role="user" data-testid="user-message" data-message-id={id} footer={footer}>
        <MessageImages
          urls={message.imgUrls ?? []}
          label={CHAT_TEXT.questionImages}
          openLabel={CHAT_TEXT.openImage}
        />
        {card ? <FormCard content={message.content} form={message.form} /> : text}
      </MessageBubble>
    );
  }
  return <AnswerMessage message={message} />;
});
