import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { files, classroom as p } from '@aita/contract';
import { buildRosterPreview, Code, guessRosterMapping } from '@aita/core';
import { readSheets, renderXlsx } from '@aita/docgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES, tooLargeMessage } from '../../platform/intake';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { multipart } from '../files/__fixtures__/samples';
import { readRosterFile } from './sheets';

const execFileAsync = promisify(execFile);

let ctx: TestContext;
let teacher: string;
let other: string;
let work: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  work = await mkdtemp(join(tmpdir(), 'aita-roster-'));
});
afterAll(async () => {
  await ctx?.close();
  await rm(work, { recursive: true, force: true });
});

type Answer<T = unknown> = { code: number; msg: string; data: T };
const call = async <T>(url: string, body: unknown, token = teacher) =>
  (await postAs(ctx.app, token, url, body)).json<Answer<T>>();
async function ok<T>(url: string, body: unknown, token = teacher): Promise<T> {
  const answer = await call<T>(url, body, token);
  expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
  return answer.data;
}

/** Uploads bytes as a `sheet` through the intake call, as the page does. */
async function upload(name: string, data: Buffer, token = teacher) {
  const { payload, headers } = multipart('sheet', [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  return res.json<Answer<{ id: string; job: { id: string } | null } | null>>();
}

/** Converts with LibreOffice headless (a private profile, so parallel runs do not block). */
async function soffice(input: string, to: string): Promise<Buffer> {
  await execFileAsync('soffice', [
    `-env:UserInstallation=file://${join(work, 'profile')}`,
    '--headless',
    // CSV in: comma-separated, double-quoted, UTF-8 (76), from line 1.
    ...(input.endsWith('.csv') ? ['--infilter=CSV:44,34,76,1'] : []),
    '--convert-to',
    to,
    '--outdir',
    work,
    input,
  ]);
  return readFile(input.replace(/\.[^.]+$/, `.${to.split(':')[0]}`));
}

const newClass = async (name: string) =>
  (await ok<{ classId: number }>(p.create.path, { name, grade: 4 })).classId;

type Sheets = { sheets: { name: string; rows: string[][]; truncated: boolean }[] };

describe(readRosterFile, () => {
  it('serves a template that reads back with the four columns', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: p.rosterTemplate.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readSheets(new Uint8Array(res.rawPayload));
    expect(sheets[0]?.rows[0]).toEqual(['学号', '姓名', '性别', '备注']);
  });

  it('reads an uploaded .xlsx, previews row errors, saves nothing until the import', async () => {
    const classId = await newClass('四年级（1）班');
    const xlsx = await renderXlsx({
      sheets: [
        {
          name: '名单',
          columns: [
            { header: '学籍号', format: 'text' },
            { header: '学生姓名' },
            { header: '性别' },
          ],
          rows: [
            ['G20260101', '张 三', '男'],
            ['G20260102', '', '女'],
            ['G20260101', '李四', '女'],
            ['G20260104', '王五', ''],
          ],
        },
      ],
    });
    const file = await upload('名单.xlsx', Buffer.from(xlsx));
    expect(file.code, file.msg).toBe(Code.OK);
    const { sheets } = await ok<Sheets>(p.rosterRead.path, { classId, fileId: file.data?.id });
    const rows = sheets[0]?.rows ?? [];
    expect(rows[1]).toEqual(['G20260101', '张 三', '男']);
    const mapping = guessRosterMapping(rows[0] ?? []);
    expect(mapping).toEqual({ number: 0, name: 1, gender: 2 });
    const preview = buildRosterPreview(rows, mapping, { hasHeader: true });
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [],
      ['姓名为空'],
      ['重复学号（与第 2 行相同）'],
      [],
    ]);
    // Reading saved nothing; the list with errors is refused whole.
    expect((await ok<{ students: unknown[] }>(p.detail.path, { classId })).students).toEqual([]);
    const refused = await call(p.rosterImport.path, {
      classId,
      students: preview.rows.map((r) => r.student),
    });
    expect(refused.code).toBe(Code.INVALID_PARAM);
    expect(refused.msg).toBe('参数错误：students[1].name 不能为空');
    expect((await ok<{ students: unknown[] }>(p.detail.path, { classId })).students).toEqual([]);

    const clean = preview.rows.filter((r) => r.errors.length === 0).map((r) => r.student);
    expect(await ok(p.rosterImport.path, { classId, students: clean })).toEqual({
      imported: 2,
      total: 2,
    });
    const again = await call(p.rosterImport.path, { classId, students: clean.slice(0, 1) });
    expect(again.msg).toContain('重复学号（班级中已有）');
    expect(await ok(p.rosterImport.path, { classId, students: clean, replace: true })).toEqual({
      imported: 2,
      total: 2,
    });
    const { students } = await ok<{ students: { name: string; gender: string | null }[] }>(
      p.detail.path,
      { classId },
    );
    expect(students.map((s) => [s.name, s.gender])).toEqual([
      ['张 三', 'm'],
      ['王五', null],
    ]);

    // Another teacher can neither read this file into their class nor read into this class.
    const theirClass = (await ok<{ classId: number }>(p.create.path, { name: '别班' }, other))
      .classId;
    const foreign = await call(
      p.rosterRead.path,
      { classId: theirClass, fileId: file.data?.id },
      other,
    );
    expect(foreign).toMatchObject({
      code: Code.NOT_FOUND,
      msg: '文件不存在或已删除，请重新上传名单',
    });
    expect((await call(p.rosterRead.path, { classId, fileId: file.data?.id }, other)).code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('reads a roster LibreOffice saved as .xlsx from a UTF-8 CSV, and a CSV upload', async () => {
    const classId = await newClass('四年级（2）班');
    const csv = '学号,姓名,性别,备注\n01,赵一,男,班长\n02,钱二,女,\n03,孙三,,转学生\n';
    const csvPath = join(work, 'roster.csv');
    await writeFile(csvPath, csv);
    const xlsx = await soffice(csvPath, 'xlsx');
    const file = await upload('roster.xlsx', xlsx);
    expect(file.code, file.msg).toBe(Code.OK);
    const { sheets } = await ok<Sheets>(p.rosterRead.path, { classId, fileId: file.data?.id });
    expect(sheets[0]?.rows).toEqual([
      ['学号', '姓名', '性别', '备注'],
      // LibreOffice reads 01 as a number: the leading zero goes, as in Excel.
      ['1', '赵一', '男', '班长'],
      ['2', '钱二', '女'],
      ['3', '孙三', '', '转学生'],
    ]);
    const fromCsv = await upload('roster.csv', Buffer.from(csv));
    const read = await ok<Sheets>(p.rosterRead.path, { classId, fileId: fromCsv.data?.id });
    expect(read.sheets[0]?.rows[1]).toEqual(['01', '赵一', '男', '班长']);
  });

  it('imports an old .xls LibreOffice saved from a CSV and from an .xlsx with 学号 as text', async () => {
    const classId = await newClass('四年级（4）班');
    const csvPath = join(work, 'old.csv');
    await writeFile(csvPath, '学号,姓名,性别,备注\n1,周五,男,\n2,吴六,女,课代表\n');
    const xls = await soffice(csvPath, 'xls:MS Excel 97');
    expect(xls.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const file = await upload('old.xls', xls);
    expect(file.code, file.msg).toBe(Code.OK);
    expect(file.data).toMatchObject({ format: 'xls', mime: 'application/vnd.ms-excel' });
    // Intake extracts its text as for .xlsx: rows as tab-separated lines.
    const job = file.data?.job;
    if (job) await ctx.app.jobs.settled(job.id);
    expect(await ok(files.detail.path, { id: file.data?.id })).toMatchObject({
      extraction: 'done',
      preview: '【old】\n学号\t姓名\t性别\t备注\n1\t周五\t男\n2\t吴六\t女\t课代表',
    });
    const { sheets } = await ok<Sheets>(p.rosterRead.path, { classId, fileId: file.data?.id });
    expect(sheets[0]?.rows).toEqual([
      ['学号', '姓名', '性别', '备注'],
      ['1', '周五', '男'],
      ['2', '吴六', '女', '课代表'],
    ]);
    const rows = sheets[0]?.rows ?? [];
    const preview = buildRosterPreview(rows, guessRosterMapping(rows[0] ?? []), {
      hasHeader: true,
    });
    const students = preview.rows.map((r) => r.student);
    expect(await ok(p.rosterImport.path, { classId, students })).toEqual({
      imported: 2,
      total: 2,
    });
    const detail = await ok<{ students: { name: string; number: string | null }[] }>(
      p.detail.path,
      { classId },
    );
    expect(detail.students.map((s) => [s.number, s.name])).toEqual([
      ['1', '周五'],
      ['2', '吴六'],
    ]);

    // 学号 kept as text (leading zeros) through Excel 97: .xlsx written here → .xls by LibreOffice.
    const xlsxPath = join(work, 'text-ids.xlsx');
    await writeFile(
      xlsxPath,
      await renderXlsx({
        sheets: [
          {
            name: '学生名单',
            columns: [{ header: '学号', format: 'text' }, { header: '姓名' }],
            rows: [['007', '郑七']],
          },
        ],
      }),
    );
    const fromXlsx = await upload('text-ids.xls', await soffice(xlsxPath, 'xls:MS Excel 97'));
    expect(fromXlsx.code, fromXlsx.msg).toBe(Code.OK);
    const read = await ok<Sheets>(p.rosterRead.path, { classId, fileId: fromXlsx.data?.id });
    expect(read.sheets).toEqual([
      {
        name: '学生名单',
        rows: [
          ['学号', '姓名'],
          ['007', '郑七'],
        ],
        truncated: false,
      },
    ]);
  });

  it('refuses renamed, broken, macro, encrypted and oversized .xls files in Chinese', async () => {
    const XLSX = await import('@e965/xlsx');
    const CFB = XLSX.CFB as {
      utils: { cfb_new(): unknown; cfb_add(c: unknown, path: string, data: Buffer): void };
      write(c: unknown, o: { type: 'buffer' }): Buffer;
    };
    const compound = (streams: Record<string, Buffer>) => {
      const c = CFB.utils.cfb_new();
      for (const [path, data] of Object.entries(streams)) CFB.utils.cfb_add(c, path, data);
      return CFB.write(c, { type: 'buffer' });
    };
    // A BIFF8 globals substream: BOF, then (here) FILEPASS, then EOF.
    const record = (type: number, body: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt16LE(type, 0);
      head.writeUInt16LE(body.length, 2);
      return Buffer.concat([head, body]);
    };
    const bof = record(0x0809, Buffer.from([0, 6, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const eof = record(0x000a, Buffer.alloc(0));
    const cases: [string, Buffer, string][] = [
      ['text.xls', Buffer.from('学号,姓名\n1,甲\n'), INTAKE_MESSAGES.mismatch],
      [
        'garbage.xls',
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(600, 7),
        ]),
        INTAKE_MESSAGES.oleBroken,
      ],
      ['word.xls', compound({ WordDocument: Buffer.alloc(600, 1) }), INTAKE_MESSAGES.mismatch],
      [
        'macro.xls',
        compound({
          Workbook: Buffer.concat([bof, eof]),
          '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(100, 2),
        }),
        INTAKE_MESSAGES.oleMacro,
      ],
      [
        'locked.xls',
        compound({ EncryptionInfo: Buffer.alloc(200, 3), EncryptedPackage: Buffer.alloc(600, 4) }),
        INTAKE_MESSAGES.oleEncrypted,
      ],
      [
        'filepass.xls',
        compound({ Workbook: Buffer.concat([bof, record(0x002f, Buffer.alloc(54, 5)), eof]) }),
        INTAKE_MESSAGES.oleEncrypted,
      ],
      [
        'huge.xls',
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]),
        tooLargeMessage(10 * 1024 * 1024),
      ],
    ];
    for (const [name, data, msg] of cases) {
      expect(await upload(name, data), name).toMatchObject({ code: Code.INVALID_PARAM, msg });
    }
    // A workbook whose BOF is followed by EOF (no password) passes the inspection.
    const plain = await upload('plain.xls', compound({ Workbook: Buffer.concat([bof, eof]) }));
    expect(plain.code, plain.msg).toBe(Code.OK);
  });

  it('exports the roster to .xlsx that reads back and opens in LibreOffice', async () => {
    const classId = await newClass('四年级（3）班');
    await ok(p.rosterImport.path, {
      classId,
      students: [
        { name: '甲', number: '007', gender: 'f', notes: '左利手' },
        { name: '乙', number: '008' },
      ],
    });
    const res = await postAs(ctx.app, teacher, p.rosterExport.path, { classId });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '四年级（3）班-学生名单.xlsx',
    );
    const sheets = await readSheets(new Uint8Array(res.rawPayload));
    expect(sheets[0]?.rows).toEqual([
      ['学号', '姓名', '性别', '备注'],
      ['007', '甲', '女', '左利手'],
      ['008', '乙'],
    ]);
    const path = join(work, 'export.xlsx');
    await writeFile(path, res.rawPayload);
    const pdf = await soffice(path, 'pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
