import type { EssayTaskResult, MarkedEssay } from '@aita/api';
import {
  ESSAY_CHECK_LABEL,
  ESSAY_CHECK_NOTICE,
  ESSAY_COMMENT_KINDS,
  ESSAY_COMMENT_MAX,
  ESSAY_DRAFT_NOTICE,
  essayCommentKindName,
  type EssayCommentKind,
} from '@aita/core';
import { Button, cn } from '@aita/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { essaySaveRequested, exportRequested } from './essayReviewSlice';
import { KIND_STYLES, MarkedText, selectionOffsets } from './MarkedText';
import { PhotoBoxes } from './PhotoBoxes';
import { Revisions } from './Revisions';

type Comment = MarkedEssay['comments'][number];

const inputClass =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100 disabled:bg-canvas';

/**
 * One marked essay (docs/essayReview.md "Result view"): the text with highlighted spans, the
 * margin comments beside it, the scores by dimension, the overall comment and the suggestion.
 * Everything is editable until 发布: select words to add a comment, edit or delete any comment,
 * change any score. Mounted again (by its key) when another essay is chosen or a save returns.
 */
export function EssayEditor({
  task,
  essay,
  saving,
}: {
  task: EssayTaskResult;
  essay: MarkedEssay;
  saving: boolean;
}) {
  const dispatch = useAppDispatch();
  const readOnly = task.published;
  const [comments, setComments] = useState<Comment[]>(essay.comments);
  const [dimensions, setDimensions] = useState(essay.dimensions);
  const [score, setScore] = useState<string>(essay.score === null ? '' : String(essay.score));
  // The check's notice is shown above; the teacher's 总评 starts empty rather than with it.
  const [overall, setOverall] = useState(essay.overall === ESSAY_CHECK_NOTICE ? '' : essay.overall);
  const [suggestion, setSuggestion] = useState(essay.suggestion);
  const [active, setActive] = useState<number | null>(null);
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const [newKind, setNewKind] = useState<EssayCommentKind>('note');
  const textRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // A comment chosen on the photo or in the text scrolls the list (only the list) to it.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-comment-item="${active}"]`);
    if (!list || !item) return;
    if (
      item.offsetTop < list.scrollTop ||
      item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight
    ) {
      list.scrollTop = item.offsetTop;
    }
  }, [active]);

  const total = dimensions.length ? dimensions.reduce((s, d) => s + d.score, 0) : null;
  const save = () => {
    const manual = score.trim() === '' ? null : Number(score);
    dispatch(
      essaySaveRequested({
        taskId: task.taskId,
        essayId: essay.essayId,
        comments: comments.map(({ start, end, kind, text, source }) => ({
          start,
          end,
          kind,
          text,
          source,
        })),
        ...(dimensions.length
          ? {
              dimensions: dimensions.map(({ key, score: s, reason }) => ({
                key,
                score: s,
                reason,
              })),
            }
          : { score: manual }),
        overall,
        suggestion,
      }),
    );
  };
  const addComment = () => {
    if (!selection) return;
    const next = [
      ...comments,
      { ...selection, kind: newKind, text: '', source: 'teacher' as const },
    ].sort((a, b) => a.start - b.start || a.end - b.end);
    setComments(next);
    setActive(
      next.findIndex(
        (c) => c.start === selection.start && c.end === selection.end && c.text === '',
      ),
    );
    setSelection(null);
    window.getSelection()?.removeAllRanges();
  };

  return (
    <article
      aria-label={`${essay.studentName}的作文`}
      className="rounded-2xl bg-surface p-4 shadow-sm md:p-6"
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink">{essay.studentName}</h2>
        <span className="text-sm text-ink-soft">
          {essay.score === null ? '未评分' : `${essay.score} / ${task.fullScore} 分`}
          {essay.band ? `（${essay.band}）` : ''}
        </span>
        {essay.edited ? (
          <span className="rounded bg-primary-50 px-2 text-xs text-primary-700">老师已修改</span>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          className="ml-auto"
          onClick={() => dispatch(exportRequested({ essayId: essay.essayId }))}
        >
          导出Word
        </Button>
      </header>
      {essay.mode === 'check' ? (
        <p role="note" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>{ESSAY_CHECK_LABEL}</strong>：{ESSAY_CHECK_NOTICE}
        </p>
      ) : !readOnly ? (
        <p role="note" className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800">
          {ESSAY_DRAFT_NOTICE}
        </p>
      ) : null}
      {essay.error ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {essay.error}
        </p>
      ) : null}
      {essay.checkNotes.length ? (
        <ul className="mb-3 list-inside list-disc text-sm text-ink-soft">
          {essay.checkNotes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          {essay.regions.length ? (
            <PhotoBoxes
              studentName={essay.studentName}
              text={essay.text}
              imageUrls={essay.imageUrls}
              regions={essay.regions}
              comments={comments}
              active={active}
              onActivate={setActive}
            />
          ) : essay.imageUrls.length ? (
            <div className="mb-3 flex gap-2 overflow-x-auto">
              {essay.imageUrls.map((url, i) => (
                <img
                  key={url}
                  src={url}
                  alt={`${essay.studentName}作文照片第${i + 1}页`}
                  className="h-40 rounded border border-line object-contain"
                />
              ))}
            </div>
          ) : null}
          <div
            ref={textRef}
            onMouseUp={() => setSelection(readOnly ? null : selectionOffsets(textRef.current))}
          >
            <MarkedText
              text={essay.text}
              comments={comments}
              active={active}
              onSelectComment={setActive}
            />
          </div>
          {selection ? (
            <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-canvas p-2 text-sm">
              <span className="text-ink-soft">
                选中「{essay.text.slice(selection.start, selection.end).slice(0, 20)}」
              </span>
              <label className="sr-only" htmlFor="new-comment-kind">
                批注类型
              </label>
              <select
                id="new-comment-kind"
                value={newKind}
                onChange={(e) => setNewKind(e.target.value as EssayCommentKind)}
                className="rounded border border-line bg-surface px-2 py-1"
              >
                {ESSAY_COMMENT_KINDS.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.name}
                  </option>
                ))}
              </select>
              <Button size="sm" onClick={addComment}>
                添加批注
              </Button>
            </div>
          ) : null}
          {essay.paragraphComments.length ? (
            <section className="mt-4 text-sm">
              <h3 className="font-medium text-ink">段落点评</h3>
              <ul className="mt-1 space-y-1 text-ink-soft">
                {essay.paragraphComments.map((p) => (
                  <li key={`${p.paragraph}-${p.text}`}>
                    第 {p.paragraph + 1} 段：{p.text}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-label="批注" className="space-y-2">
          <h3 className="text-sm font-medium text-ink">批注（{comments.length}）</h3>
          {comments.length === 0 ? (
            <p className="text-sm text-ink-muted">选中作文中的文字即可添加批注</p>
          ) : null}
          <ol ref={listRef} className="relative max-h-[32rem] space-y-2 overflow-y-auto pr-1">
            {comments.map((c, i) => (
              <li
                key={`${c.start}-${c.end}-${i}`}
                data-comment-item={i}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'rounded-lg border p-2 text-sm',
                  active === i ? 'border-primary-400 bg-primary-50' : 'border-line',
                )}
              >
                <div className="mb-1 flex items-center gap-2">
                  <span className={cn('rounded px-1.5 text-xs text-ink', KIND_STYLES[c.kind])}>
                    {essayCommentKindName(c.kind)}
                  </span>
                  <button
                    type="button"
                    className="truncate text-left text-ink-soft hover:underline"
                    onClick={() => setActive(i)}
                  >
                    「{essay.text.slice(c.start, c.end).slice(0, 16)}」
                  </button>
                  {!readOnly ? (
                    <button
                      type="button"
                      aria-label="删除这条批注"
                      className="ml-auto text-ink-soft hover:text-danger"
                      onClick={() => setComments(comments.filter((_, j) => j !== i))}
                    >
                      删除
                    </button>
                  ) : null}
                </div>
                <textarea
                  aria-label={`批注内容：${essay.text.slice(c.start, c.end).slice(0, 16)}`}
                  className={inputClass}
                  rows={2}
                  maxLength={ESSAY_COMMENT_MAX}
                  value={c.text}
                  disabled={readOnly}
                  onFocus={() => setActive(i)}
                  onChange={(e) =>
                    setComments(
                      comments.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                    )
                  }
                />
              </li>
            ))}
          </ol>
        </aside>
      </div>

      <section className="mt-4 grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="mb-1 text-sm font-medium text-ink">评分（满分 {task.fullScore}）</h3>
          {dimensions.length ? (
            <table className="w-full text-sm">
              <tbody>
                {dimensions.map((d, i) => (
                  <tr key={d.key} className="border-b border-line align-top">
                    <th scope="row" className="py-1 pr-2 text-left font-normal text-ink-soft">
                      {d.name}
                    </th>
                    <td className="py-1 pr-2 whitespace-nowrap">
                      <input
                        type="number"
                        aria-label={`${d.name}得分`}
                        min={0}
                        max={d.max}
                        step={0.5}
                        disabled={readOnly}
                        value={d.score}
                        onChange={(e) =>
                          setDimensions(
                            dimensions.map((x, j) =>
                              j === i
                                ? {
                                    ...x,
                                    score: Math.min(d.max, Math.max(0, Number(e.target.value))),
                                  }
                                : x,
                            ),
                          )
                        }
                        className="w-16 rounded border border-line px-1"
                      />
                      <span className="text-ink-muted"> / {d.max}</span>
                    </td>
                    <td className="py-1 text-ink-soft">{d.reason}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="pt-1 text-left">
                    总分
                  </th>
                  <td className="pt-1 font-semibold">{total}</td>
                </tr>
              </tfoot>
            </table>
          ) : (
            <label className="flex items-center gap-2 text-sm">
              老师评分
              <input
                type="number"
                min={0}
                max={task.fullScore}
                step={0.5}
                disabled={readOnly}
                value={score}
                placeholder="未评分"
                onChange={(e) => setScore(e.target.value)}
                className="w-24 rounded border border-line px-2 py-1"
              />
            </label>
          )}
        </div>
        <div className="space-y-2">
          <label className="block text-sm font-medium text-ink">
            总评
            <textarea
              className={inputClass}
              rows={3}
              maxLength={ESSAY_COMMENT_MAX}
              value={overall}
              disabled={readOnly}
              onChange={(e) => setOverall(e.target.value)}
            />
          </label>
          <label className="block text-sm font-medium text-ink">
            修改建议
            <textarea
              className={inputClass}
              rows={2}
              maxLength={ESSAY_COMMENT_MAX}
              value={suggestion}
              disabled={readOnly}
              onChange={(e) => setSuggestion(e.target.value)}
            />
          </label>
        </div>
      </section>
      {!readOnly ? (
        <div className="mt-3 flex justify-end">
          <Button
            onClick={save}
            disabled={saving || essay.state === 'queued' || essay.state === 'running'}
          >
            {saving ? '保存中…' : '保存修改'}
          </Button>
        </div>
      ) : null}
      <Revisions task={task} essay={essay} />
    </article>
  );
}
