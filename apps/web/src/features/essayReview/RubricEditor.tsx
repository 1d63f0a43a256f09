import { MSG_ESSAY_RUBRIC_SUM, scaleRubric, type Rubric } from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';

/** A dimension the teacher set: name, largest score, what earns it. */
export interface DimensionDraft {
  name: string;
  max: number;
  criteria: string;
}

/**
 * The rubric of the task, shown as its dimensions at the task's full score; 调整评分标准 lets the
 * teacher rename dimensions and move points between them (they must add up to the full score,
 * as the server checks too). `onChange(null)` means the rubric as it is.
 */
export function RubricEditor({
  rubric,
  fullScore,
  onChange,
}: {
  rubric: Rubric;
  fullScore: number;
  onChange: (dimensions: DimensionDraft[] | null) => void;
}) {
  const [draft, setDraft] = useState<DimensionDraft[] | null>(null);
  const scaled = fullScore > 0 ? scaleRubric(rubric, fullScore) : rubric;
  const set = (next: DimensionDraft[] | null) => {
    setDraft(next);
    onChange(next);
  };
  if (!draft) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <span>{scaled.dimensions.map((d) => `${d.name} ${d.max}分`).join('　')}</span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            set(scaled.dimensions.map(({ name, max, criteria }) => ({ name, max, criteria })))
          }
        >
          调整评分标准
        </Button>
      </div>
    );
  }
  const sum = draft.reduce((n, d) => n + d.max, 0);
  const patch = (i: number, change: Partial<DimensionDraft>) =>
    set(draft.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <fieldset className="space-y-2 rounded-lg bg-canvas p-3 text-sm">
      <legend className="sr-only">调整评分标准</legend>
      {draft.map((d, i) => (
        <div
          key={i}
          className="grid grid-cols-[1fr_5rem_auto] items-center gap-2 md:grid-cols-[10rem_5rem_1fr_auto]"
        >
          <input
            aria-label={`第${i + 1}项名称`}
            className="rounded border border-line bg-surface px-2 py-1"
            maxLength={20}
            value={d.name}
            onChange={(e) => patch(i, { name: e.target.value })}
          />
          <input
            aria-label={`第${i + 1}项满分`}
            type="number"
            min={0.5}
            step={0.5}
            className="rounded border border-line bg-surface px-2 py-1"
            value={d.max}
            onChange={(e) => patch(i, { max: Number(e.target.value) })}
          />
          <input
            aria-label={`第${i + 1}项标准`}
            className="col-span-3 rounded border border-line bg-surface px-2 py-1 md:col-span-1"
            maxLength={200}
            value={d.criteria}
            onChange={(e) => patch(i, { criteria: e.target.value })}
          />
          {draft.length > 1 ? (
            <Button size="sm" variant="ghost" onClick={() => set(draft.filter((_, j) => j !== i))}>
              删除
            </Button>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {draft.length < 8 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => set([...draft, { name: '', max: 1, criteria: '' }])}
          >
            添加一项
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => set(null)}>
          恢复默认
        </Button>
        <span role="status" className={sum === fullScore ? 'text-ink-soft' : 'text-danger'}>
          合计 {sum} / {fullScore} 分{sum === fullScore ? '' : `：${MSG_ESSAY_RUBRIC_SUM}`}
        </span>
      </div>
    </fieldset>
  );
}
