import type { EssayTaskResult, MarkedEssay } from '@aita/api';
import {
  addressedComments,
  diffText,
  ESSAY_TEXT_MAX_CHARS,
  essayCommentKindName,
  chinaDateTime,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { resubmitRequested, selectEssayReview } from './essayReviewSlice';

/**
 * A student's revisions (docs/essayReview.md "Resubmission"): 提交修改稿 sends the revised essay
 * (the current version and its comments are kept); 修改对比 shows what changed from the version
 * before — deleted words struck through, added words underlined — and which of its comments the
 * student acted on (the words a comment was on are no longer there).
 */
export function Revisions({ task, essay }: { task: EssayTaskResult; essay: MarkedEssay }) {
  const dispatch = useAppDispatch();
  const { resubmitting } = useAppSelector(selectEssayReview);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const busy = essay.state === 'queued' || essay.state === 'running';
  const previous = essay.versions[essay.versions.length - 1];
  const parts = previous ? diffText(previous.text, essay.text) : [];
  const addressed = previous ? addressedComments(previous.text, previous.comments, essay.text) : [];
  const changed = addressed.filter((a) => a.changed).length;

  return (
    <section aria-label="修改稿" className="mt-4 space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium text-ink">修改稿</h3>
        <span className="text-ink-soft">
          {essay.versions.length ? `第 ${essay.versions.length + 1} 稿` : '第 1 稿'}
        </span>
        {!open ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen(true)}>
            提交修改稿
          </Button>
        ) : null}
      </div>
      {open ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(resubmitRequested({ taskId: task.taskId, essayId: essay.essayId, text }));
          }}
        >
          <label className="block text-ink-soft">
            {essay.studentName}修改后的作文（原稿和批注会保留）
            <textarea
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
              rows={6}
              maxLength={ESSAY_TEXT_MAX_CHARS}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={resubmitting || !text.trim()}>
              {resubmitting ? '提交中…' : '提交并批改'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              取消
            </Button>
          </div>
        </form>
      ) : null}
      {previous ? (
        <div className="space-y-2 rounded-lg bg-canvas p-3">
          <h4 className="font-medium text-ink">
            修改对比（第 {essay.versions.length} 稿 → 第 {essay.versions.length + 1} 稿）
          </h4>
          <p className="text-ink-soft">
            上一稿{previous.score === null ? '未评分' : ` ${previous.score} 分`}
            {previous.band ? `（${previous.band}）` : ''}，
            {chinaDateTime(new Date(previous.replacedAt))}
            替换；删去的文字带删除线，新增的文字带下划线。
          </p>
          <p aria-label="修改对比" className="leading-8 whitespace-pre-wrap text-ink">
            {parts.map((p, i) =>
              p.op === 'same' ? (
                <span key={i}>{p.text}</span>
              ) : p.op === 'del' ? (
                <del key={i} className="bg-red-50 text-red-800">
                  {p.text}
                </del>
              ) : (
                <ins key={i} className="bg-emerald-50 text-emerald-800">
                  {p.text}
                </ins>
              ),
            )}
          </p>
          {addressed.length ? (
            <div>
              <h4 className="font-medium text-ink">
                上一稿的批注：已修改 {changed} / {addressed.length} 处
              </h4>
              <ul className="mt-1 space-y-1">
                {addressed.map((a, i) => (
                  <li key={i} className="flex flex-wrap gap-2">
                    <span
                      className={
                        a.changed
                          ? 'rounded bg-emerald-100 px-1.5 text-emerald-800'
                          : 'rounded bg-amber-100 px-1.5 text-amber-900'
                      }
                    >
                      {a.changed ? '已修改' : '未修改'}
                    </span>
                    <span className="text-ink">「{a.quote}」</span>
                    <span className="text-ink-soft">
                      {essayCommentKindName(a.comment.kind)}：{a.comment.text}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
