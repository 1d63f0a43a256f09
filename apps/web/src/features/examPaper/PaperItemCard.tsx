import type { ExamPaperItem } from '@aita/api';
import {
  blueprintLevelName,
  COGNITIVE_LEVELS,
  difficultyName,
  optionLetter,
  PAPER_SCORE_MAX,
  PAPER_SCORE_MIN,
  type CognitiveLevel,
  type PaperItemText,
} from '@aita/core';
import { memo, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { ItemEditForm } from './ItemEditForm';
import { Rich } from './Rich';

/** Props of {@link PaperItemCard}. */
export interface PaperItemCardProps {
  item: ExamPaperItem;
  /** The continuous number in the paper (1-based). */
  number: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (itemId: number, to: number) => void;
  onScore: (itemId: number, score: number) => void;
  onSwap: (itemId: number) => void;
  onRemove: (itemId: number) => void;
  onEdit: (itemId: number, text: PaperItemText) => void;
  /** Sets its 认知层次 in this paper (null = 未标注). */
  onLevel?: (itemId: number, level: CognitiveLevel | null) => void;
  /** A colleague's shared paper: shown without its editing controls. */
  readOnly?: boolean;
  /** Its place in its section (0-based), for the moves. */
  index: number;
  /** Drag and drop (`SortableSection`): the card's node, its handle and the lift's style. */
  drag?: {
    ref: (el: HTMLElement | null) => void;
    handleRef: (el: HTMLElement | null) => void;
    handle: HTMLAttributes<HTMLElement>;
    style: CSSProperties;
  };
}

const button =
  'rounded-md border border-line px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas disabled:opacity-40';

/**
 * One question in the editor: number, stem and options with their math, its score (editable),
 * a drag handle when its section is sortable, and the keyboard-reachable controls 上移 / 下移 /
 * 编辑 / 换一题 / 删除.
 */
export const PaperItemCard = memo(function PaperItemCard(p: PaperItemCardProps) {
  const { item, number } = p;
  const [score, setScore] = useState(String(item.score));
  const [editing, setEditing] = useState(false);
  const commitScore = () => {
    const value = Number(score);
    if (Number.isInteger(value) && value >= PAPER_SCORE_MIN && value <= PAPER_SCORE_MAX) {
      if (value !== item.score) p.onScore(item.itemId, value);
    } else setScore(String(item.score));
  };
  return (
    <li
      data-testid="paper-item"
      ref={p.drag?.ref}
      style={p.drag?.style}
      className="rounded-lg border border-line bg-surface p-3 md:p-4"
    >
      <div className="flex gap-2 text-[15px] leading-7 text-ink">
        {p.drag && !p.readOnly && (
          <button
            type="button"
            ref={p.drag.handleRef}
            {...p.drag.handle}
            aria-label={`拖动排序：第 ${number} 题`}
            title="拖动排序（键盘：空格拿起，上下方向键移动，空格放下）"
            disabled={p.busy}
            className="-ml-1 flex h-7 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-ink-muted hover:bg-canvas disabled:cursor-default disabled:opacity-40"
          >
            <span aria-hidden="true">⋮⋮</span>
          </button>
        )}
        <span className="shrink-0 font-medium">{number}.</span>
        <Rich text={item.stem} className="min-w-0 flex-1" />
      </div>
      {item.options.length > 0 && (
        <ol className="mt-1 grid gap-1 pl-6 text-[15px] leading-7 sm:grid-cols-2">
          {item.options.map((o, i) => (
            <li key={i} className="flex gap-1.5">
              <span className="shrink-0">{optionLetter(i)}.</span>
              <Rich text={o} className="min-w-0" />
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <ItemEditForm
          item={item}
          number={number}
          onCancel={() => setEditing(false)}
          onSave={(itemId, text) => {
            setEditing(false);
            p.onEdit(itemId, text);
          }}
        />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3 text-[13px] text-ink-muted">
        <span>难度：{difficultyName(item.difficulty)}</span>
        <span className="truncate">{item.knowledgePoints.map((k) => k.name).join('、')}</span>
        {p.readOnly || !p.onLevel ? (
          <span>认知层次：{blueprintLevelName(item.cognitiveLevel ?? 0)}</span>
        ) : (
          <label className="flex items-center gap-1">
            认知层次
            <select
              value={item.cognitiveLevel ?? ''}
              disabled={p.busy}
              aria-label={`第 ${number} 题认知层次`}
              onChange={(e) =>
                p.onLevel?.(
                  item.itemId,
                  e.target.value === '' ? null : (Number(e.target.value) as CognitiveLevel),
                )
              }
              className="h-8 rounded-md border border-line px-1 text-ink"
            >
              <option value="">未标注</option>
              {COGNITIVE_LEVELS.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {!p.readOnly && (
          <>
            <label className="ml-auto flex items-center gap-1">
              分值
              <input
                type="number"
                inputMode="numeric"
                min={PAPER_SCORE_MIN}
                max={PAPER_SCORE_MAX}
                value={score}
                aria-label={`第 ${number} 题分值`}
                onChange={(e) => setScore(e.target.value)}
                onBlur={commitScore}
                onKeyDown={(e) => e.key === 'Enter' && commitScore()}
                className="h-8 w-16 rounded-md border border-line px-2 text-ink"
              />
            </label>
            <button
              type="button"
              className={button}
              disabled={p.first || p.busy}
              aria-label={`上移第 ${number} 题`}
              onClick={() => p.onMove(item.itemId, p.index - 1)}
            >
              上移
            </button>
            <button
              type="button"
              className={button}
              disabled={p.last || p.busy}
              aria-label={`下移第 ${number} 题`}
              onClick={() => p.onMove(item.itemId, p.index + 1)}
            >
              下移
            </button>
            <button
              type="button"
              className={button}
              disabled={p.busy}
              aria-expanded={editing}
              aria-label={`编辑第 ${number} 题`}
              onClick={() => setEditing(!editing)}
            >
              编辑
            </button>
            <button
              type="button"
              className={button}
              disabled={p.busy}
              aria-label={`换一题：第 ${number} 题`}
              onClick={() => p.onSwap(item.itemId)}
            >
              换一题
            </button>
            <button
              type="button"
              className={`${button} text-danger`}
              disabled={p.busy}
              aria-label={`删除第 ${number} 题`}
              onClick={() => p.onRemove(item.itemId)}
            >
              删除
            </button>
          </>
        )}
      </div>
    </li>
  );
});
