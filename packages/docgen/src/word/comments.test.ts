import { describe, expect, it } from 'vitest';
import { convertToPdf, count, officeAvailable, unzipText } from '../test/office';
import { renderDocx } from './document';

describe(renderDocx, () => {
  it('anchors Word comments (批注) on exact runs, and LibreOffice opens the file', async () => {
    const { bytes } = await renderDocx({
      title: '我的妈妈',
      sections: [
        {
          blocks: [
            {
              type: 'paragraph',
              runs: [
                { text: '妈妈每天' },
                { text: '在次', commentId: 1 },
                { text: '提醒我，' },
                { text: '月光像一层薄纱', commentId: 2 },
                { text: '。' },
              ],
            },
          ],
        },
      ],
      comments: [
        { id: 1, text: '错别字：应为“再次”', author: '批改' },
        { id: 2, text: '好句：比喻生动\n可以朗读', author: '批改' },
        { id: 3, text: '没有锚点的批注不写入' },
      ],
    });
    const parts = unzipText(bytes);
    const body = parts.get('word/document.xml') ?? '';
    const comments = parts.get('word/comments.xml') ?? '';
    expect(count(body, /<w:commentRangeStart w:id="1"\/>/)).toBe(1);
    expect(count(body, /<w:commentRangeEnd w:id="2"\/>/)).toBe(1);
    expect(count(body, /<w:commentReference w:id="\d"\/>/)).toBe(2);
    // The anchored text sits between its range start and end.
    expect(body).toMatch(/<w:commentRangeStart w:id="1"\/>.*在次.*<w:commentRangeEnd w:id="1"\/>/s);
    expect(count(comments, /<w:comment /)).toBe(2);
    expect(comments).toContain('应为“再次”');
    expect(comments).toContain('可以朗读');
    expect(comments).not.toContain('没有锚点');
    if (officeAvailable()) {
      const { text } = await convertToPdf(bytes, 'docx');
      expect(text).toContain('月光像一层薄纱');
    }
  });
});
