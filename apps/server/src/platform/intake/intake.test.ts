import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makePptx, makeZip } from '../../modules/files/__fixtures__/samples';
import { ExtractError, extractText } from './extract';
import { IntakeError } from './errors';
import { inspectFile } from './inspect';
import { DEFAULT_EXTRACT_LIMITS, FORMAT_MIME } from './limits';
import { sanitizeFileName } from './name';
import { receiveToTemp } from './receive';
import { decodeText } from './text';
import { inspectZip } from './zip';

const execFileAsync = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-intake-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const signal = () => new AbortController().signal;

describe(receiveToTemp, () => {
  it('hashes and counts what it writes', async () => {
    const got = await receiveToTemp(Readable.from([Buffer.from('abc')]), {
      tempDir: dir,
      maxBytes: 3,
    });
    expect(got).toMatchObject({
      size: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    await rm(got.path);
  });

  it('stops one byte past the limit and leaves no temp file', async () => {
    const source = Readable.from([Buffer.alloc(3), Buffer.alloc(2)]);
    await expect(receiveToTemp(source, { tempDir: dir, maxBytes: 4 })).rejects.toBeInstanceOf(
      IntakeError,
    );
    expect(await readdir(dir)).toEqual([]);
  });
});

describe(decodeText, () => {
  it('reads UTF-8 (with BOM), UTF-16LE with BOM, and GBK; refuses binary', () => {
    expect(decodeText(Buffer.from('\uFEFF你好', 'utf8'))).toEqual({
      text: '你好',
      encoding: 'utf-8',
    });
    expect(
      decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('老师', 'utf16le')])),
    ).toEqual({
      text: '老师',
      encoding: 'utf-16le',
    });
    expect(decodeText(Buffer.from([0xc0, 0xcf, 0xca, 0xa6]))).toEqual({
      text: '老师',
      encoding: 'gb18030',
    });
    expect(decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toBeUndefined();
  });
});

describe(sanitizeFileName, () => {
  it('keeps a Chinese name, cuts a long one before its extension, refuses paths and controls', () => {
    expect(sanitizeFileName(' 第一单元 教案.DOCX ')).toEqual({
      name: '第一单元 教案.DOCX',
      ext: 'docx',
    });
    const long = sanitizeFileName(`${'长'.repeat(300)}.pdf`);
    expect([...long.name]).toHaveLength(120);
    expect(long.name.endsWith('长.pdf')).toBe(true);
    for (const bad of ['a/b.txt', 'a\\b.txt', '..', '.env', 'a\u0007.txt', 'x\u202Etxt.exe', '']) {
      expect(() => sanitizeFileName(bad), bad).toThrow(IntakeError);
    }
  });
});

describe(inspectZip, () => {
  it('accepts an Office file embedding one workbook, refuses too many entries', async () => {
    const inner = makeZip([{ name: 'xl/workbook.xml', data: Buffer.from('<w/>') }]);
    await expect(
      inspectZip(makeZip([{ name: 'ppt/embeddings/a.xlsx', data: inner }])),
    ).resolves.toHaveLength(1);
    const many = makeZip(
      Array.from({ length: 5001 }, (_v, i) => ({
        name: `f${i}`,
        data: Buffer.from('x'),
        store: true,
      })),
    );
    await expect(inspectZip(many)).rejects.toMatchObject({ reason: 'zipBomb' });
  });

  it('refuses a declared total over the limit before inflating anything', async () => {
    const zip = makeZip([
      { name: 'a', data: Buffer.from('x'), declaredSize: 300 * 1024 * 1024 },
      { name: 'b', data: Buffer.from('x'), declaredSize: 300 * 1024 * 1024 },
    ]);
    await expect(inspectZip(zip)).rejects.toMatchObject({ reason: 'zipBomb' });
  });
});

describe(extractText, () => {
  it('caps the text and says so', async () => {
    const bytes = await makeDocx(['一二三四五六七八九十', '第二段']);
    const got = await extractText(
      { bytes, format: 'docx' },
      { signal: signal(), limits: { ...DEFAULT_EXTRACT_LIMITS, maxChars: 5 } },
    );
    expect(got).toEqual({ state: 'done', text: '一二三四五', truncated: true });
  });

  it('reads no more pages or slides than allowed', async () => {
    const limits = { ...DEFAULT_EXTRACT_LIMITS, maxUnits: 1 };
    const pdf = await extractText(
      { bytes: await makePdf(['one', 'two']), format: 'pdf' },
      { signal: signal(), limits },
    );
    expect(pdf).toMatchObject({ text: 'one' });
    const pptx = await extractText(
      { bytes: makePptx([{ text: ['甲'] }, { text: ['乙'] }]), format: 'pptx' },
      { signal: signal(), limits },
    );
    expect(pptx).toMatchObject({ text: '【第1页】\n甲' });
  });

  it('honours an aborted signal and a broken file', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      extractText({ bytes: await makePdf(['x']), format: 'pdf' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ reason: 'aborted' });
    await expect(
      extractText({ bytes: Buffer.from('%PDF-1.7 garbage'), format: 'pdf' }, { signal: signal() }),
    ).rejects.toBeInstanceOf(ExtractError);
  });

  it('stops waiting at the time limit', async () => {
    const bytes = await makePdf(Array.from({ length: 200 }, (_v, i) => `page ${i}`));
    await expect(
      extractText(
        { bytes, format: 'pdf' },
        { signal: signal(), limits: { ...DEFAULT_EXTRACT_LIMITS, timeoutMs: 1 } },
      ),
    ).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('fakes no text for images and audio', async () => {
    expect(
      await extractText({ bytes: Buffer.alloc(1), format: 'png' }, { signal: signal() }),
    ).toEqual({ state: 'needs-ocr' });
    expect(
      await extractText({ bytes: Buffer.alloc(1), format: 'mp3' }, { signal: signal() }),
    ).toEqual({ state: 'none' });
  });
});

describe('a deck written by LibreOffice (a real producer, not our fixture)', () => {
  it('is accepted as PPTX and read slide by slide', async () => {
    const work = await mkdtemp(join(tmpdir(), 'aita-intake-lo-'));
    try {
      await writeFile(join(work, 'deck.pdf'), await makePdf(['Slide Alpha', 'Slide Beta']));
      // A private profile: LibreOffice instances sharing one profile block each other.
      await execFileAsync('soffice', [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--infilter=impress_pdf_import',
        '--convert-to',
        'pptx',
        '--outdir',
        work,
        join(work, 'deck.pdf'),
      ]);
      const path = join(work, 'deck.pptx');
      const bytes = await readFile(path);
      expect(
        await inspectFile(path, { kind: 'document', ext: 'pptx', size: bytes.length }),
      ).toEqual({
        format: 'pptx',
        mime: FORMAT_MIME.pptx,
      });
      expect(await extractText({ bytes, format: 'pptx' }, { signal: signal() })).toEqual({
        state: 'done',
        text: '【第1页】\nSlide Alpha\n【第2页】\nSlide Beta',
        truncated: false,
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
