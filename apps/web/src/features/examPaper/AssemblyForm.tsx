import type { ExamPaperAssembly, TextbookNode } from '@aita/api';
import { QUESTION_TYPES, type KnowledgeNode, type QuestionType } from '@aita/core';
import { useState, type FormEvent } from 'react';
import { ChapterPicker } from './ChapterPicker';
import { ASSEMBLY_POINTS_MAX, chapterPoints } from './chapterPoints';

const DEFAULTS: Record<QuestionType, { count: number; score: number }> = {
  single: { count: 10, score: 3 },
  multiple: { count: 0, score: 4 },
  judge: { count: 0, score: 2 },
  fill: { count: 8, score: 3 },
  solution: { count: 6, score: 11 },
  reading: { count: 0, score: 12 },
  essay: { count: 0, score: 40 },
};
const num = 'h-8 w-16 rounded-md border border-line px-2 text-[14px] text-ink';

/**
 * 智能组卷 (docs/examPaper.md "Smart assembly"): units of the 初中数学 knowledge tree, or chapters
 * of its textbook map (their knowledge points are sent), count and score per type (the total
 * shown live), and a target 难度系数; the server builds and saves the paper.
 */
export function AssemblyForm(props: {
  tree: KnowledgeNode[];
  textbook: TextbookNode[];
  busy: boolean;
  onAssemble: (body: ExamPaperAssembly) => void;
}) {
  const units = props.tree.flatMap((domain) =>
    domain.children.map((u) => ({ ...u, domain: domain.name })),
  );
  const [by, setBy] = useState<'knowledge' | 'textbook'>('knowledge');
  const [points, setPoints] = useState<string[]>([]);
  const [chapters, setChapters] = useState<string[]>([]);
  const chapterPointIds = chapterPoints(props.textbook, chapters);
  const scope =
    by === 'textbook' ? chapterPointIds : points.length ? points : props.tree.map((d) => d.id);
  const scopeProblem =
    by !== 'textbook'
      ? ''
      : chapters.length === 0
        ? '请至少选择一课或一个单元。'
        : scope.length > ASSEMBLY_POINTS_MAX
          ? `所选章节共 ${scope.length} 个知识点，最多 ${ASSEMBLY_POINTS_MAX} 个，请少选一些章节。`
          : '';
  const [types, setTypes] = useState(DEFAULTS);
  const [target, setTarget] = useState(0.65);
  const [title, setTitle] = useState('智能组卷');
  const total = QUESTION_TYPES.reduce((n, t) => n + types[t.id].count * types[t.id].score, 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onAssemble({
      title,
      knowledgePointIds: scope,
      types: QUESTION_TYPES.filter((t) => types[t.id].count > 0).map((t) => ({
        type: t.id,
        ...types[t.id],
      })),
      targetDifficulty: target,
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="智能组卷"
      className="space-y-3 rounded-xl border border-line bg-surface p-3 md:p-4"
    >
      <h2 className="text-[16px] font-semibold text-ink">智能组卷（初中数学）</h2>
      <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
        试卷标题
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={60}
          className="h-9 rounded-lg border border-line px-3 text-[14px] text-ink"
        />
      </label>
      <fieldset>
        <legend className="mb-1 text-[13px] text-ink-soft">
          知识范围{by === 'knowledge' ? '（不选即全部）' : ''}
        </legend>
        <div className="mb-2 flex gap-4 text-[14px] text-ink">
          {(
            [
              ['textbook', '按教材章节'],
              ['knowledge', '按知识点'],
            ] as const
          ).map(([id, name]) => (
            <label key={id} className="flex items-center gap-1">
              <input
                type="radio"
                name="assembly-scope"
                checked={by === id}
                onChange={() => setBy(id)}
              />
              {name}
            </label>
          ))}
        </div>
        {by === 'textbook' ? (
          <>
            <ChapterPicker tree={props.textbook} chosen={chapters} onChange={setChapters} />
            <p className="mt-1 text-[13px] text-ink-muted" aria-live="polite">
              {scopeProblem ||
                `已选 ${chapters.length} 课，涉及 ${chapterPointIds.length} 个知识点`}
            </p>
          </>
        ) : (
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {units.map((u) => (
              <label key={u.id} className="flex items-center gap-1 text-[14px] text-ink">
                <input
                  type="checkbox"
                  checked={points.includes(u.id)}
                  onChange={(e) =>
                    setPoints(
                      e.target.checked ? [...points, u.id] : points.filter((p) => p !== u.id),
                    )
                  }
                />
                {u.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-1 text-[13px] text-ink-soft">
          题型、题数与每题分值（共 {total} 分）
        </legend>
        {QUESTION_TYPES.map((t) => (
          <div key={t.id} className="flex items-center gap-2 text-[14px] text-ink">
            <span className="w-14">{t.name}</span>
            <input
              type="number"
              min={0}
              max={50}
              className={num}
              aria-label={`${t.name}题数`}
              value={types[t.id].count}
              onChange={(e) =>
                setTypes({ ...types, [t.id]: { ...types[t.id], count: Number(e.target.value) } })
              }
            />
            道 ×
            <input
              type="number"
              min={1}
              max={100}
              className={num}
              aria-label={`${t.name}每题分值`}
              value={types[t.id].score}
              onChange={(e) =>
                setTypes({ ...types, [t.id]: { ...types[t.id], score: Number(e.target.value) } })
              }
            />
            分
          </div>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-[14px] text-ink">
        目标难度系数
        <input
          type="range"
          min={0.3}
          max={0.9}
          step={0.05}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          aria-valuetext={target.toFixed(2)}
        />
        <output>{target.toFixed(2)}</output>
        <span className="text-[13px] text-ink-muted">（越高越容易，中考约 0.65–0.75）</span>
      </label>
      <button
        type="submit"
        disabled={props.busy || total === 0 || title.trim() === '' || scopeProblem !== ''}
        className="h-9 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600 disabled:opacity-50"
      >
        开始组卷
      </button>
    </form>
  );
}
