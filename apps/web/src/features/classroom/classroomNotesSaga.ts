import {
  addObservation,
  createClassInvite,
  deleteObservation,
  exportComments,
  fetchClassTeachers,
  fetchComments,
  generateComments,
  joinClass,
  removeClassTeacher,
  saveComment,
} from '@aita/api';
import { call, delay, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  classDeleted,
  classSaved,
  classSelected,
  commentJobUpdated,
  commentSaved,
  commentSaveRequested,
  commentsExportRequested,
  commentsGenerateRequested,
  commentsReceived,
  inviteRequested,
  joinRequested,
  observationAdded,
  observationAddRequested,
  observationDeleted,
  observationDeleteRequested,
  requestFailed,
  selectClassroom,
  teacherRemoveRequested,
  teachersReceived,
} from './classroomSlice';
import { currentClassId, download, success } from './classroomSagaSteps';
import { CLASSROOM_TEXT } from './strings';

/*
 * The class page's notes and people: observations, the 期末评语 batch and its export, and the
 * class's teachers (invite, join, remove). The scores, roster and seating are classroomSaga.ts.
 */

export const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/** Follows the class's comment batch until it ends (the list fills in as students are written). */
export function* follow(classId: number) {
  const client = yield* apiClient();
  for (;;) {
    yield* delay(1200);
    if ((yield* currentClassId()) !== classId) return;
    const answer = yield* call(fetchComments, client, classId);
    yield* put(commentsReceived(answer));
    if (!answer.job || FINISHED.has(answer.job.state)) {
      if (answer.job?.state === 'failed' && answer.job.error)
        yield* put(toastShown({ kind: 'error', text: answer.job.error }));
      else if (answer.job?.state === 'succeeded') yield* success(CLASSROOM_TEXT.commentsDone);
      return;
    }
  }
}

function* generateCommentsSaga({ payload }: ReturnType<typeof commentsGenerateRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* put(commentJobUpdated(yield* call(generateComments, client, { classId, ...payload })));
    yield* follow(classId);
  } catch (error) {
    yield* toastError(error);
  }
}

function* saveCommentSaga({ payload }: ReturnType<typeof commentSaveRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    const comment = yield* call(saveComment, client, { classId, ...payload });
    yield* put(commentSaved({ studentId: payload.studentId, comment }));
    yield* success(CLASSROOM_TEXT.saved);
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* exportCommentsSaga() {
  const client = yield* apiClient();
  const { detail } = yield* select(selectClassroom);
  if (!detail) return;
  try {
    const blob = yield* call(exportComments, client, detail.class.classId);
    yield* download(blob, `${detail.class.name}-期末评语.docx`);
  } catch (error) {
    yield* toastError(error);
  }
}

function* inviteSaga() {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* call(createClassInvite, client, classId);
    yield* put(teachersReceived(yield* call(fetchClassTeachers, client, classId)));
  } catch (error) {
    yield* toastError(error);
  }
}

function* joinSaga({ payload: code }: ReturnType<typeof joinRequested>) {
  const client = yield* apiClient();
  try {
    const joined = yield* call(joinClass, client, code);
    yield* put(classSaved(joined));
    yield* success(CLASSROOM_TEXT.joined(joined.name));
    yield* put(classSelected(joined.classId));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* removeTeacherSaga({ payload: userId }: ReturnType<typeof teacherRemoveRequested>) {
  const client = yield* apiClient();
  const { selectedId: classId, detail } = yield* select(selectClassroom);
  if (classId === null) return;
  try {
    yield* call(removeClassTeacher, client, { classId, userId });
    // A co-teacher can only remove themselves: leaving, the class goes from their list.
    if (detail?.class.role === 'teacher') {
      yield* put(classDeleted(classId));
      const { classes } = yield* select(selectClassroom);
      if (classes[0]) yield* put(classSelected(classes[0].classId));
      return;
    }
    yield* put(teachersReceived(yield* call(fetchClassTeachers, client, classId)));
  } catch (error) {
    yield* toastError(error);
  }
}

function* addObservationSaga({ payload }: ReturnType<typeof observationAddRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* put(observationAdded(yield* call(addObservation, client, { classId, ...payload })));
  } catch (error) {
    yield* put(requestFailed());
    yield* toastError(error);
  }
}

function* removeObservation({ payload }: ReturnType<typeof observationDeleteRequested>) {
  const client = yield* apiClient();
  const classId = yield* currentClassId();
  if (classId === null) return;
  try {
    yield* call(deleteObservation, client, { classId, observationId: payload });
    yield* put(observationDeleted(payload));
  } catch (error) {
    yield* toastError(error);
  }
}

/** The watcher of the notes and people (forked by the page's watcher). */
export function* watchClassNotes() {
  yield* takeEvery(observationAddRequested, addObservationSaga);
  yield* takeEvery(observationDeleteRequested, removeObservation);
  yield* takeLatest(commentsGenerateRequested, generateCommentsSaga);
  yield* takeEvery(commentSaveRequested, saveCommentSaga);
  yield* takeEvery(commentsExportRequested, exportCommentsSaga);
  yield* takeEvery(inviteRequested, inviteSaga);
  yield* takeEvery(joinRequested, joinSaga);
  yield* takeEvery(teacherRemoveRequested, removeTeacherSaga);
}
