import {
  blueprintLevelName,
  COGNITIVE_LEVELS,
  PAPER_QUESTIONS_MAX,
  PAPER_SCORE_MAX,
  questionTypeName,
  type Blueprint,
  type BlueprintCell,
  type BlueprintComparison,
  type CognitiveLevel,
  type PaperBlueprintTarget,
  type QuestionType,
  type TargetCheck,
} from '@aita/core';

const th = 'border border-line px-2 py-1 font-medium';
const td = 'border border-line px-2 py-1 text-center align-top';
const miss = 'bg-red-50 text-red-800';
const input = 'h-7 w-12 rounded border border-line px-1 text-center text-ink';

const count = (c: BlueprintCell | undefined) => (c ? `${c.count}（${c.score}分）` : '');

/** 目标 12 分 / 实际 9 分, said once per checked cell. */
function Check({ check }: { check: TargetCheck }) {
  if (!check.target) return null;
  return (
    <span className="block text-[12px]">
      目标 {check.target.count} 题 {check.target.score} 分
      {check.met ? '' : ` / 实际 ${check.actual.score} 分`}
    </span>
  );
}

/** One cell's target as two whole numbers: 题数 and 每题分值 (0 题 removes the cell). */
function CellInputs(props: {
  label: string;
  count: number;
  score: number;
  onChange: (count: number, score: number) => void;
}) {
  const whole = (v: string, max: number) => Math.max(0, Math.min(max, Math.floor(Number(v) || 0)));
  return (
    <span className="flex items-center justify-center gap-1 text-[12px] text-ink-soft">
      <input
        type="number"
        min={0}
        max={PAPER_QUESTIONS_MAX}
        value={props.count}
        aria-label={`${props.label} 目标题数`}
        onChange={(e) => props.onChange(whole(e.target.value, PAPER_QUESTIONS_MAX), props.score)}
        className={input}
      />
      题×
      <input
        type="number"
        min={1}
        max={PAPER_SCORE_MAX}
        value={props.score}
        aria-label={`${props.label} 目标每题分值`}
        onChange={(e) =>
          props.onChange(props.count, Math.max(1, whole(e.target.value, PAPER_SCORE_MAX)))
        }
        className={input}
      />
      分
    </span>
  );
}

/**
 * The 双向细目表 grid: knowledge points × types and × 认知层次, cells 题数（分值）. With a target
 * each checked cell says its target, and a missed one is highlighted with the actual score; in
 * editing, each type cell takes the target's count and score per question and each level its
 * target score.
 */
export function BlueprintGrid(props: {
  bp: Blueprint;
  cmp: BlueprintComparison;
  /** The draft being edited; absent when only shown. */
  draft?: PaperBlueprintTarget;
  onCell?: (
    pointId: string,
    pointName: string,
    type: QuestionType,
    count: number,
    score: number,
  ) => void;
  onLevel?: (level: CognitiveLevel, score: number | null) => void;
}) {
  const { bp, cmp, draft } = props;
  const levels = bp.levels;
  const bpRow = (id: string) => bp.rows.find((r) => r.pointId === id);
  return (
    <table className="w-full border-collapse text-[13px] text-ink">
      <caption className="sr-only">
        知识点与题型、认知层次的双向细目表，单元格为题数（分值）{draft ? '，可编辑目标' : ''}
      </caption>
      <thead>
        <tr className="bg-canvas">
          <th scope="col" rowSpan={2} className={th}>
            知识点
          </th>
          <th scope="colgroup" colSpan={cmp.types.length} className={th}>
            题型
          </th>
          <th scope="colgroup" colSpan={levels.length} className={th}>
            认知层次
          </th>
          <th scope="col" rowSpan={2} className={th}>
            合计
          </th>
          <th scope="col" rowSpan={2} className={th}>
            占比
          </th>
        </tr>
        <tr className="bg-canvas">
          {cmp.types.map((t) => (
            <th key={t} scope="col" className={th}>
              {questionTypeName(t)}
            </th>
          ))}
          {levels.map((l) => (
            <th key={l} scope="col" className={th}>
              {blueprintLevelName(l)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cmp.rows.map((row) => {
          const actual = bpRow(row.pointId);
          return (
            <tr key={row.pointId}>
              <th scope="row" className={`${th} text-left`}>
                {row.pointName}
              </th>
              {cmp.types.map((t) => {
                const check = row.cells[t];
                const cell = draft?.cells.find((c) => c.pointId === row.pointId && c.type === t);
                return (
                  <td key={t} className={`${td} ${check && !check.met ? miss : ''}`}>
                    {count(actual?.cells[t])}
                    {draft && row.pointId !== '' ? (
                      <CellInputs
                        label={`${row.pointName} ${questionTypeName(t)}`}
                        count={cell?.count ?? 0}
                        score={cell?.score ?? actual?.cells[t]?.score ?? 3}
                        onChange={(n, s) => props.onCell?.(row.pointId, row.pointName, t, n, s)}
                      />
                    ) : (
                      check && <Check check={check} />
                    )}
                  </td>
                );
              })}
              {levels.map((l) => (
                <td key={l} className={td}>
                  {count(actual?.levels[l])}
                </td>
              ))}
              <td className={td}>
                {row.actual}分
                {row.target > 0 && <span className="block text-[12px]">目标 {row.target} 分</span>}
              </td>
              <td className={td}>{Math.round((row.actual / (bp.totalScore || 1)) * 100)}%</td>
            </tr>
          );
        })}
        <tr className="bg-canvas">
          <th scope="row" className={`${th} text-left`}>
            合计
          </th>
          {cmp.types.map((t) => (
            <td key={t} className={td}>
              {count(bp.totals[t]) || '0'}
            </td>
          ))}
          {cmp.levels.map((l) => {
            const level = COGNITIVE_LEVELS.find((c) => c.id === l.level)?.id;
            const set = draft?.levels.find((x) => x.level === l.level);
            return (
              <td key={l.level} className={`${td} ${l.met ? '' : miss}`}>
                {count(bp.levelTotals[l.level]) || '0'}
                {draft && level ? (
                  <span className="flex items-center justify-center gap-1 text-[12px] text-ink-soft">
                    目标
                    <input
                      type="number"
                      min={0}
                      value={set?.score ?? ''}
                      aria-label={`${blueprintLevelName(level)} 目标分值`}
                      onChange={(e) =>
                        props.onLevel?.(
                          level,
                          e.target.value === ''
                            ? null
                            : Math.max(0, Math.floor(Number(e.target.value) || 0)),
                        )
                      }
                      className={input}
                    />
                    分
                  </span>
                ) : (
                  l.target !== null && (
                    <span className="block text-[12px]">
                      目标 {l.target} 分{l.met ? '' : ` / 实际 ${l.actual} 分`}
                    </span>
                  )
                )}
              </td>
            );
          })}
          <td className={td}>
            {bp.totalScore}分
            {cmp.targetScore > 0 && (
              <span className="block text-[12px]">目标 {cmp.targetScore} 分</span>
            )}
          </td>
          <td className={td}>100%</td>
        </tr>
      </tbody>
    </table>
  );
}
