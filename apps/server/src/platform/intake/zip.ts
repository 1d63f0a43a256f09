import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { IntakeError } from './errors';
import { ZIP_LIMITS } from './limits';

/** One entry of a ZIP central directory. */
export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflate; nothing else is read. */
  method: number;
  compressedSize: number;
  /** The declared uncompressed size (checked against the real one by {@link inspectZip}). */
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const broken = () => new IntakeError('zipBroken');

/**
 * The central directory of `zip`, read from the end record without inflating anything (so a
 * bomb is judged by what it declares before a byte of it is expanded). ZIP64, split archives
 * and a directory pointing outside the file are refused as broken: no Office file under the
 * intake limits needs them.
 */
export function readCentralDirectory(zip: Buffer): ZipEntry[] {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw broken();
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) throw broken();
  if (count > ZIP_LIMITS.maxEntries) throw new IntakeError('zipBomb');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw broken();
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extra;
  }
  return entries;
}

/** The compressed bytes of `entry` (after its local header). */
function rawData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw broken();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  if (stop > zip.length) throw broken();
  return zip.subarray(start, stop);
}

/** Inflates `raw` as a stream, keeping none of it but the first bytes; fails past `limit`. */
function measureInflated(raw: Buffer, limit: number): Promise<{ size: number; head: Buffer }> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    let head = Buffer.alloc(0);
    inflate.on('data', (chunk: Buffer) => {
      if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        reject(new IntakeError('zipBomb'));
      }
    });
    inflate.on('error', () => reject(broken()));
    inflate.on('end', () => resolve({ size, head }));
    inflate.end(raw);
  });
}

const unsafeName = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  name.includes('\0') ||
  /(^|\/)\.\.(\/|$)/.test(name);

/**
 * Refuses a ZIP (an OOXML document) that is a bomb or hostile, before any library unpacks it:
 * too many entries, a declared total or a compression ratio over {@link ZIP_LIMITS}, names
 * that climb out (`../`), encryption, unknown methods, sizes that lie (every entry is inflated
 * as a stream and counted, never held), and archives nested deeper than `maxDepth` (Office
 * embeds a chart's workbook one level down; each nested archive shares the parent's budget).
 */
export async function inspectZip(
  zip: Buffer,
  depth = 1,
  budget = { total: 0 },
): Promise<ZipEntry[]> {
  const entries = readCentralDirectory(zip);
  for (const entry of entries) {
    if (unsafeName(entry.name) || (entry.flags & 1) !== 0) throw broken();
    if (entry.method !== 0 && entry.method !== 8) throw broken();
    budget.total += entry.size;
    if (budget.total > ZIP_LIMITS.maxTotalBytes) throw new IntakeError('zipBomb');
    if (
      entry.size > ZIP_LIMITS.ratioFloorBytes &&
      entry.size > ZIP_LIMITS.maxRatio * Math.max(1, entry.compressedSize)
    ) {
      throw new IntakeError('zipBomb');
    }
    const raw = rawData(zip, entry);
    const { size, head } =
      entry.method === 0
        ? { size: raw.length, head: raw.subarray(0, 4) }
        : await measureInflated(raw, entry.size);
    if (size !== entry.size) throw broken();
    if (head.length === 4 && head.readUInt32LE(0) === LOCAL) {
      if (depth >= ZIP_LIMITS.maxDepth) throw new IntakeError('zipNested');
      await inspectZip(readEntry(zip, entry), depth + 1, budget);
    }
  }
  return entries;
}

/** The bytes of one entry of an archive {@link inspectZip} accepted (bounded by its size). */
export function readEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const raw = rawData(zip, entry);
  if (entry.method === 0) return raw;
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    throw broken();
  }
}
