import { describe, expect, it } from 'vitest';
import { MAX_PASSAGE_CHARS, splitPassages } from './passages';
import { looksLikeHeading } from './structure';
import type { KnowledgeBlock } from './tables';

const para = (text: string, page: number | null = null): KnowledgeBlock => ({
  page,
  kind: 'para',
  text,
});
const heading = (text: string, page: number | null = null): KnowledgeBlock => ({
  page,
  kind: 'heading',
  text,
});

describe(looksLikeHeading, () => {
  it('knows the numbered headings of Chinese teaching documents', () => {
    for (const h of [
      '一、教学目标',
      '（二）分层作业',
      '第三课 春',
      '第二单元',
      '1. 导入',
      '2.3 小结',
    ])
      expect(looksLikeHeading(h), h).toBe(true);
    for (const p of [
      '一、教学目标是让学生理解浮力。',
      '本环节组织学生讨论',
      '2026年1月13日考试',
      '',
    ])
      expect(looksLikeHeading(p), p).toBe(false);
  });
});

describe(splitPassages, () => {
  it('keeps headings as context, joins short paragraphs of a section, never across headings or pages', () => {
    const blocks = [
      heading('一、目标'),
      para('短句一。'),
      para('短句二。'),
      heading('二、过程'),
      para('甲'.repeat(90)),
      para('乙', 1),
      para('丙', 2),
    ];
    expect(splitPassages(blocks)).toEqual([
      {
        ordinal: 0,
        page: null,
        blockStart: 1,
        blockEnd: 2,
        heading: '一、目标',
        text: '短句一。\n短句二。',
      },
      {
        ordinal: 1,
        page: null,
        blockStart: 4,
        blockEnd: 4,
        heading: '二、过程',
        text: '甲'.repeat(90),
      },
      { ordinal: 2, page: 1, blockStart: 5, blockEnd: 5, heading: '二、过程', text: '乙' },
      { ordinal: 3, page: 2, blockStart: 6, blockEnd: 6, heading: '二、过程', text: '丙' },
    ]);
  });

  it('does not grow a passage past the limit, and keeps a long paragraph whole', () => {
    const long = '长'.repeat(MAX_PASSAGE_CHARS + 50);
    const passages = splitPassages([para('短'.repeat(70)), para(long), para('尾')]);
    expect(passages.map((p) => [p.blockStart, p.blockEnd])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('a document of headings only still has passages', () => {
    expect(splitPassages([heading('标题一', 1), heading('标题二', 2)])).toHaveLength(2);
  });
});
