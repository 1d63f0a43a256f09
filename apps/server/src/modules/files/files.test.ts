import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileSchema } from '@aita/contract';
import { Code } from '@aita/core';
import { and, eq } from 'drizzle-orm';
import { PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinSink, DEFAULT_MAX_BYTES, INTAKE_MESSAGES } from '../../platform/intake';
import { objectRoot } from '../../platform/storage/builtin-store';
import { loadConfig } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import {
  GBK_HELLO_TEACHER,
  makeDocx,
  makePdf,
  makePptx,
  makeXlsx,
  makeZip,
  multipart,
  streamedMultipart,
} from './__fixtures__/samples';
import { jobs } from '../../jobs';
import { createExtractTextJob, EXTRACT_TEXT_JOB, extractJobKey, intakeTempDir } from '.';
import { createFileService } from './service';
import {
  MSG_EXTRACT_FAILED,
  MSG_FILE_NOT_FOUND,
  MSG_NEEDS_OCR,
  STAGE_DONE,
  STAGE_QUEUED,
} from './messages';
import { files } from './tables';

let ctx: TestContext;
let token: string;
let otherToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  otherToken = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

interface FileAnswer {
  id: string;
  kind: string;
  name: string;
  format: string;
  size: number;
  extraction: string;
  note: string;
  preview: string;
  textChars: number;
  job: { id: string; state: string; progress: number; stage: string; error: string | null } | null;
}

type Answer = { code: number; msg: string; data: FileAnswer | null };

/** Sends an upload and answers what the upload call answered (its job possibly unfinished). */
async function send(kind: string | undefined, parts: { name: string; data: Buffer }[], as = token) {
  const { payload, headers } = multipart(kind, parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': as },
  });
  return { status: res.statusCode, body: res.json<Answer>() };
}

/** Uploads, waits for the extraction job (when one was enqueued) and answers the file's detail. */
async function upload(
  kind: string | undefined,
  parts: { name: string; data: Buffer }[],
  as = token,
) {
  const sent = await send(kind, parts, as);
  const data = sent.body.data;
  if (!data?.job) return sent;
  await ctx.app.jobs.settled(data.job.id);
  const res = await postAs(ctx.app, as, '/v1/file/detail', { id: data.id });
  return { status: res.statusCode, body: res.json<Answer>() };
}

/** A Word file without its document part: accepted (it is a docx), its text unreadable. */
const brokenDocx = () =>
  makeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: 'word/styles.xml', data: Buffer.from('<w:styles/>') },
  ]);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Rows, stored objects and temp files, to prove a refusal left nothing behind. */
async function footprint() {
  return {
    rows: (await ctx.database.db.select({ id: files.id }).from(files)).length,
    objects: (await listFiles(join(objectRoot(ctx.dataDir), 'oss', 'files'))).length,
    temp: (await listFiles(intakeTempDir(ctx.dataDir))).length,
  };
}

