import { describe, expect, it } from 'vitest';
import { badFormula } from './formula-check';

describe(badFormula, () => {
  it('is null when every formula typesets, or there is none', () => {
    expect(badFormula('解方程 $x^2-5x+6=0$，得 $$x=\\frac{5\\pm1}{2}$$')).toBeNull();
    expect(badFormula('没有公式的题干')).toBeNull();
  });

  it('answers the first broken formula as typed, with its delimiters and unescaped', () => {
    expect(badFormula('先 $a<b$ 再 $\\frac{1}{$ 后 $\\sqrt{$')).toBe('$\\frac{1}{$');
    expect(badFormula('$\\undefinedmacro{x} & "y"$')).toBe('$\\undefinedmacro{x} & "y"$');
  });
});
