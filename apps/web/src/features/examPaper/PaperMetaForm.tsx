import type { ExamPaper } from '@aita/api';
import {
  PAPER_DURATION_MAX,
  PAPER_DURATION_MIN,
  PAPER_SUBTITLE_MAX_LENGTH,
  PAPER_TITLE_MAX_LENGTH,
} from '@aita/core';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { paperSaved } from './examPaperSlice';

const input = 'h-9 rounded-lg border border-line px-3 text-[14px] text-ink';
const primary =
  'h-9 rounded-lg bg-primary-500 px-4 text-[14px] text-white hover:bg-primary-600 disabled:opacity-50';

/**
 * The paper's title, subtitle and time, and its totals. Keyed by the paper's `updatedAt` by the
 * editor, so a saved or edited paper starts the fields afresh.
 */
export function PaperMetaForm({ paper, busy }: { paper: ExamPaper; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [meta, setMeta] = useState({
    title: paper.title,
    subtitle: paper.subtitle,
    durationMinutes: paper.durationMinutes,
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    dispatch(paperSaved({ paperId: paper.paperId, ...meta }));
  };
  return (
    <form
      onSubmit={save}
      className="space-y-2 rounded-xl border border-line bg-surface p-3 md:p-4"
      aria-label="试卷信息"
    >
      <h1 className="text-center text-[20px] font-semibold text-ink">{paper.title}</h1>
      <div className="grid gap-2 md:grid-cols-[2fr_2fr_1fr_auto]">
        <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
          试卷标题
          <input
            className={input}
            value={meta.title}
            maxLength={PAPER_TITLE_MAX_LENGTH}
            onChange={(e) => setMeta({ ...meta, title: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
          副标题
          <input
            className={input}
            value={meta.subtitle}
            maxLength={PAPER_SUBTITLE_MAX_LENGTH}
            onChange={(e) => setMeta({ ...meta, subtitle: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-[13px] text-ink-soft">
          考试时间（分钟）
          <input
            className={input}
            type="number"
            min={PAPER_DURATION_MIN}
            max={PAPER_DURATION_MAX}
            value={meta.durationMinutes}
            onChange={(e) => setMeta({ ...meta, durationMinutes: Number(e.target.value) })}
          />
        </label>
        <button
          type="submit"
          className={`${primary} self-end`}
          disabled={busy || meta.title.trim() === ''}
        >
          保存
        </button>
      </div>
      <p className="text-[13px] text-ink-muted" aria-live="polite" data-testid="paper-summary">
        共 {paper.questionCount} 题 · 满分 {paper.totalScore} 分 · 预估难度系数{' '}
        {paper.difficulty.toFixed(2)}
      </p>
    </form>
  );
}