describe('POST /v1/file/upload accepts each kind and extracts its text', () => {
  it('a Word document', async () => {
    const { body } = await upload('document', [
      { name: '教案.docx', data: await makeDocx(['第一课 春晓', '春眠不觉晓，处处闻啼鸟。']) },
    ]);
    expect(body.code).toBe(Code.OK);
    expect(body.data).toMatchObject({
      kind: 'document',
      name: '教案.docx',
      format: 'docx',
      extraction: 'done',
    });
    expect(body.data?.preview).toContain('春眠不觉晓，处处闻啼鸟。');
  });

  it('a PDF, page by page', async () => {
    const { body } = await upload('document', [
      {
        name: 'worksheet.pdf',
        data: await makePdf(['Lesson one: fractions', 'Page two: decimals']),
      },
    ]);
    expect(body.data).toMatchObject({ format: 'pdf', extraction: 'done' });
    expect(body.data?.preview).toMatch(/Lesson one: fractions\s+Page two: decimals/);
  });

  it('a PPTX in presentation order with its notes', async () => {
    const data = makePptx([
      { text: ['第一页标题'], notes: '先复习旧知' },
      { text: ['第二页：练习'] },
    ]);
    const { body } = await upload('document', [{ name: '课件.pptx', data }]);
    expect(body.data).toMatchObject({ format: 'pptx', extraction: 'done' });
    expect(body.data?.preview).toBe(
      '【第1页】\n第一页标题\n备注：先复习旧知\n【第2页】\n第二页：练习',
    );
  });

  it('an XLSX and a CSV as tab-separated rows', async () => {
    const xlsx = await upload('sheet', [
      {
        name: '名单.xlsx',
        data: await makeXlsx([
          ['姓名', '学号'],
          ['张三', 101],
        ]),
      },
    ]);
    expect(xlsx.body.data).toMatchObject({ format: 'xlsx', extraction: 'done' });
    expect(xlsx.body.data?.preview).toBe('【名单】\n姓名\t学号\n张三\t101');
    const csv = await upload('sheet', [
      { name: 'roster.csv', data: Buffer.from('姓名,备注\n李四,"喜欢数学,也喜欢""语文"""\n') },
    ]);
    expect(csv.body.data?.preview).toBe('姓名\t备注\n李四\t喜欢数学,也喜欢"语文"');
  });

  it('GBK and UTF-8 text', async () => {
    const gbk = await upload('document', [{ name: '作文.txt', data: GBK_HELLO_TEACHER }]);
    expect(gbk.body.data).toMatchObject({
      format: 'txt',
      extraction: 'done',
      preview: '你好，老师',
    });
    const md = await upload('document', [{ name: '笔记.md', data: Buffer.from('# 标题\n正文') }]);
    expect(md.body.data?.preview).toBe('# 标题\n正文');
  });

  it('an image is stored and says it needs OCR, with no made-up text', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const { body } = await upload('image', [{ name: '作文照片.png', data: png }]);
    expect(body.data).toMatchObject({
      format: 'png',
      extraction: 'needs-ocr',
      note: MSG_NEEDS_OCR,
      textChars: 0,
      preview: '',
    });
  });

  it('concurrent replays of one file make one row and one object', async () => {
    const data = await makeDocx(['同时上传五次']);
    const before = await footprint();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_v, i) => upload('document', [{ name: `副本${i}.docx`, data }])),
    );
    const ids = new Set(answers.map((a) => a.body.data?.id));
    expect(ids.size).toBe(1);
    expect(await footprint()).toEqual({
      ...before,
      rows: before.rows + 1,
      objects: before.objects + 1,
    });
  });

  it('a Word file whose text cannot be read is kept, marked failed, with the reason', async () => {
    const { body } = await upload('document', [{ name: '坏文件.docx', data: brokenDocx() }]);
    expect(body.data).toMatchObject({
      extraction: 'failed',
      note: MSG_EXTRACT_FAILED.broken,
      textChars: 0,
    });
  });

  it('an upload replayed gives the same file, stored once', async () => {
    const data = Buffer.from('同一份文件');
    const first = await upload('document', [{ name: 'a.txt', data }]);
    const before = await footprint();
    const second = await upload('document', [{ name: 'b.txt', data }]);
    expect(second.body.data?.id).toBe(first.body.data?.id);
    expect(await footprint()).toEqual(before);
  });
});

