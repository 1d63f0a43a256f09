import type { ClassExamItems } from '@aita/api';
import { describe, expect, it } from 'vitest';
import {
  itemDraftsOf,
  moveCell,
  parseItemDrafts,
  parseItemLines,
  pasteDown,
  rowTotal,
} from './itemGrid';
import {
  classroomItemsSlice,
  examItemsReceived,
  itemScoresSaveRequested,
  itemsRequestFailed,
  makeSelectExamItems,
} from './itemsSlice';

const student = (studentId: number) => ({
  studentId,
  name: `学生${studentId}`,
  number: String(studentId),
  gender: null,
  notes: '',
});
const DATA: ClassExamItems = {
  exam: {
    examId: 7,
    classId: 1,
    name: '单元测试',
    examDate: '2026-11-20',
    fullScore: 8,
    passScore: 4.8,
    excellentScore: 6.8,
    scoredCount: 1,
  },
  paperId: null,
  paperTitle: null,
  items: [
    { label: '1', maxScore: 3, knowledgePoints: [] },
    { label: '2', maxScore: 5, knowledgePoints: [] },
  ],
  scores: [{ studentId: 10, score: 4.5, items: [3, 1.5] }],
};

describe(itemDraftsOf, () => {
  it('shows saved cells and leaves students without a row empty', () => {
    expect(itemDraftsOf([student(10), student(11)], DATA)).toEqual([
      ['3', '1.5'],
      ['', ''],
    ]);
  });
});

describe(parseItemDrafts, () => {
  it('checks each cell against its own item and totals the valid ones', () => {
    const parsed = parseItemDrafts(
      [
        ['3', '4'],
        ['4', '缺'],
        ['', ''],
      ],
      DATA,
    );
    expect(rowTotal(parsed[0] ?? [])).toBe(7);
    expect(parsed[1]?.[0]).toEqual({ ok: false, error: '分数应在 0 到 3 之间' });
    expect(parsed[1]?.[1]).toEqual({ ok: true, value: null });
    expect(rowTotal(parsed[2] ?? [])).toBeNull();
  });
});

describe(moveCell, () => {
  it('moves like a spreadsheet and stops at the edges', () => {
    expect(moveCell({ row: 0, col: 1 }, 'Enter', 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 2, col: 1 }, 'ArrowDown', 3, 2)).toEqual({ row: 2, col: 1 });
    expect(moveCell({ row: 1, col: 0 }, 'ArrowLeft', 3, 2)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, 'ArrowRight', 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 1, col: 0 }, 'ArrowUp', 3, 2)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, 'a', 3, 2)).toBeNull();
  });
});

describe(pasteDown, () => {
  it('fills one column down from the focused cell and no further than the class', () => {
    const drafts = [
      ['', ''],
      ['', ''],
      ['', ''],
    ];
    expect(pasteDown(drafts, 1, 1, ['2', '3', '4'])).toEqual([
      ['', ''],
      ['', '2'],
      ['', '3'],
    ]);
  });
});

describe('classroomItemsSlice', () => {
  it('keeps the exam’s items, marks a save, and answers only for the exam asked', () => {
    const reduce = classroomItemsSlice.reducer;
    let s = reduce(undefined, examItemsReceived(DATA));
    s = reduce(s, itemScoresSaveRequested({ examId: 7, scores: [] }));
    expect(s.saving).toBe(true);
    s = reduce(s, itemsRequestFailed());
    expect(s.saving).toBe(false);
    expect(makeSelectExamItems(7)({ classroomItems: s })?.items).toHaveLength(2);
    expect(makeSelectExamItems(8)({ classroomItems: s })).toBeNull();
  });
});

describe(parseItemLines, () => {
  it('reads 题号 and 满分 per line and refuses a line without a score', () => {
    expect(parseItemLines('1 3\n2、5分\n\n17(1)\t4.5')).toEqual([
      { label: '1', maxScore: 3 },
      { label: '2', maxScore: 5 },
      { label: '17(1)', maxScore: 4.5 },
    ]);
    expect(parseItemLines('1 3\n第二题')).toBeNull();
  });
});
