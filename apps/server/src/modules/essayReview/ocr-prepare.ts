/**
 * A photo made ready for Tesseract (docs/essayReview.md "Offline OCR"): grey, straightened by its
 * measured skew, a light median against grain, enlarged. sharp does the pixels; the arithmetic is
 * in `ocr-image.ts`.
 */
import { skewAngle, type OcrGeometry } from './ocr-image';

/** The steps before recognition; the defaults are the measured best (see the bench). */
export interface PrepareOptions {
  deskew?: boolean;
  /** Enlargement after straightening. */
  scale?: number;
  /** Median window (odd, px); 0 for none. */
  median?: number;
}

/** The largest side the photo is measured on; larger photos are shrunk first. */
const MEASURE_SIDE = 2400;

/** The prepared PNG and how it relates to the photo. */
export async function preparePhoto(
  bytes: Uint8Array,
  { deskew = true, scale = 1, median = 3 }: PrepareOptions = {},
): Promise<{ png: Buffer; geometry: OcrGeometry }> {
  const { default: sharp } = await import('sharp');
  const base = sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate() // a phone's EXIF orientation
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .extractChannel(0);
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  const gray = new Uint8Array(data.buffer, data.byteOffset, info.width * info.height);
  const angle = deskew ? skewAngle(gray, info.width, info.height) : 0;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (angle) image = sharp(await image.rotate(-angle, { background: '#ffffff' }).png().toBuffer());
  if (median > 1) image = image.median(median);
  const turned = await image
    .flatten({ background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let out = sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels },
  });
  if (scale !== 1)
    out = out.resize(
      Math.round(turned.info.width * scale),
      Math.round(turned.info.height * scale),
      { kernel: 'lanczos3' },
    );
  return {
    png: await out.png({ compressionLevel: 1 }).toBuffer(),
    geometry: {
      width: info.width,
      height: info.height,
      angle,
      turnedWidth: turned.info.width,
      turnedHeight: turned.info.height,
      scale,
    },
  };
}
