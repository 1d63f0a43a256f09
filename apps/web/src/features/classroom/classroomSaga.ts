import {
  fetchClassTeachers,
  fetchComments,
  createClass,
  fetchObservations,
  deleteClass,
  deleteExam,
  deleteStudent,
  exportRoster,
  exportScores,
  fetchClassDetail,
  fetchClasses,
  fetchExamDetail,
  fetchExams,
  importRoster,
  readRoster,
  saveExam,
  saveScores,
  saveSeating,
  saveStudent,
  updateClass,
  uploadFile,
} from '@aita/api';
import { all, call, fork, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { takePastedFile } from '../../shared/upload/pastedImages';
import {
  classDeleted,
  classDeleteRequested,
  commentsReceived,
  teachersReceived,
  classesFailed,
  classesReceived,
  classroomOpened,
  classSaved,
  classSaveRequested,
  classSelected,
  detailFailed,
  detailReceived,
  examDeleted,
  examDeleteRequested,
  examDetailReceived,
  examSaved,
  examSaveRequested,
  examSelected,
  examsReceived,
  observationsReceived,
  requestFailed,
  rosterClosed,
  rosterExportRequested,
  rosterFailed,
  rosterFileChosen,
  rosterImportRequested,
  rosterRead,
  scoresExportRequested,
  scoresSaved,
  scoresSaveRequested,
  seatingSaved,
  seatingSaveRequested,
  selectClassroom,
  studentDeleted,
  studentDeleteRequested,
  studentSaved,
  studentSaveRequested,
} from './classroomSlice';
import { currentClassId, download, failure, success } from './classroomSagaSteps';
import { FINISHED, follow, watchClassNotes } from './classroomNotesSaga';
import { CLASSROOM_TEXT } from './strings';

/** Loads the teacher's classes and opens the first when none is open. */
export function* loadClasses() {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchClasses, client);
    yield* put(classesReceived(list));
    const { selectedId } = yield* select(selectClassroom);
    const first = list[0];
    if (selectedId === null && first) yield* put(classSelected(first.classId));
  } catch (error) {
    yield* put(classesFailed(failure(error)));
  }
}

/**
 * Loads a class (students, seating), its exams, notes, comments and teachers — all at once, and
 * shown together: the page opens only when every part is here, so nothing the teacher does on it
 * (a new exam, a note) can be overwritten by a slower answer fetched before it.
 */
export function* loadClass({ payload: classId }: ReturnType<typeof classSelected>) {
  const client = yield* apiClient();
  try {
    const { detail, exams, observations, comments, teachers } = yield* all({
      detail: call(fetchClassDetail, client, classId),
      exams: call(fetchExams, client, classId),
      observations: call(fetchObservations, client, classId),
      comments: call(fetchComments, client, classId),
      teachers: call(fetchClassTeachers, client, classId),
    });
    yield* put(examsReceived(exams.list));
    yield* put(observationsReceived(observations.list));
    yield* put(commentsReceived(comments));
    yield* put(teachersReceived(teachers));
    yield* put(detailReceived(detail));
    const { examId } = yield* select(selectClassroom);
    if (examId !== null) yield* put(examSelected(examId));
    if (comments.job && !FINISHED.has(comments.job.state)) yield* follow(classId);
  } catch (error) {
    yield* put(detailFailed(failure(error)));
  }
}

function* loadExam({ payload: examId }: ReturnType<typeof examSelected>) {
  const client = yield* apiClient();
  try {
    yield* put(examDetailReceived(yield* call(fetchExamDetail, client, examId)));
  } catch (error) {
    yield* toastError(error);
  }
}

