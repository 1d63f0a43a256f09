/** A value written to a cell: text, number, yes/no, date, or empty. */
export type SheetCellValue = string | number | boolean | Date | null;

/**
 * Number formats, named for what teachers put in rosters and score sheets. `text` keeps student numbers and ID
 * numbers as typed (Excel would otherwise turn 20260101 into a number and long IDs into 4.1E+17).
 */
export const SHEET_NUMBER_FORMATS = {
  text: '@',
  integer: '0',
  decimal1: '0.0',
  decimal2: '0.00',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
} as const;

/** A column: its header, width in characters, number format and, for a fixed choice, the list to pick from. */
export type SheetColumn = {
  header: string;
  width?: number;
  format?: keyof typeof SHEET_NUMBER_FORMATS;
  /** Choices offered as a drop-down (data validation), such as 男/女. */
  list?: string[];
};

/** One worksheet: columns and rows of values in column order. */
export type SheetSpec = { name: string; columns: SheetColumn[]; rows: SheetCellValue[][] };

/** A workbook to write. */
export type SheetWorkbook = { sheets: SheetSpec[] };

/** A worksheet read back: its name and its rows as text, trailing empty cells and empty rows left out. */
export type ReadSheet = { name: string; rows: string[][] };

/** Why a spreadsheet could not be read; `message` is Chinese and fit to show the teacher. */
export class SheetReadError extends Error {
  constructor(
    readonly type: 'too-large' | 'unreadable' | 'encrypted' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'SheetReadError';
  }
}
