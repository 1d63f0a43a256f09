import type { ExamPaper } from '@aita/api';
import {
  blueprintTarget,
  paperBlueprint,
  questionTypeName,
  type BlueprintTargetCell,
} from '@aita/core';
import { useMemo } from 'react';

/**
 * The 双向细目表 of the paper, computed live from its questions: knowledge points × types, each
 * cell 题数（分值）, with each point's share of the total.
 */
export function BlueprintTable({
  paper,
  onAssemble,
  busy = false,
}: {
  paper: ExamPaper;
  /** Accepts this table as the target of a new paper (其他题目，同一细目表); absent when read only. */
  onAssemble?: (cells: BlueprintTargetCell[]) => void;
  busy?: boolean;
}) {
  const bp = useMemo(() => paperBlueprint(paper.sections.flatMap((s) => s.items)), [paper]);
  if (bp.rows.length === 0) return null;
  const th = 'border border-line px-2 py-1 font-medium';
  const td = 'border border-line px-2 py-1 text-center';
  return (
    <details className="rounded-xl border border-line bg-surface p-3 md:p-4">
      <summary className="cursor-pointer text-[15px] font-medium text-ink">双向细目表</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-[13px] text-ink">
          <caption className="sr-only">知识点与题型的双向细目表，单元格为题数（分值）</caption>
          <thead>
            <tr className="bg-canvas">
              <th scope="col" className={th}>
                知识点
              </th>
              {bp.types.map((t) => (
                <th key={t} scope="col" className={th}>
                  {questionTypeName(t)}
                </th>
              ))}
              <th scope="col" className={th}>
                合计
              </th>
              <th scope="col" className={th}>
                占比
              </th>
            </tr>
          </thead>
          <tbody>
            {bp.rows.map((row) => (
              <tr key={row.pointId}>
                <th scope="row" className={`${th} text-left`}>
                  {row.pointName}
                </th>
                {bp.types.map((t) => {
                  const cell = row.cells[t];
                  return (
                    <td key={t} className={td}>
                      {cell ? `${cell.count}（${cell.score}分）` : ''}
                    </td>
                  );
                })}
                <td className={td}>{row.score}分</td>
                <td className={td}>{Math.round((row.score / bp.totalScore) * 100)}%</td>
              </tr>
            ))}
            <tr className="bg-canvas">
              <th scope="row" className={`${th} text-left`}>
                合计
              </th>
              {bp.types.map((t) => (
                <td
                  key={t}
                  className={td}
                >{`${bp.totals[t]?.count ?? 0}（${bp.totals[t]?.score ?? 0}分）`}</td>
              ))}
              <td className={td}>{bp.totalScore}分</td>
              <td className={td}>100%</td>
            </tr>
          </tbody>
        </table>
      </div>
      {onAssemble && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onAssemble(blueprintTarget(bp))}
            className="h-9 rounded-lg px-3 text-[14px] text-primary-600 ring-1 ring-primary-200 ring-inset hover:bg-primary-50 disabled:opacity-60"
          >
            按此细目表重新组卷
          </button>
          <span className="text-[13px] text-ink-muted">
            每个知识点、每种题型的题数和分值不变，从题库中另选题目，生成一份新试卷；题库不够的格子会逐一说明。
          </span>
        </div>
      )}
    </details>
  );
}
