import type {
  ClassComment,
  ClassCommentJob,
  ClassComments,
  ClassTeachers,
  ClassDetail,
  ClassExam,
  ClassExamDetail,
  ClassObservation,
  ClassInput,
  ClassSeating,
  ClassStudent,
  ClassSummary,
  ExamInput,
  RosterImportInput,
  RosterSheets,
  SeatingInput,
  StudentInput,
} from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** The roster import dialog: reading the uploaded sheet, then the teacher's mapping and confirm. */
export interface RosterState {
  status: 'closed' | 'idle' | 'reading' | 'ready' | 'importing';
  fileName: string;
  sheets: RosterSheets['sheets'];
  error: string | null;
}

/** Class management's state (docs/classroom.md "Web"). */
export interface ClassroomState {
  classes: ClassSummary[];
  listStatus: Status;
  selectedId: number | null;
  detail: ClassDetail | null;
  detailStatus: Status;
  /** The failed load's message and code (40003 another teacher's class, 40004 gone). */
  error: { code: number; text: string } | null;
  /** A save is on its way (forms disable their buttons). */
  saving: boolean;
  roster: RosterState;
  exams: ClassExam[];
  examId: number | null;
  examDetail: ClassExamDetail | null;
  /** Notes about the open class's students (期末评语 material). */
  observations: ClassObservation[];
  /** The open class's saved 期末评语, its latest batch, whether a model can write them. */
  comments: ClassComment[];
  commentJob: ClassCommentJob | null;
  modelAvailable: boolean | null;
  /** The open class's teachers (and the owner's invite code). */
  teachers: ClassTeachers | null;
}

const closedRoster: RosterState = { status: 'closed', fileName: '', sheets: [], error: null };

const initialState: ClassroomState = {
  classes: [],
  listStatus: 'idle',
  selectedId: null,
  detail: null,
  detailStatus: 'idle',
  error: null,
  saving: false,
  roster: closedRoster,
  exams: [],
  examId: null,
  examDetail: null,
  observations: [],
  comments: [],
  commentJob: null,
  modelAvailable: null,
  teachers: null,
};

/** Keeps the list's entry of a class in step with its detail. */
function upsertClass(state: ClassroomState, c: ClassSummary) {
  const i = state.classes.findIndex((x) => x.classId === c.classId);
  if (i >= 0) state.classes[i] = c;
  else state.classes.unshift(c);
}

function setCount(state: ClassroomState) {
  if (!state.detail) return;
  state.detail.class.studentCount = state.detail.students.length;
  upsertClass(state, state.detail.class);
}

/**
 * The class management slice. Events: `classroomOpened` loads the list; `classSelected` a class
 * with its exams; `*Requested` go to the saga, which answers with `*Saved`/`*Received` or
 * `requestFailed` (the toast shows the server's Chinese message).
 */
