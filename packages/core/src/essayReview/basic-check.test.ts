import { describe, expect, it } from 'vitest';
import { ENGLISH_WITH_SLIPS, JUNIOR_CLEAN, PRIMARY_WITH_SLIPS } from './__fixtures__/essays';
import { basicCheck, chineseLength, essayLanguage, sentenceSpans } from './basic-check';

const at = (text: string, c: { start: number; end: number }) => text.slice(c.start, c.end);

describe(basicCheck, () => {
  it('finds the slips of a 三年级 essay, each anchored on the exact characters', () => {
    const r = basicCheck(PRIMARY_WITH_SLIPS, 300);
    expect(r.language).toBe('zh');
    expect(r.length).toBe(chineseLength(PRIMARY_WITH_SLIPS));
    expect(r.length).toBeLessThan(300);
    expect(r.notes[0]).toBe(
      `字数不足：共 ${r.length} 字，要求不少于 300 字，还差 ${300 - r.length} 字`,
    );
    const found = r.comments.map((c) => [at(PRIMARY_WITH_SLIPS, c), c.kind, c.text]);
    expect(found).toContainEqual(['的', 'typo', '的地得：修饰动词用“地”，应为「地」']);
    expect(found).toContainEqual(['的', 'typo', '的地得：动词后补充程度用“得”，应为「得」']);
    expect(found).toContainEqual(['在次', 'typo', '在/再：表示又一次用“再”，应为「再次」']);
    expect(found).toContainEqual([',', 'punctuation', '中文里应使用中文标点「，」']);
    expect(found).toContainEqual(['，，', 'punctuation', '「，」重复了']);
    expect(found).toContainEqual(['我们我们', 'typo', '同一个词连写了两遍']);
    expect(found).toContainEqual(['妈', 'punctuation', '段末缺少句末标点']);
    // 然后 is used 4 times: the 3rd and 4th are flagged.
    const thenAgain = r.comments.filter((c) => at(PRIMARY_WITH_SLIPS, c) === '然后');
    expect(thenAgain).toHaveLength(2);
    expect(thenAgain[0]?.text).toBe('「然后」全文用了 4 次，换个说法或删去');
    expect(r.comments.every((c) => c.source === 'check')).toBe(true);
    expect(r.comments.map((c) => c.start)).toEqual(
      [...r.comments.map((c) => c.start)].sort((a, b) => a - b),
    );
  });

  it('raises no 错别字 or 标点 alarm on a correct essay, and counts its paragraphs', () => {
    const r = basicCheck(JUNIOR_CLEAN, 600);
    expect(r.comments.filter((c) => c.kind === 'typo' || c.kind === 'punctuation')).toEqual([]);
    expect(r.paragraphs).toBe(4);
    expect(r.notes).toContain('共 4 段');
    expect(r.notes[0]).toMatch(/^字数不足：共 \d+ 字，要求不少于 600 字/);
  });

  it('flags a very long sentence and a single-paragraph essay', () => {
    const long = `${'我们在操场上一边跑一边笑'.repeat(8)}。`;
    const r = basicCheck(`${long}${'今天天气很好。'.repeat(20)}`, 0);
    expect(r.comments[0]).toMatchObject({ start: 0, end: long.length, kind: 'note' });
    expect(r.comments[0]?.text).toBe(`这句话有 ${long.length} 字，读一读是否需要拆成几句`);
    expect(r.notes).toContain('全文只有一段，按内容分成几段会更清楚');
    expect(r.notes.some((n) => n.startsWith('字数'))).toBe(false);
  });

  it('checks an English essay by words', () => {
    expect(essayLanguage(ENGLISH_WITH_SLIPS)).toBe('en');
    const r = basicCheck(ENGLISH_WITH_SLIPS, 80);
    expect(r.language).toBe('en');
    expect(r.length).toBe(ENGLISH_WITH_SLIPS.match(/[A-Za-z]+/g)?.length);
    expect(r.notes[0]).toMatch(/^字数不足：共 \d+ 词，要求不少于 80 词/);
    const found = r.comments.map((c) => [at(ENGLISH_WITH_SLIPS, c), c.text]);
    expect(found).toContainEqual(['i', '代词 I 要大写']);
    expect(found).toContainEqual(['，', '英文作文中应使用英文标点']);
    expect(found).toContainEqual(['the the', '「the」重复写了两遍']);
    expect(found).toContainEqual(['l', '句首字母要大写']);
    expect(found.filter(([q]) => q?.toLowerCase() === 'very')).toHaveLength(1);
  });
});

describe(sentenceSpans, () => {
  it('keeps closing quotes with their sentence', () => {
    const text = '她说：“没事的。”我点点头。';
    expect(sentenceSpans(text, 'zh').map((s) => s.text)).toEqual([
      '她说：“没事的。”',
      '我点点头。',
    ]);
  });
});
