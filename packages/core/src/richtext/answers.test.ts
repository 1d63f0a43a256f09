import { describe, expect, it } from 'vitest';
import { renderRichText } from './stream';

/** The TeX sources KaTeX typeset, in order (KaTeX keeps each in an annotation). */
const formulas = (html: string): string[] =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map(
    (m) => (m[1] ?? '').replaceAll('&amp;', '&').replaceAll('&gt;', '>').replaceAll('&lt;', '<'),
  );
const errors = (html: string): number => html.split('class="math-error"').length - 1;

describe('renderRichText: a price beside a formula', () => {
  it.each([
    ['原价$20，打折后$x$元', ['x'], '$20，打折后'],
    ['单价 $5，共 $x$ 斤', ['x'], '$5，共'],
    ['苹果$3一斤，买$n$斤共$3n$元', ['n', '3n'], '$3一斤'],
    ['原价$20，现价$15，求$x$', ['x'], '$20，现价$15'],
    ['总价$20，单价$\\frac{1}{2}$元', ['\\frac{1}{2}'], '$20，单价'],
    ['It costs $5, and $x$ is the number of days.', ['x'], '$5, and'],
    ['between $5 and $10, if $x > 3$', ['x > 3'], '$5 and $10, if'],
    ['from $5-$10 per student', [], '$5-$10'],
    ['共$x，那么$y$为', ['y'], '$x，那么'],
    ['$5 and $6 一斤', [], '$5 and $6'],
  ])('%s', (text, tex, kept) => {
    const html = renderRichText(text);
    expect(formulas(html)).toEqual(tex);
    expect(html).toContain(kept);
    expect(errors(html)).toBe(0);
  });

  it('still typesets formulas that start with a number', () => {
    for (const [text, tex] of [
      ['$2x+1=5$', '2x+1=5'],
      ['$5 + 3 = 8$', '5 + 3 = 8'],
      ['$20\\%$', '20\\%'],
      ['$3$ 个', '3'],
      ['长 $5$cm', '5'],
      ['the $n$th term', 'n'],
    ] as const) {
      expect(formulas(renderRichText(text)), text).toEqual([tex]);
    }
  });
});

describe('renderRichText: formulas padded with spaces', () => {
  it('typesets a formula with a space inside both dollars', () => {
    expect(formulas(renderRichText('答：$ x = 3 $'))).toEqual([' x = 3 ']);
    expect(formulas(renderRichText('设 $ a $ 与 $ b^2 $ 之和'))).toEqual([' a ', ' b^2 ']);
  });

  it('leaves one-sided padding and spaced prose between dollars as text', () => {
    for (const text of [
      '价格 $ 5$ 元',
      '$x $ 不是公式',
      'I paid $ 5 and you paid $ 6',
      '5$ 和 6$',
    ]) {
      expect(formulas(renderRichText(text)), text).toEqual([]);
    }
  });
});

describe('renderRichText: chemistry (mhchem)', () => {
  it('typesets \\ce equations inline and as display', () => {
    const html = renderRichText(
      '水是 $\\ce{H2O}$。\n\n$$\\ce{2H2 + O2 -> 2H2O}$$\n\n$$\n\\ce{CO2 + C -> 2CO}\n$$',
    );
    expect(formulas(html)).toEqual([
      '\\ce{H2O}',
      '\\ce{2H2 + O2 -> 2H2O}',
      '\n\\ce{CO2 + C -> 2CO}\n',
    ]);
    expect(errors(html)).toBe(0);
    expect(html.match(/class="katex-display"/g)).toHaveLength(2);
  });

  it('typesets ions, states, equilibria and \\pu units', () => {
    for (const tex of [
      '\\ce{SO4^2-}',
      '\\ce{Fe^{3+} + 3OH- -> Fe(OH)3 v}',
      '\\ce{N2 + 3H2 <=> 2NH3}',
      '\\ce{CaCO3 ->[\\Delta] CaO + CO2 ^}',
      '\\pu{123 kJ/mol}',
      '\\pu{1.2e3 m/s^2}',
    ]) {
      const html = renderRichText(`$${tex}$`);
      expect(formulas(html), tex).toEqual([tex]);
      expect(errors(html), tex).toBe(0);
    }
  });
});

