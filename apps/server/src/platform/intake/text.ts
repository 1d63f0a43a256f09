/** The encodings a plain-text upload may be in, as detected. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** Share of control characters (other than tab, newline, CR, form feed) a text may have. */
const MAX_CONTROL_SHARE = 0.01;

function looksBinary(text: string): boolean {
  if (text.includes('\0')) return true;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  return controls > text.length * MAX_CONTROL_SHARE;
}

/**
 * Decodes a plain-text file as teachers' tools save it: UTF-8 (with or without BOM), UTF-16 with
 * a BOM (Notepad's "Unicode"), else GBK/GB18030 (Windows' Chinese default). Each decoder is
 * strict (`fatal`), so bytes that are neither are refused rather than turned into mojibake; a
 * text with NUL or many control characters is binary. Returns undefined for those.
 */
export function decodeText(
  bytes: Uint8Array,
): { text: string; encoding: TextEncoding } | undefined {
  const attempt = (encoding: TextEncoding, skip: number) => {
    try {
      const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(
        bytes.subarray(skip),
      );
      return looksBinary(text) ? undefined : { text, encoding };
    } catch {
      return undefined;
    }
  };
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return attempt('utf-8', 3);
  if (a === 0xff && b === 0xfe) return attempt('utf-16le', 2);
  if (a === 0xfe && b === 0xff) return attempt('utf-16be', 2);
  return attempt('utf-8', 0) ?? attempt('gb18030', 0);
}
