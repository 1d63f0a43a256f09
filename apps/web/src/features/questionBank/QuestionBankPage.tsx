import 'katex/dist/katex.min.css';
import './questionBank.css';
import {
  Code,
  DIFFICULTIES,
  MSG_NO_QUESTIONS,
  QUESTION_KEYWORD_MAX_LENGTH,
  QUESTION_PAGE_SIZE,
  QUESTION_TYPES,
} from '@aita/core';
import { cn, Pagination, Spinner, StateMessage } from '@aita/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { BankQuestion } from '@aita/api';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { Link } from 'react-router';
import { basketCleared, basketToggled, selectBasketEntries } from './basketSlice';
import { KnowledgeTree } from './KnowledgeTree';
import { QuestionCard } from './QuestionCard';
import {
  BANK_PERIODS,
  bankOpened,
  difficultyChanged,
  keywordSubmitted,
  knowledgePointSelected,
  pageChanged,
  periodChanged,
  selectBank,
  typeChanged,
} from './questionBankSlice';

/** A row of filter pills with an 全部 pill first. */
function FilterRow<T extends string | number>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: readonly { id: T; name: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const pill = (active: boolean) =>
    cn(
      'shrink-0 rounded-full px-3 py-1 text-[13px] transition-colors',
      active ? 'bg-primary-500 text-white' : 'text-ink-soft hover:bg-canvas',
    );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      <span className="w-12 shrink-0 text-[13px] text-ink-muted">{label}</span>
      <button
        type="button"
        aria-pressed={value === null}
        className={pill(value === null)}
        onClick={() => onChange(null)}
      >
        全部
      </button>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={value === item.id}
          className={pill(value === item.id)}
          onClick={() => onChange(item.id)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

/**
 * 精品资源 (spec §2; docs/questionBank.md "Web"): the knowledge tree on the left (a drawer-like
 * panel above the list on phones), 学段 tabs, type and difficulty filters, a keyword search, and
 * the question cards with their answers on demand, paged.
 */
export function QuestionBankPage() {
  const dispatch = useAppDispatch();
  const bank = useAppSelector(selectBank);
  const [keyword, setKeyword] = useState(bank.keyword);
  const [treeOpen, setTreeOpen] = useState(false);
  const basket = useAppSelector(selectBasketEntries);
  const inBasket = new Set(basket.map((e) => e.questionId));
  const toggle = useCallback(
    (q: BankQuestion) => dispatch(basketToggled({ questionId: q.questionId, type: q.type })),
    [dispatch],
  );

  useEffect(() => {
    dispatch(bankOpened({ period: bank.period }));
    // Once per visit: the filters kept in the store are reloaded as they were.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(keywordSubmitted(keyword));
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-3 md:flex-row md:p-6">
      <aside className="rounded-xl border border-line bg-surface p-3 md:sticky md:top-4 md:w-64 md:shrink-0 md:self-start">
        <div className="flex items-center justify-between md:mb-2">
          <div role="tablist" aria-label="学段" className="flex gap-1">
            {BANK_PERIODS.map((p) => (
              <button
                key={p.id}
                role="tab"
                type="button"
                aria-selected={bank.period === p.id}
                onClick={() => dispatch(periodChanged(p.id))}
                className={cn(
                  'rounded-md px-3 py-1 text-[14px]',
                  bank.period === p.id
                    ? 'bg-primary-50 font-medium text-primary-600'
                    : 'text-ink-soft',
                )}
              >
                {p.name}数学
              </button>
            ))}
          </div>
          <button
            type="button"
            className="text-[13px] text-primary-600 md:hidden"
            aria-expanded={treeOpen}
            onClick={() => setTreeOpen(!treeOpen)}
          >
            {treeOpen ? '收起知识点' : '按知识点筛选'}
          </button>
        </div>
        <div
          className={cn(
            'mt-2 max-h-[60vh] overflow-y-auto md:mt-0 md:block md:max-h-[calc(100vh-10rem)]',
            !treeOpen && 'hidden',
          )}
        >
          <KnowledgeTree
            roots={bank.tree}
            selectedId={bank.knowledgePointId}
            onSelect={(id) => {
              dispatch(knowledgePointSelected(id));
              setTreeOpen(false);
            }}
          />
        </div>
      </aside>

      <section className="min-w-0 flex-1" aria-label="试题列表">
        <div className="mb-3 space-y-2 rounded-xl border border-line bg-surface p-3">
          <form role="search" onSubmit={submit} className="flex gap-2">
            <input
              type="search"
              value={keyword}
              maxLength={QUESTION_KEYWORD_MAX_LENGTH}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder="搜索试题，如：勾股定理"
              aria-label="搜索试题"
              className="h-9 min-w-0 flex-1 rounded-lg border border-line px-3 text-[14px] outline-none focus:border-primary-400"
            />
            <button
              type="submit"
              className="h-9 shrink-0 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600"
            >
              搜索
            </button>
          </form>
          <FilterRow
            label="题型"
            items={QUESTION_TYPES}
            value={bank.type}
            onChange={(v) => dispatch(typeChanged(v))}
          />
          <FilterRow
            label="难度"
            items={DIFFICULTIES}
            value={bank.difficulty}
            onChange={(v) => dispatch(difficultyChanged(v))}
          />
        </div>

        <p className="mb-2 text-[13px] text-ink-muted" aria-live="polite">
          {bank.status === 'ready' && `共 ${bank.total} 道试题`}
          {bank.status === 'ready' && bank.keyword !== '' && `（“${bank.keyword}”的搜索结果）`}
        </p>

        {bank.status === 'loading' && bank.list.length === 0 && (
          <Spinner className="py-24" label="加载中" />
        )}
        {bank.status === 'failed' && (
          <StateMessage
            tone="error"
            title={bank.errorText}
            description={
              bank.errorCode === Code.FORBIDDEN ? '在“我的”中输入学校邀请码即可加入。' : undefined
            }
          />
        )}
        {bank.status === 'ready' && bank.list.length === 0 && (
          <StateMessage title={MSG_NO_QUESTIONS} />
        )}
        <div className={cn('space-y-3', bank.status === 'loading' && 'opacity-60')}>
          {bank.list.map((q, i) => (
            <QuestionCard
              key={q.questionId}
              question={q}
              number={(bank.page - 1) * QUESTION_PAGE_SIZE + i + 1}
              inBasket={inBasket.has(q.questionId)}
              onToggleBasket={toggle}
            />
          ))}
        </div>
        {bank.total > QUESTION_PAGE_SIZE && (
          <Pagination
            className="mt-4"
            page={bank.page}
            pageSize={QUESTION_PAGE_SIZE}
            total={bank.total}
            onPageChange={(page) => dispatch(pageChanged(page))}
            label="试题分页"
            previousLabel="上一页"
            nextLabel="下一页"
            disabled={bank.status === 'loading'}
          />
        )}
      </section>
      {basket.length > 0 && (
        <aside
          aria-label="试题篮"
          className="fixed right-3 bottom-3 z-20 flex items-center gap-2 rounded-xl border border-line bg-surface p-2 pl-3 shadow-lg md:right-6 md:bottom-6"
        >
          <span className="text-[14px] text-ink" aria-live="polite">
            试题篮 <strong>{basket.length}</strong> 道
          </span>
          <button
            type="button"
            onClick={() => dispatch(basketCleared())}
            className="rounded-md px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas"
          >
            清空
          </button>
          <Link
            to="/exam-paper/new"
            className="rounded-lg bg-primary-500 px-3 py-1.5 text-[14px] text-white hover:bg-primary-600"
          >
            生成试卷
          </Link>
        </aside>
      )}
    </div>
  );
}
