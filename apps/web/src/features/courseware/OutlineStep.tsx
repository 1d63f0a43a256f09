import {
  addSection,
  linesToPoints,
  moveSection,
  removeSection,
  SECTION_KINDS,
  SECTION_KIND_NAMES,
  sectionHint,
  updateSection,
  type CoursewareForm,
  type CoursewareOutline,
  type SectionKind,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';

const small =
  'rounded-md border border-line px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas disabled:opacity-40';
const control =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-[14px] text-ink focus:outline-2 focus:outline-primary-500';

/** Keeps a textarea's own text while it is edited (blank lines stay until the points are read). */
function PointsArea({
  label,
  value,
  hint,
  onChange,
}: {
  label: string;
  value: string[];
  hint: string;
  onChange: (v: string[]) => void;
}) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
      {label}
      <textarea
        className={`${control} min-h-[84px]`}
        value={text}
        placeholder={hint}
        onChange={(e) => {
          setText(e.target.value);
          onChange(linesToPoints(e.target.value));
        }}
      />
    </label>
  );
}

/** Step 1: the outline the teacher edits (reorder, rename, add, delete, write the points). */
export function OutlineStep({
  form,
  outline,
  busy,
  onChange,
  onBack,
  onGenerate,
}: {
  form: CoursewareForm;
  outline: CoursewareOutline;
  busy: boolean;
  onChange: (o: CoursewareOutline) => void;
  onBack: () => void;
  onGenerate: () => void;
}) {
  const [kind, setKind] = useState<SectionKind>('concept');
  const last = outline.sections.length - 1;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
          课件标题
          <input
            className={control}
            value={outline.title}
            maxLength={40}
            onChange={(e) => onChange({ ...outline, title: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
          副标题
          <input
            className={control}
            value={outline.subtitle}
            maxLength={80}
            onChange={(e) => onChange({ ...outline, subtitle: e.target.value })}
          />
        </label>
      </div>
      <ol className="space-y-3" aria-label="课件大纲">
        {outline.sections.map((s, i) => (
          <li
            key={s.id}
            className="space-y-2 rounded-xl border border-line bg-surface p-3 md:p-4"
            aria-label={`第 ${i + 1} 部分：${s.title}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-primary-50 px-2 py-0.5 text-[12px] font-medium text-primary-700">
                {SECTION_KIND_NAMES[s.kind]}
              </span>
              <input
                aria-label={`第 ${i + 1} 部分的标题`}
                className={`${control} min-w-0 flex-1 font-medium`}
                value={s.title}
                maxLength={40}
                onChange={(e) => onChange(updateSection(outline, s.id, { title: e.target.value }))}
              />
              <button
                type="button"
                className={small}
                disabled={i === 0}
                onClick={() => onChange(moveSection(outline, s.id, -1))}
                aria-label={`上移「${s.title}」`}
              >
                上移
              </button>
              <button
                type="button"
                className={small}
                disabled={i === last}
                onClick={() => onChange(moveSection(outline, s.id, 1))}
                aria-label={`下移「${s.title}」`}
              >
                下移
              </button>
              <button
                type="button"
                className={small}
                disabled={outline.sections.length <= 1}
                onClick={() => onChange(removeSection(outline, s.id))}
                aria-label={`删除「${s.title}」`}
              >
                删除
              </button>
            </div>
            <PointsArea
              label={
                s.kind === 'example'
                  ? '题目'
                  : s.kind === 'exercise'
                    ? '练习题（每行一道）'
                    : '要点（每行一条）'
              }
              value={s.points}
              hint={sectionHint(form, s.kind, s.title)}
              onChange={(points) => onChange(updateSection(outline, s.id, { points }))}
            />
            {(s.kind === 'example' || s.kind === 'exercise') && (
              <PointsArea
                label={s.kind === 'example' ? '解答步骤（每行一步）' : '答案（放在下一页）'}
                value={s.answer}
                hint={s.kind === 'example' ? '每行一步，公式写在 $…$ 中' : '每行一道题的答案'}
                onChange={(answer) => onChange(updateSection(outline, s.id, { answer }))}
              />
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-line p-3">
        <label className="flex items-center gap-2 text-[14px] text-ink">
          添加一部分
          <select
            className="rounded-md border border-line px-2 py-1"
            value={kind}
            onChange={(e) => setKind(e.target.value as SectionKind)}
          >
            {SECTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {SECTION_KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={small}
          disabled={outline.sections.length >= 20}
          onClick={() => onChange(addSection(outline, kind))}
        >
          添加
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          返回修改信息
        </Button>
        <Button onClick={onGenerate} disabled={busy}>
          {busy ? '正在生成幻灯片…' : '生成幻灯片'}
        </Button>
      </div>
    </div>
  );
}
