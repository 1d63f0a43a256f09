import {
  Code,
  computeScoreStats,
  formatRate,
  GENDER_NAMES,
  gradeName,
  ROSTER_FIELD_NAMES,
  ROSTER_ROWS_MAX,
  roundTo,
} from '@aita/core';
import type { SheetSpec, SheetWorkbook } from '@aita/docgen';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { DomainError } from '../../platform/errors';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import type { Exam } from './exams.service';
import { analysisSheet, itemCells, itemColumns, type ItemExport } from './itemSheets';
import type { Student } from './service';

/** What the roster read answers for another teacher's, a deleted or a non-sheet file. */
export const MSG_ROSTER_FILE_NOT_FOUND = '文件不存在或已删除，请重新上传名单';
/** Columns and characters per cell kept for the preview (a roster has 4–10 columns). */
const COLUMNS_MAX = 30;
const CELL_MAX = 200;

/** docgen's workbook writer, imported on the first export. */
async function renderXlsx(book: SheetWorkbook): Promise<Uint8Array> {
  const docgen = await import('@aita/docgen');
  return docgen.renderXlsx(book);
}

const rosterColumns: SheetSpec['columns'] = [
  { header: ROSTER_FIELD_NAMES.number, width: 16, format: 'text' },
  { header: ROSTER_FIELD_NAMES.name, width: 14 },
  { header: ROSTER_FIELD_NAMES.gender, width: 8, list: ['男', '女'] },
  { header: ROSTER_FIELD_NAMES.notes, width: 40 },
];

/** The empty roster to fill in: 学号 as text, 性别 as a 男/女 drop-down. */
export function rosterTemplate(): Promise<Uint8Array> {
  return renderXlsx({ sheets: [{ name: '学生名单', columns: rosterColumns, rows: [] }] });
}

/** The class's roster in the template's columns, so an export can be edited and imported back. */
export function rosterWorkbook(className: string, students: Student[]): Promise<Uint8Array> {
  return renderXlsx({
    sheets: [
      {
        name: className,
        columns: rosterColumns,
        rows: students.map((s) => [
          s.number ?? '',
          s.name,
          s.gender ? GENDER_NAMES[s.gender] : '',
          s.notes,
        ]),
      },
    ],
  });
}

/**
 * An exam's scores in roster order (never sorted by score) and a 统计 sheet with the class's
 * figures, computed by core's `computeScoreStats` as the page shows them.
 */
export function scoresWorkbook(
  exam: Exam,
  className: string,
  students: Student[],
  scores: { studentId: number; score: number }[],
  perItem?: ItemExport,
): Promise<Uint8Array> {
  const byStudent = new Map(scores.map((s) => [s.studentId, s.score]));
  const list = students.map((s) => byStudent.get(s.studentId) ?? null);
  const stats = computeScoreStats(list, exam);
  const value = (v: number | null) => (v === null ? '' : roundTo(v, 2));
  return renderXlsx({
    sheets: [
      {
        name: '成绩',
        columns: [
          { header: '学号', width: 16, format: 'text' },
          { header: '姓名', width: 14 },
          ...(perItem ? itemColumns(perItem.items) : []),
          { header: `分数（满分 ${exam.fullScore}）`, width: 16 },
        ],
        rows: students.map((s, i) => [
          s.number ?? '',
          s.name,
          ...(perItem ? itemCells(perItem, s.studentId) : []),
          list[i] ?? '缺考/未录入',
        ]),
      },
      {
        name: '统计',
        columns: [
          { header: '项目', width: 20 },
          { header: '数值', width: 16 },
        ],
        rows: [
          ['班级', className],
          ['考试', exam.name],
          ['日期', exam.examDate],
          ['满分', exam.fullScore],
          ['参考人数', stats.count],
          ['缺考/未录入', stats.absent],
          ['平均分', value(stats.average)],
          ['中位数', value(stats.median)],
          ['最高分', value(stats.highest)],
          ['最低分', value(stats.lowest)],
          [`及格率（≥${exam.passScore}）`, formatRate(stats.passRate)],
          [`优秀率（≥${exam.excellentScore}）`, formatRate(stats.excellentRate)],
          ...stats.bands.map((b) => [`分数段 ${b.label}`, b.count]),
        ],
      },
      ...(perItem
        ? [
            analysisSheet(
              perItem,
              students.map((s) => s.studentId),
            ),
          ]
        : []),
    ],
  });
}

/** A download name for a class's file (`初一（3）班-学生名单.xlsx`), grade prefixed when set. */
export function fileNameOf(className: string, grade: number, what: string, ext = 'xlsx'): string {
  const g = gradeName(grade);
  const base = g && !className.startsWith(g) ? `${g}${className}` : className;
  return `${base}-${what}.${ext}`.replace(/[\\/:*?"<>|]/g, '_');
}

/**
 * The sheets of a roster the caller uploaded (`/v1/file/upload` kind `sheet`), as text rows for
 * the preview: at most ROSTER_ROWS_MAX rows, COLUMNS_MAX columns, CELL_MAX characters a cell.
 */
export async function readRosterFile(
  db: Db,
  sink: ObjectSink,
  uid: number,
  fileId: string,
): Promise<{ name: string; rows: string[][]; truncated: boolean }[]> {
  const [file] = await db
    .select({ name: files.name, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerUid, uid), eq(files.kind, 'sheet')));
  if (!file) throw new DomainError(Code.NOT_FOUND, MSG_ROSTER_FILE_NOT_FOUND);
  const bytes = await sink.read(file.storageKey);
  const { readSheets, SheetReadError } = await import('@aita/docgen');
  try {
    const sheets = await readSheets(new Uint8Array(bytes), file.name);
    return sheets.map((s) => ({
      name: s.name,
      rows: s.rows
        .slice(0, ROSTER_ROWS_MAX)
        .map((r) => r.slice(0, COLUMNS_MAX).map((c) => c.slice(0, CELL_MAX))),
      truncated: s.rows.length > ROSTER_ROWS_MAX,
    }));
  } catch (error) {
    if (error instanceof SheetReadError) throw new DomainError(Code.INVALID_PARAM, error.message);
    throw error;
  }
}
