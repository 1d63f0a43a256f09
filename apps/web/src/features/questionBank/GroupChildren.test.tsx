// @vitest-environment jsdom
// The 校本 editor writes a 阅读/材料题: the passage as the stem, 小题 added with their own types,
// options one per line and answers, sent as `children` (the server checks them by core's rules).
import type { QuestionInput } from '@aita/api';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/testStore';
import { childDraftsOf, childInputs } from './GroupChildren';
import { questionBankFeature } from './questionBankFeature';
import { QuestionEditor } from './QuestionEditor';
import { bankQuestion } from './testQuestion';

const TREE = [{ id: 'jc.read.modern', name: '现代文阅读', children: [] }];

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
});

function editor(onSave: (input: QuestionInput) => void) {
  const store = createTestStore('http://127.0.0.1:9');
  stop = () => store.sagaTask.cancel();
  store.loadFeature(questionBankFeature);
  render(
    <Provider store={store}>
      <QuestionEditor
        open
        question={null}
        period={2}
        subject={1}
        tree={TREE}
        busy={false}
        error=""
        onSave={onSave}
        onClose={() => undefined}
      />
    </Provider>,
  );
}

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('the 阅读/材料题 in the 校本 editor', () => {
  it('sends the passage and each 小题 with its type, options and answer', () => {
    const saved: QuestionInput[] = [];
    editor((input) => saved.push(input));
    type(screen.getByLabelText('题型'), 'reading');
    type(screen.getByLabelText('知识点'), 'jc.read.modern');
    type(screen.getByLabelText(/阅读材料或文章/), '春天来了，玉兰花开了。');
    type(screen.getByLabelText('材料解析（全文主旨）'), '描写校园春景。');
    const first = screen.getByRole('region', { name: '第 1 小题' });
    type(within(first).getByLabelText('小题题干'), '文中写到的花是（　　）');
    type(within(first).getByLabelText(/^选项/), '桃花\n玉兰花\n\n梨花');
    type(within(first).getByLabelText(/^答案/), 'b');
    type(within(first).getByLabelText('小题解析'), '见原文。');
    fireEvent.click(screen.getByRole('button', { name: '添加小题' }));
    const second = screen.getByRole('region', { name: '第 2 小题' });
    type(within(second).getByLabelText('题型'), 'judge');
    type(within(second).getByLabelText('答案'), '错误');
    type(within(second).getByLabelText('小题题干'), '文章写的是秋天。');
    type(within(second).getByLabelText('小题解析'), '写的是春天。');
    fireEvent.click(screen.getByRole('button', { name: '保存试题' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      type: 'reading',
      stem: '春天来了，玉兰花开了。',
      answer: [],
      knowledgePointIds: ['jc.read.modern'],
      children: [
        {
          type: 'single',
          stem: '文中写到的花是（　　）',
          options: ['桃花', '玉兰花', '梨花'],
          answer: ['B'],
          analysis: '见原文。',
        },
        { type: 'judge', stem: '文章写的是秋天。', options: [], answer: ['错误'] },
      ],
    });
  });

  it('turns a stored group back into drafts, and drafts into the call’s shape', () => {
    const group = bankQuestion(1, {
      type: 'reading',
      stem: '材料',
      options: [],
      answer: [],
      children: [
        {
          ...bankQuestion(2, { type: 'multiple', options: ['甲', '乙', '丙'], answer: ['A', 'C'] }),
          children: [],
        },
        {
          ...bankQuestion(3, {
            type: 'fill',
            stem: '____和____',
            options: [],
            answer: ['一', '二'],
          }),
          children: [],
        },
      ],
    });
    const drafts = childDraftsOf(group);
    expect(drafts.map((d) => [d.optionsText, d.answerText])).toEqual([
      ['甲\n乙\n丙', 'AC'],
      ['', '一；二'],
    ]);
    expect(childInputs(drafts).map((c) => c.answer)).toEqual([
      ['A', 'C'],
      ['一', '二'],
    ]);
    expect(childDraftsOf(null)).toHaveLength(1);
  });
});
