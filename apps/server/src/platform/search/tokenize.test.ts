import { describe, expect, it } from 'vitest';
import { buildTsquery } from './tsquery';
import { indexTokens, MAX_QUERY_TOKENS, normalizeText, queryTokens } from './tokenize';
import { findRanges, snippetOf } from './highlight';

describe(normalizeText, () => {
  it('turns full-width into half-width, lowers case, keeps traditional characters', () => {
    expect(normalizeText('ＡＢＣ　ｙ＝ｘ＾２ Unit 數學')).toBe('abc y=x^2 unit 數學');
  });
  it('blanks NUL and control characters', () => {
    expect(normalizeText('a\u0000b\u0007c')).toBe('a b c');
  });
});

describe(indexTokens, () => {
  it('cuts Chinese into words and the words inside compounds, letters and digits apart', () => {
    expect(indexTokens('勾股定理')).toEqual(['定理', '勾股定理']);
    expect(indexTokens('二次函数 y=x^2')).toEqual(['二次', '函数', 'y', 'x', '2']);
    expect(indexTokens('Unit 3 Section A')).toEqual(['unit', '3', 'section', 'a']);
  });
  it('drops punctuation, symbols and emoji', () => {
    expect(indexTokens("& | ! ( ) : * ' \\ 😀 ，。")).toEqual([]);
  });
});

describe(queryTokens, () => {
  it('keeps each token once and at most MAX_QUERY_TOKENS', () => {
    expect(queryTokens('函数 函数 函数')).toEqual(['函数']);
    expect(queryTokens(Array.from({ length: 100 }, (_, i) => `w${i}`).join(' '))).toHaveLength(
      MAX_QUERY_TOKENS,
    );
  });
});

describe(buildTsquery, () => {
  it('quotes every token and makes the last one a prefix', () => {
    expect(buildTsquery(['二次', '函'], '&')).toBe("'二次' & '函':*");
    expect(buildTsquery(['a', 'b'], '|')).toBe("'a' | 'b':*");
  });
  it('escapes quotes and backslashes should a token ever hold one', () => {
    expect(buildTsquery(["it's", 'a\\b'], '&')).toBe("'it''s' & 'a\\\\b':*");
  });
});

describe(findRanges, () => {
  it('maps hits in normalised text back onto the original, merged', () => {
    const text = 'ＵＮＩＴ 3：二次函数';
    const ranges = findRanges(text, ['unit', '二次', '函数']);
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['ＵＮＩＴ', '二次函数']);
  });
});

describe(snippetOf, () => {
  it('cuts a window around the first hit with ranges relative to it', () => {
    const body = `${'前'.repeat(200)}勾股定理${'后'.repeat(200)}`;
    const { snippet, snippetRanges } = snippetOf(body, ['勾股定理']);
    expect(snippet.length).toBeLessThanOrEqual(120);
    expect(snippetRanges.map(([s, e]) => snippet.slice(s, e))).toEqual(['勾股定理']);
  });
});
