import 'katex/dist/katex.min.css';
import './examPaper.css';
import {
  PAPER_LAYOUT_NAMES,
  PAPER_LAYOUTS,
  PAPER_SCORE_MAX,
  PAPER_SCORE_MIN,
  PAPER_TITLE_MAX_LENGTH,
  TARGET_DIFFICULTY_MAX,
  TARGET_DIFFICULTY_MIN,
  MSG_ASSEMBLY_AI_HINT,
  type CognitiveLevel,
  type PaperLayoutName,
  type QuestionType,
  type PaperItemText,
} from '@aita/core';
import { Spinner, StateMessage } from '@aita/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { generateHref } from '../../shared/routes';
import {
  blueprintAssemblyRequested,
  blueprintTargetSaved,
  treeRequested,
  fileRequested,
  paperEdited,
  paperShared,
  paperOpened,
  selectExamPaper,
  wordRequested,
} from './examPaperSlice';
import { BlueprintTable } from './BlueprintTable';
import { SortableSection } from './SortableSection';
import { PaperMetaForm } from './PaperMetaForm';

const primary =
  'h-9 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600 disabled:opacity-50';

/** Sets one score for a whole section (本大题每小题 N 分). */
function SectionScore(props: {
  type: QuestionType;
  label: string;
  busy: boolean;
  onSet: (type: QuestionType, score: number) => void;
}) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (Number.isInteger(n) && n >= PAPER_SCORE_MIN && n <= PAPER_SCORE_MAX)
      props.onSet(props.type, n);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1 text-[13px] text-ink-soft">
      <label className="flex items-center gap-1">
        每小题
        <input
          type="number"
          min={PAPER_SCORE_MIN}
          max={PAPER_SCORE_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-label={`${props.label}每小题分值`}
          className="h-8 w-16 rounded-md border border-line px-2 text-ink"
        />
        分
      </label>
      <button
        type="submit"
        disabled={props.busy || value === ''}
        className="rounded-md border border-line px-2 py-1 hover:bg-canvas disabled:opacity-40"
      >
        统一设置
      </button>
    </form>
  );
}

/**
 * The paper editor (docs/examPaper.md "Web"): title, subtitle and time; sections with their
 * Chinese headings and sums; questions numbered continuously, each movable, scorable, swappable
 * and removable from the keyboard; the Word download in A4, A3 or B4, with or without answers.
 */
/** The 出题 app the notes link to when the bank falls short (智能出题, core GENERATE_PRESETS). */
const AI_GENERATE_APP = 'question-generator';

