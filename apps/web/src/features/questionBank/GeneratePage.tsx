import type { BankQuestion, GenerateQuestionsInput, QuestionInput } from '@aita/api';
import { generatePreset, GENERATE_PRESETS, type QuestionType } from '@aita/core';
import { Button } from '@aita/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { readGenerateQuery } from '../../shared/routes';
import { basketToggled, selectBasketEntries } from './basketSlice';
import { GenerateForm } from './GenerateForm';
import {
  draftDiscarded,
  draftEdited,
  draftsAcceptRequested,
  generateRequested,
  generateTreeRequested,
  selectGenerate,
  type ReviewDraft,
} from './generateSlice';
import { QuestionCard } from './QuestionCard';
import { knowledgeChoices, QuestionEditor } from './QuestionEditor';
import './questionBank.css';

const action = 'rounded-md px-2 py-1 text-[13px] min-h-8';

/** A draft as the bank's card and editor read it. */
function asBankQuestion(d: ReviewDraft, names: Map<string, string>): BankQuestion {
  return {
    questionId: d.questionId ?? 0,
    children: [],
    type: d.type,
    stem: d.stem,
    options: d.options,
    answer: d.answer,
    analysis: d.analysis,
    difficulty: d.difficulty,
    knowledgePoints: d.knowledgePointIds.map((id) => ({ id, name: names.get(id) ?? id })),
    period: d.period,
    subject: d.subject,
    grade: d.grade,
    source: d.questionId === null ? 'AI生成（待审核）' : '题库',
    year: new Date().getFullYear(),
    region: null,
    cognitiveLevel: null,
    chapterId: null,
    scope: 'personal',
    authorName: null,
    createdAt: 0,
    canEdit: 0,
    isFavourite: 0,
  };
}

/**
 * `/question-bank-ai/index?app=<uri>` (docs/questionBank.md "AI question generation"): the form of
 * an `aiquestion` app, then the review list. With a model each draft is 编辑 / 采用 (saved to 我的题库
 * as AI生成) / 舍弃; without one the questions come from the bank (the note says so) and go to the
 * 试题篮 instead.
 */
