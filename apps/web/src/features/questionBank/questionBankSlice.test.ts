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
  chapterSelected,
  browseByChanged,
  textbookReceived,
  subjectChanged,
  viewChanged,
  favouriteUpdated,
  bankOpened,
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

describe('the school bank (校本资源)', () => {
  it('starts its own list when the page switches bank, and tracks the editor and the import', async () => {
    const {
      questionBankSlice,
      bankOpened,
      keywordSubmitted,
      questionSaveRequested,
      questionSaveFailed,
      importFinished,
      editorReset,
    } = await import('./questionBankSlice');
    const reduce = questionBankSlice.reducer;
    let state = reduce(undefined, bankOpened({ period: 2 }));
    state = reduce(state, keywordSubmitted('方程'));
    state = reduce(state, bankOpened({ period: 2, scope: 'school' }));
    expect(state).toMatchObject({ scope: 'school', keyword: '', page: 1 });
    state = reduce(state, keywordSubmitted('函数'));
    state = reduce(state, bankOpened({ period: 2, scope: 'school' }));
    expect(state.keyword).toBe('函数');
    state = reduce(
      state,
      questionSaveRequested({
        type: 'judge',
        stem: 's',
        answer: ['正确'],
        analysis: 'a',
        knowledgePointIds: ['p'],
      }),
    );
    expect(state.editor.status).toBe('busy');
    state = reduce(state, questionSaveFailed('参数错误：analysis 解析不能为空'));
    expect(state.editor).toEqual({ status: 'failed', error: '参数错误：analysis 解析不能为空' });
    state = reduce(
      state,
      importFinished({ imported: 2, questionIds: [1, 2], skipped: [], warnings: [] }),
    );
    expect(state.importing.result?.imported).toBe(2);
    state = reduce(state, editorReset());
    expect(state.importing.result).toBeNull();
    expect(state.editor.status).toBe('idle');
  });

  it('keeps a textbook lesson and a knowledge point exclusive, and clears both with the 学段', () => {
    let state = reducer(start, browseByChanged('textbook'));
    state = reducer(
      state,
      textbookReceived([{ id: 'tb.jm.rj', name: '人教版', knowledgePointIds: [], children: [] }]),
    );
    state = reducer(state, knowledgePointSelected('jm.num'));
    state = reducer(reducer(state, pageChanged(4)), chapterSelected('tb.jm.rj.g8b.u17.l1'));
    expect(state).toMatchObject({
      browseBy: 'textbook',
      chapterId: 'tb.jm.rj.g8b.u17.l1',
      knowledgePointId: null,
      page: 1,
    });
    expect(reducer(state, knowledgePointSelected('jm.geo')).chapterId).toBeNull();
    expect(reducer(state, periodChanged(1))).toMatchObject({
      chapterId: null,
      textbook: [],
      browseBy: 'textbook',
    });
  });

  it('changes 学科 with its own trees, and keeps a 学科 the new 学段 offers', () => {
    let state = reducer(start, treeReceived([{ id: 'jm.num', name: '数与代数', children: [] }]));
    state = reducer(state, knowledgePointSelected('jm.num'));
    state = reducer(state, pageChanged(4));
    state = reducer(state, subjectChanged(4));
    expect(state).toMatchObject({ subject: 4, tree: [], knowledgePointId: null, page: 1 });
    // 物理 is offered from 初中 only: 小学 falls back to 数学; 英语 is kept.
    expect(reducer(state, periodChanged(1)).subject).toBe(2);
    expect(reducer(reducer(start, subjectChanged(3)), periodChanged(1)).subject).toBe(3);
  });

  it('shows 我的收藏 from page 1, filtered by 学段/学科/题型/难度, left for a point, chapter or keyword', () => {
    const favourites = reducer(reducer(start, pageChanged(3)), viewChanged('favourites'));
    expect(favourites).toMatchObject({ view: 'favourites', page: 1 });
    for (const action of [
      knowledgePointSelected('jm.num'),
      chapterSelected('tb.x'),
      keywordSubmitted('方程'),
    ])
      expect(reducer(favourites, action).view, action.type).toBe('all');
    const paged = reducer(favourites, pageChanged(4));
    for (const action of [
      typeChanged('fill'),
      difficultyChanged(2),
      subjectChanged(1),
      periodChanged(1),
    ])
      expect(reducer(paged, action), action.type).toMatchObject({ view: 'favourites', page: 1 });
    expect(reducer(favourites, pageChanged(2)).view).toBe('favourites');
    const listed = reducer(
      start,
      questionsReceived({
        list: [
          { questionId: 5, isFavourite: 0 } as never,
          { questionId: 6, isFavourite: 0 } as never,
        ],
        total: 2,
      }),
    );
    const starred = reducer(listed, favouriteUpdated({ questionId: 6, isFavourite: 1 }));
    expect(starred.list.map((q) => q.isFavourite)).toEqual([0, 1]);
  });

  it('opens on a knowledge point from the address: its 学段 and 学科 when offered, page 1', () => {
    const browsing = reducer(
      reducer(reducer(start, viewChanged('favourites')), chapterSelected('bsd.7a.1')),
      pageChanged(4),
    );
    const opened = reducer(
      browsing,
      bankOpened({
        period: 2,
        focus: { knowledgePointId: 'je.lang.vocab.form', period: 2, subject: 3 },
      }),
    );
    expect(opened).toMatchObject({
      period: 2,
      subject: 3,
      knowledgePointId: 'je.lang.vocab.form',
      chapterId: null,
      view: 'all',
      browseBy: 'knowledge',
      page: 1,
    });
    // A 学科 the 学段 does not offer (物理 in 小学) falls back to 数学; without a focus nothing moves.
    const primary = reducer(
      start,
      bankOpened({ period: 2, focus: { knowledgePointId: 'pm.num', period: 1, subject: 9 } }),
    );
    expect(primary).toMatchObject({ period: 1, subject: 2, knowledgePointId: 'pm.num' });
    expect(reducer(opened, bankOpened({ period: 2 })).knowledgePointId).toBe('je.lang.vocab.form');
  });
});
