import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';

const run = promisify(execFile);

/** The text parts of an Office file (XML and relationships), by their path inside the zip. */
export function unzipText(bytes: Uint8Array): Map<string, string> {
  const files = unzipSync(bytes);
  const out = new Map<string, string>();
  for (const [name, data] of Object.entries(files)) {
    if (/\.(xml|rels)$/.test(name)) out.set(name, strFromU8(data));
  }
  return out;
}

/** How often `pattern` occurs in `text`. */
export function count(text: string, pattern: RegExp): number {
  return [
    ...text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    ),
  ].length;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, command)));
}

/**
 * Whether LibreOffice and poppler are here. In CI (`CI=true`) their absence is a failure, not a skip: the
 * conversion is the proof that Word, PowerPoint and Excel files open without repair.
 */
export function officeAvailable(): boolean {
  const ok = onPath('soffice') && onPath('pdftotext');
  if (!ok && process.env.CI === 'true') {
    throw new Error(
      'CI=true 但未找到 soffice 或 pdftotext：.ci/run 应安装 LibreOffice 与 poppler-utils',
    );
  }
  return ok;
}

/**
 * Converts a file to PDF with LibreOffice headless and returns the PDF's text (pdftotext, layout order). Each
 * conversion gets its own LibreOffice profile so parallel test files do not fight over one.
 */
export async function convertToPdf(
  bytes: Uint8Array,
  extension: 'docx' | 'pptx' | 'xlsx',
): Promise<{ pdf: Uint8Array; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-'));
  const profile = join(tmpdir(), `lo-${randomUUID()}`);
  try {
    const input = join(dir, `sample.${extension}`);
    await writeFile(input, bytes);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: 100_000 },
    );
    const pdfPath = join(dir, 'sample.pdf');
    const pdf = new Uint8Array(await readFile(pdfPath));
    const { stdout } = await run('pdftotext', ['-layout', pdfPath, '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return { pdf, text: stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

/** A word of a PDF page with its box, in points, as `pdftotext -bbox` reports it. */
export type PdfWord = {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
};

/**
 * The pages (their size) and every word's box of a PDF, read with `pdftotext -bbox`: how a test proves that
 * no text lies outside its slide.
 */
export async function pdfWordBoxes(
  pdf: Uint8Array,
): Promise<{ pages: { width: number; height: number }[]; words: PdfWord[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bbox-'));
  try {
    const path = join(dir, 'in.pdf');
    await writeFile(path, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', path, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const pages: { width: number; height: number }[] = [];
    const words: PdfWord[] = [];
    const tag =
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
    for (const m of stdout.matchAll(tag)) {
      if (m[1] !== undefined) pages.push({ width: Number(m[1]), height: Number(m[2]) });
      else
        words.push({
          page: pages.length,
          xMin: Number(m[3]),
          yMin: Number(m[4]),
          xMax: Number(m[5]),
          yMax: Number(m[6]),
          text: m[7] ?? '',
        });
    }
    return { pages, words };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
