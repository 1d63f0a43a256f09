import { COURSEWARE_THEMES, linesToPoints, plainMath, type CoursewareSlide } from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';
import { SlidePreview } from './SlidePreview';

const control =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-[14px] text-ink focus:outline-2 focus:outline-primary-500';

/** A textarea of lines that keeps the teacher's own text while typing. */
function LinesArea({
  label,
  value,
  onChange,
  rows = 5,
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  rows?: number;
}) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
      {label}
      <textarea
        className={control}
        rows={rows}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(linesToPoints(e.target.value));
        }}
      />
    </label>
  );
}

/** The text of a slide as a teacher would paste it elsewhere. */
export function slideText(slide: CoursewareSlide): string {
  return [slide.title, ...slide.points, ...slide.steps.map((s, i) => `${i + 1}. ${s}`)]
    .map(plainMath)
    .join('\n');
}

/** Step 2: every slide previewed, one selected and edited (text, notes), the theme, the download. */
export function SlidesStep({
  slides,
  selected,
  themeId,
  busy,
  unsaved,
  onSelect,
  onEdit,
  onTheme,
  onSave,
  onDownload,
  onCopy,
  onBack,
}: {
  slides: CoursewareSlide[];
  selected: number;
  themeId: string;
  busy: null | string;
  unsaved: boolean;
  onSelect: (i: number) => void;
  onEdit: (i: number, slide: CoursewareSlide) => void;
  onTheme: (id: string) => void;
  onSave: () => void;
  onDownload: () => void;
  onCopy: (text: string) => void;
  onBack: () => void;
}) {
  const slide = slides[selected] ?? slides[0];
  if (!slide) return null;
  const index = slides.indexOf(slide);
  return (
    <div className="grid gap-4 lg:grid-cols-[220px_minmax(0,1fr)]">
      <nav aria-label="幻灯片列表" className="order-2 lg:order-1">
        <ol className="flex gap-2 overflow-x-auto pb-2 lg:max-h-[calc(100dvh-220px)] lg:flex-col lg:overflow-y-auto lg:overflow-x-visible">
          {slides.map((s, i) => (
            <li key={s.id} className="w-40 shrink-0 lg:w-auto">
              <button
                type="button"
                aria-label={`第 ${i + 1} 页：${s.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i)}
                className={`block w-full rounded-md p-1 text-left ${i === index ? 'ring-2 ring-primary-500' : 'ring-1 ring-line'}`}
              >
                <span aria-hidden="true" className="block">
                  <SlidePreview slide={s} themeId={themeId} />
                </span>
                <span className="mt-1 block truncate text-[12px] text-ink-soft">
                  {i + 1}. {s.title}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="order-1 space-y-3 lg:order-2">
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-[14px] text-ink">
            风格
            <select
              className="rounded-md border border-line px-2 py-1"
              value={themeId}
              onChange={(e) => onTheme(e.target.value)}
            >
              {COURSEWARE_THEMES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}（{t.suits}）
                </option>
              ))}
            </select>
          </label>
          <span className="flex-1" />
          <Button variant="secondary" onClick={onBack}>
            返回大纲
          </Button>
          <Button variant="secondary" onClick={onSave} disabled={!unsaved || busy !== null}>
            {busy === 'save' ? '正在保存…' : unsaved ? '保存修改' : '已保存'}
          </Button>
          <Button onClick={onDownload} disabled={busy !== null}>
            {busy === 'download' ? '正在生成 PPT…' : '下载 PPT'}
          </Button>
        </div>
        <section aria-label={`第 ${index + 1} 页预览`} data-testid="slide-preview">
          <SlidePreview
            slide={slide}
            themeId={themeId}
            label={`第 ${index + 1} 页：${slide.title}`}
          />
        </section>
        <section
          key={slide.id}
          aria-label="编辑本页文字"
          className="space-y-3 rounded-xl border border-line bg-surface p-3 md:p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="flex-1 text-[15px] font-semibold text-ink">编辑第 {index + 1} 页</h2>
            <button
              type="button"
              className="rounded-md border border-line px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas"
              onClick={() => onCopy(slideText(slide))}
            >
              复制本页文字
            </button>
          </div>
          <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
            标题
            <input
              className={control}
              value={slide.title}
              maxLength={50}
              onChange={(e) => onEdit(index, { ...slide, title: e.target.value })}
            />
          </label>
          <LinesArea
            label={
              slide.kind === 'title'
                ? '副标题'
                : slide.kind === 'example'
                  ? '题目'
                  : '要点（每行一条）'
            }
            value={slide.points}
            onChange={(points) => onEdit(index, { ...slide, points })}
          />
          {slide.kind === 'example' && (
            <LinesArea
              label="解答步骤（每行一步）"
              value={slide.steps}
              onChange={(steps) => onEdit(index, { ...slide, steps })}
            />
          )}
          <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
            讲稿（备注，只有老师看得到）
            <textarea
              className={control}
              rows={3}
              value={slide.notes}
              maxLength={1000}
              onChange={(e) => onEdit(index, { ...slide, notes: e.target.value })}
            />
          </label>
        </section>
      </div>
    </div>
  );
}
