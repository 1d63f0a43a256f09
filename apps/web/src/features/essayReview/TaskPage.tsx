import { MSG_LOADING } from '@aita/core';
import { Button, cn, Spinner, StateMessage, Tabs } from '@aita/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ClassView } from './ClassView';
import { EssayEditor } from './EssayEditor';
import {
  exportRequested,
  publishRequested,
  selectEssayReview,
  taskClosed,
  taskOpened,
} from './essayReviewSlice';

const ESSAY_STATE_NAMES = {
  queued: '排队中',
  running: '批改中',
  done: '已批改',
  failed: '未批改',
} as const;

/**
 * A task's page (docs/essayReview.md "Web"): while it is marked, the live progress per essay (the
 * status is read from the server, so a reload picks it up again); once marked, the essays to
 * edit one by one, the class view of the batch, 导出Word and 发布.
 */
export function TaskPage({ taskId }: { taskId: string }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectEssayReview);
  const [tab, setTab] = useState<'essays' | 'class'>('essays');
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    dispatch(taskOpened(taskId));
    return () => {
      dispatch(taskClosed());
    };
  }, [dispatch, taskId]);

  if (s.taskError) return <StateMessage spacing={24} tone="error" title={s.taskError} />;
  const { status, result } = s;
  if (!status) return <Spinner className="py-32" label={MSG_LOADING} />;

  if (!result) {
    const done = status.essays.filter((e) => e.state === 'done' || e.state === 'failed').length;
    return (
      <div className="mx-auto max-w-3xl space-y-4 p-4 md:p-6">
        <h1 className="text-xl font-semibold text-ink">正在批改</h1>
        <div
          role="progressbar"
          aria-label="批改进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={status.progress}
          className="h-3 overflow-hidden rounded-full bg-primary-100"
        >
          <div
            className="h-full bg-primary-500 transition-all"
            style={{ width: `${status.progress}%` }}
          />
        </div>
        <p role="status" className="text-sm text-ink-soft">
          {status.state === 'queued'
            ? '排队等待批改…'
            : `已批改 ${done}/${status.essays.length} 篇`}
          {status.stage ? `（${status.stage}）` : ''}
        </p>
        {status.error ? (
          <p role="alert" className="text-sm text-danger">
            {status.error}
          </p>
        ) : null}
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {status.essays.map((e, i) => (
            <li
              key={e.essayId}
              className={cn(
                'rounded-lg px-2 py-1 text-sm',
                e.state === 'done'
                  ? 'bg-emerald-50 text-emerald-800'
                  : e.state === 'failed'
                    ? 'bg-red-50 text-red-800'
                    : 'bg-canvas text-ink-soft',
              )}
            >
              第 {i + 1} 篇 · {ESSAY_STATE_NAMES[e.state]}
            </li>
          ))}
        </ol>
        <p className="text-sm text-ink-muted">
          可以离开这个页面，批改会在后台继续；回来时进度仍在。
        </p>
      </div>
    );
  }

  const essay = result.essays.find((e) => e.essayId === selected) ?? result.essays[0];
  const essaysTab = (
    <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="学生列表">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {result.essays.map((e) => (
            <li key={e.essayId} className="shrink-0">
              <button
                type="button"
                aria-current={e.essayId === essay?.essayId ? 'true' : undefined}
                onClick={() => setSelected(e.essayId)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm',
                  e.essayId === essay?.essayId
                    ? 'bg-primary-500 text-white'
                    : 'bg-surface text-ink hover:bg-primary-50',
                )}
              >
                <span>{e.studentName}</span>
                <span>
                  {e.score ?? (e.state === 'failed' ? '未批改' : '—')}
                  {e.band ? ` ${e.band}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {essay ? (
        <EssayEditor
          key={`${essay.essayId}-${s.version}`}
          task={result}
          essay={essay}
          saving={s.saving}
        />
      ) : null}
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/essay-review/index" className="text-sm text-primary-700 hover:underline">
          ← 作文批改
        </Link>
        <h1 className="text-xl font-semibold text-ink">{result.title}</h1>
        <span className="text-sm text-ink-muted">
          {result.rubric.name} · {result.essays.length} 篇
          {result.className ? ` · ${result.className}` : ''}
        </span>
        {result.className && result.published && result.examId ? (
          <Link to={`/classroom/index`} className="text-sm text-primary-700 hover:underline">
            成绩已记入{result.className}「作文：{result.title}」
          </Link>
        ) : null}
        <span
          className={cn(
            'rounded px-2 text-xs',
            result.published ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
          )}
        >
          {result.published ? '已发布' : '待发布'}
        </span>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => dispatch(exportRequested({}))}>
            导出全部Word
          </Button>
          {!result.published ? (
            <Button size="sm" disabled={s.publishing} onClick={() => dispatch(publishRequested())}>
              发布
            </Button>
          ) : null}
        </div>
      </div>
      <Tabs
        tabs={[
          { key: 'essays', label: '逐篇批改', content: essaysTab },
          { key: 'class', label: '全班概览', content: <ClassView task={result} /> },
        ]}
        selected={tab}
        onChange={setTab}
      />
    </div>
  );
}
