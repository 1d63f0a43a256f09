import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRichTextStream, renderRichText } from './stream';

const hasKatex = (html: string): boolean => html.includes('class="katex"');

function streamIn(text: string, cuts: number[]): string {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const stream = createRichTextStream();
  let html = stream.push('');
  let prev = 0;
  for (const p of [...points, text.length]) {
    html = stream.push(text.slice(prev, p));
    prev = p;
  }
  return html;
}

const piece = fc.constantFrom(
  '你好',
  '分数',
  '的',
  '。',
  ' ',
  'a',
  '1',
  '\n',
  '\n',
  '\n\n',
  '\r\n',
  '\r',
  '\t',
  '  ',
  '$x^2$',
  '$5 and $6',
  '$',
  '$$',
  '\\(a\\)',
  '\\[b\\]',
  '\\(',
  '\\[',
  '$\\frac{1}{2}$',
  '\n$$\n\\sum_{i=1}^n i\n\n$$\n',
  '\n\\[\nx\n\\]\n',
  '$$y$$',
  '```\ncode\n\n```\n',
  '```',
  '~~~\n',
  '    缩进代码\n',
  '- 项\n',
  '1. 项\n',
  '2) 项',
  '* ',
  '-',
  '10.',
  '123',
  '> 引用\n',
  '# 标题\n',
  '---\n',
  '|a|b|\n|-|-|\n|1|2|\n',
  '**粗**',
  '[链接](https://x.cn)',
  '<b>',
  '$\\frac{$',
  // Plain prose the fast path appends without parsing, beside what ends it.
  '注意这一步要约分',
  '，',
  '：',
  '（一）',
  '「引文」',
  'abc',
  'x y',
  'Hello, world!',
  '**注意：**',
  '**第一步**：',
  '~~删~~',
  '*',
  '_',
  '原价$20，打折后$x$元',
  '$ x = 3 $',
  '$\\ce{H2O}$',
  'a\\[0\\]',
  '`$lookup`',
  'https://x.cn/a',
  '&amp',
  ';',
  '#',
  '## ',
  '> ',
  '    ',
  '|',
  '.',
  ')',
  '=',
);
const listy = fc.constantFrom(
  '\n\n- 项',
  '\n\n1. 项',
  '\n\n  续',
  '\n\n12) 项',
  '\n\n-\n',
  '\n\n*',
);
const doc = fc.array(fc.oneof(piece, listy), { maxLength: 40 }).map((ps) => ps.join(''));

describe(createRichTextStream, () => {
  it('ends with the HTML of renderRichText for any chunking', () => {
    fc.assert(
      fc.property(doc, fc.array(fc.nat(), { maxLength: 25 }), (text, cuts) => {
        expect(streamIn(text, cuts)).toBe(renderRichText(text));
      }),
      { numRuns: 600 },
    );
  });

  it('gives the same HTML when fed one character at a time', () => {
    fc.assert(
      fc.property(doc, (text) => {
        const stream = createRichTextStream();
        let html = '';
        for (const ch of text) html = stream.push(ch);
        expect(html).toBe(renderRichText(text));
      }),
      { numRuns: 150 },
    );
  });

  it('returns the HTML of renderRichText of the text so far after every push, for any chunking', () => {
    fc.assert(
      fc.property(doc, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const stream = createRichTextStream();
        let prev = 0;
        for (const p of [...points, text.length]) {
          expect(stream.push(text.slice(prev, p))).toBe(renderRichText(text.slice(0, p)));
          prev = p;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps a list whose items are split by blank lines together while streaming', () => {
    const text = '- 甲\n\n- 乙\n\n10. 丙\n\n11) 丁\n\n  续\n\n*\n\n+\t戊\n';
    const stream = createRichTextStream();
    let html = '';
    for (const ch of text) html = stream.push(ch);
    expect(html).toBe(renderRichText(text));
    // `-`, `*` and `+` start lists of their own; both `-` items share one loose list.
    expect(html.match(/<ul>/g)).toHaveLength(3);
    expect(html).toContain('<ul>\n<li>\n<p>甲</p>\n</li>\n<li>\n<p>乙</p>\n</li>\n</ul>');
  });

  it('returns the HTML of the text so far after every push', () => {
    const stream = createRichTextStream();
    const text = '第一段 $a$\n\n第二段\n\n$$\nb\n$$\n\n- 项\n';
    let sofar = '';
    for (const delta of text.match(/.{1,3}/gs) ?? []) {
      sofar += delta;
      expect(stream.push(delta)).toBe(renderRichText(sofar));
    }
  });

  it('shows a half-written formula as text until it closes', () => {
    const stream = createRichTextStream();
    const half = stream.push('面积是 $\\frac{a');
    expect(hasKatex(half)).toBe(false);
    expect(half).toContain('$\\frac{a');
    expect(hasKatex(stream.push('}{2}'))).toBe(false);
    const done = stream.push('$ 平方米');
    expect(hasKatex(done)).toBe(true);
    expect(done).not.toContain('$\\frac');

    const block = createRichTextStream();
    expect(hasKatex(block.push('$$\n\\sum_{i=1}^{n} i\n'))).toBe(false);
    expect(hasKatex(block.push('$'))).toBe(false);
    expect(hasKatex(block.push('$\n'))).toBe(true);
  });

  it('joins a CRLF split between deltas as one line end', () => {
    const stream = createRichTextStream();
    stream.push('a\r');
    stream.push('\n\r');
    expect(stream.push('\nb')).toBe(renderRichText('a\n\nb'));
    expect(renderRichText('a\r\n\r\nb')).toBe('<p>a</p>\n<p>b</p>\n');
  });

  it('keeps closed blocks: an ignored empty delta returns the same HTML', () => {
    const stream = createRichTextStream();
    const html = stream.push('一\n\n二');
    expect(stream.push('')).toBe(html);
    expect(html).toBe('<p>一</p>\n<p>二</p>\n');
  });
});
