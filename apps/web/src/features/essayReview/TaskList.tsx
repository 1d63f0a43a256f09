import { ESSAY_TASK_PAGE_SIZE, gradeName } from '@aita/core';
import { Pagination } from '@aita/ui';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { essayTaskPath } from './essayReviewSaga';
import { listOpened, selectEssayReview } from './essayReviewSlice';

const STATE_NAMES = {
  queued: '排队中',
  running: '批改中',
  done: '已完成',
  failed: '未完成',
} as const;

/** The teacher's earlier tasks on the submit page, newest first, paged. */
export function TaskList() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectEssayReview);
  return (
    <section aria-label="我的批改任务" className="rounded-2xl bg-surface p-4 shadow-sm md:p-6">
      <h2 className="mb-2 font-semibold text-ink">我的批改任务</h2>
      {s.tasks.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {s.listStatus === 'loading' ? '加载中' : '还没有批改任务'}
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {s.tasks.map((t) => (
          <li key={t.taskId} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <Link
              to={essayTaskPath(t.taskId)}
              className="font-medium text-primary-700 hover:underline"
            >
              {t.title}
            </Link>
            <span className="text-ink-muted">
              {gradeName(t.grade)} · {t.genre} · {t.essays} 篇
            </span>
            <span className="ml-auto text-ink-soft">
              {t.published ? '已发布' : STATE_NAMES[t.state]}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={s.page}
        total={s.total}
        pageSize={ESSAY_TASK_PAGE_SIZE}
        onPageChange={(page) => dispatch(listOpened({ page }))}
        label="批改任务分页"
        previousLabel="上一页"
        nextLabel="下一页"
      />
    </section>
  );
}
