import { lazy, Suspense, useMemo } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { makeSelectTrend } from '../items/itemsSlice';
import { trendOption, trendRow, trendSummary } from './chartOptions';

const EChart = lazy(() => import('./EChart'));

const HEADERS = ['考试', '日期', '参考人数', '平均分 / 满分', '得分率', '及格率', '优秀率'];

/**
 * 成绩走势 (docs/classroom.md "Statistics"): every exam of the class oldest first, 得分率, 及格率 and
 * 优秀率 as lines (echarts, loaded with this section), and the same figures as a table under
 * 查看数据 for anyone who cannot read the drawing. Class figures only: no student is named.
 */
export function ScoreTrend({ classId }: { classId: number }) {
  const selectTrend = useMemo(() => makeSelectTrend(classId), [classId]);
  const points = useAppSelector(selectTrend);
  const option = useMemo(() => (points ? trendOption(points) : null), [points]);
  if (!points || !option) return null;
  return (
    <section aria-label="成绩走势" className="space-y-2 rounded-2xl border border-line p-4">
      <h3 className="text-base font-semibold text-ink">成绩走势</h3>
      {points.length < 2 ? (
        <p className="text-sm text-ink-muted">
          有两次及以上考试后，这里显示各次考试的得分率、及格率和优秀率走势。
        </p>
      ) : (
        <>
          <Suspense fallback={<p className="h-64 text-sm text-ink-muted">正在加载图表…</p>}>
            <EChart
              option={option}
              label={trendSummary(points)}
              height={256}
              testId="score-trend"
            />
          </Suspense>
          <details className="text-sm">
            <summary className="cursor-pointer text-ink-soft">查看各次考试数据</summary>
            <div
              className="mt-2 overflow-x-auto"
              role="region"
              aria-label="各次考试数据"
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-left">
                <thead>
                  <tr className="text-ink-soft">
                    {HEADERS.map((h) => (
                      <th key={h} scope="col" className="px-2 py-1 font-normal">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.examId} className="border-t border-line">
                      {trendRow(p).map((cell, i) => (
                        <td key={HEADERS[i]} className="px-2 py-1 text-ink">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