describe('renderRichText: bold labels in Chinese (CJK-friendly emphasis)', () => {
  it.each([
    ['**注意：**这一步要约分', '<strong>注意：</strong>这一步要约分'],
    ['**答案：**3', '<strong>答案：</strong>3'],
    ['**第一步**：求导', '<strong>第一步</strong>：求导'],
    ['**（1）**求面积', '<strong>（1）</strong>求面积'],
    ['他说**「好」**然后走了', '他说<strong>「好」</strong>然后走了'],
    ['这是*重点。*之后', '这是<em>重点。</em>之后'],
    ['**解析：**由题意，$x=2$', '<strong>解析：</strong>由题意，'],
  ])('%s', (text, expected) => {
    const html = renderRichText(text);
    expect(html).toContain(expected);
    expect(html).not.toContain('**');
  });

  it('keeps CommonMark emphasis where no CJK character is involved', () => {
    expect(renderRichText('**foo.**bar')).toBe('<p>**foo.**bar</p>\n');
    expect(renderRichText('a **b** c')).toBe('<p>a <strong>b</strong> c</p>\n');
  });
});

describe('renderRichText: markdown escapes come before maths', () => {
  it.each([
    ['数组 a\\[0\\]', '<p>数组 a[0]</p>\n'],
    ['\\[\\\\\\]', '<p>[\\]</p>\n'],
    ['[链接](\\(foo\\))', '<p>[链接]((foo))</p>\n'],
    ['foo\\(and\\(bar\\)', '<p>foo(and(bar)</p>\n'],
    ['\\$5 与 \\$6', '<p>$5 与 $6</p>\n'],
  ])('%s is text', (text, expected) => {
    expect(renderRichText(text)).toBe(expected);
  });

  it('still reads \\( \\) and \\[ \\] as maths after spaces, punctuation and Chinese', () => {
    expect(formulas(renderRichText('面积为\\(S=ab\\)，周长（\\(C\\)）'))).toEqual(['S=ab', 'C']);
    expect(formulas(renderRichText('于是 \\[x^2\\] 成立'))).toEqual(['x^2']);
    expect(formulas(renderRichText('\\[\nx = 1\n\\]'))).toEqual(['\nx = 1\n']);
  });
});

describe('renderRichText: smaller cases', () => {
  it('typesets _ inside \\text{} as an underscore', () => {
    const html = renderRichText('$\\text{total_cost} = 5$ 与 $\\text{a_b}_{1}$');
    expect(errors(html)).toBe(0);
    expect(formulas(html)).toEqual(['\\text{total\\_cost} = 5', '\\text{a\\_b}_{1}']);
  });

  it('never pairs a $ across a later code span', () => {
    const html = renderRichText('invalid $lookup stage, use `$lookup` instead');
    expect(formulas(html)).toEqual([]);
    expect(html).toBe('<p>invalid $lookup stage, use <code>$lookup</code> instead</p>\n');
    expect(formulas(renderRichText('`$a` 与 $b$'))).toEqual(['b']);
  });

  it('keeps a formula with \\| in one GFM table cell', () => {
    const html = renderRichText(
      '| 式子 | 值 |\n|---|---|\n| $\\|3\\| = 3$ | 真 |\n| $\\|-2\\|$ | 2 |',
    );
    expect(html.match(/<td>/g)).toHaveLength(4);
    expect(formulas(html)).toEqual(['|3| = 3', '|-2|']);
    expect(html).toMatch(/<td><span class="katex">.*<\/td>\n<td>真<\/td>/);
  });
});

describe('renderRichText: a formula KaTeX cannot typeset', () => {
  it('shows its source, escaped and quietly marked, never KaTeX red', () => {
    for (const [text, shown] of [
      ['错误 $\\frac{<b>$ 后', '$\\frac{&lt;b&gt;$'],
      ['$\\undefinedcommand{x}$', '$\\undefinedcommand{x}$'],
      ['$$\\begin{matrix} a & b$$', '$$\\begin{matrix} a &amp; b$$'],
      ['$\\href{https://example.cn}{点我}$', '$\\href{https://example.cn}{点我}$'],
      ['$\\htmlClass{x}{y}$', '$\\htmlClass{x}{y}$'],
    ] as const) {
      const html = renderRichText(text);
      expect(html, text).toContain(`<code class="math-error">${shown}</code>`);
      expect(html, text).not.toMatch(/#cc0000|katex-error|color:#cc/i);
    }
  });
});
