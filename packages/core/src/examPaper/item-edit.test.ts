import { describe, expect, it } from 'vitest';
import { cleanItemEdit, cleanItemText, paperItemProblems } from './item-edit';

describe(cleanItemText, () => {
  it('drops control, zero-width and bidi characters, normalises newlines and trims', () => {
    expect(cleanItemText('  a\u0000b\r\nc\u200b\u202ed\u0007 \t\n\n')).toBe('ab\ncd');
    expect(cleanItemText('$x^2$ 与 <b>粗</b>')).toBe('$x^2$ 与 <b>粗</b>');
  });
});

describe(paperItemProblems, () => {
  it('holds an edit to the bank rules', () => {
    expect(
      paperItemProblems(
        'single',
        cleanItemEdit('single', {
          stem: '下列哪个是 $\\sqrt{4}$ 的值',
          options: ['1', '2', '3', '4'],
          answer: ['b'],
          analysis: '$\\sqrt{4}=2$',
        }),
      ),
    ).toEqual([]);
    const problems = paperItemProblems('single', {
      stem: ' ',
      options: ['1'],
      answer: ['E'],
      analysis: '',
    });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining(['题干不能为空', '解析不能为空', '答案应为已有选项的字母']),
    );
    expect(
      paperItemProblems('fill', {
        stem: '$1+1=$____',
        options: [],
        answer: ['2', '3'],
        analysis: '略',
      })[0]?.message,
    ).toBe('题干有 1 个空，应有 1 个答案');
  });
});
