import { cn } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { KnowledgeTree } from './KnowledgeTree';
import {
  BANK_PERIODS,
  BANK_SUBJECTS,
  bankSubjectName,
  browseByChanged,
  chapterSelected,
  knowledgePointSelected,
  periodChanged,
  selectBank,
  subjectChanged,
} from './questionBankSlice';

/**
 * The bank page's side panel (docs/questionBank.md "Web"): 学段 tabs, 学科 pills, and the
 * knowledge tree or the textbook map (a fold-out panel above the list on phones).
 */
export function BankSidePanel() {
  const dispatch = useAppDispatch();
  const bank = useAppSelector(selectBank);
  const [treeOpen, setTreeOpen] = useState(false);
  return (
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
              {p.name}
              {bankSubjectName(p.id, bank.subject)}
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
      <div role="group" aria-label="学科" className="mt-2 flex flex-wrap gap-1">
        {(BANK_SUBJECTS[bank.period] ?? []).map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={bank.subject === s.id}
            onClick={() => dispatch(subjectChanged(s.id))}
            className={cn(
              'rounded-full px-3 py-1 text-[13px]',
              bank.subject === s.id ? 'bg-primary-500 text-white' : 'text-ink-soft hover:bg-canvas',
            )}
          >
            {s.name}
          </button>
        ))}
      </div>
      <div className={cn('mt-2 md:block', !treeOpen && 'hidden')}>
        <div
          role="tablist"
          aria-label="浏览方式"
          className="mb-2 grid grid-cols-2 gap-1 rounded-lg bg-canvas p-1"
        >
          {(
            [
              ['knowledge', '按知识点'],
              ['textbook', '按教材章节'],
            ] as const
          ).map(([id, name]) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={bank.browseBy === id}
              onClick={() => dispatch(browseByChanged(id))}
              className={cn(
                'rounded-md py-1 text-[13px]',
                bank.browseBy === id
                  ? 'bg-surface font-medium text-primary-600 shadow-sm'
                  : 'text-ink-soft',
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <div className="max-h-[60vh] overflow-y-auto md:max-h-[calc(100vh-13rem)]">
          {bank.browseBy === 'knowledge' ? (
            <KnowledgeTree
              roots={bank.tree}
              selectedId={bank.knowledgePointId}
              onSelect={(id) => {
                dispatch(knowledgePointSelected(id));
                setTreeOpen(false);
              }}
            />
          ) : bank.textbook.length === 0 ? (
            <p className="px-2 py-3 text-[13px] text-ink-muted">这个学段还没有教材目录。</p>
          ) : (
            <KnowledgeTree
              label="教材章节"
              allLabel="全部章节"
              roots={bank.textbook}
              selectedId={bank.chapterId}
              onSelect={(id) => {
                dispatch(chapterSelected(id));
                setTreeOpen(false);
              }}
            />
          )}
        </div>
      </div>
    </aside>
  );
}
