import { inflateSync } from 'node:zlib';

/** Action names that make a PDF run code or programs when opened (ISO 32000 §12.6.4). */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** Bytes one object stream may inflate to while scanning; larger ones are not object streams. */
const MAX_OBJECT_STREAM_BYTES = 8 * 1024 * 1024;
/** Object streams scanned at most (a large PDF has a few dozen). */
const MAX_OBJECT_STREAMS = 2000;

const NAME = /\/([^\s/<>[\]()%{}]+)/g;

/** Whether `text` (latin1) names a script or launch action, `#xx` escapes decoded. */
function namesAction(text: string): boolean {
  for (const [, raw] of text.matchAll(NAME)) {
    const name = (raw ?? '').replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

const OBJECT_STREAM = /<<((?:(?!>>)[\s\S]){0,4000})>>\s*stream\r?\n/g;

/**
 * Whether a PDF carries JavaScript or a launch action — in plain objects or inside compressed
 * object streams (`/Type /ObjStm`, inflated up to a bound). Such a PDF is refused: nothing here
 * needs it, and a teacher's colleague opening it would run it. Not a full parser: a name hidden
 * in a stream filter other than Flate is missed (the server never runs PDF script itself: pdfjs
 * is loaded with eval off and without scripting).
 */
export function pdfHasActiveContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  if (namesAction(text)) return true;
  let scanned = 0;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const dict = match[1] ?? '';
    if (!/\/Type\s*\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    if (++scanned > MAX_OBJECT_STREAMS) break;
    const start = (match.index ?? 0) + match[0].length;
    const stop = text.indexOf('endstream', start);
    if (stop < 0) continue;
    try {
      const inner = inflateSync(pdf.subarray(start, stop), {
        maxOutputLength: MAX_OBJECT_STREAM_BYTES,
      });
      if (namesAction(inner.toString('latin1'))) return true;
    } catch {
      // A truncated or oversized stream is judged by what was visible; pdfjs reads it later.
    }
  }
  return false;
}
