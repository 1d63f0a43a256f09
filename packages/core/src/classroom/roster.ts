/**
 * Roster import (docs/classroom.md "Import"): which column holds what, and a preview of every row
 * with its problems in Chinese, computed the same way on the page (before the teacher confirms)
 * and on the server (when it saves).
 */
import { type Gender, STUDENT_NAME_MAX, STUDENT_NOTES_MAX, STUDENT_NUMBER_MAX } from './constants';
import {
  MSG_BAD_GENDER,
  MSG_DUPLICATE_NUMBER,
  MSG_EMPTY_NAME,
  MSG_NAME_TOO_LONG,
  MSG_NOTES_TOO_LONG,
  MSG_NUMBER_TOO_LONG,
} from './messages';

/** A roster's fields, in the template's column order. */
export const ROSTER_FIELDS = ['number', 'name', 'gender', 'notes'] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];
/** The headers of the template and of the export. */
export const ROSTER_FIELD_NAMES: Readonly<Record<RosterField, string>> = {
  number: '学号',
  name: '姓名',
  gender: '性别',
  notes: '备注',
};

/** Which column (0-based) holds each field; a field left out is not imported. */
export type RosterMapping = Partial<Record<RosterField, number>>;

/** A student as a roster row gives it. */
export interface RosterStudent {
  name: string;
  number: string | null;
  gender: Gender | null;
  notes: string;
}

/** One previewed row: its line in the sheet (from 1, as Excel numbers rows) and its problems. */
export interface RosterPreviewRow {
  line: number;
  student: RosterStudent;
  errors: string[];
}

/** Header words of 学籍系统, Excel and WPS rosters, per field (compared without spaces). */
const SYNONYMS: Readonly<Record<RosterField, readonly string[]>> = {
  name: ['姓名', '学生姓名', '名字', '学生', 'name'],
  number: ['学号', '学籍号', '编号', '座号', '序号', '考号', 'number', 'no', 'id'],
  gender: ['性别', 'gender', 'sex'],
  notes: ['备注', '说明', '特长', '备注信息', 'notes', 'note'],
};

/** Guesses the mapping from a header row (the first matching column wins). */
export function guessRosterMapping(header: readonly string[]): RosterMapping {
  const mapping: RosterMapping = {};
  const cells = header.map((h) => h.replace(/\s+/g, '').toLowerCase());
  for (const field of ROSTER_FIELDS) {
    const index = cells.findIndex((c) => SYNONYMS[field].includes(c));
    if (index >= 0 && !Object.values(mapping).includes(index)) mapping[field] = index;
  }
  return mapping;
}

/** True when the first row looks like a header (it names the 姓名 column). */
export function looksLikeHeader(row: readonly string[]): boolean {
  return guessRosterMapping(row).name !== undefined;
}

/** 男/女 in the forms rosters use; `null` for empty, `undefined` for anything else. */
export function parseGender(text: string): Gender | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  if (['男', 'm', 'male', '男生', '1'].includes(t)) return 'm';
  if (['女', 'f', 'female', '女生', '2'].includes(t)) return 'f';
  return undefined;
}

/**
 * The preview of a roster: every row with its problems (姓名为空, 重复学号 within the file or with
 * `existingNumbers` of the class, 性别 not 男/女, a cell too long). Rows whose mapped cells are all
 * empty are left out.
 */
export function buildRosterPreview(
  rows: readonly (readonly string[])[],
  mapping: RosterMapping,
  options: { hasHeader: boolean; existingNumbers?: readonly string[] },
): { rows: RosterPreviewRow[]; errorCount: number } {
  const existing = new Set(options.existingNumbers ?? []);
  const firstLine = new Map<string, number>();
  const out: RosterPreviewRow[] = [];
  const cell = (row: readonly string[], field: RosterField) => {
    const index = mapping[field];
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  rows.forEach((row, i) => {
    if (options.hasHeader && i === 0) return;
    const name = cell(row, 'name').replace(/\s+/g, ' ');
    const number = cell(row, 'number');
    const genderText = cell(row, 'gender');
    const notes = cell(row, 'notes');
    if (!name && !number && !genderText && !notes) return;
    const line = i + 1;
    const errors: string[] = [];
    if (!name) errors.push(MSG_EMPTY_NAME);
    else if (Array.from(name).length > STUDENT_NAME_MAX) errors.push(MSG_NAME_TOO_LONG);
    if (number.length > STUDENT_NUMBER_MAX) errors.push(MSG_NUMBER_TOO_LONG);
    else if (number && existing.has(number)) errors.push(`${MSG_DUPLICATE_NUMBER}（班级中已有）`);
    else if (number && firstLine.has(number)) {
      errors.push(`${MSG_DUPLICATE_NUMBER}（与第 ${firstLine.get(number)} 行相同）`);
    }
    if (number && !firstLine.has(number)) firstLine.set(number, line);
    const gender = parseGender(genderText);
    if (gender === undefined) errors.push(MSG_BAD_GENDER);
    if (Array.from(notes).length > STUDENT_NOTES_MAX) errors.push(MSG_NOTES_TOO_LONG);
    out.push({
      line,
      student: { name, number: number || null, gender: gender ?? null, notes },
      errors,
    });
  });
  return { rows: out, errorCount: out.filter((r) => r.errors.length > 0).length };
}

/**
 * The problems of students about to be saved (the import's confirmed list), the same rules as
 * the preview: a list of `第 N 个：…` messages, empty when all can be saved.
 */
export function rosterProblems(
  students: readonly RosterStudent[],
  existingNumbers: readonly string[] = [],
): string[] {
  const rows = students.map((s) => [
    s.number ?? '',
    s.name,
    s.gender === null ? '' : s.gender,
    s.notes,
  ]);
  const preview = buildRosterPreview(
    rows,
    { number: 0, name: 1, gender: 2, notes: 3 },
    { hasHeader: false, existingNumbers },
  );
  const problems = preview.rows
    .filter((r) => r.errors.length)
    .map((r) => `第 ${r.line} 个：${r.errors.join('，')}`);
  // A row left out as empty is an empty name too.
  if (preview.rows.length < students.length) problems.push(MSG_EMPTY_NAME);
  return problems;
}
