import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits, type Format } from './limits';
import { pptxSlides } from './pptx';
import { decodeText } from './text';
import { parseCsv } from './csv';

/** What extraction produced: text, or why there is none. */
export type ExtractResult =
  | { state: 'done'; text: string; truncated: boolean }
  /** Images: text needs an OCR or vision provider; none is faked here. */
  | { state: 'needs-ocr' }
  /** Audio: transcription is its own capability (speech to text), not text extraction. */
  | { state: 'none' };

/** Extraction failed: the file could not be read, took too long, or was cancelled. */
export class ExtractError extends Error {
  constructor(
    readonly reason: 'broken' | 'timeout' | 'aborted',
    cause?: unknown,
  ) {
    super(`text extraction ${reason}`, { cause });
    this.name = 'ExtractError';
  }
}

/** Collects lines up to a character cap. */
class TextBuffer {
  private parts: string[] = [];
  private chars = 0;
  truncated = false;
  constructor(private readonly max: number) {}
  get full(): boolean {
    return this.truncated;
  }
  push(line: string): void {
    if (this.truncated) return;
    const room = this.max - this.chars;
    if (line.length + 1 > room) {
      this.parts.push(line.slice(0, Math.max(0, room)));
      this.chars = this.max;
      this.truncated = true;
      return;
    }
    this.parts.push(line);
    this.chars += line.length + 1;
  }
  text(): string {
    return this.parts.join('\n').trim();
  }
}

type Reader = (
  bytes: Buffer,
  out: TextBuffer,
  limits: ExtractLimits,
  signal: AbortSignal,
) => Promise<void>;

const checkAbort = (signal: AbortSignal) => {
  if (signal.aborted) throw new ExtractError('aborted');
};

const readDocx: Reader = async (bytes, out) => {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  for (const line of value.split(/\n+/)) if (line.trim()) out.push(line.trim());
};

const readPdf: Reader = async (bytes, out, limits, signal) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const onAbort = () => void task.destroy();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const pdf = await task.promise;
    const pages = Math.min(pdf.numPages, limits.maxUnits);
    for (let n = 1; n <= pages && !out.full; n++) {
      checkAbort(signal);
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          if (line.trim()) out.push(line.trim());
          line = '';
        }
      }
      if (line.trim()) out.push(line.trim());
      page.cleanup();
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    await task.destroy();
  }
};

const readPptx: Reader = async (bytes, out, limits) => {
  for (const slide of pptxSlides(bytes, limits.maxUnits)) {
    out.push(`【第${slide.number}页】`);
    for (const line of slide.text) out.push(line);
    if (slide.notes.length > 0) out.push(`备注：${slide.notes.join('\n')}`);
  }
};

const readXlsx: Reader = async (bytes, out, limits, signal) => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // exceljs types a Buffer of its own @types/node; ours is the same class.
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  let rows = 0;
  for (const sheet of workbook.worksheets) {
    checkAbort(signal);
    out.push(`【${sheet.name}】`);
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows++ >= limits.maxUnits || out.full) return;
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++)
        cells.push(row.getCell(c).text.replace(/[\t\n]/g, ' '));
      out.push(cells.join('\t').trimEnd());
    });
  }
};

/** Excel 97–2003: `@aita/docgen`'s sheet reader (SheetJS, loaded only for such a file). */
const readXls: Reader = async (bytes, out, limits, signal) => {
  const { readSheets } = await import('@aita/docgen');
  let rows = 0;
  for (const sheet of await readSheets(new Uint8Array(bytes))) {
    checkAbort(signal);
    out.push(`【${sheet.name}】`);
    for (const row of sheet.rows) {
      if (rows++ >= limits.maxUnits || out.full) return;
      out.push(row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t'));
    }
  }
};

const decoded = (bytes: Buffer): string => {
  const result = decodeText(bytes);
  if (!result) throw new ExtractError('broken');
  return result.text;
};

const readText: Reader = async (bytes, out) => {
  for (const line of decoded(bytes).split(/\r?\n/)) out.push(line);
};

const readCsv: Reader = async (bytes, out, limits) => {
  for (const row of parseCsv(decoded(bytes), limits.maxUnits)) {
    out.push(row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t'));
  }
};

const READERS: Partial<Record<Format, Reader>> = {
  docx: readDocx,
  pdf: readPdf,
  pptx: readPptx,
  xlsx: readXlsx,
  xls: readXls,
  txt: readText,
  md: readText,
  csv: readCsv,
};

const IMAGES: ReadonlySet<Format> = new Set(['jpg', 'png', 'webp', 'gif']);

/**
 * The text of an accepted file (docs/architecture/intake.md "Extraction"): Word through mammoth,
 * PDF through pdfjs-dist (legacy build, no worker, no canvas, eval off), PPTX slides in
 * presentation order with notes, XLSX, XLS and CSV rows as tab-separated lines, text as decoded.
 * Images answer `needs-ocr` and audio `none`: that text needs a provider, and none is made up.
 * Each reader imports its library on its first file, so a server that extracts nothing does
 * not hold them.
 * At most `limits.maxChars` characters (then `truncated`); rejects with {@link ExtractError}
 * after `limits.timeoutMs` or when `signal` aborts (a library call already running is not
 * interrupted, its result is dropped).
 */
export async function extractText(
  file: { bytes: Buffer; format: Format },
  { signal, limits = DEFAULT_EXTRACT_LIMITS }: { signal: AbortSignal; limits?: ExtractLimits },
): Promise<ExtractResult> {
  if (IMAGES.has(file.format)) return { state: 'needs-ocr' };
  const reader = READERS[file.format];
  if (!reader) return { state: 'none' };
  checkAbort(signal);
  const bound = AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutMs)]);
  const out = new TextBuffer(limits.maxChars);
  let stop: (error: ExtractError) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  const onAbort = () => stop(new ExtractError(signal.aborted ? 'aborted' : 'timeout'));
  bound.addEventListener('abort', onAbort, { once: true });
  try {
    await Promise.race([reader(file.bytes, out, limits, bound), stopped]);
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError(
      bound.aborted ? (signal.aborted ? 'aborted' : 'timeout') : 'broken',
      error,
    );
  } finally {
    bound.removeEventListener('abort', onAbort);
  }
  return { state: 'done', text: out.text(), truncated: out.truncated };
}
