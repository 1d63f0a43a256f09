import type {
  EssayEdit,
  EssayResubmission,
  EssayTaskResult,
  EssayTaskStatus,
  EssayTaskSubmission,
  EssayTaskSummary,
  MarkedEssay,
} from '@aita/api';
import type { PhotoLine } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One student's row on the submit page while it is being filled in. */
export interface DraftEssay {
  key: string;
  studentName: string;
  text: string;
  imageUrls: string[];
  /** The lines the vision model read on the photos (with their boxes), sent with the text. */
  lines?: PhotoLine[];
  /** The class's student (when the rows came from a class of class management). */
  studentId?: number;
}

/** A class the teacher may link a task to. */
export interface ClassChoice {
  classId: number;
  name: string;
  studentCount: number;
}

/** The essay marking pages' state (docs/essayReview.md "Web"). */
export interface EssayReviewState {
  tasks: EssayTaskSummary[];
  total: number;
  page: number;
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  submitting: boolean;
  /** The task the task page shows. */
  taskId: string | null;
  status: EssayTaskStatus | null;
  result: EssayTaskResult | null;
  /** An error loading the task (Chinese), or ''. */
  taskError: string;
  saving: boolean;
  publishing: boolean;
  /** Rows of the submit page that are reading a file or a photo. */
  busyRows: Record<string, string>;
  /** The submit page's rows, one per student. */
  rows: DraftEssay[];
  /** Bumped on every save, so the editor starts again from the saved marking. */
  version: number;
  /** Vision model configured (photos can be read); null until asked. */
  vision: boolean | null;
  /** The teacher's classes (class management) and the one the task is linked to. */
  classes: ClassChoice[];
  classId: number | null;
  /** A resubmission in flight. */
  resubmitting: boolean;
}

let rowSeq = 0;
/** An empty student row. */
export function newRow(): DraftEssay {
  rowSeq += 1;
  return { key: `row-${rowSeq}`, studentName: '', text: '', imageUrls: [] };
}

const initialState: EssayReviewState = {
  tasks: [],
  total: 0,
  page: 1,
  listStatus: 'idle',
  submitting: false,
  taskId: null,
  status: null,
  result: null,
  taskError: '',
  saving: false,
  publishing: false,
  busyRows: {},
  rows: [newRow()],
  version: 0,
  vision: null,
  classes: [],
  classId: null,
  resubmitting: false,
};

/**
 * Essay marking's slice: the task list, the submit in flight, the open task (its live status and
 * result), the teacher's save and 发布, and the submit page's file and photo reads.
 */
