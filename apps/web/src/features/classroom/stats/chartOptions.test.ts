import type { ExamTrendPoint } from '@aita/api';
import { computeScoreStats } from '@aita/core';
import { describe, expect, it } from 'vitest';
import {
  examAxisLabel,
  histogramOption,
  histogramSummary,
  trendOption,
  trendRow,
  trendSummary,
} from './chartOptions';

const point = (p: Partial<ExamTrendPoint> & Pick<ExamTrendPoint, 'examId' | 'name'>) => ({
  examDate: '2026-11-10',
  fullScore: 100,
  count: 4,
  average: 62.5,
  scoreRate: 0.625,
  passRate: 0.5,
  excellentRate: 0.25,
  ...p,
});

describe(histogramOption, () => {
  it('draws the core bands left to right with their counts, and says them in words', () => {
    // 95, 82, 76, 58, one absent: bands 0–60: 1, 60–70: 0, 70–80: 1, 80–90: 1, 90–100: 1.
    const { bands } = computeScoreStats([95, 82, 76, 58, null], {
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    const option = histogramOption(bands);
    expect(option.xAxis.data).toEqual(['0–60', '60–70', '70–80', '80–90', '90–100']);
    expect(option.series[0]?.data).toEqual([1, 0, 1, 1, 1]);
    expect(option.series[0]?.type).toBe('bar');
    expect(option.yAxis.minInterval).toBe(1);
    expect(histogramSummary(bands)).toBe(
      '分数段分布：0–60 分 1 人，60–70 分 0 人，70–80 分 1 人，80–90 分 1 人，90–100 分 1 人',
    );
  });
});

describe(trendOption, () => {
  const points: ExamTrendPoint[] = [
    point({ examId: 1, name: '期中' }),
    point({
      examId: 2,
      name: '期末',
      examDate: '2026-12-20',
      fullScore: 150,
      count: 3,
      average: 95,
      scoreRate: 0.6333,
      passRate: 2 / 3,
      excellentRate: 1 / 3,
    }),
    point({
      examId: 3,
      name: '未考',
      examDate: '2026-12-30',
      count: 0,
      average: null,
      scoreRate: null,
      passRate: null,
      excellentRate: null,
    }),
  ];

  it('draws 得分率, 及格率 and 优秀率 in percent, oldest first, an exam without scores as a gap', () => {
    const option = trendOption(points);
    expect(option.xAxis.data).toEqual(['期中\n11-10', '期末\n12-20', '未考\n12-30']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['得分率', [62.5, 63.3, null]],
      ['及格率', [50, 66.7, null]],
      ['优秀率', [25, 33.3, null]],
    ]);
    expect([option.yAxis.min, option.yAxis.max]).toEqual([0, 100]);
    expect(option.tooltip.valueFormatter(62.5)).toBe('62.5%');
    expect(option.tooltip.valueFormatter(null)).toBe('—');
    expect(examAxisLabel({ name: '月考', examDate: '2026-09-30' })).toBe('月考\n09-30');
  });

  it('says the same in words and in table rows', () => {
    expect(trendSummary(points)).toBe(
      '各次考试的得分率、及格率和优秀率（从早到晚）：期中（2026-11-10）得分率 62.5%，及格率 50%，优秀率 25%；' +
        '期末（2026-12-20）得分率 63.3%，及格率 66.7%，优秀率 33.3%；未考（2026-12-30）无成绩',
    );
    expect(points.map(trendRow)).toEqual([
      ['期中', '2026-11-10', '4 人', '62.5 / 100', '62.5%', '50%', '25%'],
      ['期末', '2026-12-20', '3 人', '95 / 150', '63.3%', '66.7%', '33.3%'],
      ['未考', '2026-12-30', '无成绩', '—', '—', '—', '—'],
    ]);
  });
});
