/**
 * A photo as a colouring page (docs/imageApps.md "涂色画"), offline with sharp: greyscale with
 * its contrast stretched and a light blur (so paper grain and noise do not become lines), edges
 * from Sobel convolutions in the four directions (sharp clips negative values, so each
 * direction is its own kernel and the strongest wins), a threshold that keeps the strong ones,
 * thickened to the template's line width, inverted to black lines on white paper. Each step is
 * its own pipeline: sharp runs the operations of one pipeline in its own fixed order.
 */
import { IMAGE_MAX_PIXELS, LINEART_SIDE } from '@aita/core';

const SOBEL_X = [-1, 0, 1, -2, 0, 2, -1, 0, 1];
const SOBEL_Y = [-1, -2, -1, 0, 0, 0, 1, 2, 1];
const KERNELS = [SOBEL_X, SOBEL_X.map((v) => -v), SOBEL_Y, SOBEL_Y.map((v) => -v)];

/** Settings of a colouring page (a template's `lineart`). */
export interface LineartOptions {
  /** 0–255: edge strength kept; higher keeps fewer, stronger lines. */
  threshold: number;
  /** Line width in pixels (1 = as found). */
  lineWidth: number;
}

/** The colouring page of `image` as PNG bytes (greyscale, at most LINEART_SIDE on its long side). */
export async function colouringPage(image: Uint8Array, options: LineartOptions): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const grey = await sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(LINEART_SIDE, LINEART_SIDE, { fit: 'inside' })
    .greyscale()
    .normalise()
    .blur(1.2)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: grey.info.width, height: grey.info.height, channels: 1 as const };
  const directions = await Promise.all(
    KERNELS.map((kernel) =>
      sharp(grey.data, { raw })
        .convolve({ width: 3, height: 3, kernel, scale: 1 })
        .extractChannel(0)
        .raw()
        .toBuffer(),
    ),
  );
  const edges = Buffer.alloc(raw.width * raw.height);
  for (let i = 0; i < edges.length; i += 1) {
    let strongest = 0;
    for (const d of directions) strongest = Math.max(strongest, d[i] ?? 0);
    edges[i] = strongest >= options.threshold ? 255 : 0;
  }
  let lines: Buffer = edges;
  if (options.lineWidth > 1) {
    // Widen the white edges before inverting. sharp's morphology takes black as the foreground
    // (measured: `dilate` shrinks a white line, `erode` widens it), hence `erode` here.
    lines = await sharp(edges, { raw })
      .erode(options.lineWidth - 1)
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
  return sharp(lines, { raw }).negate().png({ compressionLevel: 9 }).toBuffer();
}
