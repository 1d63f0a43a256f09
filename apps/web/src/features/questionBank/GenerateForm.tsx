import type { GenerateQuestionsInput } from '@aita/api';
import {
  DIFFICULTIES,
  GENERATE_PASSAGE_MAX,
  GENERATE_POINTS_MAX,
  LAYER_TIERS,
  QUESTION_TYPES,
  SUBJECT_TYPES,
  type GeneratePreset,
  type KnowledgeNode,
  type LayerTierId,
  type QuestionType,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { knowledgeChoices } from './QuestionEditor';
import { KnowledgeTree } from './KnowledgeTree';
import { BANK_PERIODS } from './questionBankSlice';

const field =
  'h-9 w-full rounded-lg border border-line bg-surface px-2 text-[14px] text-ink outline-none focus:border-primary-400';
const labelClass = 'flex flex-col gap-1 text-[13px] text-ink-soft';

/** Props of {@link GenerateForm}. */
export interface GenerateFormProps {
  preset: GeneratePreset;
  period: number;
  subject: number;
  tree: KnowledgeNode[];
  /** Points picked when the form opens (from the page's address). */
  initialPoints?: string[];
  busy: boolean;
  onPeriodSubject: (period: number, subject: number) => void;
  onGenerate: (input: GenerateQuestionsInput) => void;
}

/**
 * The form of an `aiquestion` app (docs/questionBank.md "AI question generation"): 学段 and 学科,
 * grade, 1–5 knowledge points picked in the tree, type, difficulty and count (three tier counts
 * for 分层作业, a passage for 阅读理解出题), each limited by the app's preset.
 */
export function GenerateForm(props: GenerateFormProps) {
  const { preset, period, subject, tree } = props;
  const [grade, setGrade] = useState<number | ''>('');
  const [points, setPoints] = useState<string[]>(props.initialPoints ?? []);
  const [type, setType] = useState<QuestionType>(preset.types[0] ?? 'single');
  const [difficulty, setDifficulty] = useState(preset.difficulty);
  const [count, setCount] = useState(preset.count);
  const [tiers, setTiers] = useState<Record<LayerTierId, number>>({
    basic: 2,
    advanced: 2,
    extended: 1,
  });
  const [passage, setPassage] = useState('');
  const names = new Map(knowledgeChoices(tree).map((c) => [c.id, c.name]));
  const grades = period === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9];

  const pick = (id: string | null) => {
    if (id === null) return setPoints([]);
    setPoints((current) =>
      current.includes(id)
        ? current.filter((p) => p !== id)
        : current.length < GENERATE_POINTS_MAX
          ? [...current, id]
          : current,
    );
  };
  const changeScope = (nextPeriod: number, nextSubject: number) => {
    setPoints([]);
    setGrade('');
    props.onPeriodSubject(nextPeriod, nextSubject);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onGenerate({
      appUri: preset.uri,
      period,
      subject,
      ...(grade === '' ? {} : { grade }),
      knowledgePointIds: points,
      type,
      difficulty,
      count,
      ...(preset.tiers ? { tiers } : {}),
      ...(preset.passage ? { passage } : {}),
    });
  };
  const [low, high] = preset.difficultyRange;

  return (
    <form
      onSubmit={submit}
      aria-label={`${preset.name}表单`}
      className="space-y-4 rounded-xl border border-line bg-surface p-3 md:p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <label className={labelClass}>
          学段
          <select
            className={field}
            value={period}
            onChange={(e) => changeScope(Number(e.target.value), subject)}
          >
            {BANK_PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          学科
          <select
            className={field}
            value={subject}
            onChange={(e) => changeScope(period, Number(e.target.value))}
          >
            {preset.subjects.map((id) => (
              <option key={id} value={id}>
                {SUBJECT_TYPES.find((s) => s.id === id)?.name ?? id}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          年级
          <select
            className={field}
            value={grade}
            onChange={(e) => setGrade(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <option value="">不限</option>
            {grades.map((g) => (
              <option key={g} value={g}>
                {g} 年级
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          题型
          <select
            className={field}
            value={type}
            onChange={(e) => setType(e.target.value as QuestionType)}
          >
            {QUESTION_TYPES.filter((t) => preset.types.includes(t.id)).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {preset.tiers ? (
          LAYER_TIERS.map((t) => (
            <label key={t.id} className={labelClass}>
              {t.name}层题量（难度 {t.difficulty}）
              <input
                type="number"
                min={0}
                max={preset.countMax}
                value={tiers[t.id]}
                onChange={(e) => setTiers({ ...tiers, [t.id]: Number(e.target.value) || 0 })}
                className={field}
              />
            </label>
          ))
        ) : (
          <>
            <label className={labelClass}>
              难度
              <select
                className={field}
                value={difficulty}
                onChange={(e) => setDifficulty(Number(e.target.value))}
              >
                {DIFFICULTIES.filter((d) => d.id >= low && d.id <= high).map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              题量（最多 {preset.countMax} 道）
              <input
                type="number"
                min={1}
                max={preset.countMax}
                value={count}
                onChange={(e) => setCount(Number(e.target.value) || 1)}
                className={field}
              />
            </label>
          </>
        )}
      </div>
      {preset.passage ? (
        <label className={labelClass}>
          文章（必填，最多 {GENERATE_PASSAGE_MAX} 字）
          <textarea
            value={passage}
            onChange={(e) => setPassage(e.target.value)}
            maxLength={GENERATE_PASSAGE_MAX}
            rows={6}
            className="w-full rounded-lg border border-line px-3 py-2 text-[14px] text-ink"
          />
        </label>
      ) : null}
      <fieldset>
        <legend className="mb-1 text-[13px] text-ink-soft">
          知识点（选 1 到 {GENERATE_POINTS_MAX} 个，点击选中或取消）
        </legend>
        <ul aria-label="已选知识点" className="mb-2 flex flex-wrap gap-2">
          {points.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => pick(id)}
                aria-label={`取消知识点：${names.get(id) ?? id}`}
                className="min-h-8 rounded-full bg-primary-50 px-3 text-[13px] text-primary-600"
              >
                {names.get(id) ?? id} ×
              </button>
            </li>
          ))}
          {points.length === 0 ? (
            <li className="text-[13px] text-ink-muted">还没有选择知识点</li>
          ) : null}
        </ul>
        <div className="max-h-64 overflow-y-auto rounded-lg border border-line p-2">
          {tree.length > 0 ? (
            <KnowledgeTree
              roots={tree}
              selectedId={points.at(-1) ?? null}
              onSelect={pick}
              allLabel="清除已选"
            />
          ) : (
            <p className="text-[13px] text-ink-muted">这个学段和学科还没有知识点目录。</p>
          )}
        </div>
      </fieldset>
      <Button type="submit" disabled={props.busy || points.length === 0}>
        {props.busy ? '生成中…' : '生成'}
      </Button>
    </form>
  );
}
