import { COURSEWARE_PAGE_SIZE } from '@aita/core';
import { Button, Pagination } from '@aita/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  mineDeleteRequested,
  mineOpened,
  mineRequested,
  selectMyCoursewares,
} from './coursewareSlice';

/** 2026-11-25 10:03 from an ISO time, in the teacher's clock. */
function shortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * 我的课件 (docs/courseware.md "Web"): the teacher's earlier coursewares, newest first, each to
 * open again (at its slides, or its outline when it has none yet) or to delete.
 */
export function MyCoursewares() {
  const dispatch = useAppDispatch();
  const mine = useAppSelector(selectMyCoursewares);
  useEffect(() => {
    dispatch(mineRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="my-coursewares" className="rounded-card bg-surface p-4 shadow-card">
      <h2 id="my-coursewares" className="text-[16px] font-semibold text-ink">
        我的课件{mine.total > 0 ? `（${mine.total}）` : ''}
      </h2>
      {mine.status === 'failed' && (
        <p role="alert" className="mt-2 text-[14px] text-red-700">
          {mine.error}
          <Button variant="secondary" className="ml-2" onClick={() => dispatch(mineRequested())}>
            重新加载
          </Button>
        </p>
      )}
      {mine.status === 'ready' && mine.list.length === 0 && (
        <p className="mt-2 text-[14px] text-ink-muted">
          还没有课件。填写上面的信息，生成第一份课件吧。
        </p>
      )}
      {mine.list.length > 0 && (
        <ul className="mt-3 divide-y divide-line" aria-label="我的课件列表">
          {mine.list.map((row) => {
            const busy = mine.pendingId === row.coursewareId;
            const title = row.title || '未命名课件';
            return (
              <li
                key={row.coursewareId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <div className="min-w-0">
                  <p className="truncate text-[15px] text-ink">{title}</p>
                  <p className="text-[13px] text-ink-muted">
                    {row.period}
                    {row.subject} · {row.slideCount ? `${row.slideCount} 页` : '只有大纲'} ·{' '}
                    {shortTime(row.updatedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`继续编辑「${title}」`}
                    onClick={() => dispatch(mineOpened(row.coursewareId))}
                  >
                    继续编辑
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`删除「${title}」`}
                    onClick={() => {
                      if (window.confirm(`确定删除课件“${title}”吗？删除后不能恢复。`))
                        dispatch(mineDeleteRequested(row.coursewareId));
                    }}
                  >
                    删除
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        className="mt-3"
        page={mine.page}
        pageSize={COURSEWARE_PAGE_SIZE}
        total={mine.total}
        onPageChange={(page) => dispatch(mineRequested(page))}
        label="我的课件分页"
        previousLabel="上一页"
        nextLabel="下一页"
        disabled={mine.status === 'loading'}
      />
    </section>
  );
}
