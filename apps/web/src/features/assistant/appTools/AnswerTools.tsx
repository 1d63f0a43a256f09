import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { selectDeepThink, selectIsBusy, selectNetwork, selectReportTags } from '../chatSelectors';
import { answerCopied, answerRated, questionAsked } from '../chatSlice';
import type { ChatMessage } from '../messages/messagesState';
import { APP_TOOL_TEXT, wordExportRequested } from './appToolsSaga';

const chip =
  'inline-flex h-7 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs text-ink-muted hover:bg-surface hover:text-primary-600 disabled:cursor-not-allowed disabled:opacity-60';

/** The plain text of an answer as rendered (no Markdown marks); the Markdown when not rendered. */
function plainText(bubble: HTMLElement | null, markdown: string): string {
  return bubble?.querySelector<HTMLElement>('.rich-text')?.innerText ?? markdown;
}

/**
 * What a teacher does with a finished answer (docs/apps.md "Output a teacher can use"): 导出Word
 * (the server's .docx), 复制纯文本, and 有用 / 没用 with reason tags (stored per app).
 */
export function AnswerTools({ message }: { message: ChatMessage }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const tags = useAppSelector(selectReportTags);
  const [chosen, setChosen] = useState<string[]>([]);
  const logId = message.logId;
  if (!logId || message.finalStatus !== 3) return null;
  const rate = (useful: 0 | 1, reasons: string[]) => {
    dispatch(answerRated({ id: message.id, logId, useful, tags: reasons }));
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className={chip}
        data-testid="export-word"
        onClick={() => dispatch(wordExportRequested({ logId }))}
      >
        {APP_TOOL_TEXT.exportWord}
      </button>
      <button
        type="button"
        className={chip}
        data-testid="copy-plain"
        onClick={(event) => {
          const text = plainText(event.currentTarget.closest('[data-message-id]'), message.content);
          void navigator.clipboard
            ?.writeText(text)
            .then(() => dispatch(answerCopied({ ok: true })))
            .catch(() => dispatch(answerCopied({ ok: false })));
        }}
      >
        {APP_TOOL_TEXT.copyPlain}
      </button>
      <button
        type="button"
        className={chip}
        aria-pressed={message.useful === 1}
        data-testid="rate-useful"
        onClick={() => rate(1, [])}
      >
        {APP_TOOL_TEXT.useful}
      </button>
      <button
        type="button"
        className={chip}
        aria-pressed={message.useful === 0}
        aria-expanded={asking}
        data-testid="rate-useless"
        onClick={() => setAsking((a) => !a)}
      >
        {APP_TOOL_TEXT.useless}
      </button>
      {asking ? (
        <fieldset
          className="mt-2 w-full rounded-xl bg-surface p-3 ring-1 ring-line"
          data-testid="useless-tags"
        >
          <legend className="px-1 text-xs text-ink-soft">{APP_TOOL_TEXT.whyUseless}</legend>
          <div className="flex flex-wrap gap-2">
            {tags.map((t) => (
              <label
                key={t}
                className="inline-flex cursor-pointer items-center gap-1 text-xs text-ink"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(t)}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, t] : c.filter((x) => x !== t)))
                  }
                />
                {t}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="mt-2 cursor-pointer rounded-full bg-primary-500 px-3 py-1 text-xs text-white hover:bg-primary-600"
            data-testid="useless-submit"
            onClick={() => rate(0, chosen)}
          >
            {APP_TOOL_TEXT.submit}
          </button>
        </fieldset>
      ) : null}
    </>
  );
}

/** The app's follow-up requests under the last answer: one click asks it in the conversation. */
export function FollowUps({ items }: { items: readonly string[] }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectIsBusy);
  const deepThink = useAppSelector(selectDeepThink);
  const network = useAppSelector(selectNetwork);
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="接着可以这样问" data-testid="follow-ups">
      {items.map((text) => (
        <li key={text}>
          <button
            type="button"
            disabled={busy}
            onClick={() => dispatch(questionAsked({ content: text, deepThink, network }))}
            className="cursor-pointer rounded-full bg-primary-50 px-3 py-1 text-xs text-primary-700 ring-1 ring-primary-100 hover:bg-primary-100 disabled:cursor-not-allowed"
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}
