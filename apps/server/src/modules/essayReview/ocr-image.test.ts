import { describe, expect, it } from 'vitest';
import { boxOnPhoto, characterAccuracy, otsuThreshold, skewAngle, tidyOcrLine } from './ocr-image';

/** A grey page with dark bars (lines of print) turned by `angle`° clockwise. */
function barsPage(width: number, height: number, angle: number): Uint8Array {
  const gray = new Uint8Array(width * height).fill(235);
  const r = (angle * Math.PI) / 180;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The point of the straight page this pixel shows.
      const dx = x - width / 2;
      const dy = y - height / 2;
      const sx = dx * Math.cos(r) + dy * Math.sin(r) + width / 2;
      const sy = -dx * Math.sin(r) + dy * Math.cos(r) + height / 2;
      const row = Math.floor(sy / 40);
      if (sx > 40 && sx < width - 40 && row >= 1 && row <= 6 && sy % 40 < 18)
        gray[y * width + x] = 30;
    }
  return gray;
}

describe(otsuThreshold, () => {
  it('falls between ink and paper', () => {
    const gray = new Uint8Array(1000).map((_, i) => (i % 4 === 0 ? 30 : 230));
    const t = otsuThreshold(gray);
    expect(t).toBeGreaterThanOrEqual(30);
    expect(t).toBeLessThan(230);
  });
});

describe(skewAngle, () => {
  it.each([3, -3, 0, 5.5])('finds lines turned by %s°', (angle) => {
    expect(skewAngle(barsPage(600, 320, angle), 600, 320)).toBeCloseTo(angle, 0);
  });

  it('is 0 on a blank page', () => {
    expect(skewAngle(new Uint8Array(100 * 100).fill(250), 100, 100)).toBe(0);
  });
});

describe(boxOnPhoto, () => {
  it('scales back without a turn', () => {
    const g = { width: 1000, height: 500, angle: 0, turnedWidth: 1000, turnedHeight: 500 };
    expect(boxOnPhoto({ x0: 200, y0: 100, x1: 1000, y1: 300 }, { ...g, scale: 2 })).toEqual([
      100, 100, 500, 300,
    ]);
  });

  it('turns a box back onto the photo it was straightened from', () => {
    // A 3° turn of a 1400×600 photo gives a 1430×672 canvas; its centre stays the photo's centre.
    const g = {
      width: 1400,
      height: 600,
      angle: 3,
      turnedWidth: 1430,
      turnedHeight: 672,
      scale: 1,
    };
    const [x0, y0, x1, y1] = boxOnPhoto({ x0: 700, y0: 321, x1: 730, y1: 351 }, g);
    expect(Math.abs((x0 + x1) / 2 - 500)).toBeLessThanOrEqual(1);
    expect(Math.abs((y0 + y1) / 2 - 500)).toBeLessThanOrEqual(1);
    // The right end of a straightened line lies lower on the turned photo.
    const left = boxOnPhoto({ x0: 100, y0: 100, x1: 110, y1: 110 }, g);
    const right = boxOnPhoto({ x0: 1300, y0: 100, x1: 1310, y1: 110 }, g);
    expect(right[1]).toBeGreaterThan(left[1]);
  });

  it('keeps boxes within the photo', () => {
    const g = { width: 100, height: 100, angle: 0, turnedWidth: 100, turnedHeight: 100, scale: 1 };
    expect(boxOnPhoto({ x0: -5, y0: -5, x1: 500, y1: 500 }, g)).toEqual([0, 0, 1000, 1000]);
  });
});

describe(tidyOcrLine, () => {
  it('drops the spaces Tesseract puts beside Chinese characters, keeps those between words', () => {
    expect(tidyOcrLine('去年秋天， 学校组织 我们')).toBe('去年秋天，学校组织我们');
    expect(tidyOcrLine(' I like  apples ，真甜 ')).toBe('I like apples，真甜');
  });
});

describe(characterAccuracy, () => {
  it('is 1 − edit distance / length, spaces ignored', () => {
    expect(characterAccuracy('我的妈妈', '我 的妈妈')).toBe(1);
    expect(characterAccuracy('我的妈妈', '我的妈')).toBe(0.75);
    expect(characterAccuracy('', '')).toBe(1);
  });
});
