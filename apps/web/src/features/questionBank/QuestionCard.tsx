import type { BankQuestion } from '@aita/api';
import { difficultyName, formatAnswer, optionLetter, questionTypeName } from '@aita/core';
import { bankRichHtml } from './richHtml';
import { cn, FavouriteButton } from '@aita/ui';
import { memo, useMemo, useState, type ReactNode } from 'react';

/** Core's rich text (markdown + KaTeX) as HTML; core escapes every input, so it is safe to set. */
function Rich({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => bankRichHtml(text), [text]);
  return <div className={cn('qb-rich', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The options of a choice question (or sub-question), lettered A, B, … */
function Options({ options }: { options: readonly string[] }) {
  if (options.length === 0) return null;
  return (
    <ol className="mt-2 grid gap-1 pl-6 text-[15px] leading-7 text-ink sm:grid-cols-2">
      {options.map((option, i) => (
        <li key={i} className="flex gap-1.5">
          <span className="shrink-0">{optionLetter(i)}.</span>
          <Rich text={option} className="min-w-0" />
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link QuestionCard}. */
export interface QuestionCardProps {
  question: BankQuestion;
  /** Position in the whole result (1-based), shown before the stem. */
  number: number;
  /** Whether the question is in the 试题篮. */
  inBasket: boolean;
  /** Absent where the card has no 试题篮 button (a model's draft under review). */
  onToggleBasket?: (question: BankQuestion) => void;
  /** 校本资源: edit and remove, shown when the server says the viewer may (`canEdit`). */
  onEdit?: (question: BankQuestion) => void;
  onRemove?: (question: BankQuestion) => void;
  /** 收藏: the star in the header (absent where a card cannot be starred, e.g. a draft). */
  onToggleFavourite?: (question: BankQuestion) => void;
  /** 找相似题: opens the questions sharing its knowledge points. */
  onFindSimilar?: (question: BankQuestion) => void;
  /** More buttons in the footer (the review list's 编辑 / 采用 / 舍弃). */
  actions?: ReactNode;
  /** Whether the answer and analysis start shown (a draft is reviewed with its answer). */
  answerShown?: boolean;
}

/**
 * One question: type, difficulty and knowledge points, the stem and options with their math,
 * and on demand the answer and the analysis (解析).
 */
export const QuestionCard = memo(function QuestionCard({
  question: q,
  number,
  inBasket,
  onToggleBasket,
  onEdit,
  onRemove,
  onToggleFavourite,
  onFindSimilar,
  actions,
  answerShown = false,
}: QuestionCardProps) {
  const [shown, setShown] = useState(answerShown);
  const answer = formatAnswer(q);
  return (
    <article
      data-testid="question-card"
      className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-5"
    >
      <header className="mb-3 flex flex-wrap items-center gap-2 text-[12px]">
        <span className="rounded bg-primary-50 px-2 py-0.5 text-primary-600">
          {questionTypeName(q.type)}
        </span>
        <span className="rounded bg-canvas px-2 py-0.5 text-ink-soft">
          难度：{difficultyName(q.difficulty)}
        </span>
        {q.knowledgePoints.map((p) => (
          <span key={p.id} className="text-ink-muted">
            {p.name}
          </span>
        ))}
        {onToggleFavourite && (
          <FavouriteButton
            className="ml-auto -my-1"
            collected={q.isFavourite === 1}
            appName={`第 ${number} 题`}
            onToggle={() => onToggleFavourite(q)}
          />
        )}
      </header>
      <div className="flex gap-2 text-[15px] leading-7 text-ink">
        <span className="shrink-0 font-medium">{number}.</span>
        <Rich text={q.stem} className="min-w-0 flex-1" />
      </div>
      <Options options={q.options} />
      {q.children.length > 0 && (
        <ol
          data-testid="question-children"
          className="mt-3 space-y-3 border-l-2 border-primary-100 pl-3"
        >
          {q.children.map((c, i) => (
            <li key={c.questionId} aria-label={`第 ${number} 题第 ${i + 1} 小题`}>
              <div className="flex gap-1 text-[15px] leading-7 text-ink">
                <span className="shrink-0">（{i + 1}）</span>
                <Rich text={c.stem} className="min-w-0 flex-1" />
              </div>
              <Options options={c.options} />
            </li>
          ))}
        </ol>
      )}
      <footer className="mt-3 flex items-center justify-between border-t border-line pt-3 text-[12px] text-ink-muted">
        <span>
          {q.authorName !== null
            ? `${q.authorName || '本校老师'} 添加于 ${new Date(q.createdAt * 1000).toLocaleDateString('zh-CN')}`
            : `${q.source} · ${q.year}`}
        </span>
        <span className="flex flex-wrap items-center justify-end gap-1">
          {q.canEdit === 1 && onEdit && (
            <button
              type="button"
              aria-label={`编辑：第 ${number} 题`}
              onClick={() => onEdit(q)}
              className="rounded-md px-2 py-1 text-[13px] text-primary-600 hover:bg-primary-50"
            >
              编辑
            </button>
          )}
          {q.canEdit === 1 && onRemove && (
            <button
              type="button"
              aria-label={`删除：第 ${number} 题`}
              onClick={() => onRemove(q)}
              className="rounded-md px-2 py-1 text-[13px] text-danger hover:bg-danger/10"
            >
              删除
            </button>
          )}
          {actions}
          {onFindSimilar && (
            <button
              type="button"
              aria-label={`找相似题：第 ${number} 题`}
              onClick={() => onFindSimilar(q)}
              className="rounded-md px-2 py-1 text-[13px] text-primary-600 hover:bg-primary-50"
            >
              找相似题
            </button>
          )}
          {onToggleBasket && (
            <button
              type="button"
              aria-pressed={inBasket}
              aria-label={`${inBasket ? '移出试题篮' : '加入试题篮'}：第 ${number} 题`}
              onClick={() => onToggleBasket(q)}
              className={cn(
                'rounded-md px-2 py-1 text-[13px]',
                inBasket
                  ? 'bg-primary-500 text-white hover:bg-primary-600'
                  : 'text-primary-600 hover:bg-primary-50',
              )}
            >
              {inBasket ? '移出试题篮' : '加入试题篮'}
            </button>
          )}
          <button
            type="button"
            aria-expanded={shown}
            onClick={() => setShown(!shown)}
            className="rounded-md px-2 py-1 text-[13px] text-primary-600 hover:bg-primary-50"
          >
            {shown ? '收起答案' : '查看答案与解析'}
          </button>
        </span>
      </footer>
      {shown && (
        <div
          data-testid="question-answer"
          className="mt-3 space-y-2 rounded-lg bg-canvas p-3 text-[14px] leading-7"
        >
          {q.children.length === 0 ? (
            <div className="flex gap-2">
              <span className="shrink-0 font-medium text-success">
                {q.type === 'essay' ? '【写作指导】' : '【答案】'}
              </span>
              <Rich text={answer} className="min-w-0" />
            </div>
          ) : (
            <div className="flex gap-2">
              <span className="shrink-0 font-medium text-success">【答案】</span>
              <span className="min-w-0">
                {q.children.map((c, i) => (
                  <span key={c.questionId} className="mr-3 inline-flex gap-0.5">
                    （{i + 1}）
                    <Rich text={formatAnswer(c)} className="inline-block" />
                  </span>
                ))}
              </span>
            </div>
          )}
          <div className="flex gap-2">
            <span className="shrink-0 font-medium text-primary-600">【解析】</span>
            <Rich text={q.analysis} className="min-w-0" />
          </div>
          {q.children.map((c, i) => (
            <div key={c.questionId} className="flex gap-2 pl-2">
              <span className="shrink-0 text-ink-soft">（{i + 1}）</span>
              <Rich text={c.analysis} className="min-w-0" />
            </div>
          ))}
        </div>
      )}
    </article>
  );
});
