/**
 * Per-question scores of the selected exam (docs/classroom.md "Per-question scores"): its items
 * and item scores as the server has them, the teacher's papers to link, and a save in flight.
 */
import type {
  ClassExamItems,
  ExamTrendPoint,
  ExamItemsInput,
  ExamPaperRow,
  ItemPointsInput,
  ItemScoresInput,
  SharedExamPaperRow,
} from '@aita/api';
import type { KnowledgeNode } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ClassroomItemsState {
  /** The selected exam's items and scores (null until loaded). */
  data: ClassExamItems | null;
  /** The teacher's papers for 关联试卷 (null until asked for). */
  papers: ExamPaperRow[] | null;
  /** Colleagues' papers shared to the teacher's current school (empty without a school). */
  sharedPapers: SharedExamPaperRow[];
  saving: boolean;
  /** The knowledge tree of the class's 学段 and 学科 (`period-subject`), for tagging items. */
  tree: { key: string; roots: KnowledgeNode[] } | null;
  /** The class's exams oldest first with their figures (the trend chart); null until loaded. */
  trend: { classId: number; list: ExamTrendPoint[] } | null;
}

const initialState: ClassroomItemsState = {
  data: null,
  papers: null,
  sharedPapers: [],
  saving: false,
  tree: null,
  trend: null,
};

export const classroomItemsSlice = createSlice({
  name: 'classroomItems',
  initialState,
  reducers: {
    examItemsReceived(state: ClassroomItemsState, action: PayloadAction<ClassExamItems>) {
      state.data = action.payload;
      state.saving = false;
    },
    papersRequested() {},
    papersReceived(
      state: ClassroomItemsState,
      action: PayloadAction<{ mine: ExamPaperRow[]; shared: SharedExamPaperRow[] }>,
    ) {
      state.papers = action.payload.mine;
      state.sharedPapers = action.payload.shared.filter((p) => !p.mine);
    },
    itemsSetupRequested(
      state: ClassroomItemsState,
      _action: PayloadAction<ExamItemsInput & { examId: number }>,
    ) {
      state.saving = true;
    },
    itemScoresSaveRequested(
      state: ClassroomItemsState,
      _action: PayloadAction<ItemScoresInput & { examId: number }>,
    ) {
      state.saving = true;
    },
    knowledgeTreeRequested(
      _state: ClassroomItemsState,
      _action: PayloadAction<{ period: number; subject: number }>,
    ) {},
    knowledgeTreeReceived(
      state: ClassroomItemsState,
      action: PayloadAction<{ key: string; roots: KnowledgeNode[] }>,
    ) {
      state.tree = action.payload;
    },
    itemPointsSaveRequested(
      state: ClassroomItemsState,
      _action: PayloadAction<ItemPointsInput & { examId: number }>,
    ) {
      state.saving = true;
    },
    trendReceived(
      state: ClassroomItemsState,
      action: PayloadAction<{ classId: number; list: ExamTrendPoint[] }>,
    ) {
      state.trend = action.payload;
    },
    itemsRequestFailed(state: ClassroomItemsState) {
      state.saving = false;
    },
  },
});

export const {
  examItemsReceived,
  papersRequested,
  papersReceived,
  itemsSetupRequested,
  itemScoresSaveRequested,
  itemsRequestFailed,
  knowledgeTreeRequested,
  knowledgeTreeReceived,
  itemPointsSaveRequested,
  trendReceived,
} = classroomItemsSlice.actions;

/** The items state. */
export const selectClassroomItems = (state: { classroomItems: ClassroomItemsState }) =>
  state.classroomItems;

/** The items of `examId` when loaded (null while another exam's are shown). */
export const makeSelectExamItems =
  (examId: number | null) => (state: { classroomItems: ClassroomItemsState }) => {
    const data = state.classroomItems.data;
    return data && data.exam.examId === examId ? data : null;
  };

/** The trend of `classId` when loaded (null while another class's is held). */
export const makeSelectTrend =
  (classId: number | null) => (state: { classroomItems: ClassroomItemsState }) => {
    const trend = state.classroomItems.trend;
    return trend && trend.classId === classId ? trend.list : null;
  };
