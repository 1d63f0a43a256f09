import type { ClassExam } from '@aita/api';
import {
  computeScoreStats,
  formatRate,
  formatScore,
  MSG_THRESHOLDS_INVALID,
  thresholdsValid,
} from '@aita/core';
import { Button } from '@aita/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { examSaveRequested } from './classroomSlice';
import { histogramOption, histogramSummary } from './stats/chartOptions';

const EChart = lazy(() => import('./stats/EChart'));

/**
 * The class's figures for an exam (docs/classroom.md "Statistics"): count, average, median,
 * highest and lowest, pass and excellence rates with lines the teacher can change, and the score
 * bands as a histogram (echarts, loaded with the statistics; its figures in words for screen
 * readers, and as a table). About the class only: no list ordered by score, no ranks.
 */
export function ScoreStats({ exam, values }: { exam: ClassExam; values: (number | null)[] }) {
  const dispatch = useAppDispatch();
  const [pass, setPass] = useState(String(exam.passScore));
  const [excellent, setExcellent] = useState(String(exam.excellentScore));
  // Lines typed here stay until the exam or its saved lines change (a refetched exam list after
  // 保存成绩 brings equal lines in a new object, and must not undo what the teacher is typing).
  const [shownExam, setShownExam] = useState(exam);
  if (
    shownExam.examId !== exam.examId ||
    shownExam.passScore !== exam.passScore ||
    shownExam.excellentScore !== exam.excellentScore
  ) {
    setShownExam(exam);
    setPass(String(exam.passScore));
    setExcellent(String(exam.excellentScore));
  }
  const lines = {
    fullScore: exam.fullScore,
    passScore: Number(pass),
    excellentScore: Number(excellent),
  };
  const linesOk = pass !== '' && excellent !== '' && thresholdsValid(lines);
  const s = computeScoreStats(values, linesOk ? lines : exam);
  const bandKey = s.bands.map((b) => `${b.label}:${b.count}`).join();
  // A new option only when a band changes (typing a line changes no band).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const histogram = useMemo(() => histogramOption(s.bands), [bandKey]);
  const figure = (label: string, value: string) => (
    <div className="rounded-xl bg-canvas px-3 py-2">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
  const lineInput = (label: string, value: string, set: (v: string) => void) => (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <input
        className="h-8 w-20 rounded-lg border border-line px-2"
        inputMode="decimal"
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
  return (
    <section aria-label="成绩统计" className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="score-stats">
        {figure('参考人数', `${s.count} 人${s.absent ? `（${s.absent} 人无成绩）` : ''}`)}
        {figure('平均分', formatScore(s.average, 2))}
        {figure('中位数', formatScore(s.median))}
        {figure('最高 / 最低', `${formatScore(s.highest)} / ${formatScore(s.lowest)}`)}
        {figure(`及格率（≥${formatScore(lines.passScore)}）`, formatRate(s.passRate))}
        {figure(`优秀率（≥${formatScore(lines.excellentScore)}）`, formatRate(s.excellentRate))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {lineInput('及格线', pass, setPass)}
        {lineInput('优秀线', excellent, setExcellent)}
        <Button
          size="sm"
          variant="secondary"
          disabled={
            !linesOk ||
            (lines.passScore === exam.passScore && lines.excellentScore === exam.excellentScore)
          }
          onClick={() =>
            dispatch(
              examSaveRequested({
                examId: exam.examId,
                name: exam.name,
                examDate: exam.examDate,
                fullScore: exam.fullScore,
                passScore: lines.passScore,
                excellentScore: lines.excellentScore,
              }),
            )
          }
        >
          保存分数线
        </Button>
        {linesOk ? null : <span className="text-xs text-danger">{MSG_THRESHOLDS_INVALID}</span>}
      </div>
      <figure>
        <figcaption className="mb-1 text-sm text-ink-soft">分数段分布（人数）</figcaption>
        <Suspense fallback={<p className="h-56 text-sm text-ink-muted">正在加载图表…</p>}>
          <EChart
            option={histogram}
            label={histogramSummary(s.bands)}
            height={224}
            testId="score-histogram"
          />
        </Suspense>
        <table className="sr-only">
          <caption>分数段分布</caption>
          <thead>
            <tr>
              <th scope="col">分数段</th>
              <th scope="col">人数</th>
            </tr>
          </thead>
          <tbody>
            {s.bands.map((b) => (
              <tr key={b.label}>
                <td>{b.label}</td>
                <td>{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </section>
  );
}
