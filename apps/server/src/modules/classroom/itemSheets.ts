/**
 * The per-question parts of the score export (docs/classroom.md "Per-question scores"): one
 * column per item on 成绩 and the 试题分析 sheet, from core's `analyseItems` so the page and the
 * file agree.
 */
import { analyseItems, formatRate, roundTo, type ExamItem } from '@aita/core';
import type { SheetColumn, SheetSpec } from '@aita/docgen';
import type { ItemScoreRow } from './items.service';

/** What the export needs of an exam scored per question. */
export interface ItemExport {
  items: ExamItem[];
  scores: ItemScoreRow[];
}

const two = (v: number | null) => (v === null ? '' : roundTo(v, 2));

/** One column per item, headed 第N题（M分）. */
export function itemColumns(items: readonly ExamItem[]): SheetColumn[] {
  return items.map((i) => ({ header: `第${i.label}题（${i.maxScore}分）`, width: 12 }));
}

/** A student's item cells as written (empty when not entered). */
export function itemCells(data: ItemExport, studentId: number): (number | string)[] {
  const row = data.scores.find((s) => s.studentId === studentId)?.items ?? null;
  return data.items.map((_, i) => row?.[i] ?? '');
}

/** The 试题分析 sheet: per item its figures and notes, then knowledge points by points lost. */
export function analysisSheet(data: ItemExport, studentIds: readonly number[]): SheetSpec {
  const ids = new Set(studentIds);
  const rows = data.scores.filter((s) => ids.has(s.studentId) && s.items).map((s) => s.items ?? []);
  const a = analyseItems(data.items, rows);
  return {
    name: '试题分析',
    columns: [
      { header: '题号', width: 10 },
      { header: '满分', width: 8 },
      { header: '平均分', width: 10 },
      { header: '得分率', width: 10 },
      { header: '难度P', width: 10 },
      { header: '区分度D', width: 10 },
      { header: '知识点', width: 24 },
      { header: '提示', width: 30 },
    ],
    rows: [
      ...a.items.map((s, i) => [
        s.label,
        s.maxScore,
        two(s.mean),
        formatRate(s.scoreRate),
        two(s.difficulty),
        two(s.discrimination),
        (data.items[i]?.knowledgePoints ?? []).map((k) => k.name).join('、'),
        s.flags.join('；'),
      ]),
      [],
      ['知识点', '满分', '人均失分', '涉及题号'],
      ...a.points.map((p) => [p.name, p.maxScore, two(p.lost), p.labels.join('、')]),
      [],
      [
        `参考人数 ${a.count}；难度P = 平均分 ÷ 满分；区分度D = (总分前27%的平均分 − 后27%的平均分) ÷ 满分`,
      ],
    ],
  };
}
