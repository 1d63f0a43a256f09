/**
 * What the statistics charts draw (docs/classroom.md "Statistics"), as plain data: the echarts
 * options and the Chinese sentences screen readers get instead of the drawing. Pure, so the
 * mapping is tested without a browser and the chart component only hands it to echarts.
 */
import type { ExamTrendPoint } from '@aita/api';
import { formatRate, roundTo, type ScoreBand } from '@aita/core';

/** The theme's colours (packages/ui): primary-500, success, amber for 优秀率, ink-soft, line. */
const COLORS = { bar: '#2f62f5', score: '#2f62f5', pass: '#15803d', excellent: '#b45309' };
const AXIS = { axisLabel: { color: '#4b5563' }, axisLine: { lineStyle: { color: '#9ca3af' } } };
const SPLIT = { splitLine: { lineStyle: { color: '#e7ebf3' } } };

/** A rate 0..1 as a percentage with one decimal for the chart (null stays a gap). */
const percent = (rate: number | null) => (rate === null ? null : roundTo(rate * 100, 1));

/** The score bands as a histogram: bands left to right, students per band, counts on the bars. */
export function histogramOption(bands: readonly ScoreBand[]) {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      name: '分数段',
      nameLocation: 'middle',
      nameGap: 28,
      data: bands.map((b) => b.label),
      ...AXIS,
    },
    yAxis: { type: 'value', name: '人数', minInterval: 1, ...AXIS, ...SPLIT },
    series: [
      {
        type: 'bar',
        name: '人数',
        barCategoryGap: '10%',
        itemStyle: { color: COLORS.bar, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: '#111827' },
        data: bands.map((b) => b.count),
      },
    ],
  };
}

/** The histogram in words: 分数段分布：0–60 分 1 人，60–70 分 0 人，…. */
export function histogramSummary(bands: readonly ScoreBand[]): string {
  return `分数段分布：${bands.map((b) => `${b.label} 分 ${b.count} 人`).join('，')}`;
}

/** The x-axis name of an exam: its name over its date (11-10). */
export function examAxisLabel(point: Pick<ExamTrendPoint, 'name' | 'examDate'>): string {
  return `${point.name}\n${point.examDate.slice(5)}`;
}

/**
 * The trend across exams, oldest first: 得分率 (average over the full score, so exams out of 100
 * and 150 compare), 及格率 and 优秀率, all in percent on one 0–100 axis. An exam without scores
 * is a gap, not a zero.
 */
export function trendOption(points: readonly ExamTrendPoint[]) {
  const line = (name: string, color: string, values: (number | null)[]) => ({
    type: 'line',
    name,
    data: values,
    connectNulls: false,
    symbolSize: 7,
    itemStyle: { color },
    lineStyle: { color, width: 2 },
  });
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: '#4b5563' } },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v}%`) },
    xAxis: { type: 'category', data: points.map(examAxisLabel), ...AXIS },
    yAxis: {
      type: 'value',
      min: 0,
      max: 100,
      axisLabel: { color: '#4b5563', formatter: '{value}%' },
      ...SPLIT,
    },
    series: [
      line(
        '得分率',
        COLORS.score,
        points.map((p) => percent(p.scoreRate)),
      ),
      line(
        '及格率',
        COLORS.pass,
        points.map((p) => percent(p.passRate)),
      ),
      line(
        '优秀率',
        COLORS.excellent,
        points.map((p) => percent(p.excellentRate)),
      ),
    ],
  };
}

/** One exam of the trend in words, as the table beside the chart reads it. */
export function trendRow(p: ExamTrendPoint): string[] {
  return [
    p.name,
    p.examDate,
    p.count === 0 ? '无成绩' : `${p.count} 人`,
    p.average === null ? '—' : `${roundTo(p.average, 2)} / ${p.fullScore}`,
    formatRate(p.scoreRate),
    formatRate(p.passRate),
    formatRate(p.excellentRate),
  ];
}

/** The trend in words for screen readers: 各次考试（从早到晚）：期中 得分率 62.5%，及格率 50%，…. */
export function trendSummary(points: readonly ExamTrendPoint[]): string {
  return `各次考试的得分率、及格率和优秀率（从早到晚）：${points
    .map(
      (p) =>
        `${p.name}（${p.examDate}）${
          p.count === 0
            ? '无成绩'
            : `得分率 ${formatRate(p.scoreRate)}，及格率 ${formatRate(p.passRate)}，优秀率 ${formatRate(p.excellentRate)}`
        }`,
    )
    .join('；')}`;
}
