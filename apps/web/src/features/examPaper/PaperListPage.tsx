import { Spinner, StateMessage } from '@aita/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { AssemblyForm } from './AssemblyForm';
import { paperPath } from './examPaperSaga';
import {
  assemblyRequested,
  paperCopied,
  paperDeleted,
  papersOpened,
  selectExamPaper,
  treeRequested,
} from './examPaperSlice';

const small = 'rounded-md border border-line px-2 py-1 text-[13px] text-ink-soft hover:bg-canvas';

/** 我的试卷 (docs/examPaper.md "Web"): the teacher's papers (open, copy, delete) and 智能组卷. */
export function PaperListPage() {
  const dispatch = useAppDispatch();
  const { list, total, listStatus, errorText, tree, textbook, busy, shared } =
    useAppSelector(selectExamPaper);
  const colleagues = shared.filter((p) => !p.mine);
  useEffect(() => {
    dispatch(papersOpened());
    dispatch(treeRequested());
  }, [dispatch]);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-3 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-[20px] font-semibold text-ink">我的试卷</h1>
        <Link
          to="/question-bank-jp/index"
          className="rounded-lg bg-primary-500 px-4 py-2 text-[14px] text-white hover:bg-primary-600"
        >
          去题库选题组卷
        </Link>
      </div>
      <section aria-label="试卷列表" className="rounded-xl border border-line bg-surface">
        {listStatus === 'loading' && list.length === 0 && (
          <Spinner className="py-12" label="加载中" />
        )}
        {listStatus === 'failed' && <StateMessage tone="error" title={errorText} />}
        {listStatus === 'ready' && total === 0 && (
          <StateMessage
            title="还没有试卷"
            description="在题库中把试题加入试题篮，或用下面的智能组卷。"
          />
        )}
        <ul className="divide-y divide-line">
          {list.map((p) => (
            <li key={p.paperId} className="flex flex-wrap items-center gap-2 p-3">
              <Link
                to={paperPath(p.paperId)}
                className="min-w-0 flex-1 truncate text-[15px] font-medium text-primary-700 hover:underline"
              >
                {p.title}
              </Link>
              <span className="text-[13px] text-ink-muted">
                {p.questionCount} 题 · {p.totalScore} 分
              </span>
              <button
                type="button"
                className={small}
                onClick={() => dispatch(paperCopied({ paperId: p.paperId, variant: 'copy' }))}
                aria-label={`复制：${p.title}`}
              >
                复制
              </button>
              <button
                type="button"
                className={small}
                onClick={() => dispatch(paperCopied({ paperId: p.paperId, variant: 'B' }))}
                aria-label={`生成B卷：${p.title}`}
                title="同样的题型、分值与知识点，换成相似的题（没有相似题时打乱选项）"
              >
                生成B卷
              </button>
              <button
                type="button"
                className={`${small} text-danger`}
                aria-label={`删除：${p.title}`}
                onClick={() =>
                  window.confirm(`删除试卷“${p.title}”？`) && dispatch(paperDeleted(p.paperId))
                }
              >
                删除
              </button>
            </li>
          ))}
        </ul>
      </section>
      {colleagues.length > 0 && (
        <section
          aria-labelledby="shared-title"
          className="rounded-xl border border-line bg-surface"
        >
          <h2 id="shared-title" className="px-3 pt-3 text-[16px] font-semibold text-ink">
            学校共享的试卷
          </h2>
          <ul className="divide-y divide-line">
            {colleagues.map((p) => (
              <li key={p.paperId} className="flex flex-wrap items-center gap-2 p-3">
                <Link
                  to={paperPath(p.paperId)}
                  className="min-w-0 flex-1 truncate text-[15px] font-medium text-primary-700 hover:underline"
                >
                  {p.title}
                </Link>
                <span className="text-[13px] text-ink-muted">
                  {p.ownerName} · {p.questionCount} 题 · {p.totalScore} 分
                </span>
                <button
                  type="button"
                  className={small}
                  onClick={() => dispatch(paperCopied({ paperId: p.paperId, variant: 'copy' }))}
                  aria-label={`复制到我的试卷：${p.title}`}
                >
                  复制到我的试卷
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AssemblyForm
        tree={tree}
        textbook={textbook}
        busy={busy}
        onAssemble={(body) => dispatch(assemblyRequested(body))}
      />
    </div>
  );
}
