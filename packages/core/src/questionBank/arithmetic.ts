/**
 * Re-checking a computed answer (docs/questionBank.md "AI question generation"): a stem that is pure
 * arithmetic (`$36+27=$____`, `3/4+1/8=`, `12×(5-2)÷4=`) is evaluated with exact rational numbers and
 * compared with the given answer, so a model's slip is never offered as the answer of 口算练习.
 */

/** An exact rational number n/d with d > 0, in lowest terms. */
interface Rational {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

function rational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);

/** A decimal literal (`2.5`) as a rational. */
function decimal(text: string): Rational {
  const [whole = '0', frac = ''] = text.split('.');
  return rational(BigInt(whole + frac || '0'), 10n ** BigInt(frac.length));
}

/** The stem's arithmetic in plain operators: LaTeX and full-width signs replaced, blanks removed. */
function normalise(text: string): string {
  return text
    .replace(/^\s*(?:计算|口算|直接写出得数)\s*[:：]/, '')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/\\frac\s*\{([^{}]+)\}\s*\{([^{}]+)\}/g, '(($1)/($2))')
    .replace(/\\times|×|＊|\*/g, '*')
    .replace(/\\div|÷/g, '/')
    .replace(/\\cdot|·/g, '*')
    .replace(/\\left|\\right|\\,|\\;|\\!|\\ /g, '')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[＋]/g, '+')
    .replace(/[－−–—]/g, '-')
    .replace(/[＝]/g, '=')
    .replace(/[$\s]/g, '')
    .replace(/_{2,}|（\s*）|\(\s*\)|\?|？|□/g, '');
}

/** Evaluates `+ - * / ( )` over integers and decimals; a/b of integers is an exact fraction. */
function evaluate(expr: string): Rational | null {
  if (!/^[0-9.+\-*/()]+$/.test(expr) || !/[+\-*/]/.test(expr.replace(/^-/, ''))) return null;
  let i = 0;
  const peek = () => expr[i];
  function primary(): Rational {
    if (peek() === '(') {
      i++;
      const v = sum();
      if (peek() !== ')') throw new SyntaxError('missing )');
      i++;
      return v;
    }
    if (peek() === '-') {
      i++;
      const v = primary();
      return rational(-v.n, v.d);
    }
    const m = /^\d+(?:\.\d+)?/.exec(expr.slice(i));
    if (!m) throw new SyntaxError('number expected');
    i += m[0].length;
    return decimal(m[0]);
  }
  function product(): Rational {
    let v = primary();
    while (peek() === '*' || peek() === '/') {
      const op = expr[i++];
      const r = primary();
      v = op === '*' ? mul(v, r) : div(v, r);
    }
    return v;
  }
  function sum(): Rational {
    let v = product();
    while (peek() === '+' || peek() === '-') {
      const op = expr[i++];
      const r = product();
      v = op === '+' ? add(v, r) : sub(v, r);
    }
    return v;
  }
  try {
    const v = sum();
    return i === expr.length ? v : null;
  } catch {
    return null;
  }
}

/**
 * A rational written as a teacher would: an integer, else a fraction a/b when asked (the stem had
 * fractions) or when the decimal does not end, else a finite decimal.
 */
export function formatRational(value: Rational, asFraction = false): string {
  if (value.d === 1n) return value.n.toString();
  if (asFraction) return `${value.n}/${value.d}`;
  let d = value.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  if (d === 1n) {
    const sign = value.n < 0n ? '-' : '';
    const n = value.n < 0n ? -value.n : value.n;
    let places = 0;
    let scale = 1n;
    while ((n * scale) % value.d !== 0n) {
      places++;
      scale *= 10n;
    }
    const digits = ((n * scale) / value.d).toString().padStart(places + 1, '0');
    return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  }
  return `${value.n}/${value.d}`;
}

/** What {@link recheckArithmetic} found. */
export type ArithmeticCheck =
  { kind: 'ok' } | { kind: 'mismatch'; expected: string } | { kind: 'not-computable' };

/**
 * Evaluates a pure arithmetic stem (what stands before `=`, or the whole stem without one) and
 * compares it with `answer` exactly (`0.5`, `1/2` and `\frac{1}{2}` are the same number). A stem
 * with words, letters or anything but `+ - × ÷ ( )`, integers, decimals and fractions is
 * not computable. A computable stem whose answer is not a number (or not this number) is a
 * mismatch with the computed value written as an integer, a finite decimal or a fraction.
 */
export function recheckArithmetic(stem: string, answer: string): ArithmeticCheck {
  const left = normalise(stem).split('=');
  if (left.length > 2 || (left.length === 2 && left[1] !== '')) return { kind: 'not-computable' };
  const value = evaluate(left[0] ?? '');
  if (value === null) return { kind: 'not-computable' };
  // A stem written with fractions is answered with a fraction, one with decimals or ÷ with a decimal.
  const expected = formatRational(value, /\\d?frac|\d\s*\/\s*\d/.test(stem));
  const given = normalise(answer);
  const parsed = /^-?\d+(?:\.\d+)?$/.test(given)
    ? decimal(given.replace(/^-/, ''))
    : /^\(*-?[0-9.()]+\/[0-9.()]+\)*$/.test(given)
      ? evaluate(given)
      : null;
  if (parsed === null) return { kind: 'mismatch', expected };
  const signed =
    given.startsWith('-') && !given.includes('/') ? rational(-parsed.n, parsed.d) : parsed;
  return signed.n === value.n && signed.d === value.d
    ? { kind: 'ok' }
    : { kind: 'mismatch', expected };
}
