import ExcelJS from 'exceljs';
import { SHEET_NUMBER_FORMATS, type SheetWorkbook } from './model';

/** Font of every cell: 宋体 is present on every Chinese Windows and in WPS. */
export const SHEET_FONT = '宋体';

/** Rows below the data that still get the drop-down lists and formats, so teachers can add students. */
export const SHEET_SPARE_ROWS = 200;

const HEADER_FILL = 'FFDDEBF7';

/** Excel forbids these in sheet names and limits them to 31 characters. */
function safeSheetName(name: string, index: number): string {
  const cleaned = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || `Sheet${index + 1}`;
}

/**
 * Writes an Excel (.xlsx) workbook: a bold, filled, frozen header row, column widths, number formats, and drop-down
 * lists (data validation) for columns with fixed choices, on the data rows and {@link SHEET_SPARE_ROWS} more.
 */
export async function renderXlsx(book: SheetWorkbook): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AITA';
  const used = new Set<string>();
  // Excel refuses a workbook without a sheet.
  const sheets = book.sheets.length ? book.sheets : [{ name: 'Sheet1', columns: [], rows: [] }];
  sheets.forEach((spec, index) => {
    let name = safeSheetName(spec.name, index);
    while (used.has(name)) name = `${name.slice(0, 28)}_${index + 1}`;
    used.add(name);
    const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = spec.columns.map((c) => ({
      header: c.header,
      width: c.width ?? Math.max(8, c.header.length * 2 + 2),
      style: {
        font: { name: SHEET_FONT, size: 11 },
        numFmt: c.format ? SHEET_NUMBER_FORMATS[c.format] : undefined,
      },
    }));
    const header = ws.getRow(1);
    header.font = { name: SHEET_FONT, size: 11, bold: true };
    header.alignment = { vertical: 'middle', horizontal: 'center' };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
      cell.border = { bottom: { style: 'thin', color: { argb: 'FF7F7F7F' } } };
    });
    for (const row of spec.rows) {
      // Text columns keep numbers as typed text.
      ws.addRow(
        row.map((v, i) =>
          spec.columns[i]?.format === 'text' && typeof v === 'number' ? String(v) : v,
        ),
      );
    }
    const lastRow = spec.rows.length + 1 + SHEET_SPARE_ROWS;
    spec.columns.forEach((c, i) => {
      if (!c.list?.length) return;
      const formula = `"${c.list.map((o) => o.replace(/"/g, '""')).join(',')}"`;
      for (let r = 2; r <= lastRow; r += 1) {
        ws.getCell(r, i + 1).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [formula],
          showErrorMessage: true,
          errorTitle: '输入有误',
          error: `请从下拉列表中选择：${c.list.join('、')}`,
        };
      }
    });
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
