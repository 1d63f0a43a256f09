import 'katex/dist/katex.min.css';
import './questionBank.css';
import {
  Code,
  DIFFICULTIES,
  findKnowledgePath,
  MSG_NO_FAVOURITES,
  MSG_NO_QUESTIONS,
  QUESTION_KEYWORD_MAX_LENGTH,
  QUESTION_PAGE_SIZE,
  QUESTION_TYPES,
} from '@aita/core';
import { cn, Pagination, Spinner, StateMessage } from '@aita/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { BankQuestion } from '@aita/api';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { Link, useSearchParams } from 'react-router';
import { basketCleared, basketToggled, selectBasketEntries } from './basketSlice';
import { BankSidePanel } from './BankSidePanel';
import { QuestionCard } from './QuestionCard';
import { ImportDialog } from './ImportDialog';
import { QuestionEditor } from './QuestionEditor';
import { FilterRow } from './FilterRow';
import { SimilarDialog } from './SimilarDialog';
import { YearRegionFilters } from './YearRegionFilters';
import {
  favouriteToggleRequested,
  selectSimilar,
  similarClosed,
  similarRequested,
} from './shelfSlice';
import {
  bankOpened,
  chapterSelected,
  editorReset,
  importRequested,
  questionRemoveRequested,
  questionSaveRequested,
  type BankScope,
  difficultyChanged,
  keywordSubmitted,
  pageChanged,
  selectBank,
  typeChanged,
  viewChanged,
} from './questionBankSlice';

/**
 * 精品资源 (spec §2; docs/questionBank.md "Web"): the knowledge tree on the left (a drawer-like
 * panel above the list on phones), 学段 tabs, type and difficulty filters, a keyword search, and
 * the question cards with their answers on demand, paged.
 */