export const classroomSlice = createSlice({
  name: 'classroom',
  initialState,
  reducers: {
    classroomOpened(state) {
      state.listStatus = 'loading';
    },
    classesReceived(state, action: PayloadAction<ClassSummary[]>) {
      state.classes = action.payload;
      state.listStatus = 'ready';
    },
    classesFailed(state, action: PayloadAction<{ code: number; text: string }>) {
      state.listStatus = 'failed';
      state.error = action.payload;
    },
    classSelected(state, action: PayloadAction<number>) {
      state.selectedId = action.payload;
      state.detailStatus = 'loading';
      state.error = null;
      state.examId = null;
      state.examDetail = null;
      state.exams = [];
      state.observations = [];
      state.comments = [];
      state.commentJob = null;
      state.teachers = null;
    },
    detailReceived(state, action: PayloadAction<ClassDetail>) {
      if (action.payload.class.classId !== state.selectedId) return;
      state.detail = action.payload;
      state.detailStatus = 'ready';
      upsertClass(state, action.payload.class);
    },
    detailFailed(state, action: PayloadAction<{ code: number; text: string }>) {
      state.detail = null;
      state.detailStatus = 'failed';
      state.error = action.payload;
    },
    classSaveRequested(state, _action: PayloadAction<ClassInput & { classId?: number }>) {
      state.saving = true;
    },
    classSaved(state, action: PayloadAction<ClassSummary>) {
      state.saving = false;
      upsertClass(state, action.payload);
      if (state.detail?.class.classId === action.payload.classId) {
        state.detail.class = action.payload;
      }
    },
    classDeleteRequested(state, _action: PayloadAction<number>) {
      state.saving = true;
    },
    classDeleted(state, action: PayloadAction<number>) {
      state.saving = false;
      state.classes = state.classes.filter((c) => c.classId !== action.payload);
      if (state.selectedId === action.payload) {
        state.selectedId = null;
        state.detail = null;
        state.detailStatus = 'idle';
        state.exams = [];
        state.examDetail = null;
        state.examId = null;
      }
    },
    requestFailed(state) {
      state.saving = false;
      if (state.roster.status === 'importing' || state.roster.status === 'reading') {
        state.roster.status = state.roster.sheets.length ? 'ready' : 'idle';
      }
    },
    studentSaveRequested(state, _action: PayloadAction<StudentInput>) {
      state.saving = true;
    },
    studentSaved(state, action: PayloadAction<ClassStudent>) {
      state.saving = false;
      if (!state.detail) return;
      const list = state.detail.students;
      const i = list.findIndex((s) => s.studentId === action.payload.studentId);
      if (i >= 0) list[i] = action.payload;
      else list.push(action.payload);
      setCount(state);
    },
    studentDeleteRequested(state, _action: PayloadAction<number>) {
      state.saving = true;
    },
    studentDeleted(state, action: PayloadAction<number>) {
      state.saving = false;
      if (!state.detail) return;
      state.detail.students = state.detail.students.filter((s) => s.studentId !== action.payload);
      setCount(state);
    },
    rosterOpened(state) {
      state.roster = { ...closedRoster, status: 'idle' };
    },
    rosterClosed(state) {
      state.roster = closedRoster;
    },
    /** `holdId` names the chosen file in the held-file registry (Files stay out of actions). */
    rosterFileChosen(state, action: PayloadAction<{ holdId: string; name: string }>) {
      state.roster = { status: 'reading', fileName: action.payload.name, sheets: [], error: null };
    },
    rosterRead(state, action: PayloadAction<RosterSheets['sheets']>) {
      state.roster.status = 'ready';
      state.roster.sheets = action.payload;
    },
    rosterFailed(state, action: PayloadAction<string>) {
      state.roster = { ...state.roster, status: 'idle', sheets: [], error: action.payload };
    },
    rosterImportRequested(state, _action: PayloadAction<Omit<RosterImportInput, 'classId'>>) {
      state.roster.status = 'importing';
    },
    rosterExportRequested() {},
    seatingSaveRequested(state, _action: PayloadAction<Omit<SeatingInput, 'classId'>>) {
      state.saving = true;
    },
    seatingSaved(state, action: PayloadAction<ClassSeating>) {
      state.saving = false;
      if (state.detail) state.detail.seating = action.payload;
    },
    examsReceived(state, action: PayloadAction<ClassExam[]>) {
      state.exams = action.payload;
      if (state.examId === null) state.examId = action.payload[0]?.examId ?? null;
    },
    examSelected(state, action: PayloadAction<number>) {
      state.examId = action.payload;
      state.examDetail = null;
    },
    examSaveRequested(state, _action: PayloadAction<Omit<ExamInput, 'classId'>>) {
      state.saving = true;
    },
    examSaved(state, action: PayloadAction<ClassExam>) {
      state.saving = false;
      const i = state.exams.findIndex((e) => e.examId === action.payload.examId);
      if (i >= 0) state.exams[i] = action.payload;
      else state.exams.unshift(action.payload);
      if (state.examDetail?.exam.examId === action.payload.examId) {
        state.examDetail.exam = action.payload;
      }
    },
    examDeleteRequested(state, _action: PayloadAction<number>) {
      state.saving = true;
    },
    examDeleted(state, action: PayloadAction<number>) {
      state.saving = false;
      state.exams = state.exams.filter((e) => e.examId !== action.payload);
      if (state.examId === action.payload) {
        state.examId = state.exams[0]?.examId ?? null;
        state.examDetail = null;
      }
    },
    examDetailReceived(state, action: PayloadAction<ClassExamDetail>) {
      if (action.payload.exam.examId === state.examId) state.examDetail = action.payload;
    },
    scoresSaveRequested(
      state,
      _action: PayloadAction<{
        examId: number;
        scores: { studentId: number; score: number | null }[];
      }>,
    ) {
      state.saving = true;
    },
    scoresSaved(state) {
      state.saving = false;
    },
    scoresExportRequested(_state, _action: PayloadAction<number>) {},
    observationsReceived(state, action: PayloadAction<ClassObservation[]>) {
      state.observations = action.payload;
    },
    observationAddRequested(
      state,
      _action: PayloadAction<{ studentId: number; kind: ClassObservation['kind']; text: string }>,
    ) {
      state.saving = true;
    },
    observationAdded(state, action: PayloadAction<ClassObservation>) {
      state.saving = false;
      state.observations.push(action.payload);
    },
    observationDeleteRequested(_state, _action: PayloadAction<number>) {},
    observationDeleted(state, action: PayloadAction<number>) {
      state.observations = state.observations.filter((o) => o.observationId !== action.payload);
    },
    commentsReceived(state, action: PayloadAction<ClassComments>) {
      state.comments = action.payload.list;
      state.commentJob = action.payload.job;
      state.modelAvailable = action.payload.modelAvailable;
    },
    commentsGenerateRequested(
      _state,
      _action: PayloadAction<{
        tone: 'warm' | 'lively' | 'formal';
        length: 'short' | 'medium' | 'long';
        overwrite: boolean;
        studentIds?: number[];
      }>,
    ) {},
    commentJobUpdated(state, action: PayloadAction<ClassCommentJob | null>) {
      state.commentJob = action.payload;
    },
    commentSaveRequested(state, _action: PayloadAction<{ studentId: number; text: string }>) {
      state.saving = true;
    },
    commentSaved(
      state,
      action: PayloadAction<{ studentId: number; comment: ClassComment | null }>,
    ) {
      state.saving = false;
      const { studentId, comment } = action.payload;
      state.comments = state.comments.filter((c) => c.studentId !== studentId);
      if (comment) state.comments.push(comment);
    },
    commentsExportRequested() {},
    teachersReceived(state, action: PayloadAction<ClassTeachers>) {
      state.teachers = action.payload;
    },
    inviteRequested() {},
    joinRequested(state, _action: PayloadAction<string>) {
      state.saving = true;
    },
    teacherRemoveRequested(_state, _action: PayloadAction<number>) {},
  },
});