function* saveClass({ payload }: ReturnType<typeof classSaveRequested>) {
  const client = yield* apiClient();
  try {
    const { classId, ...fields } = payload;
    const saved =
      classId === undefined
        ? yield* call(createClass, client, fields)
        : yield* call(updateClass, client, { classId, ...fields });
    yield* put(classSaved(saved));
    yield* success(CLASSROOM_TEXT.saved);
    if (classId === undefined) yield* put(classSelected(saved.classId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* removeClass({ payload: classId }: ReturnType<typeof classDeleteRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteClass, client, classId);
    yield* put(classDeleted(classId));
    yield* success(CLASSROOM_TEXT.deleted);
    const first = (yield* select(selectClassroom)).classes[0];
    if (first) yield* put(classSelected(first.classId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* saveStudentSaga({ payload }: ReturnType<typeof studentSaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(studentSaved(yield* call(saveStudent, client, payload)));
    yield* success(CLASSROOM_TEXT.saved);
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* removeStudent({ payload: studentId }: ReturnType<typeof studentDeleteRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* call(deleteStudent, client, { classId, studentId });
    yield* put(studentDeleted(studentId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

/** Uploads the chosen sheet through intake, then reads its rows (nothing is saved yet). */
function* readRosterFile({ payload }: ReturnType<typeof rosterFileChosen>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  const file = takePastedFile(payload.holdId);
  if (classId === null || !file) return;
  try {
    const uploaded = yield* call(uploadFile, client, {
      kind: 'sheet' as const,
      file,
      name: payload.name,
    });
    const { sheets } = yield* call(readRoster, client, { classId, fileId: uploaded.id });
    yield* put(rosterRead(sheets));
  } catch (error) {
    yield* put(rosterFailed(errorMessage(error)));
  }
}

function* importRosterSaga({ payload }: ReturnType<typeof rosterImportRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    const { imported } = yield* call(importRoster, client, { classId, ...payload });
    yield* put(rosterClosed());
    yield* success(CLASSROOM_TEXT.imported(imported));
    yield* put(classSelected(classId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* exportRosterSaga() {
  const client = yield* apiClient();
  const { detail } = yield* select(selectClassroom);
  if (!detail) return;
  try {
    const blob = yield* call(exportRoster, client, detail.class.classId);
    yield* download(blob, `${detail.class.name}-学生名单.xlsx`);
  } catch (error) {
    yield* toastError(error);
  }
}

function* saveSeatingSaga({ payload }: ReturnType<typeof seatingSaveRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* put(seatingSaved(yield* call(saveSeating, client, { classId, ...payload })));
    yield* success(CLASSROOM_TEXT.saved);
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* saveExamSaga({ payload }: ReturnType<typeof examSaveRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    const exam = yield* call(saveExam, client, { classId, ...payload });
    yield* put(examSaved(exam));
    yield* success(CLASSROOM_TEXT.saved);
    if (payload.examId === undefined) yield* put(examSelected(exam.examId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* removeExam({ payload: examId }: ReturnType<typeof examDeleteRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteExam, client, examId);
    yield* put(examDeleted(examId));
    const { examId: next } = yield* select(selectClassroom);
    if (next !== null) yield* put(examSelected(next));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* saveScoresSaga({ payload }: ReturnType<typeof scoresSaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(saveScores, client, payload);
    yield* put(scoresSaved());
    yield* success(CLASSROOM_TEXT.scoresSaved);
    yield* put(examDetailReceived(yield* call(fetchExamDetail, client, payload.examId)));
    const classId = yield* currentClassId();
    if (classId !== null)
      yield* put(examsReceived((yield* call(fetchExams, client, classId)).list));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* exportScoresSaga({ payload: examId }: ReturnType<typeof scoresExportRequested>) {
  const client = yield* apiClient();
  const { exams, detail } = yield* select(selectClassroom);
  const exam = exams.find((e) => e.examId === examId);
  try {
    const blob = yield* call(exportScores, client, examId);
    yield* download(blob, `${detail?.class.name ?? ''}-${exam?.name ?? '成绩'}.xlsx`);
  } catch (error) {
    yield* toastError(error);
  }
}

/** The page's watcher (loaded with the page). */
export function* watchClassroom() {
  yield* takeLatest(classroomOpened, loadClasses);
  yield* takeLatest(classSelected, loadClass);
  yield* takeLatest(examSelected, loadExam);
  yield* takeEvery(classSaveRequested, saveClass);
  yield* takeEvery(classDeleteRequested, removeClass);
  yield* takeEvery(studentSaveRequested, saveStudentSaga);
  yield* takeEvery(studentDeleteRequested, removeStudent);
  yield* takeLatest(rosterFileChosen, readRosterFile);
  yield* takeEvery(rosterImportRequested, importRosterSaga);
  yield* takeEvery(rosterExportRequested, exportRosterSaga);
  yield* takeLatest(seatingSaveRequested, saveSeatingSaga);
  yield* takeEvery(examSaveRequested, saveExamSaga);
  yield* takeEvery(examDeleteRequested, removeExam);
  yield* takeEvery(scoresSaveRequested, saveScoresSaga);
  yield* takeEvery(scoresExportRequested, exportScoresSaga);
  yield* fork(watchClassNotes);
}
