import { open, readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { IntakeError } from './errors';
import {
  ACCEPTED,
  FORMAT_MIME,
  TEXT_FORMATS,
  ZIP_FORMATS,
  type FileKind,
  type Format,
} from './limits';
import { inspectOle } from './ole';
import { pdfHasActiveContent } from './pdf-scan';
import { decodeText } from './text';
import { inspectZip } from './zip';

/** What intake concluded about a received file. */
export interface Inspected {
  format: Format;
  mime: string;
}

const HEAD_BYTES = 4100;

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** ELF, PE (MZ), Mach-O (thin and fat), and `#!` scripts, whatever the name says. */
export function isExecutable(head: Buffer): boolean {
  if (head.length >= 2 && head[0] === 0x23 && head[1] === 0x21) return true; // #!
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a) return true; // MZ
  if (head.length < 4) return false;
  const magic = head.readUInt32BE(0);
  return [0x7f454c46, 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic);
}

/** Whether the start of a file is an SVG document (XML or not). */
function looksLikeSvg(head: Buffer): boolean {
  return /<svg[\s>]/i.test(head.toString('utf8').replace(/^\uFEFF/, ''));
}

/**
 * Decides what a received file is from its bytes and refuses what intake does not take
 * (docs/architecture/intake.md "Refused"): an extension the kind does not accept (SVG is never
 * accepted), an empty file, an executable or script under any name, content that disagrees with
 * the extension (`file-type` reads it; text formats must decode as UTF-8/UTF-16/GBK text), a
 * ZIP bomb or hostile archive (checked before `file-type` opens the archive), a PDF with
 * JavaScript or a launch action, and an `.xls` that is no workbook, has macros or a password.
 * @throws IntakeError
 */
export async function inspectFile(
  path: string,
  { kind, ext, size }: { kind: FileKind; ext: string; size: number },
): Promise<Inspected> {
  if (ext === 'svg' || ext === 'svgz') throw new IntakeError('svg');
  const accepted = ACCEPTED[kind][ext];
  if (!accepted) throw new IntakeError('badExtension');
  if (size === 0) throw new IntakeError('empty');
  const head = await readHead(path);
  if (isExecutable(head)) throw new IntakeError('executable');
  if (looksLikeSvg(head)) throw new IntakeError('svg');
  const { format } = accepted;
  const mime = FORMAT_MIME[format];
  if (TEXT_FORMATS.has(format)) {
    if (!decodeText(await readFile(path))) throw new IntakeError('notText');
    return { format, mime };
  }
  const isZip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  if (isZip !== ZIP_FORMATS.has(format)) throw new IntakeError('mismatch');
  if (isZip) await inspectZip(await readFile(path));
  const sniffed = await fileTypeFromFile(path).catch(() => undefined);
  if (!sniffed || !accepted.sniffed.includes(sniffed.ext)) throw new IntakeError('mismatch');
  if (format === 'pdf' && pdfHasActiveContent(await readFile(path))) {
    throw new IntakeError('pdfScript');
  }
  if (format === 'xls') await inspectOle(await readFile(path));
  return { format, mime };
}
