// @vitest-environment jsdom
import type { BankQuestion } from '@aita/api';
import { MSG_NO_SIMILAR } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionCard } from './QuestionCard';
import { SimilarDialog } from './SimilarDialog';
import { bankQuestion } from './testQuestion';

afterEach(cleanup);

/** A sub-question of a group: a question of its own, with no children. */
const sub = (questionId: number, over: Partial<BankQuestion> = {}) => ({
  ...question(questionId, over),
  children: [],
});

function question(questionId: number, over: Partial<BankQuestion> = {}): BankQuestion {
  return bankQuestion(questionId, { stem: `题干 ${questionId}`, ...over });
}

describe(QuestionCard, () => {
  it('shows a 阅读/材料题 as its passage and numbered sub-questions, their answers and analyses on demand', () => {
    const group = question(20, {
      type: 'reading',
      stem: '阅读短文：Tom likes $2+3$ comics.',
      options: [],
      answer: [],
      analysis: '短文写 Tom 的爱好。',
      children: [
        sub(21, {
          stem: 'What does Tom like?',
          options: ['Comics.', 'Music.'],
          answer: ['A'],
          analysis: '原文 likes comics。',
        }),
        sub(22, {
          type: 'judge',
          stem: 'Tom likes music.',
          options: [],
          answer: ['错误'],
          analysis: '文中没有提到音乐。',
        }),
      ],
    });
    render(<QuestionCard question={group} number={4} inBasket={false} />);
    expect(screen.getByText('阅读/材料题')).toBeTruthy();
    const first = screen.getByRole('listitem', { name: '第 4 题第 1 小题' });
    expect(first.textContent).toContain('（1）What does Tom like?');
    expect(first.textContent).toContain('A.Comics.');
    expect(screen.getByRole('listitem', { name: '第 4 题第 2 小题' }).textContent).toContain(
      'Tom likes music.',
    );
    expect(document.querySelector('.katex')).not.toBeNull();
    expect(screen.queryByTestId('question-answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看答案与解析' }));
    const shown = screen.getByTestId('question-answer').textContent ?? '';
    expect(shown).toMatch(/【答案】（1）A\s*（2）错误/);
    expect(shown).toContain('（1）原文 likes comics。');
    expect(shown).toContain('（2）文中没有提到音乐。');
  });

  it('shows an essay’s outline as 写作指导', () => {
    render(
      <QuestionCard
        question={question(30, { type: 'essay', options: [], answer: ['写作要点：写一件事。'] })}
        number={1}
        inBasket={false}
        answerShown
      />,
    );
    expect(screen.getByTestId('question-answer').textContent).toContain(
      '【写作指导】写作要点：写一件事。',
    );
    expect(screen.queryByTestId('question-children')).toBeNull();
  });

  it('shows the star pressed when starred, and passes the question on star and 找相似题', () => {
    const starred: number[] = [];
    const similar: number[] = [];
    const props = {
      number: 3,
      inBasket: false,
      onToggleFavourite: (q: BankQuestion) => starred.push(q.questionId),
      onFindSimilar: (q: BankQuestion) => similar.push(q.questionId),
    };
    const { rerender } = render(<QuestionCard question={question(7)} {...props} />);
    const star = screen.getByRole('button', { name: '收藏「第 3 题」' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    fireEvent.click(screen.getByRole('button', { name: '找相似题：第 3 题' }));
    expect([starred, similar]).toEqual([[7], [7]]);
    rerender(<QuestionCard question={question(7, { isFavourite: 1 })} {...props} />);
    expect(
      screen.getByRole('button', { name: '取消收藏「第 3 题」' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('has no star and no 找相似题 where the page gives no handler (a draft under review)', () => {
    render(<QuestionCard question={question(7)} number={1} inBasket={false} />);
    expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /找相似题/ })).toBeNull();
  });
});

describe(SimilarDialog, () => {
  it('lists the similar questions, each one click from the 试题篮', () => {
    const added: number[] = [];
    render(
      <SimilarDialog
        similar={{
          source: question(1),
          status: 'ready',
          list: [question(21), question(22)],
          error: '',
        }}
        inBasket={new Set([22])}
        onToggleBasket={(q) => added.push(q.questionId)}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(/一元二次方程）/)).toBeTruthy();
    expect(screen.getAllByTestId('question-card')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '加入试题篮：第 1 题' }));
    expect(added).toEqual([21]);
    expect(
      screen.getByRole('button', { name: '移出试题篮：第 2 题' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so when nothing shares the question’s knowledge points', () => {
    render(
      <SimilarDialog
        similar={{ source: question(1), status: 'ready', list: [], error: '' }}
        inBasket={new Set()}
        onToggleBasket={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(MSG_NO_SIMILAR)).toBeTruthy();
  });
});
