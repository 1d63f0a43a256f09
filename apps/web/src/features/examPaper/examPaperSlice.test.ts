import type { ExamPaper } from '@aita/api';
import { describe, expect, it } from 'vitest';
import {
  assemblyNoted,
  assemblyRequested,
  blueprintTargetSaved,
  examPaperSlice,
  paperEdited,
  paperFailed,
  paperOpened,
  paperReceived,
} from './examPaperSlice';

const paper = (paperId: number): ExamPaper => ({
  paperId,
  title: '卷',
  subtitle: '',
  durationMinutes: 120,
  period: 2,
  subject: 2,
  totalScore: 0,
  questionCount: 0,
  difficulty: 0,
  sections: [],
  updatedAt: '2026-11-25T00:00:00.000Z',
  sharedOrgId: null,
  mine: true,
  blueprintTarget: null,
});

describe('examPaperSlice', () => {
  const reduce = examPaperSlice.reducer;
  it('keeps the paper shown while an edit runs, and keeps it when the edit is refused', () => {
    let state = reduce(undefined, paperReceived(paper(1)));
    state = reduce(state, paperEdited({ action: 'swap', itemId: 3 }));
    expect(state.busy).toBe(true);
    state = reduce(state, paperFailed('题库中没有可替换的相似题（同题型、同知识点）'));
    expect(state).toMatchObject({ busy: false, status: 'ready', paper: { paperId: 1 } });
  });

  it('drops another paper on open, and a paper that cannot be loaded shows the refusal', () => {
    let state = reduce(undefined, paperReceived(paper(1)));
    state = reduce(state, paperOpened(2));
    expect(state.paper).toBeNull();
    state = reduce(state, paperFailed('试卷不存在或已删除'));
    expect(state).toMatchObject({ status: 'failed', errorText: '试卷不存在或已删除' });
  });

  it('clears the assembly notes for a new assembly and keeps the new ones', () => {
    let state = reduce(undefined, assemblyNoted(['解答题只有 4 道']));
    state = reduce(
      state,
      assemblyRequested({
        title: '卷',
        knowledgePointIds: ['jm.num'],
        types: [{ type: 'single', count: 1, score: 3 }],
        targetDifficulty: 0.7,
      }),
    );
    expect(state.notes).toEqual([]);
    // The notes' 用 AI 出题补足 link fills in the points the assembly asked for.
    expect(state.assemblyPoints).toEqual(['jm.num']);
    expect(reduce(state, assemblyNoted(['x'])).notes).toEqual(['x']);
  });
  it('waits while a 双向细目表 target is saved, and shows the paper answered with it', () => {
    let state = reduce(undefined, paperReceived(paper(1)));
    state = reduce(state, blueprintTargetSaved({ cells: [], levels: [{ level: 2, score: 10 }] }));
    expect(state.busy).toBe(true);
    const target = { cells: [], levels: [{ level: 2 as const, score: 10 }] };
    state = reduce(state, paperReceived({ ...paper(1), blueprintTarget: target }));
    expect(state).toMatchObject({ busy: false, paper: { blueprintTarget: target } });
  });
});
