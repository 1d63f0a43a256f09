/** The image types uploads may have (docs/oss.md "Limits"), recognised by their magic bytes. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** The type of `bytes` by its signature, or undefined when it is none of ImageType. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const b = (i: number) => bytes[i];
  const ascii = (from: number, text: string) =>
    [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => bytes[i] === v)) {
    return 'image/png';
  }
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}
