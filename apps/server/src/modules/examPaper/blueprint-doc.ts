import {
  blueprintLevelName,
  compareBlueprint,
  paperBlueprint,
  questionTypeName,
  type BlueprintCell,
  type ExamPaperData,
} from '@aita/core';
import type { WordBlock, WordCell, WordRun } from '@aita/docgen';

const cellText = (c: BlueprintCell | undefined) => (c ? `${c.count}（${c.score}分）` : '');
const bold = (runs: string, span?: number): WordCell => ({
  runs,
  bold: true,
  align: 'center',
  span,
});

/** A cell set at `sizePt` (the paper's appended table is 小五, 9 pt, so each cell keeps one line). */
function sized(cell: WordCell, sizePt: number): WordCell {
  const runs = (r: string | WordRun[], bold?: boolean): WordRun[] =>
    typeof r === 'string' ? [{ text: r, sizePt, bold }] : r.map((x) => ({ ...x, sizePt }));
  return typeof cell === 'string'
    ? { runs: runs(cell) }
    : { ...cell, runs: runs(cell.runs, cell.bold) };
}

/**
 * The 双向细目表 as Word blocks (docs/examPaper.md "双向细目表"): 知识点 × 题型 and 知识点 ×
 * 认知层次 (了解/理解/掌握/运用, 未标注 when a question has none), cells 题数（分值）, totals
 * and shares; when the teacher saved a target, a table of each target cell and level against
 * the paper, the missed ones marked.
 */
export function blueprintBlocks(
  paper: ExamPaperData,
  options: { sizePt?: number } = {},
): WordBlock[] {
  const blocks = blueprintTables(paper);
  const { sizePt } = options;
  if (sizePt === undefined) return blocks;
  return blocks.map((b) =>
    b.type === 'table' ? { ...b, rows: b.rows.map((r) => r.map((c) => sized(c, sizePt))) } : b,
  );
}

function blueprintTables(paper: ExamPaperData): WordBlock[] {
  const bp = paperBlueprint(paper.sections.flatMap((s) => s.items));
  const share = (score: number) => `${Math.round((score / (bp.totalScore || 1)) * 100)}%`;
  const blocks: WordBlock[] = [
    { type: 'heading', level: 2, text: '双向细目表', align: 'center' },
    {
      type: 'table',
      header: true,
      widths: [3, ...bp.types.map(() => 1.8), ...bp.levels.map(() => 1.6), 1.4, 1.2],
      rows: [
        [
          bold('知识点'),
          bold('题型', bp.types.length),
          bold('认知层次', bp.levels.length),
          bold('合计'),
          bold('占比'),
        ],
        [
          '',
          ...bp.types.map((t) => bold(questionTypeName(t))),
          ...bp.levels.map((l) => bold(blueprintLevelName(l))),
          '',
          '',
        ],
        ...bp.rows.map((r) => [
          r.pointName,
          ...bp.types.map((t) => cellText(r.cells[t])),
          ...bp.levels.map((l) => cellText(r.levels[l])),
          `${r.score}分`,
          share(r.score),
        ]),
        [
          '合计',
          ...bp.types.map((t) => cellText(bp.totals[t])),
          ...bp.levels.map((l) => cellText(bp.levelTotals[l])),
          `${bp.totalScore}分`,
          '100%',
        ],
      ],
    },
  ];
  if (!paper.blueprintTarget) return blocks;
  const cmp = compareBlueprint(bp, paper.blueprintTarget);
  const rows: WordCell[][] = [];
  for (const row of cmp.rows)
    for (const type of cmp.types) {
      const c = row.cells[type];
      if (!c?.target) continue;
      rows.push([
        `${row.pointName} · ${questionTypeName(type)}`,
        `${c.target.count} 题 ${c.target.score} 分`,
        `${c.actual.count} 题 ${c.actual.score} 分`,
        c.met ? '达成' : '未达成',
      ]);
    }
  for (const l of cmp.levels)
    if (l.target !== null)
      rows.push([
        `认知层次 · ${blueprintLevelName(l.level)}`,
        `${l.target} 分`,
        `${l.actual} 分`,
        l.met ? '达成' : '未达成',
      ]);
  blocks.push(
    { type: 'heading', level: 2, text: '细目表目标与实际', align: 'center' },
    {
      type: 'table',
      header: true,
      widths: [4, 2, 2, 1.5],
      rows: [['项目', '目标', '实际', '结果'], ...rows],
    },
  );
  return blocks;
}