export function GeneratePage() {
  const [params, setParams] = useSearchParams();
  const preset = generatePreset(params.get('app') ?? '') ?? GENERATE_PRESETS[0];
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectGenerate);
  const basket = useAppSelector(selectBasketEntries);
  // 智能组卷 links here with 学段, 学科 and points filled in when the bank fell short.
  const [query] = useState(() => readGenerateQuery(params));
  const [scope, setScope] = useState({
    period: query.period ?? (preset?.subjects.includes(2) ? 1 : 2),
    subject: query.subject ?? preset?.subjects[0] ?? 2,
  });
  const [editing, setEditing] = useState<ReviewDraft | null>(null);
  const names = useMemo(
    () => new Map(knowledgeChoices(state.tree).map((c) => [c.id, c.name])),
    [state.tree],
  );

  useEffect(() => {
    dispatch(generateTreeRequested(scope));
  }, [dispatch, scope]);

  if (!preset) return null;
  const shown = state.drafts.filter((d) => d.state !== 'discarded');
  const pending = shown.filter((d) => d.state === 'pending').map((d) => d.key);
  const bank = state.mode === 'bank';

  const saveEdit = (input: QuestionInput) => {
    if (!editing) return;
    dispatch(
      draftEdited({
        key: editing.key,
        draft: {
          ...editing,
          type: input.type as QuestionType,
          stem: input.stem,
          options: input.options ?? [],
          answer: input.answer ?? [],
          analysis: input.analysis,
          difficulty: Number(input.difficulty ?? editing.difficulty),
          knowledgePointIds: input.knowledgePointIds,
          grade: Number(input.grade ?? editing.grade),
        },
      }),
    );
    setEditing(null);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 md:px-6 md:py-6">
      <header className="space-y-1">
        <h1 className="text-xl font-semibold text-ink">{preset.name}</h1>
        <p className="text-[14px] text-ink-soft">{preset.intro}</p>
        <nav aria-label="出题应用" className="flex flex-wrap gap-2 pt-1">
          {GENERATE_PRESETS.map((p) => (
            <button
              key={p.uri}
              type="button"
              aria-current={p.uri === preset.uri ? 'page' : undefined}
              onClick={() => setParams({ app: p.uri })}
              className={
                p.uri === preset.uri
                  ? 'min-h-8 rounded-full bg-primary-500 px-3 text-[13px] text-white'
                  : 'min-h-8 rounded-full bg-canvas px-3 text-[13px] text-ink-soft hover:bg-primary-50'
              }
            >
              {p.name}
            </button>
          ))}
        </nav>
      </header>
      <GenerateForm
        key={preset.uri}
        preset={preset}
        period={scope.period}
        subject={scope.subject}
        tree={state.tree}
        initialPoints={query.knowledgePointIds}
        busy={state.busy}
        onPeriodSubject={(period, subject) => setScope({ period, subject })}
        onGenerate={(input: GenerateQuestionsInput) => dispatch(generateRequested(input))}
      />
      {state.error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-[14px] text-danger">
          {state.error}
        </p>
      ) : null}
      {state.mode ? (
        <section aria-label="审核列表" className="space-y-3">
          <p
            role="status"
            data-testid="generate-note"
            className="rounded-lg border border-line bg-canvas px-3 py-2 text-[14px] text-ink"
          >
            {state.note}
          </p>
          {bank ? (
            <p className="text-[13px] text-ink-soft">
              试题篮：{basket.length} 道 ·{' '}
              <Link to="/exam-paper/new" className="text-primary-600 underline">
                用试题篮组卷
              </Link>
            </p>
          ) : pending.length > 1 ? (
            <Button onClick={() => dispatch(draftsAcceptRequested(pending))}>全部采用</Button>
          ) : null}
          {shown.map((d, i) => (
            <div key={d.key} className="space-y-1">
              {d.tier || d.flags.length > 0 ? (
                <p className="text-[13px] text-ink-soft">
                  {d.tier ? `${d.tier}层` : ''}
                  {d.flags.map((f) => (
                    <span key={f} className="ml-2 rounded bg-amber-50 px-2 text-amber-800">
                      {f}
                    </span>
                  ))}
                </p>
              ) : null}
              <QuestionCard
                question={asBankQuestion(d, names)}
                number={i + 1}
                answerShown={!bank}
                inBasket={basket.some((b) => b.questionId === d.questionId)}
                onToggleBasket={
                  bank && d.questionId !== null
                    ? (q) => dispatch(basketToggled({ questionId: q.questionId, type: q.type }))
                    : undefined
                }
                actions={
                  bank ? null : d.state === 'accepted' ? (
                    <span className="px-2 text-[13px] text-success">已存入我的题库</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        onClick={() => setEditing(d)}
                        aria-label={`编辑：第 ${i + 1} 题`}
                        className={`${action} text-primary-600 hover:bg-primary-50`}
                      >
                        编辑
                      </button>
                      <button
                        type="button"
                        disabled={d.state === 'saving'}
                        onClick={() => dispatch(draftsAcceptRequested([d.key]))}
                        aria-label={`采用：第 ${i + 1} 题`}
                        className={`${action} bg-primary-500 text-white hover:bg-primary-600`}
                      >
                        {d.state === 'saving' ? '保存中…' : '采用'}
                      </button>
                      <button
                        type="button"
                        onClick={() => dispatch(draftDiscarded(d.key))}
                        aria-label={`舍弃：第 ${i + 1} 题`}
                        className={`${action} text-danger hover:bg-danger/10`}
                      >
                        舍弃
                      </button>
                    </>
                  )
                }
              />
              {d.error ? (
                <p role="alert" className="text-[13px] text-danger">
                  {d.error}
                </p>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {editing ? (
        <QuestionEditor
          open
          question={asBankQuestion(editing, names)}
          period={editing.period}
          subject={editing.subject}
          tree={state.tree}
          busy={false}
          error=""
          onSave={saveEdit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