const hostile: [string, string, () => Promise<Buffer> | Buffer, string][] = [
  ['an empty file', 'empty.txt', () => Buffer.alloc(0), INTAKE_MESSAGES.empty],
  [
    'an ELF executable named .docx',
    'report.docx',
    () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
    INTAKE_MESSAGES.executable,
  ],
  [
    'a PE executable named .docx',
    'report.docx',
    () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]),
    INTAKE_MESSAGES.executable,
  ],
  [
    'a Mach-O executable named .pdf',
    'report.pdf',
    () => Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(300)]),
    INTAKE_MESSAGES.executable,
  ],
  [
    'a shell script named .docx',
    'report.docx',
    () => Buffer.from('#!/bin/sh\nrm -rf /\n'),
    INTAKE_MESSAGES.executable,
  ],
  ['a PDF named .docx', 'report.docx', () => makePdf(['x']), INTAKE_MESSAGES.mismatch],
  [
    'a binary named .txt',
    'notes.txt',
    () => Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0]),
    INTAKE_MESSAGES.notText,
  ],
  [
    'an SVG with script',
    'pic.svg',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    INTAKE_MESSAGES.svg,
  ],
  [
    'an SVG named .png',
    'pic.png',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    INTAKE_MESSAGES.svg,
  ],
  [
    'an unsupported extension',
    'setup.exe',
    () => Buffer.from('hello'),
    INTAKE_MESSAGES.badExtension,
  ],
  [
    'a zip bomb named .docx (ratio)',
    'bomb.docx',
    () =>
      makeZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'word/document.xml', data: Buffer.alloc(64 * 1024 * 1024) },
      ]),
    INTAKE_MESSAGES.zipBomb,
  ],
  [
    'a macro-enabled Word file named .docx',
    'macro.docx',
    () =>
      makeZip([
        {
          name: '[Content_Types].xml',
          data: Buffer.from(
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
          ),
        },
        { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
        { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
      ]),
    INTAKE_MESSAGES.mismatch,
  ],
  [
    'a zip whose sizes lie (declares 1 KB, inflates to 8 MB)',
    'liar.xlsx',
    () =>
      makeZip([
        { name: 'xl/workbook.xml', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1024 },
      ]),
    INTAKE_MESSAGES.zipBomb,
  ],
  [
    'archives nested three deep',
    'nested.pptx',
    () => {
      const inner = makeZip([{ name: 'a.txt', data: Buffer.from('x') }]);
      const middle = makeZip([{ name: 'inner.zip', data: inner }]);
      return makeZip([{ name: 'ppt/embeddings/x.xlsx', data: middle }]);
    },
    INTAKE_MESSAGES.zipNested,
  ],
  [
    'a zip entry climbing out',
    'up.docx',
    () => makeZip([{ name: '../../etc/passwd', data: Buffer.from('x') }]),
    INTAKE_MESSAGES.zipBroken,
  ],
  [
    'a PDF with JavaScript',
    'script.pdf',
    () =>
      makePdf(['hi'], (doc) => {
        const js = doc.context.obj({
          Type: 'Action',
          S: 'JavaScript',
          JS: PDFString.of('app.alert(1)'),
        });
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
      }),
    INTAKE_MESSAGES.pdfScript,
  ],
  ['a name with a path', '../../etc/passwd.txt', () => Buffer.from('hi'), INTAKE_MESSAGES.badName],
  ['a name with NUL', 'a\u0000.txt', () => Buffer.from('hi'), INTAKE_MESSAGES.badName],
  [
    'a name with a bidi override',
    'report\u202Etxt.exe',
    () => Buffer.from('hi'),
    INTAKE_MESSAGES.badName,
  ],
];

describe('hostile uploads are refused in Chinese and leave nothing behind', () => {
  it.each(hostile)('%s', async (_label, name, make, msg) => {
    const before = await footprint();
    const { status, body } = await upload(
      name.endsWith('.png') ? 'image' : name.endsWith('.xlsx') ? 'sheet' : 'document',
      [{ name, data: await make() }],
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: Code.INVALID_PARAM, msg, data: null });
    expect(await footprint()).toEqual(before);
  });

  it('two files in one request', async () => {
    const before = await footprint();
    const { body } = await upload('document', [
      { name: 'a.txt', data: Buffer.from('一') },
      { name: 'b.txt', data: Buffer.from('二') },
    ]);
    expect(body).toMatchObject({ code: Code.INVALID_PARAM, msg: INTAKE_MESSAGES.tooManyFiles });
    expect(await footprint()).toEqual(before);
  });

  it('no kind, a bad kind, a file before its kind, no file', async () => {
    const data = Buffer.from('x');
    expect((await upload(undefined, [{ name: 'a.txt', data }])).body.msg).toBe(
      INTAKE_MESSAGES.kindAfterFile,
    );
    expect((await upload('video', [{ name: 'a.txt', data }])).body.msg).toBe(
      INTAKE_MESSAGES.badKind,
    );
    expect((await upload('document', [])).body.msg).toBe(INTAKE_MESSAGES.noFile);
    expect((await upload('image', [{ name: 'a.txt', data }])).body.msg).toBe(
      INTAKE_MESSAGES.badExtension,
    );
  });

  it('500 MB streamed is cut at the limit, never held', async () => {
    const before = await footprint();
    const { stream, headers } = streamedMultipart('document', 'huge.pdf', 500 * 1024 * 1024);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: stream,
      headers: { ...headers, 'x-token': token },
    });
    expect(res.json()).toEqual({
      code: Code.INVALID_PARAM,
      msg: '文件过大，此类文件不能超过 50MB',
      data: null,
    });
    expect(await footprint()).toEqual(before);
  });

  it('needs a login', async () => {
    const { body } = await upload('document', [{ name: 'a.txt', data: Buffer.from('x') }], '');
    expect(body.code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('POST /v1/file/detail and /v1/file/delete', () => {
  it('only the owner sees and deletes a file; delete removes row and object', async () => {
    const { body } = await upload('document', [
      { name: '私有.txt', data: Buffer.from('只给自己看') },
    ]);
    const id = body.data?.id as string;
    const mine = await postAs(ctx.app, token, '/v1/file/detail', { id });
    expect(mine.json()).toMatchObject({
      code: Code.OK,
      data: { id, name: '私有.txt', extraction: 'done', preview: '只给自己看' },
    });
    const theirs = await postAs(ctx.app, otherToken, '/v1/file/detail', { id });
    expect(theirs.json()).toEqual({ code: Code.NOT_FOUND, msg: MSG_FILE_NOT_FOUND, data: null });
    expect((await postAs(ctx.app, otherToken, '/v1/file/delete', { id })).json()).toMatchObject({
      code: Code.NOT_FOUND,
    });
    expect((await postAs(ctx.app, token, '/v1/file/detail', { id: 'not-a-uuid' })).json()).toEqual({
      code: Code.INVALID_PARAM,
      msg: '参数错误：id 无效',
      data: null,
    });

    const before = await footprint();
    expect((await postAs(ctx.app, token, '/v1/file/delete', { id })).json()).toMatchObject({
      code: Code.OK,
    });
    expect(await footprint()).toEqual({
      ...before,
      rows: before.rows - 1,
      objects: before.objects - 1,
    });
    expect(await ctx.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
    expect((await postAs(ctx.app, token, '/v1/file/detail', { id })).json()).toMatchObject({
      code: Code.NOT_FOUND,
    });
  });
});

/** A valid WAV header with a few silent samples. */
function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

describe('audio', () => {
  it('is stored without text: transcription is another capability', async () => {
    const { body } = await upload('audio', [{ name: '课堂录音.wav', data: wav() }]);
    expect(body.data).toMatchObject({
      kind: 'audio',
      format: 'wav',
      extraction: 'none',
      textChars: 0,
    });
    const renamed = await upload('audio', [{ name: '课堂录音.mp3', data: wav(801) }]);
    expect(renamed.body).toMatchObject({ code: Code.INVALID_PARAM, msg: INTAKE_MESSAGES.mismatch });
  });
});

describe('text extraction runs as a job', () => {
  const jobsOf = async (fileId: string) =>
    ctx.database.db
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.kind, EXTRACT_TEXT_JOB), eq(jobs.dedupeKey, extractJobKey(fileId))));

  it('the upload answers at once with the queued job; the detail shows the text once done', async () => {
    // Workers paused: the answer and a replay are seen while the job is still queued.
    await ctx.app.jobs.stop();
    const data = Buffer.from('排队的文件内容');
    let sent: Answer;
    let replays: Answer[];
    try {
      sent = (await send('document', [{ name: '排队.txt', data }])).body;
      expect(sent.data).toMatchObject({
        extraction: 'pending',
        preview: '',
        job: { state: 'queued', progress: 0, stage: STAGE_QUEUED, error: null },
      });
      replays = await Promise.all(
        [1, 2, 3].map(async () => (await send('document', [{ name: '重放.txt', data }])).body),
      );
    } finally {
      ctx.app.jobs.start();
    }
    const fileId = sent.data?.id ?? '';
    expect(replays.map((r) => r.data?.job?.id)).toEqual([1, 2, 3].map(() => sent.data?.job?.id));
    expect(await jobsOf(fileId)).toHaveLength(1);

    await ctx.app.jobs.settled(sent.data?.job?.id ?? '');
    const detail = await postAs(ctx.app, token, '/v1/file/detail', { id: fileId });
    // The answer is what the contract declares.
    expect(fileSchema.parse(detail.json<Answer>().data)).toMatchObject({ id: fileId });
    expect(detail.json()).toMatchObject({
      code: Code.OK,
      data: {
        extraction: 'done',
        preview: '排队的文件内容',
        job: { state: 'succeeded', progress: 100, stage: STAGE_DONE, error: null },
      },
    });
    // Settled: a later replay answers the finished job and enqueues nothing.
    const late = await send('document', [{ name: '又一次.txt', data }]);
    expect(late.body.data).toMatchObject({ extraction: 'done', job: { state: 'succeeded' } });
    expect(await jobsOf(fileId)).toHaveLength(1);
  });

  it('a file that cannot be read fails its job with the Chinese reason', async () => {
    const data = Buffer.concat([brokenDocx(), Buffer.from('另一份')]);
    const { body } = await upload('document', [{ name: '坏的.docx', data }]);
    expect(body.data).toMatchObject({
      extraction: 'failed',
      note: MSG_EXTRACT_FAILED.broken,
      job: { state: 'failed', error: MSG_EXTRACT_FAILED.broken },
    });
  });

  it('a file deleted before its turn leaves a job that ends without retrying', async () => {
    await ctx.app.jobs.stop();
    let sent: Answer;
    try {
      sent = (await send('document', [{ name: '删掉.txt', data: Buffer.from('马上删除') }])).body;
      await postAs(ctx.app, token, '/v1/file/delete', { id: sent.data?.id });
    } finally {
      ctx.app.jobs.start();
    }
    const job = await ctx.app.jobs.settled(sent.data?.job?.id ?? '');
    expect(job).toMatchObject({ state: 'succeeded', result: { chars: 0 } });
  });
});

describe(createExtractTextJob, () => {
  it('writes the text once however often it runs', async () => {
    const service = createFileService({
      db: ctx.database.db,
      sink: createBuiltinSink(ctx.dataDir),
      tempDir: intakeTempDir(ctx.dataDir),
      maxBytes: DEFAULT_MAX_BYTES,
    });
    const job = createExtractTextJob(service);
    const { body } = await upload('document', [
      { name: '重跑.txt', data: Buffer.from('重跑也只写一次') },
    ]);
    const fileId = body.data?.id as string;
    await ctx.database.db
      .update(files)
      .set({ extraction: 'pending', text: null })
      .where(eq(files.id, fileId));
    const stages: string[] = [];
    const run = (attempt: number) =>
      job.run({
        job: { id: `j${attempt}`, kind: job.kind, ownerUid: null, payload: { fileId }, attempt },
        signal: new AbortController().signal,
        progress: async (_p, stage) => void stages.push(stage),
      });
    expect(await Promise.all([run(1), run(2)])).toEqual([{ chars: 7 }, { chars: 7 }]);
    await ctx.database.db.update(files).set({ text: '已有结果' }).where(eq(files.id, fileId));
    await run(3);
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ extraction: 'done', text: '已有结果' });
    expect(stages).toContain('已完成');
  });
});

