/**
 * The pure arithmetic of offline OCR (docs/essayReview.md "Offline OCR"): the Otsu threshold of a
 * grey photo, the skew of its lines of print, and the way back from a box Tesseract found on the
 * straightened, enlarged photo to the same words on the teacher's photo (in thousandths).
 */

/** The grey level that best separates ink from paper (Otsu: largest between-class variance). */
export function otsuThreshold(gray: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of gray) hist[v] = (hist[v] ?? 0) + 1;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] ?? 0);
  let sumB = 0;
  let wB = 0;
  let best = -1;
  let threshold = 127;
  for (let i = 0; i < 256; i++) {
    const n = hist[i] ?? 0;
    wB += n;
    if (!wB) continue;
    const wF = gray.length - wB;
    if (!wF) break;
    sumB += i * n;
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/**
 * The angle in degrees (clockwise, within ±`range`) the lines of print are turned by: the angle
 * whose row profile of dark pixels is sharpest (largest variance). Coarse in `step`, then refined
 * in a quarter of it around the best. 0 for a blank page.
 */
export function skewAngle(
  gray: Uint8Array,
  width: number,
  height: number,
  { range = 8, step = 0.5 }: { range?: number; step?: number } = {},
): number {
  const threshold = otsuThreshold(gray);
  const xs: number[] = [];
  const ys: number[] = [];
  const stride = Math.max(1, Math.round(Math.max(width, height) / 1000));
  for (let y = 0; y < height; y += stride)
    for (let x = 0; x < width; x += stride)
      if ((gray[y * width + x] ?? 255) <= threshold) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
  if (xs.length < 20) return 0;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const sharpness = (deg: number) => {
    const r = (deg * Math.PI) / 180;
    const s = Math.sin(r);
    const c = Math.cos(r);
    const rows = new Float64Array(diagonal + 2);
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round(-(xs[i] ?? 0) * s + (ys[i] ?? 0) * c + diagonal / 2);
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    let squares = 0;
    for (const v of rows) squares += v * v;
    return squares; // the mean is the same for every angle, so Σv² orders the variances
  };
  const search = (from: number, to: number, by: number, start: number) => {
    let best = start;
    let bestValue = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const v = sharpness(a);
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    return best;
  };
  const coarse = search(-range, range, step, 0);
  const fine = search(coarse - step, coarse + step, step / 4, coarse);
  return Math.round(fine * 100) / 100;
}

/** How a photo was straightened and enlarged before recognition. */
export interface OcrGeometry {
  /** The teacher's photo. */
  width: number;
  height: number;
  /** Degrees the photo was turned back by (its skew; the page was turned by −angle). */
  angle: number;
  /** The turned photo before enlargement (sharp's rotate enlarges the canvas to fit). */
  turnedWidth: number;
  turnedHeight: number;
  /** The enlargement after turning. */
  scale: number;
}

/**
 * A box Tesseract found on the prepared image (pixels) as a box on the teacher's photo, in
 * thousandths `[x0, y0, x1, y1]`: the four corners turned back, their bounds, kept within 0–1000.
 */
export function boxOnPhoto(
  box: { x0: number; y0: number; x1: number; y1: number },
  g: OcrGeometry,
): [number, number, number, number] {
  // The prepared image was turned by −angle (straightening a skew of +angle): turn back by +angle.
  const r = (g.angle * Math.PI) / 180;
  const s = Math.sin(r);
  const c = Math.cos(r);
  const corners = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x0, box.y1],
    [box.x1, box.y1],
  ].map(([x = 0, y = 0]) => {
    const dx = x / g.scale - g.turnedWidth / 2;
    const dy = y / g.scale - g.turnedHeight / 2;
    return [dx * c - dy * s + g.width / 2, dx * s + dy * c + g.height / 2] as const;
  });
  const clamp = (v: number, size: number) =>
    Math.max(0, Math.min(1000, Math.round((v / size) * 1000)));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return [
    clamp(Math.min(...xs), g.width),
    clamp(Math.min(...ys), g.height),
    clamp(Math.max(...xs), g.width),
    clamp(Math.max(...ys), g.height),
  ];
}

const WIDE = '[\\u2e80-\\u9fff\\u3000-\\u303f\\uff00-\\uffef“”‘’—…·]';

/** A line as Tesseract reads it, without the spaces it puts beside Chinese characters. */
export function tidyOcrLine(text: string): string {
  return text
    .replace(new RegExp(`\\s+(?=${WIDE})|(?<=${WIDE})\\s+`, 'gu'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Character accuracy of a reading: 1 − edit distance / length of the reference, spaces ignored. */
export function characterAccuracy(reference: string, reading: string): number {
  const a = [...reference.replace(/\s/g, '')];
  const b = [...reading.replace(/\s/g, '')];
  if (!a.length) return b.length ? 0 : 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = cur;
  }
  return 1 - (prev[b.length] ?? 0) / a.length;
}
