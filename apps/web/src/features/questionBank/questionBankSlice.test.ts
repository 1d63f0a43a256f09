import { describe, expect, it } from 'vitest';
import {
  difficultyChanged,
  keywordSubmitted,
  knowledgePointSelected,
  pageChanged,
  periodChanged,
  questionBankSlice,
  questionsFailed,
  questionsReceived,
  treeReceived,
  typeChanged,
} from './questionBankSlice';

const { reducer } = questionBankSlice;
const start = reducer(undefined, { type: 'init' });

describe('questionBankSlice', () => {
  it('returns to page 1 on every filter change, and keeps the page otherwise', () => {
    const onPage3 = reducer(start, pageChanged(3));
    expect(onPage3.page).toBe(3);
    for (const action of [
      knowledgePointSelected('jm.num'),
      typeChanged('fill'),
      difficultyChanged(2),
      keywordSubmitted('  勾股定理 '),
      periodChanged(1),
    ]) {
      expect(reducer(onPage3, action).page, action.type).toBe(1);
    }
    expect(reducer(start, keywordSubmitted('  勾股定理 ')).keyword).toBe('勾股定理');
  });

  it('clears the point and the tree when the 学段 changes', () => {
    let state = reducer(start, treeReceived([{ id: 'jm.num', name: '数与代数', children: [] }]));
    state = reducer(state, knowledgePointSelected('jm.num'));
    state = reducer(state, periodChanged(1));
    expect(state).toMatchObject({ period: 1, tree: [], knowledgePointId: null });
  });

  it('keeps a refusal’s code and text, and clears them with the next page', () => {
    const failed = reducer(start, questionsFailed({ code: 40003, text: '加入学校后' }));
    expect(failed).toMatchObject({ status: 'failed', errorCode: 40003, list: [], total: 0 });
    const ok = reducer(failed, questionsReceived({ list: [], total: 0 }));
    expect(ok).toMatchObject({ status: 'ready', errorCode: 0, errorText: '' });
  });
});