export const {
  classroomOpened,
  classesReceived,
  classesFailed,
  classSelected,
  detailReceived,
  detailFailed,
  classSaveRequested,
  classSaved,
  classDeleteRequested,
  classDeleted,
  requestFailed,
  studentSaveRequested,
  studentSaved,
  studentDeleteRequested,
  studentDeleted,
  rosterOpened,
  rosterClosed,
  rosterFileChosen,
  rosterRead,
  rosterFailed,
  rosterImportRequested,
  rosterExportRequested,
  seatingSaveRequested,
  seatingSaved,
  examsReceived,
  examSelected,
  examSaveRequested,
  examSaved,
  examDeleteRequested,
  examDeleted,
  examDetailReceived,
  scoresSaveRequested,
  scoresSaved,
  scoresExportRequested,
  observationsReceived,
  observationAddRequested,
  observationAdded,
  observationDeleteRequested,
  observationDeleted,
  commentsReceived,
  commentsGenerateRequested,
  commentJobUpdated,
  commentSaveRequested,
  commentSaved,
  commentsExportRequested,
  teachersReceived,
  inviteRequested,
  joinRequested,
  teacherRemoveRequested,
} = classroomSlice.actions;

/** The class management state. */
export const selectClassroom = (state: { classroom: ClassroomState }) => state.classroom;
/** The roster import dialog. */
export const selectRoster = (state: { classroom: ClassroomState }) => state.classroom.roster;
