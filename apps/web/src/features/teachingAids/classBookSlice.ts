import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clampSchoolClass, listTeachingAidFiles, TEACHING_AID_SUBJECTS } from '@aita/core';
import { classBookDialogClosed } from './classBookEntrySlice';

/** The dialog's steps (spec §2): 1 subject/version/grade, 2 file list, 3 school and class. */
export type ClassBookStep = 1 | 2 | 3;

/**
 * - `editing`: the teacher moves between the steps.
 * - `login`: an anonymous confirm (or a 20100 while downloading) sent them to login; the dialog
 *   is hidden behind the login frame and comes back at step 3 once the user info arrives.
 * - `downloading`: saving the school and fetching the files (下载中…).
 */
export type ClassBookPhase = 'editing' | 'login' | 'downloading';

/** The class-book dialog's state (lazy slice). */
export interface ClassBookState {
  /** False until the dialog first shows after opening (then defaults are set once). */
  started: boolean;
  step: ClassBookStep;
  subjectId: number;
  versionId: number;
  grade: number;
  /** `url`s of the chosen catalogue files, in the catalogue's order. */
  selected: string[];
  school: string;
  className: string;
  phase: ClassBookPhase;
  /** Files saved so far of this download. */
  progress: { done: number; total: number };
}

const firstSubject = TEACHING_AID_SUBJECTS[0];

export const initialClassBookState: ClassBookState = {
  started: false,
  step: 1,
  subjectId: firstSubject?.id ?? 1,
  versionId: firstSubject?.versions[0]?.id ?? 1,
  grade: 1,
  selected: [],
  school: '',
  className: '',
  phase: 'editing',
  progress: { done: 0, total: 0 },
};

/** The files of the current subject/version/grade (step 2). */
export const filesOf = (state: Pick<ClassBookState, 'subjectId' | 'versionId' | 'grade'>) =>
  listTeachingAidFiles(state.subjectId, state.versionId, state.grade);

/**
 * The dialog's state. Events: `classBookStarted` (defaults: the teacher's subject when 语文/数学,
 * the saved school), the step-1 choices, `fileToggled`, `stepAdvanced`/`stepBack`, the two
 * inputs (cut to 40 characters, §5), `downloadConfirmed` (the saga), and the saga's progress.
 * `classBookDialogClosed` resets everything (closing goes back to step 1).
 */
export const classBookSlice = createSlice({
  name: 'classBook',
  initialState: initialClassBookState,
  reducers: {
    classBookStarted(state, action: PayloadAction<{ subjectId: number; school: string }>) {
      if (state.started) return;
      const subject =
        TEACHING_AID_SUBJECTS.find((s) => s.id === action.payload.subjectId) ?? firstSubject;
      state.started = true;
      state.subjectId = subject?.id ?? state.subjectId;
      state.versionId = subject?.versions[0]?.id ?? state.versionId;
      state.school = clampSchoolClass(action.payload.school);
    },
    subjectChosen(state, action: PayloadAction<number>) {
      const subject = TEACHING_AID_SUBJECTS.find((s) => s.id === action.payload);
      if (!subject || subject.id === state.subjectId) return;
      state.subjectId = subject.id;
      state.versionId = subject.versions[0]?.id ?? 1;
      state.selected = [];
    },
    versionChosen(state, action: PayloadAction<number>) {
      const subject = TEACHING_AID_SUBJECTS.find((s) => s.id === state.subjectId);
      if (!subject?.versions.some((v) => v.id === action.payload)) return;
      if (state.versionId !== action.payload) state.selected = [];
      state.versionId = action.payload;
    },
    gradeChosen(state, action: PayloadAction<number>) {
      if (action.payload < 1 || action.payload > 6) return;
      if (state.grade !== action.payload) state.selected = [];
      state.grade = action.payload;
    },
    fileToggled(state, action: PayloadAction<string>) {
      const files = filesOf(state);
      if (!files.some((f) => f.url === action.payload)) return;
      const chosen = new Set(state.selected);
      if (chosen.has(action.payload)) chosen.delete(action.payload);
      else chosen.add(action.payload);
      state.selected = files.filter((f) => chosen.has(f.url)).map((f) => f.url);
    },
    allFilesToggled(state) {
      const files = filesOf(state);
      state.selected = state.selected.length === files.length ? [] : files.map((f) => f.url);
    },
    stepAdvanced(state) {
      if (state.phase !== 'editing') return;
      if (state.step === 1) state.step = 2;
      else if (state.step === 2 && state.selected.length > 0) state.step = 3;
    },
    stepBack(state) {
      if (state.phase !== 'editing') return;
      if (state.step === 3) state.step = 2;
      else if (state.step === 2) state.step = 1;
    },
    schoolChanged(state, action: PayloadAction<string>) {
      state.school = clampSchoolClass(action.payload);
    },
    classNameChanged(state, action: PayloadAction<string>) {
      state.className = clampSchoolClass(action.payload);
    },
    downloadConfirmed() {
      // Handled by the class-book saga.
    },
    loginWaitStarted(state) {
      state.phase = 'login';
    },
    /** Back from login: step 3 again; an empty school takes the teacher's saved one. */
    loginWaitEnded(state, action: PayloadAction<{ schoolName?: string }>) {
      state.phase = 'editing';
      state.step = 3;
      if (state.school.trim() === '' && action.payload.schoolName) {
        state.school = clampSchoolClass(action.payload.schoolName);
      }
    },
    downloadStarted(state, action: PayloadAction<number>) {
      state.phase = 'downloading';
      state.progress = { done: 0, total: action.payload };
    },
    fileSaved(state) {
      state.progress.done += 1;
    },
    downloadFinished(state) {
      state.phase = 'editing';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(classBookDialogClosed, () => initialClassBookState);
  },
});

export const {
  classBookStarted,
  subjectChosen,
  versionChosen,
  gradeChosen,
  fileToggled,
  allFilesToggled,
  stepAdvanced,
  stepBack,
  schoolChanged,
  classNameChanged,
  downloadConfirmed,
  loginWaitStarted,
  loginWaitEnded,
  downloadStarted,
  fileSaved,
  downloadFinished,
} = classBookSlice.actions;

/** The class-book dialog's state. */
export const selectClassBook = (state: { classBook: ClassBookState }) => state.classBook;
