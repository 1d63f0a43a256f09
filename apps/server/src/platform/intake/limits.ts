/**
 * What file intake accepts and how much of it (docs/architecture/intake.md "Limits"). One table,
 * read by the upload route, the inspectors and the extractor, so a limit is written once.
 */

import type { FileKind } from '@aita/contract';

/** What a teacher uploads a file as (declared once in the contract): decides the size limit and
 * the accepted formats. */
export { FILE_KINDS, type FileKind } from '@aita/contract';

const MB = 1024 * 1024;

/** Largest accepted file per kind, in bytes (INTAKE_MAX_*_MB override these defaults). */
export const DEFAULT_MAX_BYTES: Readonly<Record<FileKind, number>> = {
  document: 50 * MB,
  image: 10 * MB,
  sheet: 10 * MB,
  audio: 200 * MB,
};

/** Formats intake knows, named by their usual extension. */
export type Format =
  | 'docx'
  | 'pptx'
  | 'xlsx'
  | 'xls'
  | 'pdf'
  | 'txt'
  | 'md'
  | 'csv'
  | 'jpg'
  | 'png'
  | 'webp'
  | 'gif'
  | 'mp3'
  | 'm4a'
  | 'wav'
  | 'ogg'
  | 'webm'
  | 'aac'
  | 'flac'
  | 'amr';

/** Formats that are plain text: no magic bytes, recognised by decoding (UTF-8, UTF-16, GBK). */
export const TEXT_FORMATS: ReadonlySet<Format> = new Set(['txt', 'md', 'csv']);

/** Formats that are ZIP containers (OOXML): inspected for bombs before anything reads them. */
export const ZIP_FORMATS: ReadonlySet<Format> = new Set(['docx', 'pptx', 'xlsx']);

/**
 * Per kind, the accepted file-name extensions and the format each one must sniff as. `file-type`
 * names what it reads from the bytes; that name must be one of `sniffed` (e.g. an `.m4a` may read
 * as `m4a` or `mp4`). SVG is not here on purpose: an SVG is a document that can carry script.
 */
export const ACCEPTED: Readonly<
  Record<FileKind, Readonly<Record<string, { format: Format; sniffed: readonly string[] }>>>
> = {
  document: {
    docx: { format: 'docx', sniffed: ['docx'] },
    pptx: { format: 'pptx', sniffed: ['pptx'] },
    pdf: { format: 'pdf', sniffed: ['pdf'] },
    txt: { format: 'txt', sniffed: [] },
    md: { format: 'md', sniffed: [] },
  },
  sheet: {
    xlsx: { format: 'xlsx', sniffed: ['xlsx'] },
    /** Excel 97–2003 (BIFF in an OLE2 compound file), inspected by `inspectOle`. */
    xls: { format: 'xls', sniffed: ['cfb'] },
    csv: { format: 'csv', sniffed: [] },
  },
  image: {
    jpg: { format: 'jpg', sniffed: ['jpg'] },
    jpeg: { format: 'jpg', sniffed: ['jpg'] },
    png: { format: 'png', sniffed: ['png'] },
    webp: { format: 'webp', sniffed: ['webp'] },
    gif: { format: 'gif', sniffed: ['gif'] },
  },
  audio: {
    mp3: { format: 'mp3', sniffed: ['mp3'] },
    m4a: { format: 'm4a', sniffed: ['m4a', 'mp4'] },
    wav: { format: 'wav', sniffed: ['wav'] },
    ogg: { format: 'ogg', sniffed: ['ogg', 'opus', 'oga'] },
    opus: { format: 'ogg', sniffed: ['opus', 'ogg'] },
    webm: { format: 'webm', sniffed: ['webm'] },
    aac: { format: 'aac', sniffed: ['aac'] },
    flac: { format: 'flac', sniffed: ['flac'] },
    amr: { format: 'amr', sniffed: ['amr'] },
  },
};

/** The MIME type stored for each format (what `file-type` reports, fixed for text formats). */
export const FORMAT_MIME: Readonly<Record<Format, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  aac: 'audio/aac',
  flac: 'audio/flac',
  amr: 'audio/amr',
};

/** Files per upload request: one. A second file part refuses the whole request. */
export const MAX_FILES_PER_REQUEST = 1;
/** Longest kept file name, in characters (longer names are cut before the extension). */
export const MAX_NAME_CHARS = 120;

/** ZIP (OOXML) limits, checked on the central directory before anything is inflated. */
export const ZIP_LIMITS = {
  /** Entries in one archive (a large deck has a few thousand). */
  maxEntries: 5000,
  /** Sum of the declared uncompressed sizes, nested archives included. */
  maxTotalBytes: 512 * MB,
  /** Declared uncompressed / compressed of one entry, once the entry is over `ratioFloorBytes`. */
  maxRatio: 200,
  ratioFloorBytes: 1 * MB,
  /** Archives inside archives: an Office file may embed one (a chart's workbook), no deeper. */
  maxDepth: 2,
} as const;

/** Text extraction limits (docs/architecture/intake.md "Extraction"). */
export interface ExtractLimits {
  /** Characters of text kept; the rest is cut and the result says `truncated`. */
  maxChars: number;
  /** Wall-clock bound of one extraction. */
  timeoutMs: number;
  /** Pages (PDF), slides (PPTX) or rows (XLSX/CSV) read at most. */
  maxUnits: number;
}

/** A million characters (about 3 MB of Chinese as UTF-8), 60 s, 100k pages, slides or rows. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  maxChars: 1_000_000,
  timeoutMs: 60_000,
  maxUnits: 100_000,
};
