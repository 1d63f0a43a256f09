import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './PaymentQr';

const PAY_URL =
  'http://127.0.0.1:8080/v1/member/sandbox/pay?orderId=2026112118000012345678&token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** The dark cells the path draws, as `x,y` (the margin of 2 removed). */
function drawnCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(x) - 2 + i},${Number(y) - 2}`);
  }
  return cells;
}

describe(qrCodePath, () => {
  it('draws exactly the dark modules, row by row (not transposed), inside a 2-module margin', () => {
    const { modules } = create(PAY_URL, { errorCorrectionLevel: 'M' });
    const { side, d } = qrCodePath(PAY_URL);
    expect(side).toBe(modules.size + 4);
    const expected = new Set<string>();
    for (let i = 0; i < modules.data.length; i += 1) {
      // `data` is row-major: index = row * size + column.
      if (modules.data[i]) expected.add(`${i % modules.size},${Math.floor(i / modules.size)}`);
    }
    expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
    expect(drawnCells(d)).toEqual(expected);
  });

  it('has the finder patterns at top-left, top-right and bottom-left', () => {
    const { side, d } = qrCodePath(PAY_URL);
    const cells = drawnCells(d);
    const n = side - 4;
    // A finder's outer ring: row 0 of the top-right finder is dark across 7 modules.
    for (let x = n - 7; x < n; x += 1) expect(cells.has(`${x},0`)).toBe(true);
    for (let y = n - 7; y < n; y += 1) expect(cells.has(`0,${y}`)).toBe(true);
    // The bottom-right corner has no finder: its separator-free corner is not a full dark row.
    const bottomRow = [...Array(7).keys()].map((i) => cells.has(`${n - 7 + i},${n - 1}`));
    expect(bottomRow.every(Boolean)).toBe(false);
  });
});
