import { describe, expect, it } from 'vitest';
import { AUTO_TITLE_CHARS, autoTitle } from './conversations.service';

describe(autoTitle, () => {
  it('titles from the teacher’s words, not the image links prepended to the question', () => {
    const link = '/oss/uploads/1/20260101/b.png';
    expect(
      autoTitle(`${link}\nhttps://a.cn/x.png\n  这道题怎么讲？`, [link, 'https://a.cn/x.png']),
    ).toBe('这道题怎么讲？');
  });

  it('keeps a link the teacher typed that is not an attached image, and cuts to the limit', () => {
    expect(autoTitle('看看 https://a.cn 这个网站')).toBe('看看 https://a.cn 这个网站');
    expect(Array.from(autoTitle('长'.repeat(100)))).toHaveLength(AUTO_TITLE_CHARS);
  });
});
