import { describe, expect, it } from 'vitest';
import { parseQuestionParagraphs, splitOptions } from './import';
import { questionProblems } from './rules';

describe('parseQuestionParagraphs', () => {
  it('reads numbered questions, options on one or several lines, answers and analyses', () => {
    const { questions, warnings } = parseQuestionParagraphs([
      '七年级数学单元测试',
      '一、选择题',
      '1. $-3$ 的相反数是（  ）',
      'A. $3$   B. $-3$',
      'C. $\\frac{1}{3}$   D. $-\\frac{1}{3}$',
      '答案：A',
      '解析：只有符号不同的两个数互为相反数。',
      '2．下列各数中是负数的有（  ）',
      'A．$-1$',
      'B．$0$',
      'C．$-\\frac{1}{2}$',
      'D．$2$',
      '【答案】AC',
      '【解析】小于 $0$ 的数是负数。',
      '二、填空题',
      '3、$|-5|=$___，$2^3=$______',
      '答案：$5$；$8$',
      '解析：绝对值与乘方。',
      '三、判断题',
      '4. $0$ 是最小的自然数。',
      '答案：√',
      '解析：自然数从 $0$ 开始。',
      '四、解答题',
      '5. 解方程 $2x+3=7$。',
      '答案：$x=2$',
      '解析：',
      '1. 移项得 $2x=4$；',
      '2. 两边除以 $2$ 得 $x=2$。',
    ]);
    expect(warnings).toEqual([]);
    expect(questions.map((q) => [q.number, q.type])).toEqual([
      [1, 'single'],
      [2, 'multiple'],
      [3, 'fill'],
      [4, 'judge'],
      [5, 'solution'],
    ]);
    const [first, second, fill, judge, solution] = questions;
    expect(first?.options).toEqual(['$3$', '$-3$', '$\\frac{1}{3}$', '$-\\frac{1}{3}$']);
    expect(first?.answer).toEqual(['A']);
    expect(second?.options).toHaveLength(4);
    expect(second?.answer).toEqual(['A', 'C']);
    expect(fill?.stem).toBe('$|-5|=$____，$2^3=$____');
    expect(fill?.answer).toEqual(['$5$', '$8$']);
    expect(judge?.answer).toEqual(['正确']);
    expect(solution?.analysis).toContain('两边除以');
    for (const q of questions) {
      const full = {
        ...q,
        difficulty: 3 as const,
        knowledgePointIds: ['p'],
        period: 2,
        subject: 2,
        grade: 7,
        source: '',
        year: 2026,
      };
      expect(questionProblems(full)).toEqual([]);
    }
  });

  it('warns of a question without an answer and skips text before the first number', () => {
    const { questions, warnings } = parseQuestionParagraphs([
      '说明：本卷满分 100 分',
      '1. 计算 $3+4$。',
    ]);
    expect(questions).toHaveLength(1);
    expect(warnings).toEqual(['第 1 题没有找到答案']);
  });

  it('finds nothing in prose', () => {
    expect(parseQuestionParagraphs(['春眠不觉晓，处处闻啼鸟。']).questions).toEqual([]);
  });

  it('keeps A. in the middle of a stem as text', () => {
    expect(splitOptions('点 A. B 在直线上')).toBeNull();
    expect(splitOptions('在 A. 处')).toBeNull();
    expect(splitOptions('C. 3 D. 4', 2)).toEqual(['3', '4']);
  });
});
