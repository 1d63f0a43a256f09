import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_TOP, finishPages } from './layout';
import { createRandom, seedOf } from './prng';

/** The places taught by each grade (数的认识: 20 以内, 万以内, 大数, 小数). */
const PLACES: Record<number, { places: string[]; units: string[]; digits: [number, number] }> = {
  1: { places: ['十位', '个位'], units: ['十', '一'], digits: [11, 99] },
  2: {
    places: ['千位', '百位', '十位', '个位'],
    units: ['千', '百', '十', '一'],
    digits: [1000, 9999],
  },
  3: {
    places: ['万位', '千位', '百位', '十位', '个位'],
    units: ['万', '千', '百', '十', '一'],
    digits: [10000, 99999],
  },
  4: {
    places: ['亿位', '千万位', '百万位', '十万位', '万位', '千位', '百位', '十位', '个位'],
    units: ['亿', '千万', '百万', '十万', '万', '千', '百', '十', '一'],
    digits: [100_000_000, 999_999_999],
  },
  5: {
    places: ['百位', '十位', '个位', '十分位', '百分位', '千分位'],
    units: ['百', '十', '一', '0.1', '0.01', '0.001'],
    digits: [1000, 999_999],
  },
  6: {
    places: ['百位', '十位', '个位', '十分位', '百分位', '千分位'],
    units: ['百', '十', '一', '0.1', '0.01', '0.001'],
    digits: [1000, 999_999],
  },
};

/** Chart rows after the header: 计数单位, then three numbers to fill in. */
const FILL_ROWS = 4;

/**
 * 数位与计数器教具: page 1 a 数位顺序表 for the grade with numbers to fill in (seeded by the url);
 * page 2 a 计数器 to cut out (frame with one rod per place) and beads to cut.
 */
export function shuwei(ctx: AidContext): void {
  const spec = PLACES[ctx.grade] ?? PLACES[1];
  if (!spec) return;
  const decimal = ctx.grade >= 5;
  const random = createRandom(seedOf(ctx.url));
  const numbers = Array.from({ length: FILL_ROWS }, () =>
    random.int(spec.digits[0], spec.digits[1]),
  );
  const shown = numbers.map((n) => (decimal ? (n / 1000).toFixed(3) : String(n)));

  const chart = addSheetPage(ctx, `${ctx.versionName}${ctx.gradeName} · 数位顺序表`);
  const labelWidth = 80;
  const width = (CONTENT_RIGHT - CONTENT_LEFT - labelWidth) / spec.places.length;
  const rowHeight = 34;
  const top = CONTENT_TOP;
  const rows = 2 + FILL_ROWS;
  for (let r = 0; r <= rows; r++)
    chart.line(CONTENT_LEFT, top - r * rowHeight, CONTENT_RIGHT, top - r * rowHeight, {
      width: 0.7,
    });
  chart.line(CONTENT_LEFT, top, CONTENT_LEFT, top - rows * rowHeight, { width: 0.7 });
  spec.places.forEach((place, i) => {
    const x = CONTENT_LEFT + labelWidth + i * width;
    chart.line(x, top, x, top - rows * rowHeight, {
      width: decimal && place === '十分位' ? 2 : 0.7,
    });
    chart.text(place, x + width / 2, top - 22, { size: 10.5, align: 'center' });
    chart.text(spec.units[i] ?? '', x + width / 2, top - rowHeight - 22, {
      size: 10.5,
      align: 'center',
    });
  });
  chart.line(CONTENT_RIGHT, top, CONTENT_RIGHT, top - rows * rowHeight, { width: 0.7 });
  chart.text('数位', CONTENT_LEFT + labelWidth / 2, top - 22, { size: 10.5, align: 'center' });
  chart.text('计数单位', CONTENT_LEFT + labelWidth / 2, top - rowHeight - 22, {
    size: 10.5,
    align: 'center',
  });
  shown.forEach((n, i) => {
    chart.text(n, CONTENT_LEFT + labelWidth / 2, top - (2 + i) * rowHeight - 22, {
      size: 10.5,
      align: 'center',
    });
  });
  let y = top - rows * rowHeight - 34;
  chart.text('练一练：把左栏的数一位一位填进表里，再在计数器上拨出来。', CONTENT_LEFT, y, {
    size: 11,
  });
  y -= 26;
  shown.forEach((n, i) => {
    chart.text(`${i + 1}. ${n} 读作：`, CONTENT_LEFT, y, { size: 11 });
    chart.line(CONTENT_LEFT + 150, y - 3, CONTENT_RIGHT, y - 3, { width: 0.5, gray: 0.4 });
    y -= 30;
  });
  if (decimal)
    chart.text('粗线是小数点的位置：它左边是整数部分，右边是小数部分。', CONTENT_LEFT, y - 6, {
      size: 10,
      gray: 0.3,
    });

  const abacus = addSheetPage(ctx, '计数器剪纸教具（沿虚线剪下，珠子可用双面胶贴在杆上）');
  const rods = Math.min(spec.places.length, 9);
  const frameTop = CONTENT_TOP - 10;
  const frameHeight = 260;
  const frameWidth = CONTENT_RIGHT - CONTENT_LEFT;
  abacus.rect(CONTENT_LEFT - 6, frameTop - frameHeight - 40, frameWidth + 12, frameHeight + 46, {
    width: 0.6,
    gray: 0.5,
    dash: [4, 3],
  });
  abacus.rect(CONTENT_LEFT, frameTop - frameHeight, frameWidth, 14, { width: 1, fill: 0.75 });
  const gap = frameWidth / rods;
  spec.places.slice(0, rods).forEach((place, i) => {
    const x = CONTENT_LEFT + gap * (i + 0.5);
    abacus.line(x, frameTop - frameHeight + 14, x, frameTop, { width: 2, gray: 0.3 });
    abacus.text(place, x, frameTop - frameHeight - 22, { size: 10, align: 'center' });
  });
  abacus.text('珠子（每个数位 9 颗）', CONTENT_LEFT, frameTop - frameHeight - 70, { size: 11 });
  const radius = 11;
  for (let r = 0; r < rods; r++) {
    for (let b = 0; b < 9; b++) {
      const x = CONTENT_LEFT + radius + 4 + b * (radius * 2 + 10);
      const by = frameTop - frameHeight - 100 - r * (radius * 2 + 8);
      abacus.circle(x, by, radius, { width: 0.6, dash: [2, 2] });
      abacus.line(x - 3, by, x + 3, by, { width: 0.4, gray: 0.5 });
    }
    abacus.text(
      spec.places[r] ?? '',
      CONTENT_LEFT + 9 * (radius * 2 + 10) + 10,
      frameTop - frameHeight - 104 - r * (radius * 2 + 8),
      { size: 9.5, gray: 0.3 },
    );
  }
  finishPages(ctx, [chart, abacus]);
}