export function PaperEditorPage() {
  const dispatch = useAppDispatch();
  const { paperId } = useParams();
  const { paper, status, busy, errorText, notes, tree, assemblyPoints } =
    useAppSelector(selectExamPaper);
  const [layout, setLayout] = useState<PaperLayoutName>('A3');
  const [withAnswers, setWithAnswers] = useState(false);
  const [withBlueprint, setWithBlueprint] = useState(false);

  useEffect(() => {
    const id = Number(paperId);
    if (Number.isInteger(id) && id > 0) dispatch(paperOpened(id));
  }, [dispatch, paperId]);

  // Rows a 双向细目表 target adds come from the 初中数学 tree (the seeded bank's).
  const bankTree = paper?.mine && paper.period === 2 && paper.subject === 2;
  useEffect(() => {
    if (bankTree && tree.length === 0) dispatch(treeRequested());
  }, [dispatch, bankTree, tree.length]);

  const onMove = useCallback(
    (itemId: number, to: number) => dispatch(paperEdited({ action: 'move', itemId, to })),
    [dispatch],
  );
  const onScore = useCallback(
    (itemId: number, score: number) => dispatch(paperEdited({ action: 'score', itemId, score })),
    [dispatch],
  );
  const onSwap = useCallback(
    (itemId: number) => dispatch(paperEdited({ action: 'swap', itemId })),
    [dispatch],
  );
  const onEdit = useCallback(
    (itemId: number, text: PaperItemText) =>
      dispatch(paperEdited({ action: 'edit', itemId, ...text })),
    [dispatch],
  );
  const onLevel = useCallback(
    (itemId: number, cognitiveLevel: CognitiveLevel | null) =>
      dispatch(paperEdited({ action: 'level', itemId, cognitiveLevel })),
    [dispatch],
  );
  const onRemove = useCallback(
    (itemId: number) => dispatch(paperEdited({ action: 'remove', itemId })),
    [dispatch],
  );
  const onSection = useCallback(
    (type: QuestionType, score: number) =>
      dispatch(paperEdited({ action: 'sectionScore', type, score })),
    [dispatch],
  );

  if (!paper) {
    return status === 'failed' ? (
      <StateMessage tone="error" title={errorText} spacing={24} />
    ) : (
      <Spinner className="py-32" label="加载中" />
    );
  }
  // Continuous numbering: where each section's questions start.
  const starts = paper.sections.map((_, i) =>
    paper.sections.slice(0, i).reduce((n, s) => n + s.items.length, 0),
  );
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-3 md:p-6">
      <nav aria-label="试卷导航" className="flex flex-wrap gap-3 text-[14px]">
        <Link to="/exam-paper/index" className="text-primary-600 hover:underline">
          ← 我的试卷
        </Link>
        <Link to="/question-bank-jp/index" className="text-primary-600 hover:underline">
          去题库选题
        </Link>
      </nav>
      {paper.mine ? (
        <>
          <PaperMetaForm key={paper.updatedAt} paper={paper} busy={busy} />
          <button
            type="button"
            aria-pressed={paper.sharedOrgId !== null}
            disabled={busy}
            onClick={() => dispatch(paperShared(paper.sharedOrgId === null))}
            className="h-9 rounded-lg border border-line px-3 text-[14px] text-ink hover:bg-canvas disabled:opacity-50"
          >
            {paper.sharedOrgId === null ? '共享到学校' : '已共享到学校（点击取消共享）'}
          </button>
        </>
      ) : (
        <div className="space-y-1">
          <h1 className="text-[20px] font-semibold text-ink">{paper.title}</h1>
          <p role="note" className="text-[14px] text-ink-muted">
            同事共享到学校的试卷：可以查看、下载和打印；要修改，请在“我的试卷”中复制一份。
          </p>
        </div>
      )}

      {notes.length > 0 && (
        <ul
          className="space-y-1 rounded-xl border border-accent bg-surface p-3 text-[14px] text-ink"
          aria-label="组卷说明"
        >
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {notes.some((n) => n.includes(MSG_ASSEMBLY_AI_HINT)) && (
            <li>
              <Link
                to={generateHref(AI_GENERATE_APP, {
                  period: paper.period,
                  subject: paper.subject,
                  knowledgePointIds: assemblyPoints,
                })}
                className="text-primary-600 underline"
              >
                用 AI 出题补足（打开智能出题，已选好学段、学科和知识点）
              </Link>
            </li>
          )}
        </ul>
      )}

      <section
        aria-labelledby="download-title"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 md:p-4"
      >
        <h2 id="download-title" className="text-[15px] font-medium text-ink">
          下载 Word
        </h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">版式</legend>
          {PAPER_LAYOUTS.map((l) => (
            <label key={l} className="flex items-center gap-1 text-[14px] text-ink">
              <input
                type="radio"
                name="layout"
                value={l}
                checked={layout === l}
                onChange={() => setLayout(l)}
              />
              {PAPER_LAYOUT_NAMES[l]}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-1 text-[14px] text-ink">
          <input
            type="checkbox"
            checked={withAnswers}
            onChange={(e) => setWithAnswers(e.target.checked)}
          />
          卷末附答案与解析
        </label>
        <label
          className="flex items-center gap-1 text-[14px] text-ink"
          title="细目表单独占最后一页（A4 纵向），A3、B4 试卷也一样"
        >
          <input
            type="checkbox"
            checked={withBlueprint}
            onChange={(e) => setWithBlueprint(e.target.checked)}
          />
          卷末附双向细目表
        </label>
        <button
          type="button"
          className={primary}
          disabled={busy || paper.questionCount === 0}
          onClick={() => dispatch(wordRequested({ layout, withAnswers, withBlueprint }))}
        >
          下载 Word
        </button>
        <button
          type="button"
          className="h-9 rounded-lg border border-line px-3 text-[14px] text-ink hover:bg-canvas disabled:opacity-50"
          disabled={busy || paper.questionCount === 0}
          onClick={() => dispatch(fileRequested('answers'))}
        >
          单独下载答案
        </button>
        <button
          type="button"
          className="h-9 rounded-lg border border-line px-3 text-[14px] text-ink hover:bg-canvas disabled:opacity-50"
          disabled={busy || paper.questionCount === 0}
          onClick={() => dispatch(fileRequested('answerSheet'))}
        >
          下载答题卡
        </button>
        <Link
          to={`/exam-paper/print/${paper.paperId}?layout=${layout}`}
          className="flex h-9 items-center rounded-lg border border-line px-3 text-[14px] text-ink hover:bg-canvas"
        >
          打印预览
        </Link>
      </section>

      <BlueprintTable
        paper={paper}
        busy={busy}
        tree={bankTree ? tree : []}
        onSaveTarget={paper.mine ? (target) => dispatch(blueprintTargetSaved(target)) : undefined}
        onAssemble={
          paper.mine
            ? (target) =>
                dispatch(
                  blueprintAssemblyRequested({
                    title: `${paper.title}（细目表组卷）`.slice(0, PAPER_TITLE_MAX_LENGTH),
                    period: paper.period,
                    subject: paper.subject,
                    cells: target.cells.map(({ pointId, type, count, score }) => ({
                      knowledgePointId: pointId,
                      type,
                      count,
                      score,
                    })),
                    levels: target.levels,
                    targetDifficulty: Math.min(
                      TARGET_DIFFICULTY_MAX,
                      Math.max(TARGET_DIFFICULTY_MIN, paper.difficulty),
                    ),
                  }),
                )
            : undefined
        }
      />

      {paper.sections.length === 0 && (
        <StateMessage title="试卷中还没有试题" description="去题库把试题加入试题篮，再生成试卷。" />
      )}
      {paper.sections.map((section, sectionIndex) => (
        <section key={section.type} aria-label={section.heading} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-[16px] font-semibold text-ink">{section.heading}</h2>
            {paper.mine && (
              <SectionScore
                type={section.type}
                label={section.heading.slice(2, section.heading.indexOf('（'))}
                busy={busy}
                onSet={onSection}
              />
            )}
          </div>
          <SortableSection
            items={section.items}
            start={starts[sectionIndex] ?? 0}
            card={{
              busy,
              onMove,
              onScore,
              onSwap,
              onRemove,
              onEdit,
              onLevel,
              readOnly: !paper.mine,
            }}
          />
        </section>
      ))}
    </div>
  );
}
