import { describe, expect, it } from 'vitest';
import { sampleWorkbook } from '../samples';
import { convertToPdf, count, officeAvailable, unzipText } from '../test/office';
import { SheetReadError } from './model';
import { readSheets } from './read';
import { SHEET_SPARE_ROWS, renderXlsx } from './write';

describe(renderXlsx, () => {
  it('writes a styled roster that reads back cell for cell', async () => {
    const bytes = await renderXlsx(sampleWorkbook());
    const parts = unzipText(bytes);
    const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toMatch(
      new RegExp(`<dataValidation type="list"[^>]*sqref="C2:C${3 + 1 + SHEET_SPARE_ROWS}"`),
    );
    expect(sheet).toContain('&quot;男,女&quot;');
    expect(count(sheet, /<col /)).toBe(5);
    const styles = parts.get('xl/styles.xml') ?? '';
    expect(styles).toContain('formatCode="yyyy-mm-dd"');
    expect(styles).toContain('<name val="宋体"/>');

    const [read] = await readSheets(bytes, 'roster.xlsx');
    expect(read?.name).toBe('八年级一班');
    expect(read?.rows).toEqual([
      ['学号', '姓名', '性别', '数学成绩', '入学日期'],
      ['20260101', '张三', '男', '96.5', '2025-09-01'],
      ['20260102', '李四', '女', '88', '2025-09-01'],
      ['20260103', '王小明', '男'],
    ]);

    if (officeAvailable()) {
      const { pdf, text } = await convertToPdf(bytes, 'xlsx');
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(text).toContain('王小明');
      expect(text).toContain('2025-09-01');
    }
  });
});

describe(readSheets, () => {
  const gbk = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

  it('reads CSV in UTF-8 with a BOM, GBK (as WPS and Excel in China save it) and tab-separated text', async () => {
    const bom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('姓名,成绩\r\n"张,三",90\r\n\r\n'),
    ]);
    expect(await readSheets(bom, '名单.csv')).toEqual([
      {
        name: '名单',
        rows: [
          ['姓名', '成绩'],
          ['张,三', '90'],
        ],
      },
    ]);
    // 姓名,成绩\r\n张三,90 encoded in GBK.
    const encoded = gbk('d0d5c3fb2cb3c9bca80d0ad5c5c8fd2c3930');
    expect((await readSheets(encoded, 'a.csv'))[0]?.rows).toEqual([
      ['姓名', '成绩'],
      ['张三', '90'],
    ]);
    const tsv = new TextEncoder().encode('学号\t姓名\n"1"\t"李""四"\n');
    expect((await readSheets(tsv, 'b.txt'))[0]?.rows).toEqual([
      ['学号', '姓名'],
      ['1', '李"四'],
    ]);
  });

  it('reads old binary .xls', async () => {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['姓名', '成绩'],
        ['王五', 77],
      ]),
      '成绩单',
    );
    const xls = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer,
    );
    expect([...xls.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(await readSheets(xls, 'old.xls')).toEqual([
      {
        name: '成绩单',
        rows: [
          ['姓名', '成绩'],
          ['王五', '77'],
        ],
      },
    ]);
  });

  it('refuses broken and empty files with a Chinese message', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(readSheets(broken, 'x.xlsx')).rejects.toBeInstanceOf(SheetReadError);
    await expect(readSheets(broken, 'x.xlsx')).rejects.toThrow(/无法读取/);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    await expect(readSheets(ole, 'x.xls')).rejects.toThrow(/另存为 \.xlsx/);
    await expect(readSheets(new Uint8Array(), 'x.csv')).rejects.toMatchObject({ type: 'empty' });
  });
});
