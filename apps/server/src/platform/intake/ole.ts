import { IntakeError } from './errors';

/** The parts of SheetJS's compound-file reader used here (the package types it `any`). */
interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  content?: Uint8Array | number[];
}
interface CfbContainer {
  FileIndex: CfbEntry[];
  FullPaths: string[];
}
interface CfbReader {
  read(data: Buffer, options: { type: 'buffer' }): CfbContainer;
}

const ROOT = 'root entry/';
/** BIFF record types: FILEPASS (the workbook is encrypted) and EOF (end of the globals substream). */
const FILEPASS = 0x002f;
const EOF = 0x000a;

/** Whether the BIFF globals substream (the records before the first EOF) has a FILEPASS record. */
export function biffEncrypted(stream: Uint8Array): boolean {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  for (let at = 0, seen = 0; at + 4 <= stream.length && seen < 10_000; seen++) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (type === FILEPASS) return true;
    if (type === EOF) return false;
    at += 4 + size;
  }
  return false;
}

/**
 * Checks an OLE2 compound file declared as `.xls` (Excel 97–2003, BIFF) before anything reads its
 * cells (docs/architecture/intake.md "Refused"). Its directory is read with SheetJS's compound-file
 * reader (`@e965/xlsx`, loaded only when such a file arrives; the file is at most the sheet limit
 * and holds nothing compressed). Refused: a directory that does not parse (`oleBroken`); no
 * workbook stream at the top (`Workbook`, or `Book` for BIFF5), e.g. a Word `.doc` renamed
 * (`mismatch`); a VBA project, i.e. macros (`oleMacro`); an encrypted package (a password-protected
 * `.xlsx` is an OLE2 file with `EncryptionInfo`) or a BIFF workbook with a FILEPASS record
 * (`oleEncrypted`).
 * @throws IntakeError
 */
export async function inspectOle(bytes: Buffer): Promise<void> {
  const { CFB } = (await import('@e965/xlsx')) as unknown as { CFB: CfbReader };
  let container: CfbContainer;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    throw new IntakeError('oleBroken');
  }
  const paths = container.FullPaths.map((p) => p.toLowerCase());
  const at = (name: string) => paths.indexOf(ROOT + name);
  if (at('encryptioninfo') >= 0 || at('encryptedpackage') >= 0) {
    throw new IntakeError('oleEncrypted');
  }
  if (paths.some((p) => /(^|\/)_vba_project(_cur)?\//.test(p) || p.endsWith('/vba/'))) {
    throw new IntakeError('oleMacro');
  }
  const index = at('workbook') >= 0 ? at('workbook') : at('book');
  const entry = index >= 0 ? container.FileIndex[index] : undefined;
  if (entry?.type !== 2) throw new IntakeError('mismatch');
  const content = entry.content ?? [];
  const stream = content instanceof Uint8Array ? content : Uint8Array.from(content);
  if (biffEncrypted(stream)) throw new IntakeError('oleEncrypted');
}
