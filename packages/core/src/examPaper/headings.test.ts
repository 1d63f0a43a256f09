import { describe, expect, it } from 'vitest';
import { chineseNumeral, paperInfoLine, sectionHeading, sectionTypes } from './headings';

describe(sectionHeading, () => {
  it('prints the usual Chinese heading, with 每小题 only when the scores are equal', () => {
    expect(sectionHeading(1, 'single', Array(10).fill(3))).toBe(
      '一、选择题（本大题共10小题，每小题3分，共30分）',
    );
    expect(sectionHeading(3, 'solution', [8, 10, 12])).toBe('三、解答题（本大题共3小题，共30分）');
  });
});

describe(chineseNumeral, () => {
  it('writes section numbers as papers do', () => {
    expect([1, 4, 10, 12, 20, 35].map(chineseNumeral)).toEqual([
      '一',
      '四',
      '十',
      '十二',
      '二十',
      '三十五',
    ]);
  });
});

describe(sectionTypes, () => {
  it('orders sections 选择 → 判断 → 填空 → 解答', () => {
    expect(sectionTypes(['solution', 'fill', 'single', 'judge'])).toEqual([
      'single',
      'judge',
      'fill',
      'solution',
    ]);
    expect(paperInfoLine(120, 120)).toBe('考试时间：120分钟\u3000满分：120分');
  });
});
