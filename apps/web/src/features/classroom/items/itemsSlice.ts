/**
 * Per-question scores of the selected exam (docs/classroom.md "Per-question scores"): its items
 * and item scores as the server has them, the teacher's papers to link, and a save in flight.
 */
import type { ClassExamItems, ExamItemsInput, ExamPaperRow, ItemScoresInput } from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ClassroomItemsState {
  /** The selected exam's items and scores (null until loaded). */
  data: ClassExamItems | null;
  /** The teacher's papers for 关联试卷 (null until asked for). */
  papers: ExamPaperRow[] | null;
  saving: boolean;
}

const initialState: ClassroomItemsState = { data: null, papers: null, saving: false };

export const classroomItemsSlice = createSlice({
  name: 'classroomItems',
  initialState,
  reducers: {
    examItemsReceived(state, action: PayloadAction<ClassExamItems>) {
      state.data = action.payload;
      state.saving = false;
    },
    papersRequested() {},
    papersReceived(state, action: PayloadAction<ExamPaperRow[]>) {
      state.papers = action.payload;
    },
    itemsSetupRequested(state, _action: PayloadAction<ExamItemsInput & { examId: number }>) {
      state.saving = true;
    },
    itemScoresSaveRequested(state, _action: PayloadAction<ItemScoresInput & { examId: number }>) {
      state.saving = true;
    },
    itemsRequestFailed(state) {
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
