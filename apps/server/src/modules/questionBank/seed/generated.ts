/**
 * 数学 practice questions made from parameterised templates (docs/questionBank.md "Seed"): each
 * template fixes the wording, the analysis and the knowledge point, and a deterministic grid of
 * numbers gives the items; every answer is computed here from the same numbers, and seed.test.ts
 * recomputes them from the stems independently. Keys are `gen-<template>-<n>`, stable across
 * seeds (the grids never depend on randomness).
 */
import type { CognitiveLevel, Difficulty, QuestionType } from '@aita/core';
import type { SeedQuestion } from './question';

const r = String.raw;

function make(
  key: string,
  period: number,
  point: string,
  type: QuestionType,
  difficulty: Difficulty,
  grade: number,
  cognitiveLevel: CognitiveLevel,
  stem: string,
  answer: string[],
  analysis: string,
): SeedQuestion {
  return {
    seedKey: key,
    type,
    difficulty,
    stem,
    options: [],
    answer,
    analysis,
    knowledgePointIds: [point],
    period,
    subject: 2,
    grade,
    source: '原创',
    year: 2026,
    cognitiveLevel,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A fraction in lowest terms as LaTeX (`\frac{5}{6}`, `-\frac{1}{6}`, `2`). */
export function fractionTex(p: number, q: number): string {
  const g = gcd(p, q);
  const [n, d] = [p / g, q / g];
  if (d === 1) return String(n);
  return `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}

/** A number in a formula: negatives in brackets where they follow an operator. */
const paren = (n: number) => (n < 0 ? `(${n})` : String(n));

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

const primary: SeedQuestion[] = [
  // 整数加减法 (一、二年级): two-digit sums and differences.
  ...range(60).map((i) => {
    const x = 12 + ((i * 7) % 80);
    const y = 3 + ((i * 11) % 40);
    const plus = i % 2 === 0;
    const [a, b] = plus ? [x, y] : [Math.max(x, y), Math.min(x, y)];
    const value = plus ? a + b : a - b;
    return make(
      `gen-add-${i + 1}`,
      1,
      'pm.num.int.add',
      'fill',
      1,
      i < 30 ? 1 : 2,
      2,
      `$${a}${plus ? '+' : '-'}${b}=$____`,
      [`$${value}$`],
      plus
        ? `个位上 $${a % 10}+${b % 10}$，满十向十位进一；结果是 $${value}$。`
        : `个位不够减时从十位退一；$${a}-${b}=${value}$。可以用 $${value}+${b}=${a}$ 验算。`,
    );
  }),
  // 整数乘除法 (三年级).
  ...range(60).map((i) => {
    const a = 2 + (i % 8);
    const b = 11 + ((i * 13) % 88);
    const times = i % 2 === 0;
    return times
      ? make(
          `gen-mul-${i + 1}`,
          1,
          'pm.num.int.mul',
          'fill',
          1,
          3,
          2,
          r`$${b}\times${a}=$____`,
          [`$${a * b}$`],
          r`把 $${b}$ 分成 $${Math.floor(b / 10) * 10}$ 和 $${b % 10}$：$${Math.floor(b / 10) * 10}\times ${a}+${b % 10}\times ${a}=${a * b}$。`,
        )
      : make(
          `gen-mul-${i + 1}`,
          1,
          'pm.num.int.mul',
          'fill',
          2,
          3,
          2,
          r`$${a * b}\div${a}=$____`,
          [`$${b}$`],
          r`想乘法算除法：$${a}\times ${b}=${a * b}$，所以 $${a * b}\div ${a}=${b}$。`,
        );
  }),
  // 四则混合运算 (四年级): multiplication before addition.
  ...range(40).map((i) => {
    const a = 10 + ((i * 9) % 70);
    const b = 2 + (i % 9);
    const c = 3 + ((i * 5) % 17);
    return make(
      `gen-mixed-${i + 1}`,
      1,
      'pm.num.int.mixed',
      'fill',
      2,
      4,
      3,
      r`$${a}+${b}\times ${c}=$____`,
      [`$${a + b * c}$`],
      r`先算乘法，再算加法：$${b}\times ${c}=${b * c}$，$${a}+${b * c}=${a + b * c}$。`,
    );
  }),
  // 分数加法 (五年级): same and different denominators, answers in lowest terms.
  ...range(40).map((i) => {
    if (i % 2 === 0) {
      const d = [5, 7, 8, 9, 11, 12][i % 6] ?? 7;
      const a = 1 + (i % (d - 2));
      const b = 1 + ((i * 3) % (d - a));
      return make(
        `gen-frac-${i + 1}`,
        1,
        'pm.num.frac.frac',
        'fill',
        2,
        5,
        2,
        r`$\frac{${a}}{${d}}+\frac{${b}}{${d}}=$____`,
        [`$${fractionTex(a + b, d)}$`],
        r`同分母分数相加，分母不变，分子相加：$\frac{${a}+${b}}{${d}}=${fractionTex(a + b, d)}$（结果要约成最简分数）。`,
      );
    }
    const m = 2 + (i % 5);
    const n = m + 1 + ((i * 7) % 6);
    return make(
      `gen-frac-${i + 1}`,
      1,
      'pm.num.frac.frac',
      'fill',
      3,
      5,
      3,
      r`$\frac{1}{${m}}+\frac{1}{${n}}=$____`,
      [`$${fractionTex(m + n, m * n)}$`],
      r`先通分：$\frac{1}{${m}}+\frac{1}{${n}}=\frac{${n}}{${m * n}}+\frac{${m}}{${m * n}}=\frac{${m + n}}{${m * n}}$，约分得 $${fractionTex(m + n, m * n)}$。`,
    );
  }),
  // 小数加法 (四年级): computed in hundredths, so the answer is exact.
  ...range(30).map((i) => {
    const a = 100 + ((i * 37) % 900);
    const b = 10 * (1 + ((i * 13) % 90));
    const sum = a + b;
    return make(
      `gen-dec-${i + 1}`,
      1,
      'pm.num.frac.dec',
      'fill',
      2,
      4,
      2,
      `$${a / 100}+${b / 100}=$____`,
      [`$${sum / 100}$`],
      `小数加法要把小数点对齐，也就是相同数位对齐：$${a / 100}+${b / 100}=${sum / 100}$。`,
    );
  }),
  // 百分数 (六年级): a whole number's percentage.
  ...range(30).map((i) => {
    const whole = 20 * (1 + (i % 15));
    const p = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75][i % 10] ?? 10;
    const part = (whole / 20) * (p / 5);
    return make(
      `gen-pct-${i + 1}`,
      1,
      'pm.num.frac.pct',
      'fill',
      2,
      6,
      3,
      r`$${whole}$ 的 $${p}\%$ 是____`,
      [`$${part}$`],
      r`求一个数的百分之几是多少，用乘法：$${whole}\times ${p}\%=${whole}\times\frac{${p}}{100}=${part}$。`,
    );
  }),
  // 简易方程 (五年级).
  ...range(30).map((i) => {
    const x = 2 + (i % 9);
    const a = 2 + (i % 5);
    const b = 3 + ((i * 7) % 20);
    const c = a * x + b;
    return make(
      `gen-simple-eq-${i + 1}`,
      1,
      'pm.num.eq.simple',
      'solution',
      2,
      5,
      3,
      `解方程：$${a}x+${b}=${c}$`,
      [`$x=${x}$`],
      `根据等式的性质，两边同时减去 $${b}$ 得 $${a}x=${c - b}$，两边同时除以 $${a}$ 得 $x=${x}$。检验：$${a}\\times ${x}+${b}=${c}$。`,
    );
  }),
];

const junior: SeedQuestion[] = [
  // 有理数的运算 (七年级).
  ...range(60).map((i) => {
    const a = 2 + ((i * 7) % 25);
    const b = 1 + ((i * 11) % 30);
    if (i % 3 === 2)
      return make(
        `gen-rational-${i + 1}`,
        2,
        'jm.num.rational.ops',
        'fill',
        2,
        7,
        2,
        r`$(-${a})\times ${paren(-b)}=$____`,
        [`$${a * b}$`],
        r`两数相乘，同号得正：$(-${a})\times(-${b})=${a}\times ${b}=${a * b}$。`,
      );
    return make(
      `gen-rational-${i + 1}`,
      2,
      'jm.num.rational.ops',
      'fill',
      1,
      7,
      2,
      `$-${a}+${b}=$____`,
      [`$${b - a}$`],
      b >= a
        ? `异号两数相加，取绝对值较大的加数 $${b}$ 的符号，并用较大的绝对值减去较小的绝对值：$${b}-${a}=${b - a}$。`
        : `异号两数相加，取绝对值较大的加数 $-${a}$ 的符号，并用较大的绝对值减去较小的绝对值：$-(${a}-${b})=${b - a}$。`,
    );
  }),
  // 一元一次方程 (七年级).
  ...range(50).map((i) => {
    const a = 2 + (i % 6);
    const x = ((i * 5) % 14) - 5 || 3;
    const b = 1 + ((i * 3) % 15);
    const c = a * x - b;
    return make(
      `gen-linear-${i + 1}`,
      2,
      'jm.num.eq.linear',
      'fill',
      2,
      7,
      3,
      `方程 $${a}x-${b}=${c}$ 的解是 $x=$____`,
      [`$${x}$`],
      `移项得 $${a}x=${c}+${b}=${c + b}$，系数化为 $1$ 得 $x=${x}$。`,
    );
  }),
  // 二元一次方程组 (七年级): adding the equations eliminates y.
  ...range(30).map((i) => {
    const x = 1 + (i % 6);
    const y = 2 + ((i * 5) % 7);
    const a = 2 + (i % 3);
    const s = x + y;
    const t = a * x - y;
    return make(
      `gen-system-${i + 1}`,
      2,
      'jm.num.eq.system',
      'solution',
      3,
      7,
      3,
      r`解方程组：$\begin{cases}x+y=${s}\\${a}x-y=${t}\end{cases}$`,
      [r`$\begin{cases}x=${x}\\y=${y}\end{cases}$`],
      r`两个方程相加消去 $y$：$${a + 1}x=${s + t}$，所以 $x=${x}$；代入 $x+y=${s}$ 得 $y=${y}$。`,
    );
  }),
  // 勾股定理 (八年级): Pythagorean triples and their multiples.
  ...[
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
    [7, 24, 25],
    [20, 21, 29],
    [9, 40, 41],
  ].flatMap(([p = 3, q = 4, h = 5], t) =>
    range(4).map((k) =>
      make(
        `gen-pyth-${t * 4 + k + 1}`,
        2,
        'jm.geo.tri.pyth',
        'fill',
        2,
        8,
        3,
        `直角三角形的两条直角边长分别为 $${p * (k + 1)}$ 和 $${q * (k + 1)}$，则斜边长为____`,
        [`$${h * (k + 1)}$`],
        r`由勾股定理，斜边 $c=\sqrt{${p * (k + 1)}^2+${q * (k + 1)}^2}=\sqrt{${(h * (k + 1)) ** 2}}=${h * (k + 1)}$。`,
      ),
    ),
  ),
  // 平方根 (八年级).
  ...range(20).map((i) => {
    const k = 11 + i;
    return make(
      `gen-sqrt-${i + 1}`,
      2,
      'jm.num.real.sqrt',
      'fill',
      1,
      8,
      1,
      r`$\sqrt{${k * k}}=$____`,
      [`$${k}$`],
      r`因为 $${k}^2=${k * k}$，且算术平方根是非负数，所以 $\sqrt{${k * k}}=${k}$。`,
    );
  }),
  // 一次函数 (八年级).
  ...range(30).map((i) => {
    const k = (i % 7) - 3 || 2;
    const b = ((i * 3) % 11) - 5;
    const m = (i % 5) - 1;
    const y = k * m + b;
    const line = `y=${k === 1 ? '' : k === -1 ? '-' : k}x${b === 0 ? '' : b > 0 ? `+${b}` : b}`;
    return make(
      `gen-linfunc-${i + 1}`,
      2,
      'jm.num.func.linear',
      'fill',
      2,
      8,
      3,
      `一次函数 $${line}$ 中，当 $x=${m}$ 时，$y=$____`,
      [`$${y}$`],
      `把 $x=${m}$ 代入：$y=${k}\\times ${paren(m)}${b === 0 ? '' : b > 0 ? `+${b}` : b}=${y}$。`,
    );
  }),
  // 平均数 (八年级).
  ...range(25).map((i) => {
    const data = [0, 1, 2, 3].map((j) => 60 + ((i * 7 + j * 13) % 40));
    const partial = data.reduce((s, v) => s + v, 0);
    // The fifth value makes the sum a multiple of 5 (and stays between 60 and 99).
    const fifth = 70 + ((5 - ((partial + 70) % 5)) % 5);
    const all = [...data, fifth];
    const sum = partial + fifth;
    return make(
      `gen-mean-${i + 1}`,
      2,
      'jm.stat.data.avg',
      'fill',
      1,
      8,
      2,
      `一组数据 $${all.join(',')}$ 的平均数是____`,
      [`$${sum / 5}$`],
      `平均数等于各数据之和除以数据个数：$(${all.join('+')})\\div 5=${sum}\\div 5=${sum / 5}$。`,
    );
  }),
];

/** Every template-made question (小学 then 初中). */
export const GENERATED_MATH_QUESTIONS: readonly SeedQuestion[] = [...primary, ...junior];
