import {
  bandsFromLines,
  ESSAY_BANDS_MAX,
  MSG_ESSAY_BANDS,
  scaleRubric,
  type Rubric,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';

/** A band line the teacher set: the band's name and the lowest whole score it takes. */
export interface BandDraft {
  name: string;
  min: number;
}

/**
 * The rubric's grade bands (一类文 43–50 …) at the task's full score; 调整等级 lets the teacher
 * rename them and move the 分数线 (docs/essayReview.md "Grade bands"). The ranges follow from
 * the lines; `onChange(null)` means the rubric's own bands.
 */
export function BandEditor({
  rubric,
  fullScore,
  onChange,
}: {
  rubric: Rubric;
  fullScore: number;
  onChange: (bands: BandDraft[] | null) => void;
}) {
  const [draft, setDraft] = useState<BandDraft[] | null>(null);
  const scaled = fullScore > 0 ? scaleRubric(rubric, fullScore) : rubric;
  const set = (next: BandDraft[] | null) => {
    setDraft(next);
    onChange(next);
  };
  if (!draft) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <span>等级：{scaled.bands.map((b) => `${b.name} ${b.min}–${b.max}`).join('　')}</span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => set(scaled.bands.map(({ name, min }) => ({ name, min })))}
        >
          调整等级
        </Button>
      </div>
    );
  }
  const bands = bandsFromLines(draft, fullScore);
  const patch = (i: number, change: Partial<BandDraft>) =>
    set(draft.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <fieldset className="space-y-2 rounded-lg bg-canvas p-3 text-sm">
      <legend className="text-ink-soft">调整等级（名称和最低分）</legend>
      {draft.map((d, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={`第${i + 1}个等级名称`}
            className="w-28 rounded border border-line bg-surface px-2 py-1"
            maxLength={20}
            value={d.name}
            onChange={(e) => patch(i, { name: e.target.value })}
          />
          <input
            aria-label={`第${i + 1}个等级最低分`}
            type="number"
            min={0}
            max={fullScore}
            step={1}
            className="w-20 rounded border border-line bg-surface px-2 py-1"
            value={d.min}
            onChange={(e) => patch(i, { min: Number(e.target.value) })}
          />
          <span className="text-ink-soft">分起</span>
          {draft.length > 1 ? (
            <Button size="sm" variant="ghost" onClick={() => set(draft.filter((_, j) => j !== i))}>
              删除
            </Button>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {draft.length < ESSAY_BANDS_MAX ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => set([...draft, { name: '', min: 0 }])}
          >
            添加等级
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => set(null)}>
          恢复默认
        </Button>
        <span role="status" className={bands ? 'text-ink-soft' : 'text-danger'}>
          {bands
            ? bands.map((b) => `${b.name || '（未命名）'} ${b.min}–${b.max}`).join('　')
            : MSG_ESSAY_BANDS}
        </span>
      </div>
    </fieldset>
  );
}
