/**
 * Limits and fixed lists of class management (docs/classroom.md "Limits"). The contract's
 * schemas, the server and the web's inputs read them from here, never as literals.
 */

/** Longest class name (一年级（3）班 is 7). */
export const CLASS_NAME_MAX = 30;
/** Classes one teacher may keep (a head teacher has one or two, a subject teacher a few more). */
export const CLASSES_PER_TEACHER_MAX = 50;
/** Students in one class: Chinese classes stay under 60; room for a whole 年级 list. */
export const CLASS_STUDENTS_MAX = 150;
/** Longest student name (少数民族 names with a middle dot run past 10). */
export const STUDENT_NAME_MAX = 30;
/** Longest 学号 (学籍号 are 19 characters: G + 18-digit ID). */
export const STUDENT_NUMBER_MAX = 30;
/** Longest note about a student. */
export const STUDENT_NOTES_MAX = 200;
/** Rows read from an uploaded roster for the preview. */
export const ROSTER_ROWS_MAX = CLASS_STUDENTS_MAX + 50;
/** Seating grid bounds. */
export const SEAT_ROWS_MAX = 12;
export const SEAT_COLUMNS_MAX = 12;
/** Longest exam name. */
export const EXAM_NAME_MAX = 30;
/** Exams per class. */
export const EXAMS_PER_CLASS_MAX = 100;
/** Highest full score of an exam (a 总分 of several subjects included). */
export const EXAM_FULL_SCORE_MAX = 1000;

/** 性别 as stored: `m` 男, `f` 女; unknown is `null`. */
export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];
/** 性别 as a teacher reads it. */
export const GENDER_NAMES: Readonly<Record<Gender, string>> = { m: '男', f: '女' };

/** A grade a class can be in: id 1–12 (一年级 … 高三), with its 学段 id (1 小学, 2 初中, 3 高中). */
export interface ClassGrade {
  id: number;
  name: string;
  period: number;
}

/** 年级, 一年级 to 高三; the 学段 follows from the grade. */
export const CLASS_GRADES: readonly ClassGrade[] = [
  ...['一', '二', '三', '四', '五', '六'].map((n, i) => ({
    id: i + 1,
    name: `${n}年级`,
    period: 1,
  })),
  ...['初一', '初二', '初三'].map((name, i) => ({ id: i + 7, name, period: 2 })),
  ...['高一', '高二', '高三'].map((name, i) => ({ id: i + 10, name, period: 3 })),
];

/** The grade's name, or '' for 0 (not set) and unknown ids. */
export function gradeName(id: number): string {
  return CLASS_GRADES.find((g) => g.id === id)?.name ?? '';
}

/** Default pass and excellence lines, as fractions of the full score (60% and 85% are usual). */
export const DEFAULT_PASS_RATIO = 0.6;
export const DEFAULT_EXCELLENT_RATIO = 0.85;