export const essayReviewSlice = createSlice({
  name: 'essayReview',
  initialState,
  reducers: {
    listOpened(state: EssayReviewState, action: PayloadAction<{ page: number }>) {
      state.page = action.payload.page;
      state.listStatus = 'loading';
    },
    listReceived(
      state: EssayReviewState,
      action: PayloadAction<{ list: EssayTaskSummary[]; total: number }>,
    ) {
      state.tasks = action.payload.list;
      state.total = action.payload.total;
      state.listStatus = 'ready';
    },
    listFailed(state: EssayReviewState) {
      state.listStatus = 'failed';
    },
    capabilitiesReceived(state: EssayReviewState, action: PayloadAction<{ vision: boolean }>) {
      state.vision = action.payload.vision;
    },
    submitRequested(state: EssayReviewState, _action: PayloadAction<EssayTaskSubmission>) {
      state.submitting = true;
    },
    submitFinished(state: EssayReviewState) {
      state.submitting = false;
    },
    fileChosen(
      state: EssayReviewState,
      action: PayloadAction<{ row: string; file: File; kind: 'document' | 'image' }>,
    ) {
      state.busyRows[action.payload.row] =
        action.payload.kind === 'image' ? '正在上传照片…' : '正在读取文件…';
    },
    photosReadRequested(
      state: EssayReviewState,
      action: PayloadAction<{ row: string; imageUrls: string[] }>,
    ) {
      state.busyRows[action.payload.row] = '正在识别照片文字…';
    },
    rowRead(
      state: EssayReviewState,
      action: PayloadAction<{ row: string; text: string; imageUrl?: string; lines?: PhotoLine[] }>,
    ) {
      const { row, text, imageUrl, lines } = action.payload;
      const target = state.rows.find((r) => r.key === row);
      if (target) {
        if (text) target.text = text;
        if (lines) target.lines = lines;
        if (imageUrl && !target.imageUrls.includes(imageUrl)) target.imageUrls.push(imageUrl);
      }
      delete state.busyRows[row];
    },
    rowAdded(state: EssayReviewState) {
      state.rows.push(newRow());
    },
    rowRemoved(state: EssayReviewState, action: PayloadAction<string>) {
      state.rows = state.rows.filter((r) => r.key !== action.payload);
    },
    rowChanged(
      state: EssayReviewState,
      action: PayloadAction<{ row: string; studentName?: string; text?: string }>,
    ) {
      const target = state.rows.find((r) => r.key === action.payload.row);
      if (!target) return;
      if (action.payload.studentName !== undefined) target.studentName = action.payload.studentName;
      if (action.payload.text !== undefined) target.text = action.payload.text;
    },
    formCleared(state: EssayReviewState) {
      state.rows = [newRow()];
      state.classId = null;
    },
    rowReadFailed(state: EssayReviewState, action: PayloadAction<{ row: string }>) {
      delete state.busyRows[action.payload.row];
    },
    taskOpened(state: EssayReviewState, action: PayloadAction<string>) {
      if (state.taskId !== action.payload) {
        state.status = null;
        state.result = null;
      }
      state.taskId = action.payload;
      state.taskError = '';
    },
    taskClosed(state: EssayReviewState) {
      state.taskId = null;
    },
    statusReceived(state: EssayReviewState, action: PayloadAction<EssayTaskStatus>) {
      state.status = action.payload;
    },
    resultReceived(state: EssayReviewState, action: PayloadAction<EssayTaskResult>) {
      state.result = action.payload;
    },
    taskFailed(state: EssayReviewState, action: PayloadAction<string>) {
      state.taskError = action.payload;
    },
    essaySaveRequested(state: EssayReviewState, _action: PayloadAction<EssayEdit>) {
      state.saving = true;
    },
    essaySaved(state: EssayReviewState, action: PayloadAction<MarkedEssay>) {
      state.saving = false;
      state.version += 1;
      const essays = state.result?.essays;
      const i = essays?.findIndex((e) => e.essayId === action.payload.essayId) ?? -1;
      if (essays && i >= 0) essays[i] = action.payload;
    },
    essaySaveFailed(state: EssayReviewState) {
      state.saving = false;
    },
    publishRequested(state: EssayReviewState) {
      state.publishing = true;
    },
    published(
      state: EssayReviewState,
      action: PayloadAction<{ publishedAt: string; examId?: number | null }>,
    ) {
      state.publishing = false;
      if (state.result) {
        state.result.published = true;
        state.result.publishedAt = action.payload.publishedAt;
        if (action.payload.examId !== undefined) state.result.examId = action.payload.examId;
      }
    },
    publishFailed(state: EssayReviewState) {
      state.publishing = false;
    },
    exportRequested(_state: EssayReviewState, _action: PayloadAction<{ essayId?: number }>) {},
    classesReceived(state: EssayReviewState, action: PayloadAction<ClassChoice[]>) {
      state.classes = action.payload;
    },
    /** A class chosen on the submit page (null: none); its roster replaces the rows. */
    classChosen(state: EssayReviewState, action: PayloadAction<number | null>) {
      state.classId = action.payload;
      if (action.payload === null) {
        state.rows = state.rows.map((r) => ({ ...r, studentId: undefined }));
      }
    },
    rosterReceived(
      state: EssayReviewState,
      action: PayloadAction<{ classId: number; students: { studentId: number; name: string }[] }>,
    ) {
      if (state.classId !== action.payload.classId) return;
      // Text already typed for a student of the roster stays with that student.
      const typed = new Map(state.rows.map((r) => [r.studentName.trim(), r]));
      state.rows = action.payload.students.map((st) => {
        const old = typed.get(st.name);
        return {
          ...newRow(),
          studentName: st.name,
          studentId: st.studentId,
          text: old?.text ?? '',
          imageUrls: old?.imageUrls ?? [],
          ...(old?.lines ? { lines: old.lines } : {}),
        };
      });
    },
    resubmitRequested(state: EssayReviewState, _action: PayloadAction<EssayResubmission>) {
      state.resubmitting = true;
    },
    resubmitFinished(state: EssayReviewState, action: PayloadAction<{ ok: boolean }>) {
      state.resubmitting = false;
      // The task is marked again: the page shows its progress until the result comes back.
      if (action.payload.ok) state.result = null;
    },
  },
  selectors: {
    selectEssayReview: (state: EssayReviewState) => state,
  },
});

export const {
  listOpened,
  listReceived,
  listFailed,
  capabilitiesReceived,
  submitRequested,
  submitFinished,
  fileChosen,
  photosReadRequested,
  rowRead,
  rowReadFailed,
  rowAdded,
  rowRemoved,
  rowChanged,
  formCleared,
  taskOpened,
  taskClosed,
  statusReceived,
  resultReceived,
  taskFailed,
  essaySaveRequested,
  essaySaved,
  essaySaveFailed,
  publishRequested,
  published,
  publishFailed,
  exportRequested,
  classesReceived,
  classChosen,
  rosterReceived,
  resubmitRequested,
  resubmitFinished,
} = essayReviewSlice.actions;
export const { selectEssayReview } = essayReviewSlice.selectors;
