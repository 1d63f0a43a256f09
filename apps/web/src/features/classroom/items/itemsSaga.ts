import {
  type SharedExamPaperRow,
  fetchExamDetail,
  fetchExamItems,
  fetchExamPapers,
  fetchExams,
  fetchKnowledgeTree,
  fetchSharedExamPapers,
  saveExamItems,
  saveItemPoints,
  saveItemScores,
} from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import { toastError } from '../../../shared/saga/errorToast';
import { examDetailReceived, examSelected, examsReceived } from '../classroomSlice';
import { currentClassId, success } from '../classroomSagaSteps';
import { CLASSROOM_TEXT } from '../strings';
import {
  examItemsReceived,
  itemPointsSaveRequested,
  itemScoresSaveRequested,
  itemsRequestFailed,
  knowledgeTreeReceived,
  knowledgeTreeRequested,
  itemsSetupRequested,
  papersReceived,
  papersRequested,
} from './itemsSlice';

/*
 * Per-question scores: the selected exam's items load beside its detail; linking a paper or
 * setting items, and saving item scores, reload the exam so the totals and statistics follow.
 */

function* loadItems({ payload: examId }: ReturnType<typeof examSelected>) {
  const client = yield* apiClient();
  try {
    yield* put(examItemsReceived(yield* call(fetchExamItems, client, examId)));
  } catch (error) {
    yield* toastError(error);
  }
}

/** The teacher's papers and those shared to their school (none when not in a school: no toast). */
function* loadPapers() {
  const client = yield* apiClient();
  try {
    const mine = (yield* call(fetchExamPapers, client, 1)).list;
    let shared: SharedExamPaperRow[] = [];
    try {
      shared = (yield* call(fetchSharedExamPapers, client, 1)).list;
    } catch {
      shared = [];
    }
    yield* put(papersReceived({ mine, shared }));
  } catch (error) {
    yield* toastError(error);
  }
}

/** After a change: the exam's detail (totals) and the list (full score, scored count). */
function* reloadExam(examId: number) {
  const client = yield* apiClient();
  yield* put(examDetailReceived(yield* call(fetchExamDetail, client, examId)));
  const classId = yield* currentClassId();
  if (classId !== null) yield* put(examsReceived((yield* call(fetchExams, client, classId)).list));
}

function* setupItems({ payload }: ReturnType<typeof itemsSetupRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(examItemsReceived(yield* call(saveExamItems, client, payload)));
    yield* success(CLASSROOM_TEXT.itemsSaved);
    yield* reloadExam(payload.examId);
  } catch (error) {
    yield* put(itemsRequestFailed());
    yield* toastError(error);
  }
}

function* saveScoresSaga({ payload }: ReturnType<typeof itemScoresSaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(saveItemScores, client, payload);
    yield* put(examItemsReceived(yield* call(fetchExamItems, client, payload.examId)));
    yield* success(CLASSROOM_TEXT.scoresSaved);
    yield* reloadExam(payload.examId);
  } catch (error) {
    yield* put(itemsRequestFailed());
    yield* toastError(error);
  }
}

function* loadTree({ payload }: ReturnType<typeof knowledgeTreeRequested>) {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchKnowledgeTree, client, payload.period, payload.subject);
    yield* put(knowledgeTreeReceived({ key: `${payload.period}-${payload.subject}`, roots: list }));
  } catch (error) {
    yield* toastError(error);
  }
}

function* savePoints({ payload }: ReturnType<typeof itemPointsSaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(examItemsReceived(yield* call(saveItemPoints, client, payload)));
    yield* success(CLASSROOM_TEXT.pointsSaved);
  } catch (error) {
    yield* put(itemsRequestFailed());
    yield* toastError(error);
  }
}

/** The items' watcher (loaded with the class page). */
export function* watchClassroomItems() {
  yield* takeLatest(examSelected, loadItems);
  yield* takeLatest(papersRequested, loadPapers);
  yield* takeLatest(itemsSetupRequested, setupItems);
  yield* takeLatest(itemScoresSaveRequested, saveScoresSaga);
  yield* takeLatest(knowledgeTreeRequested, loadTree);
  yield* takeLatest(itemPointsSaveRequested, savePoints);
}
