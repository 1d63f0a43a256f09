import type { ExamPaperRow, SharedExamPaperRow } from '@aita/api';
import { describe, expect, it } from 'vitest';
import { classroomItemsSlice, papersReceived } from './itemsSlice';

const row = { title: '卷', questionCount: 2, totalScore: 6, updatedAt: '' };

describe('papers to link', () => {
  it('keeps the teacher’s papers and the colleagues’ ones shared to the school, once each', () => {
    const mine = [{ ...row, paperId: 1 }] as ExamPaperRow[];
    const shared = [
      { ...row, paperId: 1, ownerName: '我', mine: true },
      { ...row, paperId: 2, ownerName: '王老师', mine: false },
    ] as SharedExamPaperRow[];
    const state = classroomItemsSlice.reducer(undefined, papersReceived({ mine, shared }));
    expect(state.papers?.map((p) => p.paperId)).toEqual([1]);
    expect(state.sharedPapers.map((p) => [p.paperId, p.ownerName])).toEqual([[2, '王老师']]);
  });
});
