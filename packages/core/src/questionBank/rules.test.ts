import { describe, expect, it } from 'vitest';
import { countBlanks, escapeBlanks, flattenGroup, formatAnswer, questionProblems } from './rules';
import type { Question } from './types';

const base: Question = {
  type: 'single',
  difficulty: 2,
  stem: '$2+3$ 等于（　　）',
  options: ['4', '5', '6', '7'],
  answer: ['B'],
  analysis: '$2+3=5$。',
  knowledgePointIds: ['p'],
  period: 1,
  subject: 2,
  grade: 1,
  source: '原创',
  year: 2026,
};

const fields = (q: Question) => questionProblems(q).map((p) => p.field);

describe(questionProblems, () => {
  it('accepts a well-formed question of each type', () => {
    expect(questionProblems(base)).toEqual([]);
    expect(questionProblems({ ...base, type: 'multiple', answer: ['A', 'C'] })).toEqual([]);
    expect(questionProblems({ ...base, type: 'judge', options: [], answer: ['正确'] })).toEqual([]);
    expect(
      questionProblems({
        ...base,
        type: 'fill',
        stem: '$3\\times4=$____，$5-2=$____',
        options: [],
        answer: ['12', '3'],
      }),
    ).toEqual([]);
    expect(questionProblems({ ...base, type: 'solution', options: [], answer: ['$x=2$'] })).toEqual(
      [],
    );
  });
  it('refuses choice questions with too few options or answers outside them', () => {
    expect(fields({ ...base, options: ['1'], answer: ['A'] })).toContain('options');
    expect(fields({ ...base, answer: ['E'] })).toContain('answer');
    expect(fields({ ...base, answer: ['A', 'B'] })).toContain('answer');
    expect(fields({ ...base, type: 'multiple', answer: ['A'] })).toContain('answer');
    expect(fields({ ...base, options: Array.from({ length: 9 }, (_, i) => String(i)) })).toContain(
      'options',
    );
  });
  it('refuses a judge answer other than 正确/错误 and a fill-in with the wrong number of answers', () => {
    expect(fields({ ...base, type: 'judge', options: [], answer: ['对'] })).toContain('answer');
    expect(
      fields({ ...base, type: 'fill', stem: 'x=____', options: [], answer: ['1', '2'] }),
    ).toContain('answer');
    expect(fields({ ...base, type: 'fill', stem: '没有空', options: [], answer: ['1'] })).toContain(
      'stem',
    );
  });
  it('refuses a difficulty outside 1–5, empty texts and no knowledge point', () => {
    expect(fields({ ...base, difficulty: 6 as Question['difficulty'] })).toContain('difficulty');
    expect(fields({ ...base, stem: ' ', analysis: '', knowledgePointIds: [] })).toEqual([
      'stem',
      'analysis',
      'knowledgePointIds',
    ]);
  });
});

describe(countBlanks, () => {
  it('counts runs of four or more underscores', () => {
    expect(countBlanks('a____b________c___')).toBe(2);
  });
});

describe(formatAnswer, () => {
  it('joins letters and blanks as a card shows them', () => {
    expect(formatAnswer({ type: 'multiple', answer: ['A', 'C'] })).toBe('AC');
    expect(formatAnswer({ type: 'fill', answer: ['3', '5'] })).toBe('3；5');
  });
});

describe(escapeBlanks, () => {
  it('escapes the underscores of blanks only', () => {
    expect(escapeBlanks('$a=$____，$b_1=$____')).toBe('$a=$\\_\\_\\_\\_，$b_1=$\\_\\_\\_\\_');
  });
});

describe('阅读/材料题 and 作文', () => {
  const child: Question = {
    ...base,
    stem: '文中“他”指的是（　　）',
    options: ['甲', '乙'],
    answer: ['A'],
  };
  const reading: Question = {
    ...base,
    type: 'reading',
    stem: '阅读下面的短文，回答问题。',
    options: [],
    answer: [],
    analysis: '文章写了甲帮助乙的事。',
    children: [child, { ...base, type: 'judge', options: [], answer: ['正确'] }],
  };

  it('accepts a group of sub-questions and an essay with one outline', () => {
    expect(questionProblems(reading)).toEqual([]);
    expect(
      questionProblems({ ...base, type: 'essay', options: [], answer: ['写作要点：……'] }),
    ).toEqual([]);
  });

  it('refuses a group without sub-questions, a nested group, a bad sub-question, and children elsewhere', () => {
    expect(questionProblems({ ...reading, children: [] })).toContainEqual({
      field: 'children',
      message: '阅读/材料题应有 1 到 20 道小题',
    });
    expect(questionProblems({ ...reading, children: [reading] })).toContainEqual({
      field: 'children',
      message: '第 1 小题：小题只能是选择、判断、填空或解答题',
    });
    expect(
      questionProblems({ ...reading, children: [child, { ...child, answer: ['C'] }] }),
    ).toContainEqual({ field: 'children', message: '第 2 小题：答案应为已有选项的字母' });
    expect(fields({ ...base, children: [child] })).toContain('children');
    expect(fields({ ...reading, options: ['x', 'y'] })).toContain('options');
    expect(fields({ ...base, type: 'essay', options: [], answer: [] })).toContain('answer');
  });

  it('flattens a group into one numbered block, answers and analyses numbered alike', () => {
    const flat = flattenGroup(reading, reading.children ?? []);
    expect(flat.stem).toBe(
      '阅读下面的短文，回答问题。\n\n（1）文中“他”指的是（　　）\n\nA. 甲\n\nB. 乙\n\n（2）$2+3$ 等于（　　）',
    );
    expect(flat.answer).toEqual(['（1）A　（2）正确']);
    expect(flat.analysis).toBe('文章写了甲帮助乙的事。\n\n（1）$2+3=5$。\n\n（2）$2+3=5$。');
    expect(flat.options).toEqual([]);
    expect(flattenGroup(base, [])).toBe(base);
  });
});
