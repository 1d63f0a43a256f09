import { fetchExamTrend } from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { toastError } from '../../../shared/saga/errorToast';
import { currentClassId } from '../classroomSagaSteps';
import { examDeleted, examSaved, examsReceived } from '../classroomSlice';
import { trendReceived } from '../items/itemsSlice';

/** Reloads the class's trend across exams (`/v1/class/exam/trend`). */
function* loadTrend() {
  const classId = yield* currentClassId();
  if (classId === null) return;
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchExamTrend, client, classId);
    yield* put(trendReceived({ classId, list }));
  } catch (error) {
    yield* toastError(error);
  }
}

/**
 * The trend follows the exams: loaded with the class (its exams arrive), and again whenever an
 * exam is saved or deleted or scores are saved (the exam list is fetched again then).
 */
export function* watchTrend() {
  yield* takeLatest([examsReceived.type, examSaved.type, examDeleted.type], loadTrend);
}
