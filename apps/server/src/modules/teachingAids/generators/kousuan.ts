import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_TOP, finishPages } from './layout';
import type { AidPage } from './pdf-kit';
import type { Random } from './prng';
import { createRandom, seedOf } from './prng';

interface Drill {
  question: string;
  answer: string;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const fraction = (n: number, d: number): string => {
  const g = gcd(n, d);
  return d / g === 1 ? String(n / g) : `${n / g}/${d / g}`;
};
/** Tenths as a decimal string (no float rounding: 23 → 2.3, 30 → 3). */
const tenths = (value: number): string =>
  value % 10 === 0 ? String(value / 10) : (value / 10).toFixed(1);

/** The drills of each grade (人教版 / 北师版 curricula agree at this level). */
const DRILLS: Record<number, { topic: string; make: (r: Random) => Drill }> = {
  1: {
    topic: '20以内的加减法',
    make: (r) => {
      const a = r.int(1, 19);
      if (r.next() < 0.5) {
        const b = r.int(0, 20 - a);
        return { question: `${a} + ${b} =`, answer: String(a + b) };
      }
      const b = r.int(0, a);
      return { question: `${a} - ${b} =`, answer: String(a - b) };
    },
  },
  2: {
    topic: '100以内的加减法、表内乘除法',
    make: (r) => {
      const kind = r.int(0, 3);
      const a = r.int(2, 9);
      const b = r.int(2, 9);
      if (kind === 0) return { question: `${a} × ${b} =`, answer: String(a * b) };
      if (kind === 1) return { question: `${a * b} ÷ ${a} =`, answer: String(b) };
      const x = r.int(10, 89);
      if (kind === 2) {
        const y = r.int(1, 99 - x);
        return { question: `${x} + ${y} =`, answer: String(x + y) };
      }
      const y = r.int(1, x);
      return { question: `${x} - ${y} =`, answer: String(x - y) };
    },
  },
  3: {
    topic: '两位数乘一位数、整十整百数除以一位数',
    make: (r) => {
      const b = r.int(2, 9);
      if (r.next() < 0.5) {
        const a = r.int(11, 49);
        return { question: `${a} × ${b} =`, answer: String(a * b) };
      }
      const q = r.pick([10, 20, 30, 40, 100, 200, 300]) + r.pick([0, 0, 1, 2, 3]) * 10;
      return { question: `${q * b} ÷ ${b} =`, answer: String(q) };
    },
  },
  4: {
    topic: '两位数乘整十数、除数是整十数的除法、简便计算',
    make: (r) => {
      const kind = r.int(0, 2);
      if (kind === 0) {
        const a = r.int(11, 49);
        const b = r.int(2, 9) * 10;
        return { question: `${a} × ${b} =`, answer: String(a * b) };
      }
      if (kind === 1) {
        const d = r.int(2, 9) * 10;
        const q = r.int(2, 9);
        return { question: `${d * q} ÷ ${d} =`, answer: String(q) };
      }
      const [x, y] = r.pick([
        [25, 4],
        [125, 8],
        [50, 2],
        [25, 8],
        [125, 4],
      ] as const);
      const k = r.int(2, 9);
      return { question: `${x} × ${k} × ${y} =`, answer: String(x * y * k) };
    },
  },
  5: {
    topic: '小数加减法、小数乘除法',
    make: (r) => {
      const kind = r.int(0, 3);
      const a = r.int(11, 99);
      const b = r.int(1, 49);
      if (kind === 0) return { question: `${tenths(a)} + ${tenths(b)} =`, answer: tenths(a + b) };
      if (kind === 1) {
        const big = Math.max(a, b);
        const small = Math.min(a, b);
        return { question: `${tenths(big)} - ${tenths(small)} =`, answer: tenths(big - small) };
      }
      const k = r.int(2, 9);
      const t = r.int(1, 9);
      if (kind === 2) return { question: `${tenths(t)} × ${k} =`, answer: tenths(t * k) };
      return { question: `${tenths(t * k)} ÷ ${k} =`, answer: tenths(t) };
    },
  },
  6: {
    topic: '分数乘除法、百分数',
    make: (r) => {
      const kind = r.int(0, 2);
      const n1 = r.int(1, 5);
      const d1 = r.int(n1 + 1, 9);
      const n2 = r.int(1, 5);
      const d2 = r.int(n2 + 1, 9);
      if (kind === 0) {
        return { question: `${n1}/${d1} × ${n2}/${d2} =`, answer: fraction(n1 * n2, d1 * d2) };
      }
      if (kind === 1) {
        return { question: `${n1}/${d1} ÷ ${n2}/${d2} =`, answer: fraction(n1 * d2, d1 * n2) };
      }
      const p = r.pick([10, 20, 25, 50, 75]);
      const base = r.int(1, 9) * 20;
      return { question: `${base} × ${p}% =`, answer: String((base * p) / 100) };
    },
  },
};

const COLUMNS = 4;
const ROWS = 12;
const PER_PAGE = COLUMNS * ROWS;
const PAGES = 2;

function drillPage(page: AidPage, drills: readonly Drill[], first: number): void {
  const columnWidth = (CONTENT_RIGHT - CONTENT_LEFT) / COLUMNS;
  const top = CONTENT_TOP - 34;
  const step = 46;
  drills.forEach((drill, i) => {
    const x = CONTENT_LEFT + (i % COLUMNS) * columnWidth;
    const y = top - Math.floor(i / COLUMNS) * step;
    page.text(`${first + i + 1}.`, x, y, { size: 8, gray: 0.5 });
    const width = page.text(drill.question, x + 18, y, { size: 13 });
    page.line(x + 22 + width, y - 2, x + columnWidth - 8, y - 2, { width: 0.5, gray: 0.4 });
  });
}

/**
 * 口算练习卡: 2 pages of 48 grade-level drills (seeded by the catalogue url) and an answer key.
 */
export function kousuan(ctx: AidContext): void {
  const spec = DRILLS[ctx.grade] ?? DRILLS[1];
  if (!spec) return;
  const random = createRandom(seedOf(ctx.url));
  const drills = Array.from({ length: PER_PAGE * PAGES }, () => spec.make(random));
  const pages: AidPage[] = [];
  for (let p = 0; p < PAGES; p++) {
    const page = addSheetPage(ctx, `${ctx.gradeName}口算 · ${spec.topic} · 练习${p + 1}`);
    page.text('用时：______ 分钟　　做对：______ 题（共 48 题）', CONTENT_LEFT, CONTENT_TOP, {
      size: 11,
    });
    drillPage(page, drills.slice(p * PER_PAGE, (p + 1) * PER_PAGE), p * PER_PAGE);
    pages.push(page);
  }
  const key = addSheetPage(ctx, `参考答案 · ${spec.topic}`);
  const columns = 6;
  const columnWidth = (CONTENT_RIGHT - CONTENT_LEFT) / columns;
  drills.forEach((drill, i) => {
    const x = CONTENT_LEFT + (i % columns) * columnWidth;
    const y = CONTENT_TOP - Math.floor(i / columns) * 36;
    key.text(`${i + 1}. ${drill.answer}`, x, y, { size: 11 });
  });
  pages.push(key);
  finishPages(ctx, pages);
}
