import { describe, expect, it } from 'vitest';
import { inlineRuns, markdownToBlocks } from './export-word';

describe(markdownToBlocks, () => {
  it('turns headings, lists, tables, display math and paragraphs into docgen blocks', () => {
    const blocks = markdownToBlocks(
      [
        '## 教学目标',
        '',
        '1. 学生能解 $2x+1=5$',
        '- **重点**：移项',
        '',
        '| 环节 | 用时 |',
        '| --- | ---: |',
        '| 导入 | 5 分钟 |',
        '',
        '$$x = \\frac{-b}{2a}$$',
        '',
        '第一行',
        '接着写',
        '### 小结',
        '---',
        '> 引用',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'table',
      'equation',
      'paragraph',
      'heading',
      'paragraph',
    ]);
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, text: '教学目标' });
    expect(blocks[1]).toMatchObject({ runs: [{ text: '1. 学生能解 $2x+1=5$' }] });
    expect(blocks[2]).toMatchObject({
      runs: [{ text: '• ' }, { text: '重点', bold: true }, { text: '：移项' }],
    });
    expect(blocks[3]).toMatchObject({ type: 'table', header: true, rows: { length: 2 } });
    expect(blocks[4]).toEqual({ type: 'equation', latex: 'x = \\frac{-b}{2a}' });
    expect(blocks[5]).toMatchObject({ runs: [{ text: '第一行接着写' }] });
    expect(blocks[6]).toEqual({ type: 'heading', level: 3, text: '小结' });
  });

  it('joins a display formula written over several lines; an empty answer gives no blocks', () => {
    expect(markdownToBlocks('$$\na^2\n+ b^2\n$$')).toEqual([
      { type: 'equation', latex: 'a^2 + b^2' },
    ]);
    expect(markdownToBlocks('')).toEqual([]);
    expect(inlineRuns('用 `code` 写')).toEqual([{ text: '用 code 写' }]);
  });
});
