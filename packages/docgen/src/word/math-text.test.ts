import { describe, expect, it } from 'vitest';
import { chemistryToTex } from './chemistry';
import { splitMath } from './math-text';
import { formulaToRun, scriptedBrackets } from './math';
import { renderDocx } from './document';
import { count, unzipText } from '../test/office';

describe(splitMath, () => {
  it('separates text, inline and display math, and keeps escaped and unclosed dollars as text', () => {
    expect(splitMath('设 $x^2$，则 $$\\frac{1}{2}$$ 成立')).toEqual([
      { kind: 'text', text: '设 ' },
      { kind: 'inline', latex: 'x^2' },
      { kind: 'text', text: '，则 ' },
      { kind: 'display', latex: '\\frac{1}{2}' },
      { kind: 'text', text: ' 成立' },
    ]);
    expect(splitMath('价格 \\$5 与 $x')).toEqual([{ kind: 'text', text: '价格 $5 与 $x' }]);
    expect(splitMath('$a\\$b$')).toEqual([{ kind: 'inline', latex: 'a\\$b' }]);
  });
});

describe(chemistryToTex, () => {
  it('rewrites formulas, coefficients, charges, arrows and gas or precipitate marks', () => {
    expect(chemistryToTex('\\ce{2H2 + O2 -> 2H2O}')).toEqual({
      tex: '2\\mathrm{H}_{2} + \\mathrm{O}_{2}  \\rightarrow  2\\mathrm{H}_{2}\\mathrm{O}',
    });
    expect(chemistryToTex('\\ce{Ba^2+ + SO4^2- = BaSO4 v}')).toEqual({
      tex: '\\mathrm{Ba}^{2\\text{+}} + \\mathrm{S}\\mathrm{O}_{4}^{2\\text{−}} = \\mathrm{Ba}\\mathrm{S}\\mathrm{O}_{4} \\downarrow',
    });
    expect(chemistryToTex('\\ce{CaCO3 ->[高温] CaO + CO2 ^}')).toMatchObject({
      tex: expect.stringContaining('\\xrightarrow{\\text{高温}}'),
    });
    expect(chemistryToTex('x=\\ce{Ca(OH)2}')).toEqual({
      tex: 'x=\\mathrm{Ca}(\\mathrm{O}\\mathrm{H})_{2}',
    });
  });

  it('refuses what it does not cover instead of guessing', () => {
    expect(chemistryToTex('\\ce{A @ B}')).toHaveProperty('error');
    expect(chemistryToTex('\\ce{H2O')).toHaveProperty('error');
    expect(chemistryToTex('\\ce{$x$}')).toHaveProperty('error');
  });
});

describe(scriptedBrackets, () => {
  it('lets a bracket carry its script whole, so LibreOffice sees balanced brackets', () => {
    expect(scriptedBrackets('(-2)^3')).toBe('\\left(-2\\right)^3');
    expect(scriptedBrackets('y=(x-1)^2+[a(b+c)]_{n}')).toBe(
      'y=\\left(x-1\\right)^2+\\left[a(b+c)\\right]_{n}',
    );
    expect(scriptedBrackets('\\left(a\\right)^2+(b)')).toBe('\\left(a\\right)^2+(b)');
  });
});

describe(formulaToRun, () => {
  it('writes a trailing equals sign after the equation, as text', async () => {
    const { bytes } = await renderDocx({
      sections: [{ blocks: [{ type: 'paragraph', runs: '$|-5|=$____ 与 $(-2)^3$' }] }],
    });
    const body = unzipText(bytes).get('word/document.xml') ?? '';
    expect(count(body, /<m:oMath>/)).toBe(2);
    expect(body).toMatch(/<w:t[^>]*>=<\/w:t>/);
    expect(body).toContain('<m:begChr m:val="("/>');
  });
});
