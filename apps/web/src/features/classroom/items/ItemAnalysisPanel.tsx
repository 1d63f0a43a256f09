import type { ClassExamItems } from '@aita/api';
import { analyseItems, formatRate, formatScore } from '@aita/core';
import { useMemo } from 'react';
import { Link } from 'react-router';

/** The class's 学段 and 学科 (0: not set), so the bank opens the right knowledge tree. */
export interface BankScopeHint {
  period: number;
  subject: number;
}

/** The question bank's 精品资源 page, opened on a knowledge point (and the class's 学段/学科). */
export const bankLinkFor = (knowledgePointId: string, hint?: BankScopeHint) => {
  const query = new URLSearchParams({ knowledgePointId });
  if (hint?.period) query.set('period', String(hint.period));
  if (hint?.subject) query.set('subject', String(hint.subject));
  return `/question-bank-jp/index?${query.toString()}`;
};

/**
 * 试题分析 (docs/classroom.md "Item analysis"): per question its average, score rate, difficulty
 * P and discrimination D with plain-language notes, and the knowledge point the class lost most
 * on, linked to practice in the question bank. From the saved item scores.
 */
export function ItemAnalysisPanel({ data, hint }: { data: ClassExamItems; hint?: BankScopeHint }) {
  const analysis = useMemo(
    () =>
      analyseItems(
        data.items,
        data.scores.flatMap((s) => (s.items ? [s.items] : [])),
      ),
    [data],
  );
  const worst = analysis.points[0];
  const two = (v: number | null) => formatScore(v, 2);
  return (
    <section aria-labelledby="item-analysis-title" className="space-y-3">
      <h3 id="item-analysis-title" className="text-base font-medium">
        试题分析
      </h3>
      {analysis.count === 0 ? (
        <p className="text-sm text-ink-muted">保存小题分后即可查看每道题的得分率、难度和区分度。</p>
      ) : (
        <>
          {worst && worst.lost > 0 ? (
            <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm">
              本班在<strong>「{worst.name}」</strong>失分最多（人均 {two(worst.lost)} 分，涉及第{' '}
              {worst.labels.join('、')} 题）→{' '}
              <Link to={bankLinkFor(worst.id, hint)} className="text-primary-600 underline">
                推荐练习
              </Link>
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="classroom-table w-full text-sm">
              <caption className="sr-only">每道题的得分率、难度和区分度</caption>
              <thead>
                <tr>
                  <th scope="col">题号</th>
                  <th scope="col">满分</th>
                  <th scope="col">平均分</th>
                  <th scope="col">得分率</th>
                  <th scope="col">难度P</th>
                  <th scope="col">区分度D</th>
                  <th scope="col">提示</th>
                </tr>
              </thead>
              <tbody>
                {analysis.items.map((s) => (
                  <tr key={s.label}>
                    <th scope="row" className="font-normal">
                      {s.label}
                    </th>
                    <td>{s.maxScore}</td>
                    <td>{two(s.mean)}</td>
                    <td>{formatRate(s.scoreRate)}</td>
                    <td>{two(s.difficulty)}</td>
                    <td>{two(s.discrimination)}</td>
                    <td className={s.flags.length ? 'text-danger' : 'text-ink-muted'}>
                      {s.flags.join('；') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {analysis.points.length ? (
            <ul className="space-y-1 text-sm">
              {analysis.points.map((p) => (
                <li key={p.id}>
                  {p.name}：人均失分 {two(p.lost)} / {p.maxScore} 分（第 {p.labels.join('、')} 题）{' '}
                  <Link to={bankLinkFor(p.id, hint)} className="text-primary-600 underline">
                    练习
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-ink-muted">
            参考 {analysis.count} 人。难度P = 平均分 ÷ 满分（越高越容易）；区分度D =
            （总分前27%的学生平均分 − 后27%的平均分）÷ 满分，低于 0.2
            说明这道题不太能区分掌握好的和没掌握的学生。
          </p>
        </>
      )}
    </section>
  );
}
