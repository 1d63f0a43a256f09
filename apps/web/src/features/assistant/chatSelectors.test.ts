import { describe, expect, it } from 'vitest';
import { questionText } from './chatSelectors';

describe(questionText, () => {
  it('drops the leading lines that are the question’s image links (new-home requests)', () => {
    const links = ['https://x.test/oss/a.jpg', 'https://x.test/oss/b.jpg'];
    expect(questionText(`${links[0]}\n${links[1]}\n这道题怎么讲？`, links)).toBe('这道题怎么讲？');
  });

  it('keeps everything else: other links, links later in the text, a link-only question', () => {
    const links = ['https://x.test/oss/a.jpg'];
    expect(questionText('https://other.test/x.jpg\n讲讲', links)).toBe(
      'https://other.test/x.jpg\n讲讲',
    );
    expect(questionText(`讲讲\n${links[0]}`, links)).toBe(`讲讲\n${links[0]}`);
    expect(questionText(links[0] ?? '', links)).toBe(links[0]);
    expect(questionText('讲讲', undefined)).toBe('讲讲');
  });
});
