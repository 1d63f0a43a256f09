import ExcelJS from 'exceljs';
import { SheetReadError, type ReadSheet } from './model';
import { decodeText, parseDelimited } from './text';

/** Largest upload read, in bytes: a class roster is a few kilobytes, a whole school's a few megabytes. */
export const MAX_SHEET_BYTES = 20 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: BIFF .xls, and also password-protected .xlsx. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Date cells as 2025-09-01 (and the time when there is one), as teachers type them. */
function dateText(d: Date): string {
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** The text of an exceljs cell value, whatever its kind (formula result, rich text, hyperlink, date). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined ? '' : cellText(result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return String((value as { text?: unknown }).text ?? '');
  if ('error' in value) return String(value.error);
  return '';
}

/** Drops trailing empty cells, trims each cell, and leaves out rows with nothing in them. */
export function tidyRows(rows: string[][]): string[][] {
  return rows
    .map((r) => {
      const cells = r.map((c) => c.trim());
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      return cells;
    })
    .filter((r) => r.length > 0);
}

async function readXlsx(bytes: Uint8Array): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw new SheetReadError(
      'unreadable',
      '无法读取该 Excel 文件，文件可能已损坏，请用 Excel 或 WPS 打开后重新保存为 .xlsx',
    );
  }
  return workbook.worksheets.map((ws) => {
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value);
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
    });
    return { name: ws.name, rows: tidyRows(rows) };
  });
}

/**
 * Old binary .xls (BIFF8) through SheetJS, loaded only when such a file arrives. The `xlsx` package on npm stopped
 * at 0.18.5 (2022) with a prototype-pollution and a ReDoS advisory; SheetJS now publishes on its own CDN, and
 * `@e965/xlsx` republishes those releases (0.20.3, both advisories fixed) to npm unchanged.
 */
async function readXls(bytes: Uint8Array): Promise<ReadSheet[]> {
  const XLSX = await import('@e965/xlsx');
  let workbook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', cellDates: true, dense: true });
  } catch (error) {
    if (error instanceof Error && /password|encrypt/i.test(error.message)) {
      throw new SheetReadError(
        'encrypted',
        '该表格设置了密码，请先在 Excel 或 WPS 中取消密码后再上传',
      );
    }
    throw new SheetReadError(
      'unreadable',
      '无法读取该 .xls 文件，请用 Excel 或 WPS 打开后另存为 .xlsx 再上传',
    );
  }
  return workbook.SheetNames.map((name) => {
    const ws = workbook.Sheets[name];
    const rows = ws
      ? XLSX.utils.sheet_to_json<unknown[]>(ws, {
          header: 1,
          raw: false,
          defval: '',
          blankrows: false,
        })
      : [];
    return {
      name,
      rows: tidyRows(
        rows.map((r) => r.map((c) => (c instanceof Date ? dateText(c) : String(c ?? '')))),
      ),
    };
  });
}

/**
 * Reads a spreadsheet a teacher uploads (.xlsx, .xls, .csv or tab-separated text) into rows of strings per sheet.
 * The format is told by the file's bytes, not its name, since renamed files are common; the name only names the
 * sheet of a CSV. Errors are {@link SheetReadError} with a Chinese message; anything else is a bug.
 */
export async function readSheets(bytes: Uint8Array, fileName = 'Sheet1'): Promise<ReadSheet[]> {
  if (bytes.length > MAX_SHEET_BYTES) {
    throw new SheetReadError(
      'too-large',
      `文件超过 ${MAX_SHEET_BYTES / 1024 / 1024} MB，请拆分后再上传`,
    );
  }
  if (bytes.length === 0) throw new SheetReadError('empty', '文件是空的，请检查后重新上传');
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE)) return readXls(bytes);
  const text = decodeText(bytes);
  if (/^\s*<(!doctype|html|table)/i.test(text)) {
    // Some school systems export an HTML table named .xls; SheetJS reads those too.
    return readXls(bytes);
  }
  const name = fileName.replace(/\.[^.]+$/, '') || 'Sheet1';
  return [{ name, rows: tidyRows(parseDelimited(text)) }];
}
