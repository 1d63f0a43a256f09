import { describe, expect, it } from 'vitest';
import {
  answerReceived,
  docOpened,
  docReceived,
  documentDeleted,
  documentsReceived,
  knowledgeSlice,
  questionAsked,
} from './knowledgeSlice';

const reduce = knowledgeSlice.reducer;
const doc = (id: string) => ({
  id,
  libraryId: 'l',
  title: id,
  source: 'file' as const,
  format: 'md',
  url: null,
  status: 'done' as const,
  error: null,
  stage: '',
  progress: 100,
  pages: 0,
  passageCount: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('knowledgeSlice', () => {
  it('lists, deletes and asks', () => {
    let state = reduce(
      undefined,
      documentsReceived({ libraryId: 'l', documents: [doc('a'), doc('b')] }),
    );
    expect(state.listStatus).toBe('ready');
    state = reduce(state, documentDeleted('a'));
    expect(state.documents.map((d) => d.id)).toEqual(['b']);
    state = reduce(state, questionAsked('浮力'));
    expect(state).toMatchObject({ asking: true, question: '浮力' });
    state = reduce(
      state,
      answerReceived({ answer: null, cited: [], model: false, notice: '未配置模型', hits: [] }),
    );
    expect(state).toMatchObject({ asking: false, answer: { model: false } });
  });

  it('opening another document drops the one shown', () => {
    let state = reduce(undefined, docReceived({ ...doc('a'), blocks: [], passages: [] }));
    state = reduce(state, docOpened('a'));
    expect(state.doc?.id).toBe('a');
    state = reduce(state, docOpened('b'));
    expect(state.doc).toBeNull();
    expect(state.docStatus).toBe('loading');
  });
});
