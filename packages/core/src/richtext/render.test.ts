import { describe, expect, it } from 'vitest';
import { renderRichText } from './stream';

const hasKatex = (html: string): boolean => html.includes('class="katex"');
const katexCount = (html: string): number => html.split('class="katex"').length - 1;

describe(renderRichText, () => {
  it('renders Chinese markdown: headings, emphasis, lists, line breaks', () => {
    const html = renderRichText('# 教学目标\n\n**重点**：理解*分数*。\n第二行\n\n- 一\n- 二\n');
    expect(html).toContain('<h1>教学目标</h1>');
    expect(html).toContain('<strong>重点</strong>：理解<em>分数</em>。<br>\n第二行');
    expect(html).toContain('<ul>\n<li>一</li>\n<li>二</li>\n</ul>');
  });

  it('renders tables and code blocks, escaping code', () => {
    const html = renderRichText(
      '|年级|人数|\n|---|---|\n|一|30|\n\n```js\nif (a < b && $x$) {}\n```\n',
    );
    expect(html).toContain('<th>年级</th>');
    expect(html).toContain('<td>30</td>');
    expect(html).toContain(
      '<pre><code class="language-js">if (a &lt; b &amp;&amp; $x$) {}\n</code></pre>',
    );
    expect(hasKatex(html)).toBe(false);
  });

  it('keeps a loose list across blank lines as one list', () => {
    const html = renderRichText('1. 第一步\n\n2. 第二步\n\n   补充说明\n\n结束');
    expect(html.match(/<ol>/g)).toHaveLength(1);
    expect(html).toContain('<p>补充说明</p>\n</li>');
    expect(html).toMatch(/<\/ol>\n<p>结束<\/p>/);
  });

  it('renders the four maths delimiters with KaTeX', () => {
    const html = renderRichText('行内 $a^2$ 与 \\(b_1\\)，显示 $$c$$ 与 \\[d\\]');
    expect(katexCount(html)).toBe(4);
    expect(html.match(/katex-display/g)).toHaveLength(2);
    for (const tex of ['a^2', 'b_1', 'c', 'd']) {
      expect(html).toContain(`<annotation encoding="application/x-tex">${tex}</annotation>`);
    }
  });

  it('renders display blocks of $$ and \\[ over several lines, also inside a paragraph', () => {
    const html = renderRichText('如下：\n$$\n\\frac{1}{2}\n+ 1\n$$\n之后\n\n\\[\nx = 1\n\\]\n');
    expect(html.match(/<div class="math-display">/g)).toHaveLength(2);
    expect(html).toContain('<p>如下：</p>');
    expect(html).toContain('<p>之后</p>');
    expect(html).toContain('\\frac{1}{2}\n+ 1');
  });

  it('leaves prices and spaced dollars as text', () => {
    for (const text of [
      '苹果 $5 and $6 一斤',
      '价格 $ 5$ 元',
      '共 $3$5 元',
      '$x $ 不是公式',
      '5$ 和 6$',
    ]) {
      const html = renderRichText(text);
      expect(hasKatex(html), text).toBe(false);
      expect(html).toContain('$');
    }
    expect(hasKatex(renderRichText('约 $x$，共 $5'))).toBe(true);
  });

  it('treats escaped dollars as text', () => {
    const html = renderRichText('\\$x\\$ 元');
    expect(hasKatex(html)).toBe(false);
    expect(html).toContain('<p>$x$ 元</p>');
  });

  it('shows a bad formula as its escaped source', () => {
    const html = renderRichText('错误 $\\frac{<b>$ 后');
    expect(html).toContain('<code class="math-error">$\\frac{&lt;b&gt;$</code>');
  });

  it('shows a formula without its closing delimiter as text', () => {
    for (const text of [
      '求 $x^2 + 1',
      '求 $$\\frac{1}{2}',
      '$$\n\\frac{1}{2}\n',
      '\\(a+b',
      '\\[\nx\n',
    ]) {
      expect(hasKatex(renderRichText(text)), text).toBe(false);
    }
  });
});

describe('renderRichText sanitising', () => {
  const cases: [string, string][] = [
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror=alert(1)>', '<img'],
    ['[点我](javascript:alert(1))', 'href="javascript'],
    ['[点我](JAVASCRIPT:alert(1))', 'href="JAVASCRIPT'],
    ['[点我](data:text/html;base64,PHNjcmlwdD4=)', 'href="data'],
    ['[点我](vbscript:msgbox)', 'href="vbscript'],
    ['![x](javascript:alert(1))', 'src="javascript'],
    ['<javascript:alert(1)>', 'href="javascript'],
    ['$\\href{javascript:alert(1)}{点我}$', 'href='],
    ['$\\url{javascript:alert(1)}$', 'href='],
    ['$$\\includegraphics{https://x.cn/a.png}$$', '<img'],
    ['$\\htmlClass{x}{y}$ $\\htmlStyle{color:red}{y}$ $\\htmlData{a=b}{y}$', 'class="x"'],
    ['<a href="https://x.cn" onclick="alert(1)">x</a>', 'onclick="alert'],
  ];
  it.each(cases)('neutralises %s', (input, forbidden) => {
    const html = renderRichText(input);
    expect(html).not.toContain(forbidden);
    // No real tag carries an event handler (escaped text may show one).
    expect(html).not.toMatch(/<script|<[a-z][^>]*\son\w+=/i);
  });

  it('links http and https only, in a new tab without opener or referrer', () => {
    const html = renderRichText(
      '[课标](https://example.cn/a?b=1&c=2) 与 http://example.com 和 [相对](/x)',
    );
    expect(html).toContain(
      '<a href="https://example.cn/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">课标</a>',
    );
    expect(html).toContain(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">http://example.com</a>',
    );
    expect(html).toContain('[相对](/x)');
    // Only URLs written with their scheme are linked: no fuzzy links in Chinese prose.
    expect(renderRichText('见 example.com 或 图1.png')).not.toContain('<a ');
  });

  it('caps sizes: a huge \\rule is clamped to maxSize', () => {
    const html = renderRichText('$\\rule{100000em}{100000em}$');
    expect(html).toContain('border-right-width:10em');
    expect(html).not.toMatch(/(width|height)[:=]"?\d{3,}/);
  });

  it('stops macro bombs quickly and shows them as source', () => {
    const started = Date.now();
    const html = renderRichText(
      '$\\def\\a{\\a\\a}\\a$ 与 $\\def\\b#1{#1#1}\\b{\\b{\\b{\\b{\\b{\\b{\\b{\\b{\\b{x}}}}}}}}}$',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(html).toContain('<code class="math-error">$\\def\\a{\\a\\a}\\a$</code>');
    expect(html).toContain('<code class="math-error">$\\def\\b');
  });

  it('never throws on odd input', () => {
    const odd = [
      '',
      '\u0000',
      '$',
      '$$',
      '\\[',
      '```',
      '>'.repeat(200) + ' x',
      '['.repeat(10_000),
      '$'.repeat(1000),
    ];
    for (const text of odd) expect(typeof renderRichText(text)).toBe('string');
  });
});