export function QuestionBankPage({ scope = 'platform' }: { scope?: BankScope }) {
  const dispatch = useAppDispatch();
  const bank = useAppSelector(selectBank);
  const school = scope === 'school';
  /** The editor: closed, a new question (null) or the one edited. */
  const [editing, setEditing] = useState<BankQuestion | null | undefined>(undefined);
  const [importOpen, setImportOpen] = useState(false);
  const closeEditor = useCallback(() => {
    setEditing(undefined);
    dispatch(editorReset());
  }, [dispatch]);
  /** Opens the editor on a question (null: a new one) with the last save's state cleared. */
  const openEditor = useCallback(
    (question: BankQuestion | null) => {
      dispatch(editorReset());
      setEditing(question);
    },
    [dispatch],
  );
  const [keyword, setKeyword] = useState(bank.keyword);
  const chapterPath = useMemo(
    () => (bank.chapterId === null ? [] : findKnowledgePath(bank.textbook, bank.chapterId)),
    [bank.chapterId, bank.textbook],
  );
  const basket = useAppSelector(selectBasketEntries);
  const inBasket = new Set(basket.map((e) => e.questionId));
  const toggle = useCallback(
    (q: BankQuestion) => dispatch(basketToggled({ questionId: q.questionId, type: q.type })),
    [dispatch],
  );
  const star = useCallback(
    (q: BankQuestion) =>
      dispatch(
        favouriteToggleRequested({ questionId: q.questionId, status: q.isFavourite ? 0 : 1 }),
      ),
    [dispatch],
  );
  const findSimilar = useCallback((q: BankQuestion) => dispatch(similarRequested(q)), [dispatch]);
  const similar = useAppSelector(selectSimilar);
  const favourites = bank.view === 'favourites';

  const [params] = useSearchParams();
  const focusPoint = params.get('knowledgePointId');
  useEffect(() => {
    const focus = focusPoint
      ? {
          knowledgePointId: focusPoint,
          period: Number(params.get('period')) || undefined,
          subject: Number(params.get('subject')) || undefined,
        }
      : undefined;
    dispatch(bankOpened({ period: bank.period, scope, focus }));
    // Once per visit: the filters kept in the store are reloaded as they were.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, scope, focusPoint]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(keywordSubmitted(keyword));
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-3 md:flex-row md:p-6">
      <BankSidePanel />

      <section className="min-w-0 flex-1" aria-label="试题列表">
        {school && (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3">
            <div>
              <h1 className="text-[16px] font-semibold text-ink">校本资源</h1>
              <p className="text-[13px] text-ink-muted">本校老师共建共享的试题，只有本校成员可见</p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => {
                  // A saved editor must not come back when the import's state is reset.
                  setEditing(undefined);
                  setImportOpen(true);
                }}
                className="h-9 rounded-lg px-3 text-[14px] text-primary-600 ring-1 ring-primary-200 ring-inset hover:bg-primary-50"
              >
                导入 Word
              </button>
              <button
                type="button"
                onClick={() => openEditor(null)}
                className="h-9 rounded-lg bg-primary-500 px-3 text-[14px] text-white hover:bg-primary-600"
              >
                新建试题
              </button>
            </div>
          </div>
        )}
        <div role="tablist" aria-label="试题范围" className="mb-3 flex gap-1">
          {(
            [
              ['all', school ? '本校试题' : '全部试题'],
              ['favourites', '我的收藏'],
            ] as const
          ).map(([id, name]) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={bank.view === id}
              onClick={() => dispatch(viewChanged(id))}
              className={cn(
                'rounded-lg px-3 py-1.5 text-[14px]',
                bank.view === id
                  ? 'bg-primary-500 font-medium text-white'
                  : 'text-ink-soft hover:bg-surface',
              )}
            >
              {name}
            </button>
          ))}
        </div>
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
          <YearRegionFilters />
        </div>

        {chapterPath.length > 0 && (
          <div className="mb-2 flex flex-wrap items-center gap-2 text-[13px] text-ink-soft">
            <span>
              教材章节：
              <span className="text-ink">{chapterPath.map((n) => n.name).join(' › ')}</span>
            </span>
            <button
              type="button"
              onClick={() => dispatch(chapterSelected(null))}
              className="rounded-md px-2 py-0.5 text-primary-600 hover:bg-primary-50"
            >
              清除章节
            </button>
          </div>
        )}
        <p className="mb-2 text-[13px] text-ink-muted" aria-live="polite">
          {bank.status === 'ready' && `共 ${bank.total} 道${favourites ? '收藏的' : ''}试题`}
          {bank.status === 'ready' &&
            !favourites &&
            bank.keyword !== '' &&
            `（“${bank.keyword}”的搜索结果）`}
          {bank.status === 'loading' && bank.list.length > 0 && '正在刷新…'}
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
          <StateMessage
            title={favourites ? MSG_NO_FAVOURITES : MSG_NO_QUESTIONS}
            description={
              school && !favourites
                ? '点击“新建试题”或“导入 Word”，与本校老师共享试题。'
                : undefined
            }
          />
        )}
        {/* While refreshing the old list stays at full contrast (a faded list fails WCAG AA). */}
        <div className="space-y-3" aria-busy={bank.status === 'loading'}>
          {bank.list.map((q, i) => (
            <QuestionCard
              key={q.questionId}
              question={q}
              number={(bank.page - 1) * QUESTION_PAGE_SIZE + i + 1}
              inBasket={inBasket.has(q.questionId)}
              onToggleBasket={toggle}
              onToggleFavourite={star}
              onFindSimilar={findSimilar}
              onEdit={school ? openEditor : undefined}
              onRemove={
                school
                  ? (question) => {
                      if (window.confirm('确定删除这道试题吗？删除后本校老师都将看不到它。'))
                        dispatch(questionRemoveRequested(question.questionId));
                    }
                  : undefined
              }
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
      {school && editing !== undefined && bank.editor.status !== 'done' && (
        <QuestionEditor
          key={editing?.questionId ?? 'new'}
          open
          question={editing}
          period={bank.period}
          subject={bank.subject}
          tree={bank.tree}
          busy={bank.editor.status === 'busy'}
          error={bank.editor.status === 'failed' ? bank.editor.error : ''}
          onSave={(input) => dispatch(questionSaveRequested(input))}
          onClose={closeEditor}
        />
      )}
      {school && importOpen && (
        <ImportDialog
          open
          period={bank.period}
          tree={bank.tree}
          busy={bank.importing.status === 'busy'}
          error={bank.importing.status === 'failed' ? bank.importing.error : ''}
          result={bank.importing.result}
          onImport={(input) => dispatch(importRequested(input))}
          onClose={() => {
            setImportOpen(false);
            dispatch(editorReset());
          }}
        />
      )}
      {similar.source !== null && (
        <SimilarDialog
          similar={similar}
          inBasket={inBasket}
          onToggleBasket={toggle}
          onClose={() => dispatch(similarClosed())}
        />
      )}
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