describe('over real HTTP', () => {
  it('a browser-style FormData upload, and 500 MB streamed through a socket, refused', async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('kind', 'document');
    form.append('file', new Blob([await makeDocx(['真实上传'])]), '真实上传.docx');
    const res = await fetch(`${url}/v1/file/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-token': token },
    });
    const sent = (await res.json()) as Answer;
    expect(sent).toMatchObject({ code: Code.OK, data: { name: '真实上传.docx' } });
    await ctx.app.jobs.settled(sent.data?.job?.id ?? '');
    const detail = await fetch(`${url}/v1/file/detail`, {
      method: 'POST',
      body: JSON.stringify({ id: sent.data?.id }),
      headers: { 'x-token': token, 'content-type': 'application/json' },
    });
    expect(await detail.json()).toMatchObject({ data: { preview: '真实上传' } });

    const before = await footprint();
    const { stream, headers } = streamedMultipart('sheet', 'big.csv', 500 * 1024 * 1024);
    const huge = await fetch(`${url}/v1/file/upload`, {
      method: 'POST',
      body: Readable.toWeb(stream) as ReadableStream,
      headers: { ...headers, 'x-token': token },
      duplex: 'half',
    } as RequestInit);
    expect(await huge.json()).toEqual({
      code: Code.INVALID_PARAM,
      msg: '文件过大，此类文件不能超过 10MB',
      data: null,
    });
    expect(await footprint()).toEqual(before);
  });
});

describe('limits', () => {
  it('come from INTAKE_MAX_*_MB, per kind', () => {
    const config = loadConfig({
      DATA_DIR: ctx.dataDir,
      INTAKE_MAX_SHEET_MB: '2',
      INTAKE_MAX_AUDIO_MB: '500',
    });
    expect(config.intakeMaxBytes).toEqual({
      ...DEFAULT_MAX_BYTES,
      sheet: 2 * 1024 * 1024,
      audio: 500 * 1024 * 1024,
    });
    expect(() => loadConfig({ DATA_DIR: ctx.dataDir, INTAKE_MAX_IMAGE_MB: '0' })).toThrow(
      /INTAKE_MAX_IMAGE_MB/,
    );
  });
});
