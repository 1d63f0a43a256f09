import { tests } from 'commonmark-spec';
import { describe, expect, it } from 'vitest';
import { plainMarkdown } from './markdown';
import { createRichTextStream, renderRichText } from './stream';

/**
 * Examples where our renderer may differ from plain markdown-it with the same options, each with
 * the rule that causes it. Empty: the CJK-friendly emphasis changes only runs next to CJK
 * characters (the spec has none next to a delimiter), and the maths rules leave every example
 * alone, including the escaped brackets of examples 12, 495 and 498 (`\[\\\]`, `(\(foo\))`,
 * `foo\(and\(bar\)`), which an earlier rule typeset.
 */
const ALLOWED: ReadonlyMap<number, string> = new Map();

describe('renderRichText on the CommonMark 0.31.2 examples', () => {
  const plain = plainMarkdown();

  it('covers every example of the spec', () => {
    expect(tests).toHaveLength(652);
  });

  it('renders each example as plain markdown-it with the same options does', () => {
    const differing = tests
      .filter((t) => !ALLOWED.has(t.number))
      .filter((t) => renderRichText(t.markdown) !== plain.render(t.markdown))
      .map((t) => `#${t.number} ${JSON.stringify(t.markdown)}`);
    expect(differing).toEqual([]);
  });

  it('streams each example character by character to the same HTML', () => {
    for (const t of tests) {
      const expected = renderRichText(t.markdown);
      const stream = createRichTextStream();
      let html = '';
      for (const ch of t.markdown) html = stream.push(ch);
      expect(html, `#${t.number}`).toBe(expected);
    }
  });
});
